import type { PhotoRef } from "~/schemas/photo";
import { usePageLocale } from "~/site/page-locale";
import { altIn } from "~/site/photo-alt";
import { pictureOf, type PhotoLoading } from "~/site/photos";

type Props = PhotoLoading & { photo: PhotoRef; className?: string };

/**
 * A library photo in AVIF, WebP and JPEG at the widths the browser picks from `sizes`, described
 * in the page's language (or in the other one, with its `lang`, where that is all it has).
 */
export function Photo({ photo, className, ...loading }: Props) {
  const { sources, img } = pictureOf(photo, loading);
  const { alt, lang } = altIn(photo, usePageLocale());
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      {/* React 19 writes a fetchPriority prop with its capital P; the HTML attribute is spelled fetchpriority. */}
      <img {...img} alt={alt} lang={lang} fetchPriority={undefined} {...(img.fetchPriority ? { fetchpriority: img.fetchPriority } : {})} />
    </picture>
  );
}
