import { escapeXml } from "./xml";

/**
 * An Atom 1.0 feed (RFC 4287), written out. Every address in it is absolute, the content included:
 * a reader shows an entry away from the site.
 */
type FeedEntry = {
  /** Never changes, whatever becomes of the slug: `tag:` URI of the article's id. */
  id: string;
  title: string;
  url: string;
  published: string;
  updated: string;
  author: string;
  category: string;
  summary: string;
  /** The whole article as HTML, every address absolute. */
  contentHtml: string;
};

export type Feed = {
  id: string;
  title: string;
  subtitle: string;
  selfUrl: string;
  htmlUrl: string;
  author: string;
  iconUrl: string;
  entries: readonly FeedEntry[];
};

export function renderAtomFeed(feed: Feed): string {
  const updated = feed.entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), "1970-01-01T00:00:00.000Z");
  const text = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const entries = feed.entries.map((entry) =>
    [
      "  <entry>",
      `    ${text("id", entry.id)}`,
      `    <title type="text">${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    ${text("published", entry.published)}`,
      `    ${text("updated", entry.updated)}`,
      `    <author>${text("name", entry.author)}</author>`,
      `    <category term="${escapeXml(entry.category)}"/>`,
      `    <summary type="text">${escapeXml(entry.summary)}</summary>`,
      `    <content type="html">${escapeXml(entry.contentHtml)}</content>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  ${text("id", feed.id)}`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.htmlUrl)}"/>`,
    `  ${text("updated", updated)}`,
    `  <author>${text("name", feed.author)}</author>`,
    `  ${text("icon", feed.iconUrl)}`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** `tag:example.com,2026-01-20:journal/{id}`: an entry id that outlives its address (RFC 4151). */
export function tagUri(siteUrl: string, createdAt: string, name: string): string {
  return `tag:${new URL(siteUrl).hostname},${createdAt.slice(0, 10)}:${name}`;
}
