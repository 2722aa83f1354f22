import { afterEach, describe, expect, it, vi } from "vitest";
import { twinPath } from "~/site/locale";
import { decodeDocument } from "~/firestore/codec";
import { cacheRequest } from "~/firestore/edge-cache.server";
import { faqsEditor } from "~/studio/content/editors/faqs";
import { serviceEditor } from "~/studio/content/editors/services";
import { toFormValues } from "~/studio/content/fields";
import { editorFormValues } from "~/studio/content/dutch-fields";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { serviceCategories, services } from "../../scripts/seed/index";
import { SITE, studioProject, updateTimeOn, type StudioProject } from "./support/studio-forms";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";
import { callWorker, inOneRateWindow } from "./support";
import type { Env } from "~/platform/env.server";

// A save purges what it changed, not the world (docs/decisions/014-targeted-purge.md), and each
// person's saves are limited (app/studio/save-limit.server.ts).

const ZONE = { CLOUDFLARE_ZONE_ID: "0123456789abcdef0123456789abcdef", CLOUDFLARE_PURGE_API_TOKEN: "worker-test-cloudflare-api-token" };
const SERVICE = services.find(({ id }) => id === "in-person-color-analysis")!;
const SERVICE_PAGE = "/services/color-analysis-styling/in-person-color-analysis";
const serviceForm = serviceEditor({ categories: serviceCategories.map(({ data }) => ({ slug: data.slug, name: data.name })) });
const pageOutcome = (response: Response) => /page;desc="([^"]+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1];
const person = (role: string) => `${role}.${crypto.randomUUID().slice(0, 8)}@plumandlinen.example`;

/** The project's site, with a Cloudflare zone to purge once `captureZonePurges` catches its API calls. */
let zone: typeof ZONE | Record<string, never> = {};
const envOf = (project: StudioProject) => ({ FIRESTORE_PROJECT_ID: project.projectId, ...studioEnv, ...zone });

async function visit(project: StudioProject, path: string) {
  const response = await callWorker(path, envOf(project));
  return { html: await response.text(), outcome: pageOutcome(response), status: response.status, headers: response.headers };
}

async function postAs(project: StudioProject, cookie: string, path: string, body: Record<string, string>, overrides: Partial<Env> = {}) {
  const response = await callWorker(path, { ...envOf(project), ...overrides }, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: cookie },
  });
  return { response, html: response.status === 302 ? "" : await response.text() };
}

/** The bodies the worker sends to Cloudflare's purge_cache API; every other fetch (Firestore) goes through. */
function captureZonePurges() {
  const original = globalThis.fetch;
  zone = ZONE;
  const bodies: Array<Record<string, unknown>> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === `https://api.cloudflare.com/client/v4/zones/${ZONE.CLOUDFLARE_ZONE_ID}/purge_cache`) {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return Response.json({ success: true });
    }
    return original(input, init);
  });
  return bodies;
}

afterEach(() => {
  zone = {};
  vi.restoreAllMocks();
});

describe("a save purges only what shows the saved document", () => {
  it("a form saved as it was writes, audits and purges nothing: the kept pages stay kept", async () => {
    const editor = person("editor");
    const project = await studioProject("purge-unchanged", editor);
    const purges = captureZonePurges();
    expect((await visit(project, "/faqs")).outcome).toBe("miss");
    expect((await visit(project, "/faqs")).outcome).toBe("hit");
    const form = await callWorker("/studio/content/faqs", envOf(project), { headers: { Cookie: project.cookie } });
    const html = await form.text();
    const stored = decodeDocument((await project.firestore.getDocument("Website/Data"))!).data;
    const before = (await project.firestore.getDocument("Website/Data"))!.updateTime;
    // The form as it was shown: the English and the Dutch as stored.
    const saved = await postAs(project, project.cookie, "/studio/content/faqs", { ...editorFormValues(faqsEditor, stored), [UPDATE_TIME_FIELD]: updateTimeOn(html)! });
    expect(saved.response.status).toBe(302);
    expect((await project.firestore.getDocument("Website/Data"))!.updateTime).toBe(before);
    expect(await project.firestore.runQuery({ collection: "StudioAudit" })).toHaveLength(0);
    expect(purges).toEqual([]);
    expect((await visit(project, "/faqs")).outcome).toBe("hit");
  });

  it("re-renders the service's page with the new price while a kept page without services stays in the page cache; Cloudflare is asked to purge tags, the admin's purge everything", async () => {
    const editor = person("editor");
    const project = await studioProject("purge-tags", editor);
    const admin = person("admin");
    await grantStudioUser(project.firestore, admin, "admin");

    // Both pages kept.
    for (const path of [SERVICE_PAGE, "/faqs"]) {
      expect((await visit(project, path)).outcome).toBe("miss");
      expect((await visit(project, path)).outcome).toBe("hit");
    }
    expect((await visit(project, SERVICE_PAGE)).html).toContain("€245");
    // Cached reads carry their tag, so Cloudflare's purge by tag reaches them in the Cache API.
    const websiteRead = await (caches as unknown as { default: Cache }).default.match(cacheRequest(`${project.projectId}/doc/Website/Data`));
    expect(websiteRead?.headers.get("Cache-Tag")).toBe(`${project.projectId}:Website/Data`);
    await websiteRead?.body?.cancel();

    const zonePurges = captureZonePurges();
    const form = await callWorker(`/studio/content/services/${SERVICE.id}`, envOf(project), { headers: { Cookie: project.cookie } });
    const updateTime = updateTimeOn(await form.text());
    const saved = await postAs(project, project.cookie, `/studio/content/services/${SERVICE.id}`, {
      ...toFormValues(serviceForm.fields, SERVICE.data),
      "price.amount": "265",
      [UPDATE_TIME_FIELD]: updateTime!,
    });
    expect(saved.response.status).toBe(302);
    expect(saved.response.headers.get("Location")).toBe(`/studio/content/services/${SERVICE.id}?saved=1`);

    // The service's page is made again and shows the new price at once.
    const servicePage = await visit(project, SERVICE_PAGE);
    expect(servicePage.outcome).toBe("miss");
    expect(servicePage.html).toContain("€265");
    expect(servicePage.html).not.toContain("€245");
    // The FAQ page shows no service: it was not purged, and is still served from the page cache.
    const faqs = await visit(project, "/faqs");
    expect(faqs.outcome).toBe("hit");
    // The cache's bookkeeping stays in the cache.
    expect(faqs.headers.has("Cache-Tag")).toBe(false);
    expect(faqs.headers.has("x-cache-tags")).toBe(false);
    // And the new service page is kept again: its Services read is newer than the purge.
    expect((await visit(project, SERVICE_PAGE)).outcome).toBe("hit");

    expect(zonePurges).toEqual([{ tags: [`${project.projectId}:Services`, `${project.projectId}:Services/${SERVICE.id}`] }]);
    expect(JSON.stringify(zonePurges)).not.toContain("purge_everything");

    // The admin's "purge everything" is the one purge of the whole zone, and it re-renders every page.
    const everything = await postAs(project, await studioCookie(admin, project.firestore), "/studio/publish", {});
    expect(everything.response.status).toBe(302);
    expect(zonePurges.at(-1)).toEqual({ purge_everything: true });
    expect((await visit(project, "/faqs")).outcome).toBe("miss");
  });

  it("purges every page when the Website document (shown by every page) is saved, by its tag, in both languages", async () => {
    const editor = person("editor");
    const project = await studioProject("purge-website", editor);
    const dutchService = twinPath(SERVICE_PAGE, "nl");
    for (const path of [SERVICE_PAGE, dutchService]) for (let round = 0; round < 2; round++) await visit(project, path);
    expect((await visit(project, SERVICE_PAGE)).outcome).toBe("hit");
    // Each language's page is kept under its own address.
    expect((await visit(project, dutchService)).outcome).toBe("hit");

    const zonePurges = captureZonePurges();
    const question = "Can I bring a friend to my session?";
    const saved = await saveFaqs(project, project.cookie, question);
    expect(saved.response.status).toBe(302);
    expect(zonePurges).toEqual([{ tags: [`${project.projectId}:Website`, `${project.projectId}:Website/Data`] }]);
    expect((await visit(project, SERVICE_PAGE)).outcome).toBe("miss");
    // One purge by tag reaches the Dutch twin too: it is made from the same documents.
    expect((await visit(project, dutchService)).outcome).toBe("miss");
    expect((await visit(project, "/faqs")).html).toContain(question);
  });
});

/** The FAQ form as the studio fills it, with the first question's text typed over, at the stored version. */
async function saveFaqs(project: StudioProject, cookie: string, firstQuestion: string) {
  const doc = (await project.firestore.getDocument("Website/Data"))!;
  return postAs(project, cookie, "/studio/content/faqs", {
    ...toFormValues(faqsEditor.fields, decodeDocument(doc).data),
    "faq.0.question": firstQuestion,
    [UPDATE_TIME_FIELD]: doc.updateTime!,
  });
}

describe("each person's saves are limited", () => {
  it("answers the 31st save in a minute with 429, the form holding what was typed, while another person still saves", async () => {
    const editor = person("busy-editor");
    const project = await studioProject("save-limit", editor);
    const other = person("other-editor");
    await grantStudioUser(project.firestore, other);
    // Miniflare's windows are whole minutes: the 31 saves must fall in one (they take 3 to 10 s here).
    await inOneRateWindow(25_000);

    for (let save = 1; save <= 30; save++) {
      const { response } = await saveFaqs(project, project.cookie, `Question typed for save ${save}`);
      expect(response.status, `save ${save}`).toBe(302);
    }
    const typed = "Question typed for save 31, which must not be lost";
    const refused = await saveFaqs(project, project.cookie, typed);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("Retry-After")).toBe("60");
    expect(refused.html).toContain("You have saved 30 times in the last minute; wait a moment and save again.");
    // The same editor form, with what was typed.
    expect(refused.html).toContain(`name="faq.0.question"`);
    expect(refused.html).toContain(`value="${typed}"`);
    const stored = decodeDocument((await project.firestore.getDocument("Website/Data"))!).data as { faq: Array<{ question: string }> };
    expect(stored.faq[0]!.question).toBe("Question typed for save 30");

    // Another person is not held up.
    const theirs = await saveFaqs(project, await studioCookie(other, project.firestore), "Asked by someone else");
    expect(theirs.response.status).toBe(302);
  }, 90_000);
});

describe("every save path answers 429 over the limit, with what was typed", () => {
  // A limiter that says no to everyone: each path's own answer, without 30 saves first.
  const overLimit = { STUDIO_SAVE_RATE_LIMITER: { limit: async () => ({ success: false }) } } as unknown as Partial<Env>;
  const MESSAGE = "You have saved 30 times in the last minute; wait a moment and save again.";
  const html = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

  it("a new service's form comes back with its typed name and nothing is created", async () => {
    const project = await studioProject("limit-new", person("editor"));
    const name = "Capsule wardrobe workshop, typed before the limit";
    const { response, html: page } = await postAs(
      project,
      project.cookie,
      "/studio/content/services/new",
      { ...toFormValues(serviceForm.fields, { ...SERVICE.data, name }), [UPDATE_TIME_FIELD]: "" },
      overLimit,
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(page).toContain(MESSAGE);
    expect(page).toContain(`value="${html(name)}"`);
    expect((await project.firestore.runQuery({ collection: "Services" })).length).toBe(services.length);
  });

  it("Move up and Approve say why nothing changed", async () => {
    const project = await studioProject("limit-quick", person("editor"));
    const [first, second] = services.filter(({ data }) => data.categorySlug === "color-analysis-styling").sort((a, b) => a.data.position - b.data.position);
    const timeOf = async (path: string) => (await project.firestore.getDocument(path))!.updateTime!;
    const move = await postAs(
      project,
      project.cookie,
      "/studio/content/services?index",
      { intent: "move", id: second!.id, [UPDATE_TIME_FIELD]: await timeOf(`Services/${second!.id}`), otherId: first!.id, otherUpdateTime: await timeOf(`Services/${first!.id}`), direction: "up" },
      overLimit,
    );
    expect(move.response.status).toBe(429);
    expect(move.response.headers.get("Retry-After")).toBe("60");
    expect(move.html).toContain(MESSAGE);
    expect(decodeDocument((await project.firestore.getDocument(`Services/${second!.id}`))!).data.position).toBe(second!.data.position);

    const [testimonial] = await project.firestore.runQuery({ collection: "Testimonials", limit: 1 });
    const id = testimonial!.name!.split("/").pop()!;
    const approve = await postAs(project, project.cookie, "/studio/content/testimonials?index", { intent: "approve", id, name: "Sanne K.", [UPDATE_TIME_FIELD]: testimonial!.updateTime! }, overLimit);
    expect(approve.response.status).toBe(429);
    expect(approve.html).toContain(MESSAGE);
    expect(approve.html).toContain("Sanne K.");
  });

  it("the inbox keeps the typed note, and the users page the typed address", async () => {
    const editor = person("editor");
    const project = await studioProject("limit-inbox", editor);
    const id = `limit-${crypto.randomUUID().slice(0, 8)}`;
    await project.firestore.createDocument(`ContactMessages/${id}`, { name: "Marit de Vries", email: "marit@example.org", message: "A question", page: "/contact", status: "new", createdAt: new Date() });
    const note = "Called Marit back; typed before the limit";
    const inbox = await postAs(project, project.cookie, `/studio/inbox/contact/${id}`, { status: "done", note, updateTime: (await project.firestore.getDocument(`ContactMessages/${id}`))!.updateTime! }, overLimit);
    expect(inbox.response.status).toBe(429);
    expect(inbox.html).toContain(MESSAGE);
    expect(inbox.html).toContain(note);
    expect(decodeDocument((await project.firestore.getDocument(`ContactMessages/${id}`))!).data.status).toBe("new");

    const admin = person("admin");
    await grantStudioUser(project.firestore, admin, "admin");
    const newcomer = person("newcomer");
    const users = await postAs(project, await studioCookie(admin, project.firestore), "/studio/users", { email: newcomer, role: "editor", active: "on" }, overLimit);
    expect(users.response.status).toBe(429);
    expect(users.html).toContain(MESSAGE);
    expect(users.html).toContain(`value="${newcomer}"`);
    expect(await project.firestore.getDocument(`StudioUsers/${newcomer}`)).toBeNull();
  });
});

