import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { localizedPath } from "~/site/locale";
import { articlePath, seasonPath } from "~/site/paths";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { migrateTwoLanguages } from "../../scripts/migrate/two-languages";
import { coverDesigns, coverPhotoId } from "../../scripts/seed/covers/index";
import { journalArticles } from "../../scripts/seed/journal/index";
import { demoDutch } from "../../scripts/seed/nl/index";
import { callWorker, putDemoCovers, seededProject } from "./support";
import { auditEntries, envOf, page, post, SITE, studioProject, updateTimeOn, type StudioProject } from "./support/studio-forms";

// A photo's alt text in both languages (issue 43): the library keeps the Dutch beside the English
// (`nl.alt`), and so does each page's copy of the photo; a Dutch page shows the Dutch, or the
// English marked lang="en". The studio edits both in one form; the copies follow.

const EDITOR = "photo-alt-editor@plumandlinen.example";
const AUTUMN = coverDesigns.find((design) => design.key === "season/autumn")!;
const SOFT_AUTUMN_ARTICLE = "what-colours-suit-a-soft-autumn";
const SOFT_AUTUMN_COVER = coverPhotoId(`article/${SOFT_AUTUMN_ARTICLE}`);
const DUTCH_ARTICLE = journalArticles.find((article) => article.id === "kleuranalyse-in-utrecht")!;

type Data = Record<string, unknown>;
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/** The `<img>` tag whose alt is `alt` (as React writes it), or undefined. */
const imgWithAlt = (body: string, alt: string) => [...body.matchAll(/<img [^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(` alt="${html(alt)}"`));

async function read(firestore: StudioProject["firestore"], path: string): Promise<Data> {
  return decodeDocument((await firestore.getDocument(path))!).data as Data;
}

/** Takes the Dutch out of a stored photo and its copies, as a photo stored before there were two languages (field masks: the rest stays as stored). */
async function withoutDutch(firestore: StudioProject["firestore"], photoId: string, { article, season }: { article?: string; season?: string }) {
  // Uploaded now, so the library's first page (newest first) lists it.
  await firestore.commit([{ path: `Photos/${photoId}`, data: { uploadedAt: new Date() }, options: { fields: ["nl", "uploadedAt"] } }]);
  if (article) {
    const { nl: _cover, ...cover } = (await read(firestore, `Articles/${article}`)).cover as Data;
    await firestore.commit([{ path: `Articles/${article}`, data: { cover }, options: { fields: ["cover"] } }]);
  }
  if (season) {
    const photos = (await read(firestore, "Website/Data")).seasonPhotos as Record<string, Data>;
    const { nl: _copy, ...copy } = photos[season]!;
    await firestore.commit([{ path: "Website/Data", data: { seasonPhotos: { ...photos, [season]: copy } }, options: { fields: ["seasonPhotos"] } }]);
  }
}

describe("a photo's alt text on the pages of both languages", () => {
  it("is the Dutch on a Dutch page and the English on the English one, a season's photo and a Dutch article's cover alike", async () => {
    const { projectId } = await seededProject("photo-alt-pages");
    const site = { FIRESTORE_PROJECT_ID: projectId };
    const english = await (await callWorker(seasonPath("autumn"), site)).text();
    const dutch = await (await callWorker(localizedPath(seasonPath("autumn"), "nl"), site)).text();
    expect(imgWithAlt(english, AUTUMN.alt)).toBeDefined();
    const dutchImg = imgWithAlt(dutch, AUTUMN.nlAlt);
    expect(dutchImg).toBeDefined();
    expect(dutchImg).not.toContain(" lang=");
    expect(dutch).not.toContain(html(AUTUMN.alt));

    const cover = coverDesigns.find((design) => design.key === `article/${DUTCH_ARTICLE.id}`)!;
    const article = await (await callWorker(localizedPath(articlePath(DUTCH_ARTICLE.data.slug), "nl"), site)).text();
    expect(imgWithAlt(article, cover.nlAlt), "the Dutch article's cover").toBeDefined();
    expect(article).toContain(`<meta property="og:image:alt" content="${html(cover.nlAlt)}"/>`);
  });

  it("is the English, marked lang=\"en\", on a Dutch page when the photo has no Dutch alt text", async () => {
    const { projectId, firestore } = await seededProject("photo-alt-english");
    await withoutDutch(firestore, AUTUMN.id, { season: "autumn" });
    const dutch = await (await callWorker(localizedPath(seasonPath("autumn"), "nl"), { FIRESTORE_PROJECT_ID: projectId })).text();
    expect(imgWithAlt(dutch, AUTUMN.alt)).toMatch(/ lang="en"/);
    // The English page's img needs no mark: the page is English.
    const english = await (await callWorker(seasonPath("autumn"), { FIRESTORE_PROJECT_ID: projectId })).text();
    expect(imgWithAlt(english, AUTUMN.alt)).not.toContain(" lang=");
  });
});

describe("the studio's photo library in two languages", () => {
  const dutchAlt = "Stoffen in herfsttinten over een stoel gedrapeerd: diep petrol, roest en mosterd";
  const dutchCover = "Een waaier van kleurkaarten op linnen in de kleuren van Soft Autumn";

  it("marks the photos without Dutch alt text, saves both languages in one audited save, and the pages' copies follow", async () => {
    const project = await studioProject("photo-alt-studio", EDITOR);
    await withoutDutch(project.firestore, AUTUMN.id, { season: "autumn" });
    await withoutDutch(project.firestore, SOFT_AUTUMN_COVER, { article: SOFT_AUTUMN_ARTICLE });
    const described = coverDesigns.find((design) => design.key === "season/spring")!;
    await project.firestore.commit([{ path: `Photos/${described.id}`, data: { uploadedAt: new Date() }, options: { fields: ["uploadedAt"] } }]);

    const rowOf = (body: string, id: string) => body.slice(body.indexOf(`id="photo-${id}"`), body.indexOf("</tr>", body.indexOf(`id="photo-${id}"`)));
    const library = (await page(project, "/studio/media", project.cookie)).html;
    expect(rowOf(library, AUTUMN.id)).toContain('<span class="studio-badge studio-badge--language">Dutch missing</span>');
    expect(rowOf(library, SOFT_AUTUMN_COVER)).toContain("Dutch missing");
    expect(rowOf(library, described.id)).not.toContain("Dutch missing");
    expect(rowOf(library, described.id)).toContain(`<p lang="nl">${html(described.nlAlt)}</p>`);
    expect(library).toContain("2 on this page without Dutch alt text");
    expect(rowOf(library, AUTUMN.id)).toContain(`href="/studio/media/${AUTUMN.id}"`);

    // The photo's form: the English and its Dutch side by side, the Dutch input marked Dutch.
    const form = await page(project, `/studio/media/${AUTUMN.id}`, project.cookie);
    expect(form.response.status).toBe(200);
    expect(form.html).toMatch(/<input id="photo-alt"(?=[^>]*name="alt")(?=[^>]*value="Draped lengths of fabric in Autumn&#x27;s )[^>]*>/);
    expect(form.html).toMatch(/<input id="photo-nl-alt"(?=[^>]*name="nl\.alt")(?=[^>]*lang="nl")(?=[^>]*value="")[^>]*>/);
    expect(form.html).toContain('<label for="photo-nl-alt">Alt text<!-- --> <span class="studio-lang" lang="nl">Nederlands</span></label>');

    // Too long a Dutch text is refused beside its field, and nothing is written.
    const refused = await post(project, `/studio/media/${AUTUMN.id}`, { alt: AUTUMN.alt, "nl.alt": "lang ".repeat(70), [UPDATE_TIME_FIELD]: updateTimeOn(form.html)! });
    expect(refused.response.status).toBe(400);
    expect(refused.html).toContain('<p class="studio-field__error" id="photo-nl-alt-error">Keep the Dutch alt text under 300 characters.</p>');

    const saved = await post(project, `/studio/media/${AUTUMN.id}`, { alt: AUTUMN.alt, "nl.alt": dutchAlt, [UPDATE_TIME_FIELD]: updateTimeOn(form.html)! });
    expect(saved.response.status).toBe(302);
    expect(saved.response.headers.get("Location")).toBe(`/studio/media/${AUTUMN.id}?saved=1`);
    expect(await read(project.firestore, `Photos/${AUTUMN.id}`)).toMatchObject({ alt: AUTUMN.alt, nl: { alt: dutchAlt }, decorative: false });
    // The season page's copy says what the library says, so it follows, in the same save.
    const seasonCopy = ((await read(project.firestore, "Website/Data")).seasonPhotos as Record<string, Data>).autumn;
    expect(seasonCopy).toMatchObject({ photo: AUTUMN.id, alt: AUTUMN.alt, nl: { alt: dutchAlt } });
    const audit = await auditEntries(project);
    expect(audit.filter((entry) => entry.action === "Edited a photo's alt text").map((entry) => entry.document).sort()).toEqual([`Photos/${AUTUMN.id}`, "Website/Data"]);
    expect(audit[0]!.actor).toBe(EDITOR);
    const dutchPage = await (await callWorker(localizedPath(seasonPath("autumn"), "nl"), envOf(project))).text();
    const img = imgWithAlt(dutchPage, dutchAlt);
    expect(img).toBeDefined();
    expect(img).not.toContain(" lang=");

    // An article's cover described in its own English words keeps them, and gets the library's Dutch beside them.
    const article = await read(project.firestore, `Articles/${SOFT_AUTUMN_ARTICLE}`);
    await project.firestore.commit([{ path: `Articles/${SOFT_AUTUMN_ARTICLE}`, data: { cover: { ...(article.cover as Data), alt: "Our own words for the fan" } }, options: { fields: ["cover"] } }]);
    const coverForm = await page(project, `/studio/media/${SOFT_AUTUMN_COVER}`, project.cookie);
    const english = (await read(project.firestore, `Photos/${SOFT_AUTUMN_COVER}`)).alt as string;
    const coverSaved = await post(project, `/studio/media/${SOFT_AUTUMN_COVER}`, { alt: english, "nl.alt": dutchCover, [UPDATE_TIME_FIELD]: updateTimeOn(coverForm.html)! });
    expect(coverSaved.response.headers.get("Location")).toBe(`/studio/media/${SOFT_AUTUMN_COVER}?saved=1`);
    expect((await read(project.firestore, `Articles/${SOFT_AUTUMN_ARTICLE}`)).cover).toMatchObject({ alt: "Our own words for the fan", nl: { alt: dutchCover } });

    const after = (await page(project, "/studio/media", project.cookie)).html;
    expect(rowOf(after, AUTUMN.id)).not.toContain("Dutch missing");
    expect(after).not.toContain("without Dutch alt text");

    // A save from a page read before the last one is a conflict: nothing is written.
    const stale = await post(project, `/studio/media/${AUTUMN.id}`, { alt: AUTUMN.alt, "nl.alt": "Oud", [UPDATE_TIME_FIELD]: updateTimeOn(form.html)! });
    expect(stale.response.status).toBe(409);
    expect(((await read(project.firestore, `Photos/${AUTUMN.id}`)).nl as Data).alt).toBe(dutchAlt);
  }, 60_000);

  it("uploads a photo with its Dutch alt text beside the English", async () => {
    const project = await studioProject("photo-alt-upload", EDITOR);
    await putDemoCovers(env.MEDIA);
    const jpeg = await (await env.MEDIA.get(`photos/${AUTUMN.id}`))!.arrayBuffer();
    const form = new FormData();
    form.set("intent", "upload");
    form.set("photo", new File([jpeg], "herfst.jpg", { type: "image/jpeg" }));
    form.set("alt", "Autumn fabrics draped over a chair");
    form.set("nl.alt", "Herfststoffen over een stoel gedrapeerd");
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    const response = await callWorker("/studio/media", envOf(project), {
      method: "POST",
      body,
      headers: { "Content-Type": encoded.headers.get("Content-Type")!, "Content-Length": String(body.length), Origin: SITE, Host: "example.com", Cookie: project.cookie },
      redirect: "manual",
    });
    expect(response.status, await response.clone().text()).toBe(302);
    const id = /uploaded=([a-z0-9]{20})/.exec(response.headers.get("Location") ?? "")![1]!;
    expect(await read(project.firestore, `Photos/${id}`)).toMatchObject({ alt: "Autumn fabrics draped over a chair", nl: { alt: "Herfststoffen over een stoel gedrapeerd" } });
  }, 60_000);
});

describe("the two-languages migration and the demo photos", () => {
  it("gives the demo photos and their copies the demo's Dutch alt text where none is stored, keeps the studio's, and changes nothing the second time", async () => {
    const { firestore } = await seededProject("photo-alt-migration");
    await withoutDutch(firestore, AUTUMN.id, { season: "autumn" });
    await withoutDutch(firestore, SOFT_AUTUMN_COVER, { article: SOFT_AUTUMN_ARTICLE });
    // The studio's own Dutch for a photo, and a photo whose English the studio rewrote (its demo Dutch would translate the old words).
    const spring = coverDesigns.find((design) => design.key === "season/spring")!;
    const winter = coverDesigns.find((design) => design.key === "season/winter")!;
    const studioDutch = "Lentekleuren in zijde en linnen, door de studio zelf beschreven";
    await firestore.commit([
      { path: `Photos/${spring.id}`, data: { nl: { alt: studioDutch } }, options: { fields: ["nl"] } },
      { path: `Photos/${winter.id}`, data: { alt: "Winter fabrics in red and ice blue", nl: { alt: "" } }, options: { fields: ["alt", "nl"] } },
    ]);

    const first = await migrateTwoLanguages(firestore, demoDutch);
    expect(first.skipped).toEqual([]);
    expect(await read(firestore, `Photos/${AUTUMN.id}`)).toMatchObject({ nl: { alt: AUTUMN.nlAlt } });
    expect(((await read(firestore, "Website/Data")).seasonPhotos as Record<string, Data>).autumn).toMatchObject({ nl: { alt: AUTUMN.nlAlt } });
    const cover = coverDesigns.find((design) => design.id === SOFT_AUTUMN_COVER)!;
    expect(await read(firestore, `Photos/${SOFT_AUTUMN_COVER}`)).toMatchObject({ nl: { alt: cover.nlAlt } });
    expect((await read(firestore, `Articles/${SOFT_AUTUMN_ARTICLE}`)).cover).toMatchObject({ alt: cover.alt, nl: { alt: cover.nlAlt } });
    expect((await read(firestore, `Photos/${spring.id}`)).nl).toEqual({ alt: studioDutch });
    expect((await read(firestore, `Photos/${winter.id}`)).nl).toEqual({ alt: "" });

    const again = await migrateTwoLanguages(firestore, demoDutch);
    expect(again.updated).toBe(0);
  }, 60_000);
});
