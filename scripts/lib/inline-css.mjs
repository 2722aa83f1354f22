import { fetchBytes, gzipSize } from "./page-weight.mjs";
import { scanTags } from "./html-tags.mjs";

/** The studio page without a session (every other studio page sends a visitor there). */
const STUDIO_SIGN_IN = "/studio/sign-in";

/** The paths of the site's sitemap.xml, in its order. */
async function sitemapPaths(origin) {
  const sitemap = await fetchBytes(`${origin}/sitemap.xml`);
  if (sitemap.status !== 200) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  return [...sitemap.bytes.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.replace(/&amp;/g, "&")).pathname);
}

/**
 * The CSS a page carries inside its HTML: every inline `<style>` (the fonts' and theme's one, and
 * the stylesheets of its routes, which app/worker/inline-styles.server.ts fills in), raw and
 * gzipped (level 9, all of them together, as they travel in one response), and of those the
 * stylesheets alone (`<style data-href>`), with their names.
 */
async function measureInlineCss(origin, route) {
  const page = await fetchBytes(origin + route);
  const styles = [...scanTags(page.bytes.toString("utf8"))].filter((tag) => !tag.closing && tag.name === "style");
  const sheets = styles.filter((tag) => tag.attributes.has("data-href"));
  const sizes = (tags) => {
    const text = tags.map((tag) => tag.text).join("\n");
    return { raw: Buffer.byteLength(text), gzip: text ? gzipSize(Buffer.from(text)) : 0 };
  };
  return {
    route,
    status: page.status,
    all: sizes(styles),
    stylesheets: { ...sizes(sheets), names: sheets.map((tag) => stylesheetName(tag.attributes.get("data-href"))) },
  };
}

/** "/build/_assets/app-ABC123.css" -> "app". */
const stylesheetName = (href) => (href.split("/").pop() ?? href).replace(/-[A-Z0-9]+\.css$/i, "").replace(/\.css$/, "");

/**
 * Inline CSS per route for every page of the sitemap plus the studio's sign-in page, as a table
 * (printed) and as rows (returned, for bench-results/latest.json).
 */
export async function benchInlineCss(origin) {
  const routes = [...(await sitemapPaths(origin)), STUDIO_SIGN_IN];
  const rows = [];
  for (const route of routes) rows.push(await measureInlineCss(origin, route));
  const width = Math.max(...routes.map((route) => route.length)) + 1;
  const column = (value, size = 8) => String(value).padStart(size);
  console.log(`\nInline CSS per route, bytes (all <style> elements; of which the routes' stylesheets, <style data-href>), raw and gzip -9`);
  console.log(`${"route".padEnd(width)} status ${column("all raw")} ${column("all gz")} ${column("css raw")} ${column("css gz")}  stylesheets`);
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)} ${column(row.status, 6)} ${column(row.all.raw)} ${column(row.all.gzip)} ${column(row.stylesheets.raw)} ${column(row.stylesheets.gzip)}  ${row.stylesheets.names.join(" ")}`,
    );
  }
  return rows;
}
