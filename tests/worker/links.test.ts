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
    for (const path of paths) {
      const { status } = await get(path);
      if (status !== 200) failures.push(`${path} -> ${status}`);
    }
    expect(failures).toEqual([]);
  });

  // About 300 pages rendered one after another: 15 to 20 s on two cores, so more than vitest's 20 s once the machine is busy.
  it("every internal link on every page answers 200", async () => {
    const pages = await sitemapPaths();
    const checked = new Map<string, number>();
    const failures: string[] = [];
    for (const page of pages) {
      const { body } = await get(page);
      for (const link of internalLinks(body)) {
        if (!checked.has(link)) checked.set(link, (await get(link)).status);
        if (checked.get(link) !== 200) failures.push(`${page} links to ${link} -> ${checked.get(link)}`);
      }
    }
    expect(checked.size).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  }, 60_000);
});
