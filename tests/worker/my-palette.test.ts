import { beforeAll, describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { addMonths, RETENTION_CRON } from "~/data/retention";
import { getSubSeason } from "~/data/seasons";
import { createBooking } from "~/models/bookings.server";
import { paletteResultFields, paletteResultPath } from "~/models/palette-results.server";
import { deleteMyPalette, openMyPalette } from "~/my-palette/my-palette-page.server";
import { myPaletteToken } from "~/my-palette/palette-link.server";
import type { Locale } from "~/schemas/locales";
import { callWorker, runScheduled } from "./support";
import { bookingSite, pageText, type BookingSite } from "./support/booking-site";
import { storeOrder } from "./support/stored-orders";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";

// "Palette result" on the studio's booking and order pages, and the result's life after: the link
// emailed in the client's language and revoked, the page's reads and the client's own deletion,
// the privacy download and erasure, and the nightly job, which deletes it five years after the
// session and never with its booking.

const EDITOR = "palette-editor@plumandlinen.example";
const ADMIN = "palette-admin@plumandlinen.example";
const SECRETS = studioEnv.STUDIO_SESSION_SECRETS.split(",").map((secret) => secret.trim());
const DAY = 86_400_000;

const SOFT_AUTUMN = getSubSeason("soft-autumn")!.palette.map((colour) => colour.hex);
const BRIGHT_WINTER_RED = getSubSeason("bright-winter")!.palette[0]!.hex;

let site: BookingSite;
let editor: string;
let admin: string;
let booked = 0;

beforeAll(async () => {
  site = await bookingSite("my-palette", studioEnv);
  await grantStudioUser(site.firestore, EDITOR, "editor");
  await grantStudioUser(site.firestore, ADMIN, "admin");
  editor = await studioCookie(EDITOR, site.firestore);
  admin = await studioCookie(ADMIN, site.firestore);
}, 60_000);

/** A confirmed booking `daysAgo` days ago (negative: ahead), each at an hour of its own so none takes another's time. */
async function booking({ daysAgo = 3, locale = "en" as Locale, email = "", name = "Noor Bakker" } = {}): Promise<{ id: string; email: string }> {
  const id = crypto.randomUUID();
  // Each booking a week further from now than the one before, on the hour: none takes another's time.
  booked += 1;
  const start = new Date(Math.floor((Date.now() - daysAgo * DAY) / 3_600_000) * 3_600_000 + (daysAgo < 0 ? 1 : -1) * booked * 7 * DAY);
  const address = email || `noor-${id.slice(0, 8)}@example.org`;
  const created = await createBooking(
    { firestore: site.firestore, log: () => {} },
    {
      id,
      mode: "self",
      service: { id: "in-person-color-analysis", name: "In-Person Colour Analysis", location: "studio" },
      people: 1,
      details: { name, email: address, phone: "", notes: "", guests: [] },
      start,
      minutes: 150,
      bufferMinutes: 30,
      status: "confirmed",
      locale,
    },
  );
  expect(created).toBe("created");
  return { id, email: address };
}

/** A studio post, as the page's form sends it: a field may repeat (each colour ticked). */
async function studioPost(path: string, fields: Array<[string, string]>, cookie = editor) {
  const response = await callWorker(path, site.overrides, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com", Host: "example.com", Cookie: cookie },
    redirect: "manual",
  });
  return { status: response.status, body: await response.text(), location: response.headers.get("Location") };
}

/** The version the page shows: what a save posts back. */
async function seenOn(path: string): Promise<string> {
  const page = await site.get(path, { Cookie: editor });
  expect(page.status).toBe(200);
  return /name="paletteSeen" value="([^"]*)"/.exec(page.body)?.[1] ?? "missing";
}

const resultFields = (seen: string, { subSeason = "soft-autumn", best = SOFT_AUTUMN.slice(0, 3), away = [SOFT_AUTUMN[9]!], borrowFrom = "soft-summer", note = "Lovely to meet you." } = {}): Array<[string, string]> => [
  ["intent", "palette-save"],
  ["paletteSeen", seen],
  ["subSeason", subSeason],
  ["borrowFrom", borrowFrom],
  ...best.map((hex): [string, string] => ["best", hex]),
  ...away.map((hex): [string, string] => ["away", hex]),
  ["metals", "Brushed gold and bronze"],
  ["makeup", "Warm rose lipstick, peach blush"],
  ["hair", "Keep the honey lowlights"],
  ["note", note],
];

async function storedResult(id: string) {
  const doc = await site.firestore.getDocument(paletteResultPath(id));
  return doc ? (decodeDocument(doc).data as Record<string, unknown>) : null;
}

const context = (locale: Locale) => ({
  app: { config: { studio: { sessionSecrets: SECRETS } } as AppContext["config"], firestore: site.firestore, log: () => {} },
  locale,
});

/** The My palette link in the last email sent to `address`, as a path. */
function linkEmailedTo(address: string) {
  const sent = site.mail.sent.filter((entry) => entry.to === address).at(-1);
  expect(sent).toBeDefined();
  const url = /https?:\/\/\S+\/(?:my-palette|nl\/mijn-palet)\/\S+/.exec(sent!.email.text)?.[0];
  expect(url).toBeDefined();
  return { path: new URL(url!).pathname, subject: sent!.email.header("subject") ?? "", text: sent!.email.text };
}

describe("the studio records a palette result", () => {
  it("on a past booking, audited without the client's words; saving again updates it", async () => {
    const { id } = await booking();
    const page = `/studio/bookings/${id}`;
    const saved = await studioPost(page, resultFields(await seenOn(page)));
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`${page}?palette-saved=1#palette-result`);
    expect(await storedResult(id)).toMatchObject({
      source: "booking",
      sourceId: id,
      clientName: "Noor Bakker",
      locale: "en",
      subSeason: "soft-autumn",
      borrowFrom: "soft-summer",
      best: SOFT_AUTUMN.slice(0, 3),
      away: [SOFT_AUTUMN[9]],
      linkVersion: 1,
      sentAt: null,
      recordedBy: EDITOR,
    });
    const shown = pageText((await site.get(`${page}?palette-saved=1`, { Cookie: editor })).body);
    expect(shown).toContain("The palette result is saved.");
    expect(shown).toContain("Not sent yet");

    const again = await studioPost(page, resultFields(await seenOn(page), { borrowFrom: "", best: SOFT_AUTUMN.slice(4, 6), away: [], note: "Updated after the follow-up call." }));
    expect(again.status).toBe(303);
    expect(await storedResult(id)).toMatchObject({ borrowFrom: null, best: SOFT_AUTUMN.slice(4, 6), away: [], note: "Updated after the follow-up call.", linkVersion: 1 });

    const audit = (await site.documents("StudioAudit")).filter((entry) => entry.document === paletteResultPath(id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["Recorded a palette result", "Updated a palette result"]);
    expect(JSON.parse(String(audit.find((entry) => entry.action === "Updated a palette result")!.after))).toEqual({ bestColours: 2, awayColours: 0 });
    for (const personal of ["Noor", "Lovely", "follow-up call", "lowlights", "soft-autumn"]) expect(JSON.stringify(audit)).not.toContain(personal);
  });

  it("answers 400 with the message beside the field: a colour not in the palette, a sub-season that does not exist; and nothing is stored", async () => {
    const { id } = await booking();
    const page = `/studio/bookings/${id}`;
    const seen = await seenOn(page);
    const foreign = await studioPost(page, resultFields(seen, { best: [SOFT_AUTUMN[0]!, BRIGHT_WINTER_RED] }));
    expect(foreign.status).toBe(400);
    expect(pageText(foreign.body)).toContain("Choose the best colours from the chosen sub-season's palette");
    expect(foreign.body).toMatch(/id="palette-best-error"/);
    const unknown = await studioPost(page, resultFields(seen, { subSeason: "neon-spring", best: [SOFT_AUTUMN[0]!] }));
    expect(unknown.status).toBe(400);
    expect(pageText(unknown.body)).toContain("Choose the client's sub-season from the sixteen listed.");
    const both = await studioPost(page, resultFields(seen, { best: [SOFT_AUTUMN[0]!], away: [SOFT_AUTUMN[0]!] }));
    expect(both.status).toBe(400);
    expect(await storedResult(id)).toBeNull();
  });

  it("keeps one of two saves sent at once from the same page, first and again, and answers the other 409 with nothing changed", async () => {
    const { id } = await booking();
    const page = `/studio/bookings/${id}`;
    const race = async (seen: string, notes: [string, string]) => {
      const answers = await Promise.all(notes.map((note) => studioPost(page, resultFields(seen, { note }))));
      expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
      expect(pageText(answers.find((answer) => answer.status === 409)!.body)).toContain("The palette result was changed since you opened this page");
      return notes[answers.findIndex((answer) => answer.status === 303)]!;
    };
    const firstKept = await race(await seenOn(page), ["Seen by Anna first.", "Seen by Mirjam first."]);
    expect(await storedResult(id)).toMatchObject({ note: firstKept, linkVersion: 1 });
    const againKept = await race(await seenOn(page), ["Anna's follow-up.", "Mirjam's follow-up."]);
    expect(await storedResult(id)).toMatchObject({ note: againKept, linkVersion: 1 });
    const audit = (await site.documents("StudioAudit")).filter((entry) => entry.document === paletteResultPath(id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["Recorded a palette result", "Updated a palette result"]);
  });

  it("refuses a booking whose session is still to come (400), and says so on its page", async () => {
    const { id } = await booking({ daysAgo: -10 });
    const page = `/studio/bookings/${id}`;
    expect(pageText((await site.get(page, { Cookie: editor })).body)).toContain("The result is recorded once the session has taken place");
    const refused = await studioPost(page, resultFields(""));
    expect(refused.status).toBe(400);
    expect(await storedResult(id)).toBeNull();
  });

  it("without JavaScript, shows the chosen sub-season's colours and neighbours first, saving nothing", async () => {
    const { id } = await booking();
    const page = `/studio/bookings/${id}`;
    const before = (await site.get(page, { Cookie: editor })).body;
    expect(before).toContain('value="palette-show"');
    expect(before).not.toContain('name="best"');
    const shown = await studioPost(page, [["intent", "palette-show"], ["paletteSeen", ""], ["subSeason", "soft-autumn"]]);
    expect(shown.status).toBe(200);
    expect(shown.body.match(/name="best"/g)).toHaveLength(SOFT_AUTUMN.length);
    expect(shown.body.match(/name="away"/g)).toHaveLength(SOFT_AUTUMN.length);
    expect(shown.body).toContain('<option value="soft-summer">Soft Summer</option>');
    expect(await storedResult(id)).toBeNull();
  });

  it("on a delivered digital analysis, starting from its report", async () => {
    const id = crypto.randomUUID();
    await storeOrder(site.firestore, id, { orderedAt: new Date(Date.now() - 20 * DAY), deliveredAt: new Date(Date.now() - 2 * DAY), email: `lotte-${id.slice(0, 6)}@example.org` });
    const page = `/studio/orders/${id}`;
    const html = (await site.get(page, { Cookie: editor })).body;
    expect(html).toContain("Palette result");
    expect(html).toMatch(/<option value="soft-summer" selected="">/);
    const summer = getSubSeason("soft-summer")!.palette.map((colour) => colour.hex);
    const saved = await studioPost(page, resultFields(await seenOn(page), { subSeason: "soft-summer", best: summer.slice(0, 2), away: [], borrowFrom: "" }));
    expect(saved.status).toBe(303);
    expect(await storedResult(id)).toMatchObject({ source: "analysis", sourceId: id, clientName: "Lotte Jansen", subSeason: "soft-summer" });
  });
});

describe("the client's link", () => {
  it("is emailed in the booking's language, opens the page, and once revoked opens nothing", async () => {
    const { id, email } = await booking({ locale: "nl", name: "Fleur Visser" });
    const page = `/studio/bookings/${id}`;
    expect((await studioPost(page, resultFields(await seenOn(page)))).status).toBe(303);

    const sent = await studioPost(page, [["intent", "palette-send"], ["paletteSeen", await seenOn(page)]]);
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`${page}?palette-sent=1#palette-result`);
    const first = linkEmailedTo(email);
    expect(first.subject).toBe("Je palet, Zachte Herfst, om op je telefoon te bewaren");
    expect(first.text).toContain("Beste Fleur Visser,");
    expect(first.path).toMatch(new RegExp(`^/nl/mijn-palet/${id}\\.v1\\.\\d{10}\\.[0-9a-f]{64}$`));
    expect((await storedResult(id))!.sentAt).toEqual(expect.any(String));
    expect(pageText((await site.get(page, { Cookie: editor })).body)).toMatch(/Sent to the client \d/);
    expect((await site.get(first.path)).status).toBe(200);

    const revoked = await studioPost(page, [["intent", "palette-revoke"], ["paletteSeen", await seenOn(page)]]);
    expect(revoked.status).toBe(303);
    expect(await storedResult(id)).toMatchObject({ linkVersion: 2, sentAt: null });
    expect((await site.get(first.path)).status).toBe(404);

    expect((await studioPost(page, [["intent", "palette-send"], ["paletteSeen", await seenOn(page)]])).status).toBe(303);
    const second = linkEmailedTo(email);
    expect(second.subject).toBe("Een nieuwe link naar je palet");
    expect(second.path).toMatch(/\.v2\./);
    expect((await site.get(second.path)).status).toBe(200);
    const audit = (await site.documents("StudioAudit")).filter((entry) => entry.document === paletteResultPath(id)).map((entry) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(["Sent the client their My palette link", "Revoked the client's My palette link"]));
  });

  it("is emailed in English to a client who booked in English, at /my-palette/", async () => {
    const { id, email } = await booking({ name: "Iris Mulder" });
    const page = `/studio/bookings/${id}`;
    await studioPost(page, resultFields(await seenOn(page)));
    expect((await studioPost(page, [["intent", "palette-send"], ["paletteSeen", await seenOn(page)]])).status).toBe(303);
    const link = linkEmailedTo(email);
    expect(link.subject).toBe("Your palette, Soft Autumn, to keep on your phone");
    expect(link.path).toMatch(/^\/my-palette\//);
    expect(link.text).toContain("You can delete it yourself on the same page at any time.");
  });

  it("can be sent or revoked only by the studio's signed-in staff", async () => {
    const { id } = await booking();
    const page = `/studio/bookings/${id}`;
    await studioPost(page, resultFields(await seenOn(page)));
    const stranger = await studioPost(page, [["intent", "palette-revoke"], ["paletteSeen", await seenOn(page)]], "");
    expect(stranger.location ?? "").not.toContain("palette-revoked");
    expect(stranger.body).not.toContain("palette-revoked");
    expect(await storedResult(id)).toMatchObject({ linkVersion: 1 });
  });
});

describe("the page's reads and the client's deletion", () => {
  it("openMyPalette gives the view in the page's language; deleteMyPalette deletes once, audited, and is idempotent", async () => {
    const { id } = await booking();
    const page = `/studio/bookings/${id}`;
    await studioPost(page, resultFields(await seenOn(page)));
    const stored = (await storedResult(id))!;
    const token = await myPaletteToken(SECRETS, id, 1, addMonths(new Date(String(stored.sessionDate)), 60));

    const english = (await openMyPalette(context("en"), token))!;
    expect(english).toMatchObject({ id, clientName: "Noor Bakker", locale: "en", subSeason: { slug: "soft-autumn", name: "Soft Autumn" }, borrowFrom: { slug: "soft-summer", name: "Soft Summer" } });
    expect(english.palette.map((colour) => colour.hex)).toEqual(SOFT_AUTUMN);
    expect(english.best).toEqual(SOFT_AUTUMN.slice(0, 3).map((hex) => ({ hex, name: getSubSeason("soft-autumn")!.palette.find((colour) => colour.hex === hex)!.name })));
    expect(english.keptUntil).toBe(addMonths(new Date(String(stored.sessionDate)), 60).toISOString());
    const dutch = (await openMyPalette(context("nl"), token))!;
    expect(dutch.subSeason.name).toBe("Zachte Herfst");
    expect(dutch.best[0]!.hex).toBe(english.best[0]!.hex);
    expect(await openMyPalette(context("en"), await myPaletteToken(SECRETS, id, 2, new Date(Date.now() + DAY)))).toBeNull();

    expect(await deleteMyPalette(context("en"), await myPaletteToken(SECRETS, id, 2, new Date(Date.now() + DAY)))).toBe(false);
    expect(await storedResult(id)).not.toBeNull();
    expect(await deleteMyPalette(context("en"), token)).toBe(true);
    expect(await storedResult(id)).toBeNull();
    expect(await deleteMyPalette(context("en"), token)).toBe(true);
    expect(await openMyPalette(context("en"), token)).toBeNull();
    const audit = (await site.documents("StudioAudit")).filter((entry) => entry.document === paletteResultPath(id) && entry.actor === "client");
    expect(audit.map((entry) => entry.action)).toEqual(["Deleted by the client from their My palette page"]);
  });
});

describe("privacy", () => {
  it("the download includes the result; an erasure deletes it, and its link opens nothing after", async () => {
    const address = `Anouk.${crypto.randomUUID().slice(0, 6)}@Example.org`;
    const { id } = await booking({ email: address, name: "Anouk de Wit" });
    const page = `/studio/bookings/${id}`;
    await studioPost(page, resultFields(await seenOn(page), { note: "Your blue-green is a wonder." }));
    const stored = (await storedResult(id))!;
    const token = await myPaletteToken(SECRETS, id, 1, addMonths(new Date(String(stored.sessionDate)), 60));

    const download = await studioPost("/studio/privacy/download", [["email", address.toLowerCase()]], admin);
    expect(download.status).toBe(200);
    const exported = JSON.parse(download.body) as { paletteResults: Array<Record<string, unknown>> };
    expect(exported.paletteResults).toEqual([
      expect.objectContaining({ id, clientName: "Anouk de Wit", subSeason: "soft-autumn", note: "Your blue-green is a wonder.", best: SOFT_AUTUMN.slice(0, 3), linkVersion: 1 }),
    ]);
    expect(exported.paletteResults[0]).not.toHaveProperty("emailKeys");

    const found = pageText((await studioPost("/studio/privacy", [["intent", "find"], ["email", address]], admin)).body);
    expect(found).toContain("1 palette result recorded for them");
    const confirm = (await studioPost("/studio/privacy", [["intent", "confirm"], ["email", address]], admin)).body;
    const records = [...confirm.matchAll(/name="record" value="([^"]+)"/g)].map((match): [string, string] => ["record", match[1]!]);
    expect(records.map(([, path]) => path)).toContain(paletteResultPath(id));
    const erased = await studioPost("/studio/privacy", [["intent", "erase"], ["email", address], ...records], admin);
    expect(erased.status).toBe(200);
    expect(pageText(erased.body)).toContain("and 1 palette result recorded for them");
    expect(await storedResult(id)).toBeNull();
    expect(await openMyPalette(context("en"), token)).toBeNull();
    const entry = (await site.documents("StudioAudit")).find((audit) => audit.action === "Erased one person's data at their request" && String(audit.after).includes('"paletteResults": 1'));
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain("Anouk");
  });
});

describe("the nightly retention job", () => {
  it("deletes a result five years after its session, keeps a younger one, and keeps a result whose booking it deletes", async () => {
    const night = new Date();
    const result = async (id: string, sessionDate: Date) => {
      const source = { source: "booking" as const, sourceId: id, clientName: "Eva Smit", email: `eva-${id.slice(0, 6)}@example.org`, locale: "en" as const, sessionDate };
      const recorded = { subSeason: "soft-autumn" as const, borrowFrom: null, best: SOFT_AUTUMN.slice(0, 2), away: [], metals: "", makeup: "", hair: "", note: "" };
      await site.firestore.writeDocument(paletteResultPath(id), paletteResultFields(source, recorded, EDITOR, sessionDate, null));
    };
    const old = crypto.randomUUID();
    const younger = crypto.randomUUID();
    await result(old, new Date(addMonths(night, -60).getTime() - DAY));
    await result(younger, new Date(addMonths(night, -60).getTime() + DAY));
    // A booking 13 months ago: the job deletes it (12 months), and not the result recorded for it.
    const { id: lastYear } = await booking({ daysAgo: 400 });
    await result(lastYear, new Date(Date.now() - 400 * DAY));

    await runScheduled(RETENTION_CRON, night, site.overrides);

    expect(await storedResult(old)).toBeNull();
    expect(await storedResult(younger)).not.toBeNull();
    expect(await site.firestore.getDocument(`Bookings/${lastYear}`)).toBeNull();
    expect(await storedResult(lastYear)).toMatchObject({ sourceId: lastYear, subSeason: "soft-autumn" });
    const entry = (await site.documents("StudioAudit")).find((audit) => audit.action === "Deleted palette results past their retention");
    expect(JSON.parse(String(entry!.after))).toEqual({ paletteResults: 1, retentionAt: night.toISOString() });
    expect(JSON.stringify(entry)).not.toContain("Eva");
  });
});
