import type { Route } from "./+types/color.color-palettes";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { CopyHexButton } from "~/components/color-tools/CopyHexButton";
import { PaletteSwatches } from "~/components/color-tools/PaletteSwatches";
import { PrintCardLink } from "~/components/color-tools/PrintCardLink";
import { PageHeader } from "~/components/PageHeader";
import breadcrumbsStyles from "~/styles/breadcrumbs.css?url";
import toolStyles from "~/styles/color-tools.css?url";
import swatchCardStyles from "~/styles/swatch-card.css?url";
import { customPalette, paletteCardId, paletteSvgFileName, paletteSvgPath, seasonPaletteGroups, type Palette } from "~/color/palettes";
import { getStartContent } from "~/models/start-content.server";
import { breadcrumbJsonLd, pageMeta, siteMeta } from "~/site/seo";
import { appContext } from "~/firestore/app-context.server";

/*
 * Printing: each palette is an <article id="palette-{slug}">. Its "Print card" link targets it, and
 * the print stylesheet (app/styles/color-tools.css) then prints only the `:target` card, without the
 * site chrome. With no card targeted, printing the page gives every palette, one card per block.
 */

const PATH = "/color/color-palettes";
const TRAIL = [
  { name: "Home", path: "/" },
  { name: "Colour palettes", path: PATH },
];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: breadcrumbsStyles },
  { rel: "stylesheet", href: swatchCardStyles },
  { rel: "stylesheet", href: toolStyles },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { customPalettes } = await getStartContent(context.get(appContext));
  return {
    seasons: seasonPaletteGroups(),
    customPalettes: customPalettes.map(customPalette),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Colour palettes for all 16 seasons",
    description:
      "Every sub-season palette from Light Spring to True Winter and our curated palettes, with hex codes to copy, print as a card or download as SVG.",
    path: PATH,
    jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, TRAIL)],
  });

export default function ColorPalettes({ loaderData }: Route.ComponentProps) {
  const { seasons, customPalettes } = loaderData;
  return (
    <>
      <Breadcrumbs trail={TRAIL} />
      <PageHeader
        eyebrow="Palettes"
        title="Colour palettes"
        lead="All sixteen sub-season palettes and our curated palettes, each colour with its name and hex code."
      >
        <p>
          Copy a palette&apos;s hex codes, download it as an SVG for your phone or design tools, or print it as a card to
          take shopping: choose &ldquo;Print card&rdquo; and, if no print dialog opens, print the page, only that card is
          printed. Not sure which palette is yours? Try the <Link to="/colors-app">colour tool</Link> or{" "}
          <Link to="/seasons">discover your season</Link>.
        </p>
        <nav aria-label="Palettes on this page" className="palette-index">
          <ul>
            {seasons.map((season) => (
              <li key={season.slug}>
                <a href={`#season-${season.slug}`}>{season.name}</a>
              </li>
            ))}
            {customPalettes.length > 0 ? (
              <li>
                <a href="#custom-palettes">Curated palettes</a>
              </li>
            ) : null}
          </ul>
        </nav>
      </PageHeader>

      {seasons.map((season) => (
        <section key={season.slug} className="section palette-group" aria-labelledby={`season-${season.slug}`}>
          <div className="container">
            <h2 id={`season-${season.slug}`}>{season.name}</h2>
            <p className="lead">{season.tagline}</p>
            <div className="palette-cards">
              {season.palettes.map((palette) => (
                <PaletteCard key={palette.slug} palette={palette} />
              ))}
            </div>
          </div>
        </section>
      ))}

      {customPalettes.length > 0 ? (
        <section className="section section--alt palette-group" aria-labelledby="custom-palettes">
          <div className="container">
            <h2 id="custom-palettes">Curated palettes</h2>
            <p className="lead">Palettes our stylists put together for particular wardrobes and occasions.</p>
            <div className="palette-cards">
              {customPalettes.map((palette) => (
                <PaletteCard key={palette.slug} palette={palette} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

function PaletteCard({ palette }: { palette: Palette }) {
  const id = paletteCardId(palette.slug);
  const titleId = `${id}-title`;
  return (
    <article id={id} className="card palette-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {palette.kind === "sub-season" ? (
          <Link to={`/seasons/sub-season/${palette.slug}`}>{palette.name}</Link>
        ) : (
          palette.name
        )}
      </h3>
      <p>{palette.description}</p>
      <PaletteSwatches colors={palette.colors} size="sm" label={`${palette.name} colours`} />
      <div className="palette-card__actions">
        <CopyHexButton paletteName={palette.name} hexes={palette.colors.map((color) => color.hex)} />
        <a
          className="button button--secondary button--sm"
          href={paletteSvgPath(palette.slug)}
          download={paletteSvgFileName(palette.slug)}
        >
          Download SVG<span className="visually-hidden">{` of ${palette.name}`}</span>
        </a>
        <PrintCardLink cardId={id} paletteName={palette.name} />
      </div>
    </article>
  );
}
