import type { Locale } from "~/schemas/locales";
import type { PhotoRef } from "~/schemas/photo";
import { altIn } from "./photo-alt";
import { jpegNear } from "./photos";
import type { SocialImage } from "./seo";

/**
 * What search engines, feed readers and shared links see of a journal article: its cover as the
 * Open Graph picture, BlogPosting JSON-LD (Google's Article structured data) and its body with
 * absolute addresses for the feed. Pure: the routes pass in what they know.
 */

/** Open Graph asks for about 1,200 px wide; a smaller photo gives its widest JPEG. */
const SOCIAL_WIDTH = 1200;

/** The cover as an absolute JPEG (every reader of Open Graph understands JPEG), with its size, described in `locale`. */
export function coverSocialImage(siteUrl: string, cover: PhotoRef, title: string, locale: Locale): SocialImage {
  const { url, width } = jpegNear(cover, SOCIAL_WIDTH);
  const shown = Math.min(width, cover.width);
  return {
    url: `${siteUrl}${url}`,
    type: "image/jpeg",
    width: shown,
    height: Math.round((cover.height * shown) / cover.width),
    // A decorative cover says nothing of its own: the article's title stands for it.
    alt: altIn(cover, locale).alt || title,
  };
}

type BlogPostingInput = {
  siteUrl: string;
  path: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: string;
  topic: string;
};

export function blogPostingJsonLd(input: BlogPostingInput): Record<string, unknown> {
  const url = `${input.siteUrl}${input.path}`;
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: input.headline,
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: { "@type": "Person", name: input.author },
    publisher: { "@id": `${input.siteUrl}/#business` },
    articleSection: input.topic,
    inLanguage: "en",
  };
}

/**
 * The rendered body with every site-relative address made absolute (`href`, `src`, and each
 * candidate of `srcset`): a feed reader shows it away from the site, and many ignore `xml:base`.
 * The body was sanitised when it was saved, so its attributes are double-quoted and its site
 * addresses start with one "/".
 */
export function absoluteBodyHtml(html: string, siteUrl: string): string {
  const absolute = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? `${siteUrl}${url}` : url);
  return html
    .replace(/\b(href|src)="([^"]*)"/g, (_, name: string, url: string) => `${name}="${absolute(url)}"`)
    .replace(/\bsrcset="([^"]*)"/g, (_, list: string) => `srcset="${list.split(",").map((candidate) => candidate.trim().replace(/^\S+/, absolute)).join(", ")}"`);
}
