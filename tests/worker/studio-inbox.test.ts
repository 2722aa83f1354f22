import { beforeAll, describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import type { FirestoreClient } from "~/firestore/client.server";
import { callWorker, seededProject } from "./support";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";

const SITE = "https://example.com";
const EDITOR = "inbox-editor@plumandlinen.example";
const OTHER_EDITOR = "second-editor@plumandlinen.example";

type Project = { projectId: string; firestore: FirestoreClient; cookie: string };

/** A project of its own with an editor who may use the studio. */
async function studioProject(name: string): Promise<Project> {
  const { projectId, firestore } = await seededProject(name);
  await Promise.all([grantStudioUser(firestore, EDITOR), grantStudioUser(firestore, OTHER_EDITOR)]);
  return { projectId, firestore, cookie: await studioCookie(EDITOR, firestore) };
}

function get(project: Project, path: string, cookie: string | null = project.cookie) {
  return callWorker(path, { FIRESTORE_PROJECT_ID: project.projectId, ...studioEnv }, { headers: cookie ? { Cookie: cookie } : {} });
}

function post(project: Project, path: string, fields: Record<string, string>, cookie: string | null = project.cookie) {
  return callWorker(
    path,
    { FIRESTORE_PROJECT_ID: project.projectId, ...studioEnv },
    {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", ...(cookie ? { Cookie: cookie } : {}) },
    },
  );
}

const unescape = (html: string) => html.replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

/** The requests a listing links to, in the order shown ("booking/<id>"). */
function listed(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="\/studio\/inbox\/((?:contact|booking)\/[\w-]+)"/g)].map((match) => match[1]!);
}

/** The opening tags of the page's links. */
const links = (html: string) => [...html.matchAll(/<a [^>]*>/g)].map((match) => match[0]);

/** The status tabs the page marks as the current one. */
const currentTabs = (html: string) =>
  links(/<nav aria-label="Requests by status">.*?<\/nav>/s.exec(html)?.[0] ?? "").filter((link) => link.includes('aria-current="page"'));

function pageLink(html: string, rel: "prev" | "next"): string | null {
  const tag = links(html).find((link) => link.includes(` rel="${rel}"`));
  return tag ? unescape(/href="([^"]+)"/.exec(tag)![1]!) : null;
}

function updateTimeOf(html: string): string {
  const match = /name="updateTime" value="([^"]+)"/.exec(html);
  if (!match) throw new Error("the page has no status form");
  return match[1]!;
}

async function stored(project: Project, path: string): Promise<Record<string, unknown>> {
  const doc = await project.firestore.getDocument(path);
  if (!doc) throw new Error(`${path} is not stored`);
  return { ...decodeDocument(doc).data, updateTime: doc.updateTime };
}

const contact = (fields: Record<string, unknown> = {}) => ({
  name: "Marit de Vries",
  email: "marit@example.org",
  message: "Could I bring my sister along to my session next month?",
  whatsapp: "",
  page: "/contact",
  status: "new",
  notified: true,
  ...fields,
});

const booking = (fields: Record<string, unknown> = {}) => ({
  mode: "self",
  service: "online-color-analysis",
  serviceName: "Online Colour Analysis",
  name: "Femke Jansen",
  email: "femke@example.org",
  phone: "",
  preferredDate1: "2026-08-12",
  preferredDate2: "",
  availability: "",
  notes: "",
  page: "/service-booking",
  status: "new",
  notified: true,
  ...fields,
});

describe("the studio's inbox", () => {
  const BASE = Date.parse("2026-07-01T10:15:00.000Z");
  let project: Project;
  /** Every request stored, newest first as the inbox must show them ("booking/<id>"). */
  const newestFirst: string[] = [];
  const statuses = new Map<string, string>();

  beforeAll(async () => {
    project = await studioProject("inbox-list");
    // 30 requests, a minute apart, contact messages and bookings interleaved. Rows 23 to 25 share
    // a time, and the first page (rows 0 to 24) ends among them: the contact message sorts first
    // (names compare collection first), then the two bookings by id, highest first.
    const requests: Array<{ key: string; at: number; data: Record<string, unknown> }> = [];
    for (let row = 0; row < 30; row += 1) {
      const at = row >= 23 && row <= 25 ? BASE - 23 * 60_000 : BASE - row * 60_000;
      const kind = row === 23 ? "contact" : row === 24 || row === 25 || row % 3 !== 0 ? "booking" : "contact";
      const id = row === 24 ? "zz-tie" : row === 25 ? "aa-tie" : `r${String(row).padStart(2, "0")}-${crypto.randomUUID().slice(0, 8)}`;
      const status = row % 5 === 1 ? "done" : row === 3 ? "spam" : "new";
      const extra = { name: `Visitor ${row}`, status, createdAt: new Date(at), ...(row === 7 ? { notified: false, notifyError: "the email binding refused the message" } : {}) };
      requests.push({ key: `${kind}/${id}`, at, data: kind === "contact" ? contact(extra) : booking(extra) });
      statuses.set(`${kind}/${id}`, status);
    }
    await Promise.all(
      requests.map(({ key, data }) => {
        const [kind, id] = key.split("/");
        return project.firestore.createDocument(`${kind === "contact" ? "ContactMessages" : "BookingRequests"}/${id}`, data);
      }),
    );
    newestFirst.push(...requests.map((request) => request.key));
  });

  it("shows contact messages and booking requests together, newest first, on the studio's clock", async () => {
    const response = await get(project, "/studio/inbox");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(listed(html)).toEqual(newestFirst.slice(0, 25));
    expect(html).toContain("<title>Inbox: All requests | Plum &amp; Linen Studio</title>");
    // 10:15 UTC on 1 July is 12:15 in Amsterdam (summer time).
    expect(html).toContain('<time dateTime="2026-07-01T10:15:00.000Z">1 Jul 2026, 12:15</time>');
    expect(html).toContain("Contact message");
    expect(html).toContain("Booking: for themselves");
    expect(currentTabs(html)).toEqual([expect.stringContaining('href="/studio/inbox"')]);
  });

  it("pages on with cursors: 30 requests are 25 and then 5, none twice and none missed", async () => {
    const first = await (await get(project, "/studio/inbox")).text();
    expect(pageLink(first, "prev")).toBeNull();
    const older = pageLink(first, "next");
    expect(older).toMatch(/^\/studio\/inbox\?after=[\w-]+$/);

    const second = await (await get(project, older!)).text();
    expect(listed(second)).toEqual(newestFirst.slice(25));
    expect(pageLink(second, "next")).toBeNull();
    expect([...listed(first), ...listed(second)]).toEqual(newestFirst);

    // Back up: the Newer link shows the first page again, whole.
    const newer = pageLink(second, "prev");
    expect(newer).toMatch(/^\/studio\/inbox\?before=[\w-]+$/);
    const back = await (await get(project, newer!)).text();
    expect(listed(back)).toEqual(newestFirst.slice(0, 25));
    expect(pageLink(back, "prev")).toBeNull();
  });

  it("filters by status, and the tab shown says it is the current one", async () => {
    for (const status of ["done", "spam", "new"] as const) {
      const response = await get(project, `/studio/inbox?status=${status}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const expected = newestFirst.filter((key) => statuses.get(key) === status);
      expect(expected.length).toBeGreaterThan(0);
      expect(listed(html)).toEqual(expected.slice(0, 25));
      expect(currentTabs(html)).toEqual([expect.stringContaining(`href="/studio/inbox?status=${status}"`)]);
    }
    const inProgress = await (await get(project, "/studio/inbox?status=in-progress")).text();
    expect(listed(inProgress)).toEqual([]);
    expect(inProgress).toContain("No requests with the status “In progress”.");
  });

  it("marks a request whose email to the studio did not go out as not notified", async () => {
    const html = await (await get(project, "/studio/inbox")).text();
    const rows = html.split("<tr>").slice(2);
    const notNotified = rows.filter((row) => row.includes("Not notified"));
    expect(notNotified).toHaveLength(1);
    expect(notNotified[0]).toContain("Visitor 7");
  });

  it("refuses a status or a cursor it did not make with a 400", async () => {
    expect((await get(project, "/studio/inbox?status=archived")).status).toBe(400);
    expect((await get(project, "/studio/inbox?after=bm90LWEtY3Vyc29y")).status).toBe(400);
  });
});

describe("the inbox's pages, back up", () => {
  it("goes back from the third page to the second and then the first, with requests of one time across a boundary", async () => {
    const project = await studioProject("inbox-pages");
    const base = Date.parse("2026-03-02T09:00:00.000Z");
    // 55 requests; rows 49 (a contact message) and 50 (a booking) share a time, and the second page ends between them.
    const keys: string[] = [];
    await Promise.all(
      Array.from({ length: 55 }, (_, row) => {
        const kind = row === 49 ? "contact" : row === 50 ? "booking" : row % 2 ? "contact" : "booking";
        const id = `p${String(row).padStart(2, "0")}`;
        keys.push(`${kind}/${id}`);
        const data = { name: `Visitor ${row}`, createdAt: new Date(base - (row === 50 ? 49 : row) * 60_000) };
        return project.firestore.createDocument(`${kind === "contact" ? "ContactMessages" : "BookingRequests"}/${id}`, kind === "contact" ? contact(data) : booking(data));
      }),
    );
    const pages = [keys.slice(0, 25), keys.slice(25, 50), keys.slice(50)];

    const first = await (await get(project, "/studio/inbox")).text();
    const second = await (await get(project, pageLink(first, "next")!)).text();
    const third = await (await get(project, pageLink(second, "next")!)).text();
    expect([listed(first), listed(second), listed(third)]).toEqual(pages);

    const backToSecond = await (await get(project, pageLink(third, "prev")!)).text();
    expect(listed(backToSecond)).toEqual(pages[1]);
    expect(pageLink(backToSecond, "next")).toBe(pageLink(second, "next"));
    const backToFirst = await (await get(project, pageLink(backToSecond, "prev")!)).text();
    expect(listed(backToFirst)).toEqual(pages[0]);
    expect(pageLink(backToFirst, "prev")).toBeNull();
  });
});

describe("a request's page", () => {
  let project: Project;
  const GIFT = `gift-${crypto.randomUUID()}`;

  beforeAll(async () => {
    project = await studioProject("inbox-request");
    await project.firestore.createDocument(
      `BookingRequests/${GIFT}`,
      booking({
        mode: "gift",
        name: "Anneke Visser",
        email: "anneke@example.org",
        phone: "+31612345678",
        recipientName: "Sanne de Boer",
        recipientEmail: "sanne@example.org",
        voucherFormat: "printed",
        postalAddress: "Oudegracht 12\n3511 AP Utrecht",
        message: "Happy birthday!\nTime to find your colours.",
        preferredDate1: "",
        page: "/gift-a-session",
        createdAt: new Date("2026-02-03T08:05:00.000Z"),
        notified: false,
        notifyError: "STUDIO_NOTIFY_EMAIL is not set",
        // A field no form asks for any more: shown all the same.
        referral: "a friend",
      }),
    );
  });

  it("shows every field as the visitor sent it, where it came from, when, and whether the studio was told", async () => {
    const response = await get(project, `/studio/inbox/booking/${GIFT}`);
    expect(response.status).toBe(200);
    const html = unescape(await response.text());
    for (const [label, value] of [
      ["Booking mode", "gift"],
      ["Service", "Online Colour Analysis"],
      ["Service id", "online-color-analysis"],
      ["Name", "Anneke Visser"],
      ["Email", "anneke@example.org"],
      ["Phone", "+31612345678"],
      ["Recipient's name", "Sanne de Boer"],
      ["Recipient's email", "sanne@example.org"],
      ["Voucher", "printed"],
      ["Postal address", "Oudegracht 12\n3511 AP Utrecht"],
      ["Message for the voucher", "Happy birthday!\nTime to find your colours."],
      ["referral", "a friend"],
    ]) {
      expect(html).toContain(`<dt>${label}</dt><dd>${value}</dd>`);
    }
    expect(html).toContain('<dt>Preferred date</dt><dd><span class="studio-muted">(not given)</span></dd>');
    expect(html).toContain('<a href="/gift-a-session">/gift-a-session</a>');
    // 08:05 UTC in February is 09:05 in Amsterdam.
    expect(html).toContain('<time dateTime="2026-02-03T08:05:00.000Z">3 Feb 2026, 09:05</time>');
    expect(html).toContain("Not notified: STUDIO_NOTIFY_EMAIL is not set");
    expect(html).toContain(
      'href="mailto:anneke@example.org?subject=Re%3A%20your%20booking%20request%20%E2%80%93%20Online%20Colour%20Analysis"',
    );
  });

  it("still shows a stored request that no schema accepts, as it is stored", async () => {
    const id = `odd-${crypto.randomUUID()}`;
    await project.firestore.createDocument(`ContactMessages/${id}`, { name: "X", status: "archived", createdAt: new Date(), tags: ["a", "b"] });
    const response = await get(project, `/studio/inbox/contact/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<dt>Name</dt><dd>X</dd>");
    expect(html).toContain("<dt>tags</dt><dd>a\nb</dd>");
    expect(html).toContain('<span class="studio-badge studio-badge--warn">archived</span>');
    expect(html).toContain("Not recorded");
  });

  it("saves the status and the note, and comes back with Saved (POST, redirect, GET)", async () => {
    const path = `/studio/inbox/booking/${GIFT}`;
    const before = await stored(project, `BookingRequests/${GIFT}`);
    const updateTime = updateTimeOf(await (await get(project, path)).text());
    const response = await post(project, path, { status: "in-progress", note: "Called Anneke; card goes out Friday.", updateTime });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${path}?saved=1`);

    const after = await stored(project, `BookingRequests/${GIFT}`);
    expect(after).toMatchObject({ status: "in-progress", note: "Called Anneke; card goes out Friday.", updatedBy: EDITOR });
    expect(Date.now() - Date.parse(String(after.updatedAt))).toBeLessThan(60_000);
    // What the visitor sent is untouched.
    for (const field of ["name", "email", "recipientName", "postalAddress", "message", "createdAt", "notified", "notifyError", "referral"]) {
      expect(after[field], field).toEqual(before[field]);
    }

    const shown = await (await get(project, `${path}?saved=1`)).text();
    expect(shown).toContain("Saved.");
    expect(shown).toContain('<option value="in-progress" selected="">In progress</option>');
    expect(shown).toMatch(/<textarea[^>]*name="note"[^>]*>Called Anneke; card goes out Friday.<\/textarea>/);
  });

  it("audits who handled a request and its status, but never the note or the visitor's words", async () => {
    const path = `/studio/inbox/booking/${GIFT}`;
    const visitor = await stored(project, `BookingRequests/${GIFT}`);
    const before = await project.firestore.runQuery({ collection: "StudioAudit" });
    const note = `Rang back about the voucher ${crypto.randomUUID()}`;
    const updateTime = updateTimeOf(await (await get(project, path)).text());
    expect((await post(project, path, { status: "done", note, updateTime })).status).toBe(302);

    const entries = (await project.firestore.runQuery({ collection: "StudioAudit" })).map((doc) => decodeDocument(doc).data);
    expect(entries).toHaveLength(before.length + 1);
    const entry = entries.find((candidate) => candidate.document === `BookingRequests/${GIFT}` && String(candidate.after).includes('"done"'));
    expect(entry).toMatchObject({ actor: EDITOR, action: "Handled a request: done" });
    expect(JSON.parse(String(entry!.after))).toEqual({ status: "done", note: "changed" });
    const audit = JSON.stringify(entries);
    expect(audit).not.toContain(note);
    for (const field of ["name", "email", "message"]) if (visitor[field]) expect(audit).not.toContain(String(visitor[field]));
  });

  it("tells an editor whose version is out of date what is stored now beside their own, and overwrites nothing", async () => {
    const path = `/studio/inbox/booking/${GIFT}`;
    const seen = updateTimeOf(await (await get(project, path)).text());
    // Another editor saves first.
    const other = await post(project, path, { status: "done", note: "Voucher posted.", updateTime: seen }, await studioCookie(OTHER_EDITOR, project.firestore));
    expect(other.status).toBe(302);

    const late = await post(project, path, { status: "spam", note: "My stale note", updateTime: seen });
    expect(late.status).toBe(409);
    const html = await late.text();
    expect(html).toContain("Someone else saved this request while you were editing");
    expect(html).toMatch(/<th scope="row">Status<\/th><td class="studio-pre">Done<\/td><td class="studio-pre">Spam<\/td>/);
    expect(html).toMatch(/<th scope="row">Internal note<\/th><td class="studio-pre">Voucher posted.<\/td><td class="studio-pre">My stale note<\/td>/);
    expect(html).toContain(OTHER_EDITOR);
    // The form keeps what the editor typed.
    expect(html).toContain('<option value="spam" selected="">Spam</option>');
    expect(html).toContain(">My stale note</textarea>");
    expect(await stored(project, `BookingRequests/${GIFT}`)).toMatchObject({ status: "done", note: "Voucher posted.", updatedBy: OTHER_EDITOR });

    // Having seen theirs, the editor may save theirs over it: the form now carries the current version.
    const again = await post(project, path, { status: "spam", note: "My stale note", updateTime: updateTimeOf(html) });
    expect(again.status).toBe(302);
    expect(await stored(project, `BookingRequests/${GIFT}`)).toMatchObject({ status: "spam", note: "My stale note", updatedBy: EDITOR });
  });

  it("sends invalid input back with the messages next to the fields and what was typed, saving nothing", async () => {
    const path = `/studio/inbox/booking/${GIFT}`;
    const before = await stored(project, `BookingRequests/${GIFT}`);
    const updateTime = updateTimeOf(await (await get(project, path)).text());
    const response = await post(project, path, { status: "archived", note: `${"x".repeat(5001)}`, updateTime });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<p class="studio-field__error" id="field-status-error">Choose one of the statuses.</p>');
    expect(html).toContain('<p class="studio-field__error" id="field-note-error">Keep the note to 5,000 characters or fewer.</p>');
    expect(html).toContain(`>${"x".repeat(5001)}</textarea>`);
    expect(await stored(project, `BookingRequests/${GIFT}`)).toEqual(before);
  });

  it("answers 404 for a kind or a request the inbox does not have", async () => {
    for (const path of ["/studio/inbox/letter/abc", "/studio/inbox/contact/no-such-request", `/studio/inbox/contact/${GIFT}`, "/studio/inbox/booking/a.b"]) {
      expect((await get(project, path)).status, path).toBe(404);
    }
    const updateTime = new Date().toISOString();
    expect((await post(project, "/studio/inbox/letter/abc", { status: "done", note: "", updateTime })).status).toBe(404);
    expect((await post(project, "/studio/inbox/contact/no-such-request", { status: "done", note: "", updateTime })).status).toBe(404);
  });

  it("sends anyone not signed in to the sign-in page, and saves nothing for them", async () => {
    for (const path of ["/studio/inbox", "/studio/inbox?status=new", `/studio/inbox/booking/${GIFT}`]) {
      const response = await get(project, path, null);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(`/studio/sign-in?redirectTo=${encodeURIComponent(path)}`);
    }
    const before = await stored(project, `BookingRequests/${GIFT}`);
    const response = await post(project, `/studio/inbox/booking/${GIFT}`, { status: "done", note: "", updateTime: String(before.updateTime) }, null);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/studio\/sign-in\?/);
    expect(await stored(project, `BookingRequests/${GIFT}`)).toEqual(before);
  });
});
