import type { Route } from "./+types/color.color-palettes.$slug[.]svg";
import { Slug } from "~/schemas";
import { findPalette, paletteSvgFileName } from "~/color/palettes";
import { getStartContent } from "~/models/start-content.server";
import { notFound } from "~/platform/responses.server";
import { paletteSvg } from "~/color/palette-svg";
import { parseParam } from "~/platform/params.server";
import { appContext } from "~/firestore/app-context.server";
import { requestLocale } from "~/site/locale";
import { subSeasonsIn } from "~/data/seasons/in-language.server";

/**
 * `/color/color-palettes/{slug}.svg`: one palette as a downloadable SVG card. The slug is a
 * sub-season slug or a custom palette's id from `Website/CustomPalettes`. At its Dutch address
 * (`/nl/kleur/kleurpaletten/{slug}.svg`) the card and its colours' names are in Dutch.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const slug = parseParam(Slug, params.slug);
  const locale = requestLocale(request);
  const { website, customPalettes } = await getStartContent(context.get(appContext));
  const palette = findPalette(slug, customPalettes, subSeasonsIn(locale));
  if (!palette) throw notFound();

  return new Response(paletteSvg(palette, website.navbar.brandName, locale), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${paletteSvgFileName(palette.slug)}"`,
      // Custom palettes change with the content; an hour keeps a re-download honest.
      "Cache-Control": "public, max-age=3600",
      // Opened directly, the file is inert: no scripts, no outside requests.
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
