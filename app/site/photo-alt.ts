/**
 * A photo's alt text in the page's language (issue 43). A library photo and each copy a page keeps
 * of it (PhotoRef: an article's cover, a season's photo) hold the English in `alt` and the Dutch in
 * `nl.alt`. A page shows its own language's; when that one is not written, the other language's,
 * with its `lang` on the `<img>` (`lang` on an img applies to its alt), so a screen reader reads it
 * in the right voice. A decorative photo has empty alt text in both.
 */
import type { Locale } from "~/schemas/locales";

type Described = { alt: string; nl?: { alt?: string | undefined } | undefined; decorative?: boolean | undefined };

/** The alt text in `locale`, else in the other language with that language's `lang`. */
export function altIn(photo: Described, locale: Locale): { alt: string; lang?: Locale } {
  if (photo.decorative) return { alt: "" };
  const texts: Record<Locale, string> = { en: photo.alt.trim(), nl: photo.nl?.alt?.trim() ?? "" };
  if (texts[locale]) return { alt: texts[locale] };
  const other: Locale = locale === "en" ? "nl" : "en";
  return texts[other] ? { alt: texts[other], lang: other } : { alt: "" };
}

/** A described photo whose Dutch alt text is not written: the library marks it "Dutch missing". */
export const missesDutchAlt = (photo: Described): boolean => !photo.decorative && !photo.nl?.alt?.trim();
