import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import type { FirestoreClient } from "~/firestore/client.server";
import { addMonths, contactFormRetentionWords, RETENTION_CRON, RETENTION_LIMITS, RETENTION_TABLE } from "~/data/retention";
import { cancelBooking, createBooking, readBooking } from "~/models/bookings.server";

import { callWorker, runScheduled, seededProject } from "./support";
import { clearFault, injectFault } from "./support/faults";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";

const SITE = "https://example.com";
/** The night the tests run the job for. */
const NIGHT = new Date("2027-06-15T02:30:00.000Z");
const monthsBefore = (months: number, extraMs = 0) => new Date(addMonths(NIGHT, -months).getTime() + extraMs);

const runRetention = (projectId: string, at: Date = NIGHT) => runScheduled(RETENTION_CRON, at, { FIRESTORE_PROJECT_ID: projectId });

const contact = (fields: Record<string, unknown>) => ({
  name: "Marit de Vries",
  email: "marit@example.org",
  emailKeys: ["marit@example.org"],
  message: "Could I bring my sister along to my session next month?",
  whatsapp: "+31 6 1234 5678",
  page: "/contact",
  status: "done",
  notified: true,
  ...fields,
});

const booking = (fields: Record<string, unknown>) => ({
  mode: "gift",
  service: "online-color-analysis",
  serviceName: "Online Colour Analysis",
  name: "Anneke Visser",
  email: "anneke@example.org",
  emailKeys: ["anneke@example.org", "sanne@example.org"],
  recipientName: "Sanne de Boer",
  recipientEmail: "sanne@example.org",
  voucherFormat: "email",
  page: "/gift-a-session",
  status: "new",
  notified: true,
  ...fields,
});

/** Every document id of a collection. */
async function ids(firestore: FirestoreClient, collection: string): Promise<string[]> {
  const docs = await firestore.runQuery({ collection, select: ["createdAt"] });
  return docs.map((doc) => decodeDocument(doc).id).sort();
}

async function retentionEntries(firestore: FirestoreClient) {
  const docs = await firestore.runQuery({ collection: "StudioAudit", where: [{ field: "actor", equals: "retention" }] });
  return docs.map((doc) => decodeDocument(doc).data).sort((a, b) => String(a.at).localeCompare(String(b.at)));
}

/** Writes documents, many to a commit. */
async function store(firestore: FirestoreClient, documents: Array<{ path: string; data: Record<string, unknown> }>) {
  for (let start = 0; start < documents.length; start += 400) {
    await firestore.commit(documents.slice(start, start + 400).map(({ path, data }) => ({ path, data })));
  }
}


describe("retention: the privacy policy's table is the one the job runs", () => {
  it("the privacy page prints the retention table row for row from the module the job deletes by", async () => {
    const html = await (await callWorker("/legal/privacy-policy")).text();
    const table = /<caption id="retention-table-caption">.*?<\/table>/s.exec(html)?.[0] ?? "";
    const rows = [...table.matchAll(/<tr><th scope="row">(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map((match) => ({
      data: match[1]!.replace(/&#x27;/g, "'"),
      keptFor: match[2]!.replace(/&#x27;/g, "'"),
    }));
    expect(rows).toEqual(RETENTION_TABLE.map(({ data, keptFor }) => ({ data, keptFor })));
    // The two rows this website keeps name the job's own months.
    expect(rows[0]!.keptFor).toBe("12 months after our last reply to you, or after it arrived if we never replied");
    expect(rows[1]!.keptFor).toBe("12 months after the request");
    expect(rows[2]).toEqual({ data: "Appointments booked online", keptFor: "12 months after the appointment" });
    // The tax law's records: a row with a rule the job runs, in the words the policy always had.
    expect(rows[6]).toEqual({ data: "Invoices, payment and gift voucher records", keptFor: "7 years (Dutch tax law)" });
    expect(RETENTION_TABLE[6]!.deletes).toEqual({ months: 84, from: "payment-or-expiry" });
    // The digital analysis's rows name the days its part of the job deletes by (tests/worker/analysis-retention.test.ts).
    expect(rows[4]!.keptFor).toMatch(/^90 days after we deliver your report, unless you ask us to keep them for a follow-up/);
    expect(rows[5]).toEqual({ data: "Digital analysis orders, with your report and its PDF", keptFor: "2 years and 30 days after you order, as long as your order's page opens" });
  });

  it("the contact form quotes the same promise", async () => {
    const html = (await (await callWorker("/contact")).text()).replace(/&#x27;/g, "'");
    expect(html).toContain(contactFormRetentionWords());
  });
});

describe("retention: the nightly job (the worker's Cron Trigger, run for a given time)", () => {
  it("deletes what is past its time, keeps what is not, touches nothing else, and audits only counts", async () => {
    const { projectId, firestore } = await seededProject("retention");
    const documents = [
      // Contact messages count from the last reply, or from arrival when never answered.
      { path: "ContactMessages/never-answered-13m", data: contact({ createdAt: monthsBefore(13), status: "new" }) },
      { path: "ContactMessages/answered-2m-ago", data: contact({ createdAt: monthsBefore(13), answeredAt: monthsBefore(2) }) },
      { path: "ContactMessages/answered-13m-ago", data: contact({ createdAt: monthsBefore(25), answeredAt: monthsBefore(13) }) },
      { path: "ContactMessages/exactly-12m", data: contact({ createdAt: monthsBefore(12) }) },
      { path: "ContactMessages/a-minute-short", data: contact({ createdAt: monthsBefore(12, 60_000) }) },
      { path: "ContactMessages/last-month", data: contact({ createdAt: monthsBefore(1) }) },
      // Booking requests count from arrival, whenever they were answered.
      { path: "BookingRequests/gift-13m-answered-1m", data: booking({ createdAt: monthsBefore(13), answeredAt: monthsBefore(1) }) },
      { path: "BookingRequests/gift-11m", data: booking({ createdAt: monthsBefore(11) }) },
      { path: "BookingRequests/group-3y", data: booking({ mode: "group", createdAt: monthsBefore(36), groupSize: 2, participantNames: ["A Bakker", "B Bakker"] }) },
    ];
    await store(firestore, documents);
    const servicesBefore = await ids(firestore, "Services");
    const articlesBefore = await ids(firestore, "Articles");

    await runRetention(projectId);

    expect(await ids(firestore, "ContactMessages")).toEqual(["a-minute-short", "answered-2m-ago", "last-month"]);
    expect(await ids(firestore, "BookingRequests")).toEqual(["gift-11m"]);
    expect(await ids(firestore, "Services")).toEqual(servicesBefore);
    expect(await ids(firestore, "Articles")).toEqual(articlesBefore);

    const [entry] = await retentionEntries(firestore);
    expect(JSON.parse(String(entry!.after))).toEqual({ contactMessages: 3, bookingRequests: 2, appointments: 0, payments: 0, vouchers: 0, retentionAt: NIGHT.toISOString(), finished: true });
    const text = JSON.stringify(entry);
    for (const personal of ["marit", "anneke", "sanne", "Visser", "de Vries", "never-answered", "gift-13m", "+31"]) expect(text).not.toContain(personal);
  });

  it("a second run changes nothing, and still writes its entry counting nothing", async () => {
    const { projectId, firestore } = await seededProject("retention-twice");
    await store(firestore, [
      { path: "ContactMessages/old", data: contact({ createdAt: monthsBefore(14) }) },
      { path: "ContactMessages/recent", data: contact({ createdAt: monthsBefore(3) }) },
      { path: "BookingRequests/old", data: booking({ createdAt: monthsBefore(15) }) },
    ]);
    await runRetention(projectId);
    const after = await firestore.runQuery({ collection: "ContactMessages" });
    await runRetention(projectId);
    expect(await firestore.runQuery({ collection: "ContactMessages" })).toEqual(after);
    expect(await ids(firestore, "BookingRequests")).toEqual([]);
    const entries = await retentionEntries(firestore);
    expect(entries.map((entry) => JSON.parse(String(entry.after)))).toEqual([
      { contactMessages: 1, bookingRequests: 1, appointments: 0, payments: 0, vouchers: 0, retentionAt: NIGHT.toISOString(), finished: true },
      { contactMessages: 0, bookingRequests: 0, appointments: 0, payments: 0, vouchers: 0, retentionAt: NIGHT.toISOString(), finished: true },
    ]);
  });

  it("a run that fails halfway has deleted whole batches, says so in its entry, and the next run finishes the job", async () => {
    const { projectId, firestore } = await seededProject("retention-halfway");
    const due = RETENTION_LIMITS.batchSize + 60;
    await store(firestore, [
      ...Array.from({ length: due }, (_, index) => ({
        path: `ContactMessages/due-${String(index).padStart(3, "0")}`,
        data: contact({ createdAt: new Date(monthsBefore(13).getTime() + index * 1000) }),
      })),
      { path: "ContactMessages/kept", data: contact({ createdAt: monthsBefore(2) }) },
    ]);
    // The first commit goes through; every write after it fails, as Firestore going away would.
    await injectFault(projectId, { kind: "status", status: 503, calls: "write", after: 1 });
    await expect(runRetention(projectId)).rejects.toThrow();
    await clearFault(projectId);

    expect(await ids(firestore, "ContactMessages")).toHaveLength(60 + 1);
    const [stopped] = await retentionEntries(firestore);
    expect(JSON.parse(String(stopped!.after))).toMatchObject({ contactMessages: RETENTION_LIMITS.batchSize, finished: false });

    await runRetention(projectId);
    expect(await ids(firestore, "ContactMessages")).toEqual(["kept"]);
    const entries = await retentionEntries(firestore);
    expect(JSON.parse(String(entries.at(-1)!.after))).toMatchObject({ contactMessages: 60, bookingRequests: 0, finished: true });
  });

  it("deletes an appointment booked online 12 months after it, with its calendar entry and claims, and keeps a later one whole", async () => {
    const { projectId, firestore } = await seededProject("retention-appointments");
    const app = { firestore, log: () => {} };
    const book = (id: string, start: Date, name: string) =>
      createBooking(app, {
        id,
        mode: "self",
        service: { id: "in-person-color-analysis", name: "In-Person Colour Analysis", location: "studio" },
        people: 1,
        details: { name, email: `${name.split(" ")[0]!.toLowerCase()}@example.org`, phone: "+31 6 1234 5678", notes: "", guests: [] },
        start,
        minutes: 150,
        bufferMinutes: 30,
        status: "confirmed",
      });
    const hour = (at: Date, hours: number) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), hours));
    expect(await book("thirteen-months", hour(monthsBefore(13), 9), "Lotte Jansen")).toBe("created");
    expect(await book("eleven-months", hour(monthsBefore(11), 9), "Femke Bakker")).toBe("created");
    // Cancelled long ago: its entry and claims went then; the booking itself goes now.
    expect(await book("cancelled-14-months", hour(monthsBefore(14), 13), "Noor Smit")).toBe("created");
    expect(await cancelBooking(app, (await readBooking(app, "cancelled-14-months"))!, "visitor")).toBe("cancelled");
    const claimsOf = async (bookingId: string) => (await firestore.runQuery({ collection: "BookingClaims", where: [{ field: "bookingId", equals: bookingId }] })).length;
    expect(await claimsOf("thirteen-months")).toBe(12);

    await runRetention(projectId);

    expect(await ids(firestore, "Bookings")).toEqual(["eleven-months"]);
    expect(await ids(firestore, "CalendarEntries")).not.toContain("thirteen-months");
    expect(await ids(firestore, "CalendarEntries")).toContain("eleven-months");
    expect(await claimsOf("thirteen-months")).toBe(0);
    expect(await claimsOf("eleven-months")).toBe(12);

    const [entry] = await retentionEntries(firestore);
    expect(JSON.parse(String(entry!.after))).toEqual({ contactMessages: 0, bookingRequests: 0, appointments: 2, payments: 0, vouchers: 0, retentionAt: NIGHT.toISOString(), finished: true });
    const text = JSON.stringify(entry);
    for (const personal of ["lotte", "Jansen", "noor", "Smit", "thirteen-months", "cancelled-14", "+31"]) expect(text).not.toContain(personal);

    // The next run, a month on: nothing new is due until the eleven-month one turns twelve.
    await runRetention(projectId, addMonths(NIGHT, 1));
    expect(await ids(firestore, "Bookings")).toEqual(["eleven-months"]);
  });

  it("deletes payments 7 years after they were made and gift vouchers 7 years after they expired, keeps younger ones, and audits counts only", async () => {
    const { projectId, firestore } = await seededProject("retention-tax-records");
    const payment = (createdAt: Date) => ({
      purpose: "deposit",
      status: "paid",
      amountCents: 5000,
      currency: "EUR",
      description: "Deposit: In-Person Colour Analysis",
      provider: "mollie",
      providerId: "tr_RetentionTest1",
      bookingId: "long-gone",
      refunds: [],
      email: "marit@example.org",
      emailKeys: ["marit@example.org"],
      createdAt,
      updatedAt: createdAt,
    });
    const voucher = (issuedAt: Date, expiresAt: Date) => ({
      code: "ABCDEFGHJK12",
      status: "active",
      amountCents: 10000,
      balanceCents: 2500,
      currency: "EUR",
      buyerName: "Anneke Visser",
      buyerEmail: "anneke@example.org",
      recipientName: "Sanne de Boer",
      recipientEmail: "sanne@example.org",
      message: "Enjoy!",
      delivery: "email-recipient",
      paymentId: "bought",
      issuedAt,
      expiresAt,
      uses: [],
      emailKeys: ["anneke@example.org", "sanne@example.org"],
      printed: false,
    });
    await store(firestore, [
      { path: "Payments/paid-8-years-ago", data: payment(monthsBefore(96)) },
      { path: "Payments/paid-exactly-7-years-ago", data: payment(monthsBefore(84)) },
      { path: "Payments/paid-a-day-short-of-7-years", data: payment(monthsBefore(84, 86_400_000)) },
      { path: "Payments/paid-last-year", data: payment(monthsBefore(12)) },
      // Bought 9 years ago, expired 7 years and a month ago: due.
      { path: "Vouchers/expired-7-years-ago", data: voucher(monthsBefore(109), monthsBefore(85)) },
      // Bought 9 years ago too, but extended: expired only 6 years ago, so kept a year more.
      { path: "Vouchers/extended-expired-6-years-ago", data: voucher(monthsBefore(108), monthsBefore(72)) },
      { path: "Vouchers/still-valid", data: voucher(monthsBefore(6), addMonths(NIGHT, 18)) },
    ]);

    await runRetention(projectId);

    expect(await ids(firestore, "Payments")).toEqual(["paid-a-day-short-of-7-years", "paid-last-year"]);
    expect(await ids(firestore, "Vouchers")).toEqual(["extended-expired-6-years-ago", "still-valid"]);
    const [entry] = await retentionEntries(firestore);
    expect(JSON.parse(String(entry!.after))).toEqual({ contactMessages: 0, bookingRequests: 0, appointments: 0, payments: 2, vouchers: 1, retentionAt: NIGHT.toISOString(), finished: true });
    expect(String(entry!.document)).toContain("Payments, Vouchers");
    for (const personal of ["marit", "anneke", "Sanne", "ABCDEFGHJK12", "paid-8-years", "expired-7-years", "tr_"]) expect(JSON.stringify(entry)).not.toContain(personal);

    // A year on, the extended voucher's years are up too.
    await runRetention(projectId, addMonths(NIGHT, 12));
    expect(await ids(firestore, "Vouchers")).toEqual(["still-valid"]);
    expect(await ids(firestore, "Payments")).toEqual(["paid-last-year"]);
  });

  it("a message answered in the inbox starts its twelve months again, and the studio shows each request's deletion date", async () => {
    const { projectId, firestore } = await seededProject("retention-inbox");
    const editor = "retention-editor@plumandlinen.example";
    await grantStudioUser(firestore, editor);
    const cookie = await studioCookie(editor, firestore);
    const received = new Date(Date.now() - 30 * 86_400_000);
    await store(firestore, [{ path: "ContactMessages/to-answer", data: contact({ createdAt: received, status: "new" }) }]);
    const page = (html: string) => html.replace(/&#x27;/g, "'");
    const overrides = { FIRESTORE_PROJECT_ID: projectId, ...studioEnv };

    const list = page(await (await callWorker("/studio/inbox", overrides, { headers: { Cookie: cookie } })).text());
    const expected = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Amsterdam" });
    expect(list).toContain("Deleted on");
    expect(list).toContain(expected.format(addMonths(received, 12)));

    const before = page(await (await callWorker("/studio/inbox/contact/to-answer", overrides, { headers: { Cookie: cookie } })).text());
    expect(before).toContain("(not marked answered)");
    const updateTime = /name="updateTime" value="([^"]+)"/.exec(before)![1]!;
    const saved = await callWorker("/studio/inbox/contact/to-answer", overrides, {
      method: "POST",
      body: new URLSearchParams({ status: "done", note: "", answered: "on", updateTime }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: cookie },
    });
    expect(saved.status).toBe(302);
    const stored = decodeDocument((await firestore.getDocument("ContactMessages/to-answer"))!).data;
    const answeredAt = new Date(String(stored.answeredAt));
    expect(Date.now() - answeredAt.getTime()).toBeLessThan(60_000);
    expect(stored.answeredBy).toBe(editor);

    const after = page(await (await callWorker("/studio/inbox/contact/to-answer", overrides, { headers: { Cookie: cookie } })).text());
    expect(after).not.toContain("(not marked answered)");
    expect(after).toContain(expected.format(addMonths(answeredAt, 12)));
    // The job run for a year after arrival keeps it; a year after the reply, it goes.
    await runRetention(projectId, addMonths(received, 12));
    expect(await ids(firestore, "ContactMessages")).toEqual(["to-answer"]);
    await runRetention(projectId, addMonths(answeredAt, 12));
    expect(await ids(firestore, "ContactMessages")).toEqual([]);
  });
});
