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
  it("every URL in the sitemap answers 200", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThanOrEqual(21 + 16 + 4);
    const failures: string[] = [];
    await eachAtOnce(paths, 4, async (path) => {
      const { status } = await get(path);
      if (status !== 200) failures.push(`${path} -> ${status}`);
    });
    expect(failures.sort()).toEqual([]);
  });

  // About 600 pages in both languages, four at a time: more than vitest's 20 s once the machine is busy.
  it("every internal link on every page answers 200", async () => {
    const pages = await sitemapPaths();
    const checked = new Map<string, Promise<number>>();
    const failures: string[] = [];
    await eachAtOnce(pages, 4, async (page) => {
      const { body } = await get(page);
      for (const link of internalLinks(body)) {
        if (!checked.has(link)) checked.set(link, get(link).then(({ status }) => status));
        const status = await checked.get(link);
        if (status !== 200) failures.push(`${page} links to ${link} -> ${status}`);
      }
    });
    expect(checked.size).toBeGreaterThan(40);
    expect(failures.sort()).toEqual([]);
  }, 90_000);
});
