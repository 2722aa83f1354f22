import type { Route } from "./+types/route";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/PageHeader";
import formStyles from "~/styles/forms.css?url";
import toolStyles from "~/styles/color-tools.css?url";
import checkerStyles from "~/styles/color-checker.css?url";
import swatchCardStyles from "~/styles/swatch-card.css?url";
import { colorsAppPage, hasInvalidChoice } from "~/color/colors-app-answers.server";
import { getStartContent } from "~/models/start-content.server";
import { requestLocale } from "~/site/locale";
import { pageLocale, pageMeta } from "~/site/seo";
import { defineWords, useLocalPath, useWords, wordsFor } from "~/site/words";
import { BrowseSection } from "./BrowseSection";
import { CustomSection } from "./CustomSection";
import { useHydrated } from "./hooks";
import { TOOL_ANSWERS, TOOL_PATH, type Kept } from "./tool-query";
import { MatchSection } from "./MatchSection";
import { CheckerSection } from "./CheckerSection";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import type { PhotoOnDeviceHandle } from "~/site/photo-on-device";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

/*
 * The colour tool. Every answer comes from the loader, read from the query string
 * (app/color/colors-app-answers.server.ts says which parameter asks what).
 * Without JavaScript these are plain GET forms; with it, the same forms submit as the visitor picks
 * (replacing the history entry), so no matching logic, and no colour library, ships to the browser.
 * Each form carries the other tools' current choices in hidden fields, so the answers sit side by side.
 */

/**
 * The tool's answers (app/color/colors-app-answers.server.ts) are one visitor's, rendered for them.
 * The checker set to a palette and nothing asked yet (`?check=`, the link from a client's palette)
 * is the same page for everyone: kept once per sub-season.
 */
export const handle: PageCacheHandle & PhotoOnDeviceHandle = { photoOnDevice: true, pageCache: { query: ["check"], answers: TOOL_ANSWERS } };

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: swatchCardStyles },
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: toolStyles },
  { rel: "stylesheet", href: checkerStyles },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = pageUrl(request).searchParams;
  const { customPalettes } = await getStartContent(context.get(appContext));
  const page = colorsAppPage(query, customPalettes, requestLocale(request));
  return hasInvalidChoice(page) ? data(page, { status: 400 }) : page;
}

const WORDS = defineWords({
  en: {
    title: "Colour tool: match any colour to its season",
    description:
      "Pick or type any colour and see which of the sixteen seasonal palettes hold its nearest shades, measured with CIEDE2000. Browse every sub-season and our curated palettes.",
    eyebrow: "Colour tool",
    heading: "Find your colours",
    lead: "Match any colour to the seasonal palettes, browse all sixteen sub-seasons, or open one of our curated palettes.",
    asYouChoose: "Answers appear as you choose.",
    pressButton: "Choose, then press the button under each question.",
    drapes: "Try the drapes",
    drapesText: "the sixteen palettes under your own face, with your phone's camera or a photo that never leaves it.",
  },
  nl: {
    title: "Kleurentool: vind bij elke kleur het seizoen",
    description:
      "Kies of typ een kleur en zie welke van de zestien seizoenspaletten de meest verwante tinten bevatten, gemeten met CIEDE2000. Bekijk elk subseizoen en onze samengestelde paletten.",
    eyebrow: "Kleurentool",
    heading: "Vind jouw kleuren",
    lead: "Zoek bij elke kleur het passende seizoenspalet, blader door alle zestien subseizoenen of open een van onze samengestelde paletten.",
    asYouChoose: "Het antwoord verschijnt zodra je kiest.",
    pressButton: "Maak een keuze en druk dan op de knop onder de vraag.",
    drapes: "Pas de drapeerdoeken",
    drapesText: "de zestien paletten onder je eigen gezicht, met de camera van je telefoon of een foto die hem nooit verlaat.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsFor(WORDS, pageLocale(matches));
  return pageMeta(matches, { title: words.title, description: words.description, path: TOOL_PATH });
};

export default function ColorsApp({ loaderData }: Route.ComponentProps) {
  const { match, browse, custom, checker, seasonOptions, paletteOptions } = loaderData;
  const hydrated = useHydrated();
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const kept: Kept = {
    color: match.state === "matched" ? match.hex : "",
    season: browse.season ?? "",
    subSeason: browse.subSeason ?? "",
    palette: custom.selected ?? "",
    check: checker.palette?.slug ?? "",
    checkColor: checker.color.state === "checked" ? checker.color.hex : "",
  };
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.heading} lead={words.lead}>
        <p>{hydrated ? words.asYouChoose : words.pressButton}</p>
        <p>
          <Link to={localPath("/try-the-drapes")}>{words.drapes}</Link>: {words.drapesText}
        </p>
      </PageHeader>
      <MatchSection match={match} kept={kept} />
      <CheckerSection checker={checker} options={seasonOptions} kept={kept} />
      <BrowseSection browse={browse} options={seasonOptions} kept={kept} />
      <CustomSection custom={custom} options={paletteOptions} kept={kept} />
    </>
  );
}
