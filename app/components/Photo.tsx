import type { PhotoRef } from "~/schemas/photo";
import { pictureOf, type PhotoLoading } from "~/site/photos";

type Props = PhotoLoading & { photo: PhotoRef; className?: string };

/** A library photo in AVIF, WebP and JPEG at the widths the browser picks from `sizes`. */
export function Photo({ photo, className, ...loading }: Props) {
  const { sources, img } = pictureOf(photo, loading);
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      {/* React 19 writes a fetchPriority prop with its capital P; the HTML attribute is spelled fetchpriority. */}
      <img {...img} fetchPriority={undefined} {...(img.fetchPriority ? { fetchpriority: img.fetchPriority } : {})} />
    </picture>
  );
}
