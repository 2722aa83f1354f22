import type { APIRequestContext, Page } from "@playwright/test";
import { phonePhoto } from "../../../scripts/lib/phone-photo.mjs";
import { STUDIO_TIME_ZONE } from "~/platform/studio-time-zone";
import { expect, test, visit } from "../support/site";

// The journal from an editor's upload to a reader, with JavaScript off: a phone's photo uploaded
// from the editor, an article with a heading, a list, a link and that photo, previewed and
// scheduled. Until its time it is nowhere public; the Cron Trigger run for that time (Miniflare's
// /cdn-cgi/local/scheduled) puts it everywhere. Then its link changes (the old one answers 301) and
// an earlier revision is restored. That Cron run, two days ahead, also publishes whatever else is
// due and ends the booking holds past their time, so this runs after every other test (the
// shared-content project, playwright.config.ts).

const CRON = encodeURIComponent("*/5 * * * *");

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context, studio }) => studio.signIn(context, "editor"));

/** "2026-11-27T09:30" for a datetime-local input: the time as the studio's clock shows it. */
function studioClock(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: STUDIO_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function publicState(request: APIRequestContext, slug: string, title: string) {
  const [article, list, feed, sitemap] = await Promise.all(["/journal/" + slug, "/journal", "/journal/feed.xml", "/sitemap.xml"].map((path) => request.get(path)));
  return {
    article: article!.status(),
    inList: (await list!.text()).includes(title),
    inFeed: (await feed!.text()).includes(`/journal/${slug}`),
    inSitemap: (await sitemap!.text()).includes(`/journal/${slug}</loc>`),
  };
}

/** The photo (the cover, and again in the body) has loaded from /media/… (lazy ones once scrolled to). */
async function expectPhotoLoaded(page: Page, alt: string) {
  const photos = await page.getByRole("img", { name: alt }).all();
  expect(photos).toHaveLength(2);
  for (const photo of photos) {
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[a-z0-9]{20}\/\d+\.(avif|webp|jpg)$/);
  }
}

test("an editor uploads a phone photo, writes, previews and schedules an article; it appears on time, keeps its old link and gets an earlier revision back", async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = crypto.randomUUID().slice(0, 6);
  const title = `Camel and cream for a warm spring ${tag}`;
  const alt = `A camel coat on a rail by a window ${tag}`;

  // 1. A phone's photo, uploaded from the editor; it comes back chosen as the cover, with its Markdown line for the body.
  await visit(page, "/studio/journal/new");
  const upload = page.locator("#upload");
  await upload.getByLabel(/^Photo\b/).setInputFiles({ name: `PXL_${tag}.jpg`, mimeType: "image/jpeg", buffer: await phonePhoto() });
  await upload.getByLabel("Alt text", { exact: true }).fill(alt);
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/journal\/new\?photo=[a-z0-9]{20}$/);
  const photoId = new URL(page.url()).searchParams.get("photo")!;
  const snippet = `![${alt}](/media/${photoId})`;
  await expect(page.getByText(snippet).first()).toBeVisible();

  // 2. The article: a heading, a list, a link and the photo in its body.
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt", { exact: true }).fill("Camel, cream and golden brown make basics that glow on a warm spring; here is how to build them.");
  await page.getByLabel("Warm Spring", { exact: true }).check();
  const body = [
    "## Start with the coat",
    "",
    "A warm spring looks best in basics with a little gold in them.",
    "",
    "- a camel coat",
    "- a cream knit",
    "- golden brown boots",
    "",
    "See [the warm spring palette](/seasons/sub-season/warm-spring).",
    "",
    snippet,
  ].join("\n");
  await page.getByLabel("Body (Markdown)", { exact: true }).fill(body);

  // 3. The preview, drawn by the server as the page will be.
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("region", { name: "Preview: the article as it will look" });
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Start with the coat" })).toBeVisible();
  await expect(preview.getByRole("listitem").filter({ hasText: "a cream knit" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "the warm spring palette", exact: true })).toHaveAttribute("href", "/seasons/sub-season/warm-spring");
  await expectPhotoLoaded(page, alt);

  // 4. Scheduled for two days on, by the studio's clock.
  const goesPublic = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000);
  await page.getByLabel("Go public at", { exact: true }).fill(studioClock(goesPublic));
  await page.getByRole("button", { name: "Schedule for…", exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/journal\/[a-z0-9-]+\?saved=scheduled$/);
  const slug = new URL(page.url()).pathname.split("/").pop()!;

  // Until its time it is nowhere public.
  expect(await publicState(request, slug, title)).toEqual({ article: 404, inList: false, inFeed: false, inSitemap: false });
  const early = await request.get(`/cdn-cgi/local/scheduled?time=${goesPublic.getTime() - 60_000}&cron=${CRON}`);
  expect(early.status()).toBe(200);
  expect(await publicState(request, slug, title)).toEqual({ article: 404, inList: false, inFeed: false, inSitemap: false });

  // The Cron Trigger at its time publishes it everywhere, past the page cache.
  const onTime = await request.get(`/cdn-cgi/local/scheduled?time=${goesPublic.getTime()}&cron=${CRON}`);
  expect(onTime.status()).toBe(200);
  expect(await publicState(request, slug, title)).toEqual({ article: 200, inList: true, inFeed: true, inSitemap: true });
  await visit(page, `/journal/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Start with the coat" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "golden brown boots" })).toBeVisible();
  await expectPhotoLoaded(page, alt);

  // 5. A new link (and a new title): the old link answers 301 to the new one.
  const newSlug = `${slug}-basics`;
  await visit(page, `/studio/journal/${slug}`);
  await page.getByLabel("Link name", { exact: true }).fill(newSlug);
  await page.getByLabel("Title", { exact: true }).fill(`${title}, revised`);
  await page.getByRole("button", { name: "Save and keep published", exact: true }).click();
  await expect(page).toHaveURL(/\?saved=published$/);
  const moved = await request.get(`/journal/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers()["location"]!, "http://site").pathname).toBe(`/journal/${newSlug}`);
  await visit(page, `/journal/${newSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: `${title}, revised` })).toBeVisible();

  // 6. The scheduled save's revision restored: its title is back, at the new link.
  await visit(page, `/studio/journal/${slug}`);
  const revisions = page.getByRole("region", { name: "Revisions" }).getByRole("row");
  await revisions.last().getByRole("link").click();
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Restore this revision", exact: true }).click();
  await expect(page).toHaveURL(/\?saved=published$/);
  await visit(page, `/journal/${newSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
});
