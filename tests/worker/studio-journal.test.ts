import { describe, expect, it } from "vitest";
import { scopedTag, tagMarkKey } from "~/platform/cache-tags";
import type { Env } from "~/platform/env.server";
import { decodeDocument } from "~/firestore/codec";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { articleFormValues, type ArticleFormValues } from "~/studio/journal/article-form";
import { journalArticles } from "../../scripts/seed/index";
import { auditEntries, envOf, page, SITE, studioProject, updateTimeOn, type StudioProject } from "./support/studio-forms";
import { callWorker, linkPattern, workerEnv } from "./support";
import { grantStudioUser, studioCookie } from "./support/studio-session";

// The studio's journal (/studio/journal): drafts, publishing, scheduling in the studio's time zone,
// links that keep redirecting, conflicts, revisions, and Markdown stored without anything that runs.

const SOFT_AUTUMN = journalArticles.find(({ id }) => id === "what-colours-suit-a-soft-autumn")!;
const UNDERTONE = journalArticles.find(({ id }) => id === "warm-or-cool-undertone")!;

async function stored(project: StudioProject, path: string) {
  const doc = await project.firestore.getDocument(path);
  return doc ? { data: decodeDocument(doc).data, updateTime: doc.updateTime! } : null;
}

async function revisionsOf(project: StudioProject, id: string) {
  const docs = await project.firestore.runQuery({ parent: `Articles/${id}`, collection: "Revisions", orderBy: [{ field: "savedAt", direction: "DESCENDING" }] });
  return docs.map((doc) => ({ id: decodeDocument(doc).id, ...decodeDocument(doc).data }) as { id: string; action: string; savedBy: string; status: string; article: Record<string, unknown> });
}

/** The editor's form as the browser posts it: checkboxes sharing a name are posted once each. */
function formBody(values: ArticleFormValues, extra: Record<string, string>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    const field = name === "coverPhoto" ? "cover.photo" : name === "coverAlt" ? "cover.alt" : name === "coverDecorative" ? "cover.decorative" : name;
    if (Array.isArray(value)) for (const item of value) body.append(field, item);
    else if (typeof value === "boolean") {
      if (value) body.append(field, "on");
    } else body.append(field, value);
  }
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}

async function postForm(project: StudioProject, path: string, body: URLSearchParams, cookie = project.cookie, overrides: Partial<Env> = {}) {
  const response = await callWorker(path, { ...envOf(project), ...overrides }, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: cookie },
  });
  return { response, html: response.status === 302 ? "" : await response.text() };
}

/** Opens an article's editor and posts its stored values with `changes`, pressing `intent`. */
async function saveArticle(project: StudioProject, id: string, intent: string, changes: Partial<ArticleFormValues> = {}, extra: Record<string, string> = {}) {
  const form = await page(project, `/studio/journal/${id}`, project.cookie);
  expect(form.response.status).toBe(200);
  const current = await stored(project, `Articles/${id}`);
  const values = { ...articleFormValues(current!.data), ...changes };
  return postForm(project, `/studio/journal/${id}`, formBody(values, { intent, [UPDATE_TIME_FIELD]: updateTimeOn(form.html)!, ...extra }));
}

const NEW_ARTICLE: ArticleFormValues = {
  title: "Five colours a soft summer wears to work",
  slug: "",
  excerpt: "Powder blue, rose taupe and three more shades that look calm and capable at a desk.",
  kind: "article",
  topic: "Wardrobe",
  difficulty: "",
  seasons: ["summer"],
  subSeasons: ["soft-summer"],
  author: "Marieke van Doorn",
  coverPhoto: "",
  coverAlt: "",
  coverDecorative: false,
  seoTitle: "",
  seoDescription: "",
  body: "## Start with the jacket\n\nA soft summer looks best in **muted** cool colours:\n\n- powder blue\n- rose taupe\n\nSee [the soft summer palette](/seasons/sub-season/soft-summer).",
  publishAt: "",
};

/** A field's error paragraph, as the editor renders it. */
const fieldError = (html: string, name: string) => new RegExp(`<p class="studio-field__error" id="field-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}-error">([^<]*)</p>`).exec(html)?.[1];

describe("the journal's list and drafts", () => {
  it("creates a draft from a new article: its link made from the title, Markdown rendered once, a first revision, an audit entry; the list finds it by title", async () => {
    const editor = "journal-draft@plumandlinen.example";
    const project = await studioProject("journal-draft", editor);
    const { response } = await postForm(project, "/studio/journal/new", formBody(NEW_ARTICLE, { intent: "draft", [UPDATE_TIME_FIELD]: "" }));
    expect(response.status).toBe(302);
    const id = "five-colours-a-soft-summer-wears-to-work";
    expect(response.headers.get("Location")).toBe(`/studio/journal/${id}?saved=draft`);

    const { data } = (await stored(project, `Articles/${id}`))!;
    expect(data).toMatchObject({ slug: id, status: "draft", title: NEW_ARTICLE.title, seasons: ["summer"], subSeasons: ["soft-summer"], previousSlugs: [] });
    expect(data.publishedAt).toBeUndefined();
    expect(data.bodyHtml).toContain('<h2 id="start-with-the-jacket">Start with the jacket</h2>');
    expect(data.bodyHtml).toContain("<li>powder blue</li>");
    expect(data.bodyHtml).toContain('<a href="/seasons/sub-season/soft-summer">the soft summer palette</a>');
    expect(Date.parse(String(data.updatedAt))).toBeGreaterThan(Date.now() - 60_000);

    const revisions = await revisionsOf(project, id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ savedBy: editor, action: "Saved draft", status: "draft" });
    expect(revisions[0]!.article.body).toBe(NEW_ARTICLE.body);
    expect((await auditEntries(project)).find((entry) => entry.document === `Articles/${id}`)).toMatchObject({ actor: editor, action: "Created: article", before: null });

    expect((await page(project, `/journal/${id}`)).response.status).toBe(404);
    // No page shows a draft: the journal's kept pages are not purged for it.
    for (const tag of [`Articles/${id}`, "Articles"]) expect(await workerEnv().CONTENT_META!.get(tagMarkKey(scopedTag(project.projectId, tag))), tag).toBeNull();
    const saved = await page(project, `/studio/journal/${id}?saved=draft`, project.cookie);
    expect(saved.html).toContain("Saved as a draft: it is not on the site.");

    const list = await page(project, "/studio/journal?q=soft+SUMMER+wears", project.cookie);
    expect(list.response.status).toBe(200);
    expect(list.html).toMatch(linkPattern(`/studio/journal/${id}`, NEW_ARTICLE.title));
    expect(list.html).not.toContain(SOFT_AUTUMN.data.title);
    // The seed's articles, both languages', and this new one.
    expect(list.html).toContain(`1 of ${journalArticles.length + 1} articles match.`);
    const drafts = await page(project, "/studio/journal?status=draft", project.cookie);
    expect(drafts.html).toContain(NEW_ARTICLE.title);
    expect(drafts.html).not.toContain(SOFT_AUTUMN.data.title);
  });

  it("previews the posted form as the public article page draws it, saving nothing", async () => {
    const project = await studioProject("journal-preview", "journal-preview@plumandlinen.example");
    const { response, html } = await postForm(project, "/studio/journal/new", formBody(NEW_ARTICLE, { intent: "preview", [UPDATE_TIME_FIELD]: "" }));
    expect(response.status).toBe(200);
    expect(html).toContain("Preview: the article as it will look");
    expect(html).toContain(`<h1 id="article-title">${NEW_ARTICLE.title}</h1>`);
    expect(html).toContain('<h2 id="start-with-the-jacket">Start with the jacket</h2>');
    expect(html).toMatch(/By (<!-- -->)?Marieke van Doorn/);
    // The form comes back with what was typed.
    expect(html).toContain(NEW_ARTICLE.excerpt);
    expect(await stored(project, "Articles/five-colours-a-soft-summer-wears-to-work")).toBeNull();
  });

  it("refuses a styling tip without a difficulty and an empty title, each next to its field, and stores nothing", async () => {
    const project = await studioProject("journal-invalid", "journal-invalid@plumandlinen.example");
    const { response, html } = await postForm(project, "/studio/journal/new", formBody({ ...NEW_ARTICLE, title: "", slug: "a-tip", kind: "tip" }, { intent: "draft", [UPDATE_TIME_FIELD]: "" }));
    expect(response.status).toBe(400);
    expect(fieldError(html, "difficulty")).toBe("A styling tip needs a difficulty.");
    expect(fieldError(html, "title")).toBeTruthy();
    expect(html).toContain(NEW_ARTICLE.excerpt);
    expect(await stored(project, "Articles/a-tip")).toBeNull();
  });
});

describe("publishing, scheduling and unpublishing", () => {
  it("unpublishes a published article into a draft and publishes it again, keeping the first publication date", async () => {
    const project = await studioProject("journal-publish", "journal-publish@plumandlinen.example");
    const path = `Articles/${SOFT_AUTUMN.id}`;
    const first = (await stored(project, path))!.data.publishedAt;
    expect(first).toBe(SOFT_AUTUMN.data.publishedAt);

    const publicPath = `/journal/${SOFT_AUTUMN.data.slug}`;
    expect((await page(project, publicPath)).response.status).toBe(200);
    const unpublished = await saveArticle(project, SOFT_AUTUMN.id, "unpublish");
    expect(unpublished.response.headers.get("Location")).toBe(`/studio/journal/${SOFT_AUTUMN.id}?saved=draft`);
    expect((await stored(project, path))!.data).toMatchObject({ status: "draft", publishedAt: first });
    // The page the site kept is purged with it: the article is gone at once.
    expect((await page(project, publicPath)).response.status).toBe(404);

    const published = await saveArticle(project, SOFT_AUTUMN.id, "publish", { title: "What colours suit a soft autumn? A field guide" });
    expect(published.response.headers.get("Location")).toBe(`/studio/journal/${SOFT_AUTUMN.id}?saved=published`);
    const { data } = (await stored(project, path))!;
    expect(data).toMatchObject({ status: "published", publishedAt: first, title: "What colours suit a soft autumn? A field guide" });
    expect(Date.parse(String(data.updatedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect((await page(project, publicPath)).html).toContain("What colours suit a soft autumn? A field guide");
    expect((await revisionsOf(project, SOFT_AUTUMN.id)).map((revision) => revision.action)).toEqual(["Published", "Unpublished"]);
    // Published: the pages that read the article, or any query over the journal, are purged.
    for (const tag of [`Articles/${SOFT_AUTUMN.id}`, "Articles"]) {
      const mark = await workerEnv().CONTENT_META!.get(tagMarkKey(scopedTag(project.projectId, tag)));
      expect(Number(mark), tag).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("publishes a new article now: its publication time is the save's", async () => {
    const project = await studioProject("journal-publish-new", "journal-publish-new@plumandlinen.example");
    const { response } = await postForm(project, "/studio/journal/new", formBody(NEW_ARTICLE, { intent: "publish", [UPDATE_TIME_FIELD]: "" }));
    expect(response.status).toBe(302);
    const { data } = (await stored(project, "Articles/five-colours-a-soft-summer-wears-to-work"))!;
    expect(data.status).toBe("published");
    expect(Date.parse(String(data.publishedAt))).toBeGreaterThan(Date.now() - 60_000);
    const article = await page(project, "/journal/five-colours-a-soft-summer-wears-to-work");
    expect(article.response.status).toBe(200);
    expect(article.html).toContain('<h2 id="start-with-the-jacket">Start with the jacket</h2>');
  });

  it("schedules for a time on the studio's clock (Amsterdam, summer and winter time), and refuses a time that has passed", async () => {
    const project = await studioProject("journal-schedule", "journal-schedule@plumandlinen.example");
    const path = `Articles/${UNDERTONE.id}`;
    const summer = await saveArticle(project, UNDERTONE.id, "schedule", { publishAt: "2031-07-01T09:30" });
    expect(summer.response.headers.get("Location")).toBe(`/studio/journal/${UNDERTONE.id}?saved=scheduled`);
    expect((await stored(project, path))!.data).toMatchObject({ status: "scheduled", publishAt: "2031-07-01T07:30:00.000Z" });
    expect((await page(project, `/journal/${UNDERTONE.data.slug}`)).response.status).toBe(404);

    const winter = await saveArticle(project, UNDERTONE.id, "schedule", { publishAt: "2031-01-15T09:30" });
    expect(winter.response.status).toBe(302);
    expect((await stored(project, path))!.data.publishAt).toBe("2031-01-15T08:30:00.000Z");
    const editorPage = await page(project, `/studio/journal/${UNDERTONE.id}`, project.cookie);
    expect(editorPage.html).toContain('value="2031-01-15T09:30"');
    expect(editorPage.html).toContain("Scheduled: goes public 15 Jan 2031, 09:30");

    const before = await stored(project, path);
    const past = await saveArticle(project, UNDERTONE.id, "schedule", { publishAt: "2020-03-01T10:00" });
    expect(past.response.status).toBe(400);
    expect(fieldError(past.html, "publishAt")).toContain("That time has passed");
    expect(await stored(project, path)).toEqual(before);
  });
});

describe("links", () => {
  it("changing a published article's link keeps the old one in previousSlugs, and refuses a link another article has or had", async () => {
    const project = await studioProject("journal-slug", "journal-slug@plumandlinen.example");
    const path = `Articles/${SOFT_AUTUMN.id}`;
    const moved = await saveArticle(project, SOFT_AUTUMN.id, "publish", { slug: "soft-autumn-colours" });
    expect(moved.response.status).toBe(302);
    expect((await stored(project, path))!.data).toMatchObject({ slug: "soft-autumn-colours", previousSlugs: [SOFT_AUTUMN.data.slug] });
    const old = await page(project, `/journal/${SOFT_AUTUMN.data.slug}`);
    expect(old.response.status).toBe(301);
    expect(old.response.headers.get("Location")).toMatch(/\/journal\/soft-autumn-colours$/);

    const before = await stored(project, `Articles/${UNDERTONE.id}`);
    const taken = await saveArticle(project, UNDERTONE.id, "publish", { slug: "soft-autumn-colours" });
    expect(taken.response.status).toBe(400);
    expect(fieldError(taken.html, "slug")).toBe("“soft-autumn-colours” is already the link of “What colours suit a soft autumn?”. Choose another.".replace("What colours suit a soft autumn?", SOFT_AUTUMN.data.title));
    const previous = await saveArticle(project, UNDERTONE.id, "publish", { slug: SOFT_AUTUMN.data.slug });
    expect(previous.response.status).toBe(400);
    expect(fieldError(previous.html, "slug")).toContain("still leads there");
    expect(await stored(project, `Articles/${UNDERTONE.id}`)).toEqual(before);
  });
});

describe("conflicts, revisions and restoring", () => {
  it("answers a save from a stale form with 409 and what differs, leaving their save as it is", async () => {
    const project = await studioProject("journal-conflict", "journal-conflict@plumandlinen.example");
    const stale = await page(project, `/studio/journal/${SOFT_AUTUMN.id}`, project.cookie);
    const staleTime = updateTimeOn(stale.html)!;
    expect((await saveArticle(project, SOFT_AUTUMN.id, "publish", { excerpt: "Theirs: the excerpt another editor wrote." })).response.status).toBe(302);
    const theirs = await stored(project, `Articles/${SOFT_AUTUMN.id}`);

    const values = { ...articleFormValues(SOFT_AUTUMN.data as unknown as Record<string, unknown>), excerpt: "Mine: a different excerpt." };
    const { response, html } = await postForm(project, `/studio/journal/${SOFT_AUTUMN.id}`, formBody(values, { intent: "publish", [UPDATE_TIME_FIELD]: staleTime }));
    expect(response.status).toBe(409);
    expect(html).toContain("Someone else saved this while you were editing");
    expect(html).toMatch(/<th scope="row">Excerpt<\/th><td class="studio-pre">Theirs: the excerpt another editor wrote.<\/td><td class="studio-pre">Mine: a different excerpt.<\/td>/);
    expect(await stored(project, `Articles/${SOFT_AUTUMN.id}`)).toEqual(theirs);
  });

  it("keeps the last 20 revisions: a save beyond them removes the oldest in the same commit", async () => {
    const project = await studioProject("journal-revisions", "journal-revisions@plumandlinen.example");
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let index = 0; index < 20; index++) {
      const savedAt = new Date(base + index * 60_000);
      await project.firestore.writeDocument(`Articles/${SOFT_AUTUMN.id}/Revisions/${savedAt.toISOString().replace(/[:.]/g, "-")}-old${String(index).padStart(5, "0")}`, {
        savedAt,
        savedBy: "earlier@plumandlinen.example",
        action: "Published",
        status: "published",
        slug: SOFT_AUTUMN.data.slug,
        article: { title: `Old title ${index}`, body: "Old body", excerpt: "Old excerpt" },
      });
    }
    expect((await saveArticle(project, SOFT_AUTUMN.id, "publish", { title: "The newest title" })).response.status).toBe(302);
    const revisions = await revisionsOf(project, SOFT_AUTUMN.id);
    expect(revisions).toHaveLength(20);
    expect(revisions[0]!.article.title).toBe("The newest title");
    expect(revisions.map((revision) => revision.article.title)).not.toContain("Old title 0");
    expect(revisions.at(-1)!.article.title).toBe("Old title 1");

    const editorPage = await page(project, `/studio/journal/${SOFT_AUTUMN.id}`, project.cookie);
    expect(editorPage.html).toContain("earlier@plumandlinen.example");
    expect(editorPage.html.match(/href="\/studio\/journal\/what-colours-suit-a-soft-autumn\/revisions\//g)).toHaveLength(20);
  });

  it("restores an earlier revision: its text is saved, the article stays published under its link, and the restore is a revision too", async () => {
    const project = await studioProject("journal-restore", "journal-restore@plumandlinen.example");
    const path = `Articles/${SOFT_AUTUMN.id}`;
    expect((await saveArticle(project, SOFT_AUTUMN.id, "publish", { title: "First rewrite", body: "## First\n\nThe first rewrite's body." })).response.status).toBe(302);
    expect((await saveArticle(project, SOFT_AUTUMN.id, "publish", { title: "Second rewrite", body: "## Second\n\nThe second rewrite's body.", slug: "soft-autumn-second" })).response.status).toBe(302);
    const [, first] = await revisionsOf(project, SOFT_AUTUMN.id);
    expect(first!.article.title).toBe("First rewrite");

    const view = await page(project, `/studio/journal/${SOFT_AUTUMN.id}/revisions/${first!.id}`, project.cookie);
    expect(view.response.status).toBe(200);
    expect(view.html).toContain("The first rewrite&#x27;s body.");
    const restore = await postForm(project, `/studio/journal/${SOFT_AUTUMN.id}`, new URLSearchParams({ intent: "restore", revision: first!.id, [UPDATE_TIME_FIELD]: updateTimeOn(view.html)! }));
    expect(restore.response.status).toBe(302);
    const { data } = (await stored(project, path))!;
    expect(data).toMatchObject({ title: "First rewrite", body: "## First\n\nThe first rewrite's body.", status: "published", slug: "soft-autumn-second", publishedAt: SOFT_AUTUMN.data.publishedAt });
    expect(data.bodyHtml).toContain('<h2 id="first">First</h2>');
    const publicPage = await page(project, "/journal/soft-autumn-second");
    // markdown-it's typographer curls the apostrophe.
    expect(publicPage.html).toContain("The first rewrite’s body.");
    expect(publicPage.html).not.toContain("The second rewrite");
    const revisions = await revisionsOf(project, SOFT_AUTUMN.id);
    expect(revisions).toHaveLength(3);
    expect(revisions[0]!.action).toMatch(/^Restored the revision of /);

    // A restore from a page read before it is a conflict, as any stale save.
    const stale = await postForm(project, `/studio/journal/${SOFT_AUTUMN.id}`, new URLSearchParams({ intent: "restore", revision: first!.id, [UPDATE_TIME_FIELD]: updateTimeOn(view.html)! }));
    expect(stale.response.status).toBe(409);
    expect((await page(project, `/studio/journal/${SOFT_AUTUMN.id}/revisions/not-a-revision`, project.cookie)).response.status).toBe(404);
  });
});

describe("Markdown stored without anything that runs", () => {
  const PHOTO_ID = "a1b2c3d4e5f6g7h8i9j0";
  const hostile = [
    "## Hello",
    "",
    "<script>alert(1)</script>",
    "",
    '<img src=x onerror="alert(2)">',
    "",
    `![our photo](/media/${PHOTO_ID})`,
  ].join("\n");
  const hostileLinks = "[click me](javascript:alert(3)) and [this](JaVaScRiPt:alert(4)) and [data](data:text/html;base64,PHNjcmlwdD4=)";

  it("refuses an image from elsewhere and a javascript: or data: link next to the body, and stores raw HTML as text", async () => {
    const project = await studioProject("journal-xss", "journal-xss@plumandlinen.example");
    await project.firestore.writeDocument(`Photos/${PHOTO_ID}`, {
      contentType: "image/jpeg",
      width: 1600,
      height: 1067,
      bytes: 250_000,
      alt: "Scarves in rust and moss",
      decorative: false,
      name: "scarves.jpg",
      uploadedAt: new Date(),
      uploadedBy: "journal-xss@plumandlinen.example",
    });
    const path = `Articles/${SOFT_AUTUMN.id}`;
    const before = await stored(project, path);
    const foreign = await saveArticle(project, SOFT_AUTUMN.id, "publish", { body: `${hostile}\n\n![tracker](https://evil.example/pixel.png)` });
    expect(foreign.response.status).toBe(400);
    expect(fieldError(foreign.html, "body")).toContain("The image &quot;tracker&quot; is not a photo of the library");
    expect(await stored(project, path)).toEqual(before);

    const links = await saveArticle(project, SOFT_AUTUMN.id, "publish", { body: `${hostile}\n\n${hostileLinks}` });
    expect(links.response.status).toBe(400);
    expect(fieldError(links.html, "body")).toContain("The link &quot;click me&quot; was left as text");
    expect(await stored(project, path)).toEqual(before);

    const saved = await saveArticle(project, SOFT_AUTUMN.id, "publish", { body: hostile, coverPhoto: PHOTO_ID, coverAlt: "" });
    expect(saved.response.status).toBe(302);
    const { data } = (await stored(project, path))!;
    const html = String(data.bodyHtml);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain(`<img src="/media/${PHOTO_ID}/800.jpg"`);
    // The cover takes the library's alt text and size; the article lists every photo it shows.
    expect(data.cover).toEqual({ photo: PHOTO_ID, alt: "Scarves in rust and moss", decorative: false, width: 1600, height: 1067 });
    expect(data.photos).toEqual([PHOTO_ID]);

    const chosen = await page(project, `/studio/journal/${SOFT_AUTUMN.id}?photo=${PHOTO_ID}`, project.cookie);
    expect(chosen.html).toContain(`![Scarves in rust and moss](/media/${PHOTO_ID})`);
    expect(chosen.html).toContain(`<input type="radio" id="cover-${PHOTO_ID}" name="cover.photo" checked="" value="${PHOTO_ID}"/>`);
  });
});

describe("nonsense", () => {
  it("answers a form that makes no sense with 400 or 404 and a message, never a 500, and writes nothing", async () => {
    const project = await studioProject("journal-nonsense", "journal-nonsense@plumandlinen.example");
    const before = await stored(project, `Articles/${SOFT_AUTUMN.id}`);
    const values = articleFormValues(before!.data);
    const cases: Array<[string, URLSearchParams, number]> = [
      [`/studio/journal/${SOFT_AUTUMN.id}`, new URLSearchParams(), 400],
      [`/studio/journal/${SOFT_AUTUMN.id}`, formBody(values, { intent: "delete-everything", [UPDATE_TIME_FIELD]: before!.updateTime }), 400],
      [`/studio/journal/${SOFT_AUTUMN.id}`, formBody(values, { intent: "publish", kind: "poem", topic: "Gossip", "cover.photo": "../../Website/Data", [UPDATE_TIME_FIELD]: before!.updateTime }), 400],
      [`/studio/journal/${SOFT_AUTUMN.id}`, formBody(values, { intent: "schedule", publishAt: "next tuesday", [UPDATE_TIME_FIELD]: before!.updateTime }), 400],
      [`/studio/journal/${SOFT_AUTUMN.id}`, formBody(values, { intent: "publish", body: "x".repeat(40_001), [UPDATE_TIME_FIELD]: before!.updateTime }), 400],
      [`/studio/journal/${SOFT_AUTUMN.id}`, new URLSearchParams({ intent: "restore", revision: "../../../Website/Data", [UPDATE_TIME_FIELD]: before!.updateTime }), 404],
      ["/studio/journal/Not%20An%20Id", formBody(values, { intent: "publish", [UPDATE_TIME_FIELD]: "" }), 404],
      ["/studio/journal/no-such-article", formBody(values, { intent: "preview", [UPDATE_TIME_FIELD]: "" }), 404],
    ];
    for (const [path, body, status] of cases) {
      const { response } = await postForm(project, path, body);
      expect(response.status, `${path} ${body.get("intent")}`).toBe(status);
    }
    const long = await postForm(project, `/studio/journal/${SOFT_AUTUMN.id}`, formBody(values, { intent: "publish", body: "x".repeat(40_001), [UPDATE_TIME_FIELD]: before!.updateTime }));
    expect(fieldError(long.html, "body")).toBe("Keep the body under 40,000 characters.");
    expect(await stored(project, `Articles/${SOFT_AUTUMN.id}`)).toEqual(before);
    expect(await stored(project, "Articles/no-such-article")).toBeNull();
  });
});

describe("the save limit", () => {
  it("answers 429 over the limit with the form as typed, and writes nothing", async () => {
    const project = await studioProject("journal-limit", "journal-limit@plumandlinen.example");
    const overLimit = { STUDIO_SAVE_RATE_LIMITER: { limit: async () => ({ success: false }) } } as unknown as Partial<Env>;
    const { response, html } = await postForm(project, "/studio/journal/new", formBody(NEW_ARTICLE, { intent: "publish", [UPDATE_TIME_FIELD]: "" }), project.cookie, overLimit);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(html).toContain("You have saved 30 times in the last minute");
    expect(html).toContain(`value="${NEW_ARTICLE.title}"`);
    expect(await stored(project, "Articles/five-colours-a-soft-summer-wears-to-work")).toBeNull();
  });
});

describe("who may use the journal", () => {
  it("sends an anonymous visitor to sign in, refuses a signed-in person without a studio role (403), and changes nothing", async () => {
    const project = await studioProject("journal-access", "journal-access@plumandlinen.example");
    const outsider = "journal-outsider@plumandlinen.example";
    // A session of a person whose StudioUsers record is removed: signed in, no role.
    await grantStudioUser(project.firestore, outsider);
    const outsiderCookie = await studioCookie(outsider, project.firestore);
    await project.firestore.deleteDocument(`StudioUsers/${outsider}`);
    const before = await stored(project, `Articles/${SOFT_AUTUMN.id}`);
    const values = articleFormValues(SOFT_AUTUMN.data as unknown as Record<string, unknown>);

    for (const path of ["/studio/journal", "/studio/journal/new", `/studio/journal/${SOFT_AUTUMN.id}`]) {
      const anonymous = await page(project, path);
      expect(anonymous.response.status, path).toBe(302);
      expect(anonymous.response.headers.get("Location"), path).toMatch(/^\/studio\/sign-in\?redirectTo=/);
      expect((await page(project, path, outsiderCookie)).response.status, path).toBe(403);
    }
    const body = formBody({ ...values, title: "Hijacked" }, { intent: "publish", [UPDATE_TIME_FIELD]: before!.updateTime });
    expect((await postForm(project, `/studio/journal/${SOFT_AUTUMN.id}`, body, "")).response.status).toBe(302);
    expect((await postForm(project, `/studio/journal/${SOFT_AUTUMN.id}`, body, outsiderCookie)).response.status).toBe(403);
    expect((await postForm(project, "/studio/journal/new", body, outsiderCookie)).response.status).toBe(403);
    expect(await stored(project, `Articles/${SOFT_AUTUMN.id}`)).toEqual(before);
  });
});
