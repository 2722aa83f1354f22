import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "https://example.com";

async function get(path: string) {
  const response = await SELF.fetch(ORIGIN + path, { headers: { "User-Agent": "Mozilla/5.0 link-check" } });
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", body: await response.text() };
}

/** Paths of the sitemap's URLs (they carry SITE_URL's origin). */
async function sitemapPaths(): Promise<string[]> {
  const { body } = await get("/sitemap.xml");
  return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Runs `work` on each item, `width` at a time: the worker renders one page while another waits on Firestore. */
async function eachAtOnce<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index]!);
  }));
}

function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"#]+)(?:#[^"]*)?"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, "&"))
    .filter((href) => href.startsWith("/") && !href.startsWith("//"));
}

describe("links", () => {
  // About 600 pages in both languages, four at a time, each read once: more than vitest's 20 s once
  // the machine is busy.
  it("every URL in the sitemap answers 200, and so does every internal link on its page", async () => {
    const pages = await sitemapPaths();
    expect(pages.length).toBeGreaterThanOrEqual(21 + 16 + 4);
    const checked = new Map<string, Promise<number>>();
    const failures: string[] = [];
    await eachAtOnce(pages, 4, async (page) => {
      const { status, body } = await get(page);
      if (status !== 200) failures.push(`${page} -> ${status}`);
      checked.set(page, Promise.resolve(status));
      for (const link of internalLinks(body)) {
        if (!checked.has(link)) checked.set(link, get(link).then(({ status }) => status));
        const linked = await checked.get(link);
        if (linked !== 200) failures.push(`${page} links to ${link} -> ${linked}`);
      }
    });
    expect(checked.size).toBeGreaterThan(40);
    expect(failures.sort()).toEqual([]);
  }, 90_000);
});
