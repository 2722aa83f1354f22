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
import { seasonsIn, subSeasonsIn } from "~/data/seasons/in-language.server";
import { localizedPath, requestLocale, type Locale } from "~/site/locale";
import { langOf } from "~/site/localize";
import { breadcrumbJsonLd, pageLocale, pageMeta, siteMeta } from "~/site/seo";
import { defineWords, useLocalPath, useLocale, useWords, wordsFor } from "~/site/words";
import { appContext } from "~/firestore/app-context.server";

/*
 * Printing: each palette is an <article id="palette-{slug}">. Its "Print card" link targets it, and
 * the print stylesheet (app/styles/color-tools.css) then prints only the `:target` card, without the
 * site chrome. With no card targeted, printing the page gives every palette, one card per block.
 */

const PATH = "/color/color-palettes";

const WORDS = defineWords({
  en: {
    crumb: "Colour palettes",
    title: "Colour palettes for all 16 seasons",
    description:
      "Every sub-season palette from Light Spring to True Winter and our curated palettes, with hex codes to copy, print as a card or download as SVG.",
    eyebrow: "Palettes",
    heading: "Colour palettes",
    lead: "All sixteen sub-season palettes and our curated palettes, each colour with its name and hex code.",
    intro: [
      "Copy a palette's hex codes, download it as an SVG for your phone or design tools, or print it as a card to take shopping: choose “Print card” and, if no print dialog opens, print the page, only that card is printed. Not sure which palette is yours? Try the ",
      "colour tool",
      " or ",
      "discover your season",
      ".",
    ],
    onThisPage: "Palettes on this page",
    curated: "Curated palettes",
    curatedLead: "Palettes our stylists put together for particular wardrobes and occasions.",
    colours: (palette: string) => `${palette} colours`,
    download: "Download SVG",
    of: (palette: string) => ` of ${palette}`,
  },
  nl: {
    crumb: "Kleurenpaletten",
    title: "Kleurenpaletten voor alle 16 seizoenen",
    description:
      "Het kleurenpalet van elk subseizoen, van Light Spring tot True Winter, en onze samengestelde paletten, met hexcodes om te kopiëren, af te drukken als kaart of te downloaden als SVG.",
    eyebrow: "Paletten",
    heading: "Kleurenpaletten",
    lead: "De paletten van alle zestien subseizoenen en onze samengestelde paletten, elke kleur met naam en hexcode.",
    intro: [
      "Kopieer de hexcodes van een palet, download het als SVG voor je telefoon of ontwerpprogramma, of druk het af als kaartje om mee te nemen als je gaat winkelen: kies “Kaart afdrukken” en druk, als er geen afdrukvenster opent, de pagina af; alleen die kaart komt op papier. Weet je niet welk palet bij je past? Probeer de ",
      "kleurentool",
      " of ",
      "ontdek je seizoen",
      ".",
    ],
    onThisPage: "Paletten op deze pagina",
    curated: "Samengestelde paletten",
    curatedLead: "Paletten die onze stylisten hebben samengesteld voor een bepaalde garderobe of gelegenheid.",
    colours: (palette: string) => `Kleuren van ${palette}`,
    download: "SVG downloaden",
    of: (palette: string) => ` van ${palette}`,
  },
});

/** The trail in the page's language, with its addresses. */
function trailIn(locale: Locale) {
  return [
    { name: "Home", path: localizedPath("/", locale) },
    { name: wordsFor(WORDS, locale).crumb, path: localizedPath(PATH, locale) },
  ];
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: breadcrumbsStyles },
  { rel: "stylesheet", href: swatchCardStyles },
  { rel: "stylesheet", href: toolStyles },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { customPalettes } = await getStartContent(context.get(appContext));
  return {
    seasons: seasonPaletteGroups(seasonsIn(locale), subSeasonsIn(locale)),
    customPalettes: customPalettes.map(customPalette),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = pageLocale(matches);
  const words = wordsFor(WORDS, locale);
  return pageMeta(matches, {
    title: words.title,
    description: words.description,
    path: PATH,
    jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, trailIn(locale))],
  });
};

export default function ColorPalettes({ loaderData }: Route.ComponentProps) {
  const { seasons, customPalettes } = loaderData;
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const locale = useLocale();
  const [intro, tool, or, discover, end] = words.intro;
  return (
    <>
      <Breadcrumbs trail={trailIn(locale)} />
      <PageHeader eyebrow={words.eyebrow} title={words.heading} lead={words.lead}>
        <p>
          {intro}
          <Link to={localPath("/colors-app")}>{tool}</Link>
          {or}
          <Link to={localPath("/seasons")}>{discover}</Link>
          {end}
        </p>
        <nav aria-label={words.onThisPage} className="palette-index">
          <ul>
            {seasons.map((season) => (
              <li key={season.slug}>
                <a href={`#season-${season.slug}`}>{season.name}</a>
              </li>
            ))}
            {customPalettes.length > 0 ? (
              <li>
                <a href="#custom-palettes">{words.curated}</a>
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
            <h2 id="custom-palettes">{words.curated}</h2>
            <p className="lead">{words.curatedLead}</p>
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
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const id = paletteCardId(palette.slug);
  const titleId = `${id}-title`;
  return (
    <article id={id} className="card palette-card" aria-labelledby={titleId}>
      <h3 id={titleId} {...langOf(palette, "name")}>
        {palette.kind === "sub-season" ? (
          <Link to={localPath(`/seasons/sub-season/${palette.slug}`)}>{palette.name}</Link>
        ) : (
          palette.name
        )}
      </h3>
      <p {...langOf(palette, "description")}>{palette.description}</p>
      <PaletteSwatches colors={palette.colors} size="sm" label={words.colours(palette.name)} {...langOf(palette, "colors")} />
      <div className="palette-card__actions">
        <CopyHexButton paletteName={palette.name} hexes={palette.colors.map((color) => color.hex)} />
        <a
          className="button button--secondary button--sm"
          href={localPath(paletteSvgPath(palette.slug))}
          download={paletteSvgFileName(palette.slug)}
        >
          {words.download}
          <span className="visually-hidden">{words.of(palette.name)}</span>
        </a>
        <PrintCardLink cardId={id} paletteName={palette.name} />
      </div>
    </article>
  );
}
