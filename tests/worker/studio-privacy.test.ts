import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import type { FirestoreClient } from "~/firestore/client.server";
import { newVoucherCode } from "~/models/voucher-code";
import { callWorker, seededProject } from "./support";
import { clearFault, injectFault } from "./support/faults";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";

const SITE = "https://example.com";
const ADMIN = "privacy-admin@plumandlinen.example";
const EDITOR = "privacy-editor@plumandlinen.example";

type Project = { projectId: string; firestore: FirestoreClient; admin: string; editor: string };

async function privacyProject(name: string): Promise<Project> {
  const { projectId, firestore } = await seededProject(name);
  await Promise.all([grantStudioUser(firestore, ADMIN, "admin"), grantStudioUser(firestore, EDITOR)]);
  return { projectId, firestore, admin: await studioCookie(ADMIN, firestore), editor: await studioCookie(EDITOR, firestore) };
}

function post(project: Project, fields: Array<[string, string]> | Record<string, string>, cookie = project.admin, path = "/studio/privacy") {
  return callWorker(
    path,
    { FIRESTORE_PROJECT_ID: project.projectId, ...studioEnv },
    {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: cookie },
    },
  );
}

const text = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** The person the tests ask about: a contact message, a booking for herself, and a gift someone else booked for her. */
const PERSON = "Sanne.de.Boer@Example.org";
const documents = {
  "ContactMessages/sanne-question": {
    name: "Sanne de Boer",
    email: "sanne.de.boer@example.org",
    emailKeys: ["sanne.de.boer@example.org"],
    message: "Do you offer evening appointments for a partner session?",
    whatsapp: "+31 6 5555 0101",
    page: "/contact",
    status: "done",
    note: "Replied with Thursday evenings.",
    notified: true,
    createdAt: new Date("2026-10-02T09:00:00Z"),
  },
  // Stored before `emailKeys` existed: found by the address as typed.
  "BookingRequests/sanne-own": {
    mode: "couple",
    service: "in-person-color-analysis",
    serviceName: "In-person Colour Analysis",
    name: "Sanne de Boer",
    email: "Sanne.de.Boer@Example.org",
    partnerName: "Joris de Boer",
    preferredDate1: "2026-12-03",
    status: "new",
    notified: false,
    notifyError: "the email binding refused the message",
    createdAt: new Date("2026-10-05T12:00:00Z"),
  },
  "BookingRequests/gift-for-sanne": {
    mode: "gift",
    service: "online-color-analysis",
    serviceName: "Online Colour Analysis",
    name: "Anneke Visser",
    email: "anneke@example.org",
    recipientName: "Sanne de Boer",
    recipientEmail: "sanne.de.boer@example.org",
    emailKeys: ["anneke@example.org", "sanne.de.boer@example.org"],
    voucherFormat: "email",
    status: "in-progress",
    notified: true,
    createdAt: new Date("2026-10-07T15:30:00Z"),
  },
  // Someone else entirely: never shown, never touched.
  "ContactMessages/someone-else": {
    name: "Marit de Vries",
    email: "marit@example.org",
    emailKeys: ["marit@example.org"],
    message: "Is the studio reachable by train from Amersfoort?",
    status: "new",
    notified: true,
    createdAt: new Date("2026-10-03T08:00:00Z"),
  },
};

async function store(firestore: FirestoreClient) {
  await firestore.commit(Object.entries(documents).map(([path, data]) => ({ path, data })));
}

const hiddenRecords = (html: string) => [...html.matchAll(/name="record" value="([^"]+)"/g)].map((match) => ["record", match[1]!] as [string, string]);

describe("the studio's privacy requests (access and erasure for one person)", () => {
  it("finds everything about an address in any letter case (as sender, and as a gift's recipient: only the recipient's part), and nothing of anyone else", async () => {
    const project = await privacyProject("privacy-find");
    await store(project.firestore);
    const response = await post(project, { intent: "find", email: PERSON });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = text(await response.text());
    expect(html).toContain("1 contact message and 1 booking request they sent, and 1 gift request someone else sent that names them as the recipient");
    for (const shown of ["Do you offer evening appointments", "Replied with Thursday evenings.", "Joris de Boer", "the email binding refused the message", "A gift that names them"]) {
      expect(html).toContain(shown);
    }
    // The giver's details are the giver's: not shown to, downloaded for or erased for the recipient.
    for (const givers of ["Anneke Visser", "anneke@example.org"]) expect(html).not.toContain(givers);
    // A partner is named without an address: the page says no search by address can find him.
    expect(html).toContain("People this page could not search for");
    expect(html).toContain("Joris de Boer, named as a partner");
    expect(html).not.toContain("Marit de Vries");
    expect(html).toContain("Emails are outside this website");
    expect(html).toContain("studio@plumandlinen.example");

    // Requests stored with their address keys are found in any letter case; the one stored before
    // them only as it was typed (or in lower case).
    const anyCase = text(await (await post(project, { intent: "find", email: "  sanne.DE.boer@example.ORG " })).text());
    expect(anyCase).toContain("1 contact message and 0 booking requests they sent, and 1 gift request someone else sent that names them as the recipient,");
    expect(anyCase).toContain("A gift that names them");
    expect(anyCase).not.toContain("Joris de Boer");
  });

  it("downloads the same data as JSON: every stored field of what she sent, only her part of a gift that names her, and where the emails are", async () => {
    const project = await privacyProject("privacy-download");
    await store(project.firestore);
    const response = await post(project, { email: PERSON }, project.admin, "/studio/privacy/download");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const exported = (await response.json()) as { contactMessages: Array<Record<string, unknown>>; bookingRequests: Array<Record<string, unknown>>; giftsNamingYou: Array<Record<string, unknown>>; notStoredHere: string };
    expect(exported.contactMessages).toEqual([
      expect.objectContaining({ id: "sanne-question", message: documents["ContactMessages/sanne-question"].message, note: "Replied with Thursday evenings.", notified: true }),
    ]);
    expect(exported.bookingRequests.map((request) => request.id)).toEqual(["sanne-own"]);
    expect(exported.giftsNamingYou).toEqual([
      { id: "gift-for-sanne", about: "A gift booking request someone else sent names you as the recipient.", receivedAt: expect.stringMatching(/^2026-10-07T15:30:00/), recipientName: "Sanne de Boer", recipientEmail: "sanne.de.boer@example.org" },
    ]);
    for (const givers of ["Anneke", "anneke@example.org", "online-color-analysis", "in-progress"]) expect(JSON.stringify(exported.giftsNamingYou)).not.toContain(givers);
    expect(exported.bookingRequests.find((request) => request.id === "sanne-own")).toMatchObject({ partnerName: "Joris de Boer", notifyError: "the email binding refused the message" });
    expect(exported.notStoredHere).toContain("studio@plumandlinen.example");
    expect(JSON.stringify(exported)).not.toContain("Marit");
  });

  it("erases after a confirmation: what the person sent goes, her name and address leave the gift another sent (which stays), nothing else changes, and the audit holds counts only", async () => {
    const project = await privacyProject("privacy-erase");
    await store(project.firestore);
    const confirm = text(await (await post(project, { intent: "confirm", email: PERSON })).text());
    expect(confirm).toContain("Erase everything about Sanne.de.Boer@Example.org?");
    expect(confirm).toContain("It cannot be undone");
    // Nothing is gone until the confirmation is sent.
    expect((await project.firestore.runQuery({ collection: "BookingRequests" })).length).toBe(2);

    const erased = await post(project, [["intent", "erase"], ["email", PERSON], ...hiddenRecords(confirm)]);
    expect(erased.status).toBe(200);
    expect(text(await erased.text())).toContain("Erased 1 contact message and 1 booking request, and took their name and address out of 1 gift request someone else sent");

    const bookings = await project.firestore.runQuery({ collection: "BookingRequests" });
    expect(bookings.map((doc) => decodeDocument(doc).id)).toEqual(["gift-for-sanne"]);
    const gift = decodeDocument(bookings[0]!).data;
    expect(gift).toMatchObject({ mode: "gift", name: "Anneke Visser", email: "anneke@example.org", emailKeys: ["anneke@example.org"], status: "in-progress" });
    expect(gift).not.toHaveProperty("recipientName");
    expect(gift).not.toHaveProperty("recipientEmail");
    const left = await project.firestore.runQuery({ collection: "ContactMessages" });
    expect(left.map((doc) => decodeDocument(doc).id)).toEqual(["someone-else"]);

    const again = text(await (await post(project, { intent: "find", email: PERSON })).text());
    expect(again).toContain("This website stores nothing about Sanne.de.Boer@Example.org");

    const audit = await project.firestore.runQuery({ collection: "StudioAudit", where: [{ field: "action", equals: "Erased one person's data at their request" }] });
    expect(audit).toHaveLength(1);
    const entry = decodeDocument(audit[0]!).data;
    expect(entry.actor).toBe(ADMIN);
    expect(JSON.parse(String(entry.after))).toEqual({ contactMessages: 1, bookingRequests: 1, giftsTakenOutOf: 1, appointments: 0, digitalAnalysisOrders: 0, paletteResults: 0, paymentsKept: 0, vouchersKept: 0 });
    for (const personal of ["sanne", "Sanne", "Boer", "Joris", "Anneke", "sanne-question", "gift-for-sanne"]) expect(JSON.stringify(entry)).not.toContain(personal);
  });

  it("asks again when something about the person arrived after the confirmation was shown", async () => {
    const project = await privacyProject("privacy-changed");
    await store(project.firestore);
    const confirm = text(await (await post(project, { intent: "confirm", email: PERSON })).text());
    await project.firestore.createDocument("ContactMessages/sanne-late", { ...documents["ContactMessages/sanne-question"], message: "One more question about my date." });
    const refused = await post(project, [["intent", "erase"], ["email", PERSON], ...hiddenRecords(confirm)]);
    expect(refused.status).toBe(409);
    const html = text(await refused.text());
    expect(html).toContain("changed since you looked");
    expect(hiddenRecords(html)).toHaveLength(4);
    expect((await project.firestore.runQuery({ collection: "ContactMessages" })).length).toBe(3);
  });

  it("an erasure that fails halfway can be run again and finishes the job", async () => {
    const project = await privacyProject("privacy-halfway");
    // More than one batch: 230 messages from the person.
    const many = Array.from({ length: 230 }, (_, index) => ({
      path: `ContactMessages/sanne-${String(index).padStart(3, "0")}`,
      data: { ...documents["ContactMessages/sanne-question"], createdAt: new Date(Date.UTC(2026, 9, 2, 9, 0, index)) },
    }));
    await project.firestore.commit(many.map(({ path, data }) => ({ path, data })));
    await project.firestore.createDocument("ContactMessages/someone-else", documents["ContactMessages/someone-else"]);
    const confirm = text(await (await post(project, { intent: "confirm", email: PERSON })).text());
    expect(hiddenRecords(confirm)).toHaveLength(230);

    await injectFault(project.projectId, { kind: "status", status: 503, calls: "write", after: 1 });
    const failed = await post(project, [["intent", "erase"], ["email", PERSON], ...hiddenRecords(confirm)]);
    await clearFault(project.projectId);
    expect(failed.status).toBe(503);
    expect((await project.firestore.runQuery({ collection: "ContactMessages" })).length).toBe(230 - 200 + 1);

    const finished = await post(project, [["intent", "erase"], ["email", PERSON], ...hiddenRecords(confirm)]);
    expect(finished.status).toBe(200);
    expect(text(await finished.text())).toContain("Erased 30 contact messages and 0 booking requests");
    const left = await project.firestore.runQuery({ collection: "ContactMessages" });
    expect(left.map((doc) => decodeDocument(doc).id)).toEqual(["someone-else"]);
  });

  it("answers an unknown address with 'nothing stored', a bad one with 400 beside the field, and editors with 403", async () => {
    const project = await privacyProject("privacy-input");
    await store(project.firestore);
    const nothing = text(await (await post(project, { intent: "find", email: "nobody@example.net" })).text());
    expect(nothing).toContain("Nothing stored");
    expect(nothing).toContain("This website stores nothing about nobody@example.net");

    for (const email of ["", "not-an-address", "a@b", `${"x".repeat(250)}@example.org`]) {
      const refused = await post(project, { intent: "find", email });
      expect(refused.status).toBe(400);
      expect(text(await refused.text())).toMatch(/Enter the email address the person wrote from\.|Enter a whole email address|too long/);
    }
    expect((await post(project, { intent: "drop-everything", email: PERSON })).status).toBe(400);
    // An erase with no confirmation of what was seen erases nothing.
    expect((await post(project, { intent: "erase", email: PERSON })).status).toBe(409);
    expect((await project.firestore.runQuery({ collection: "BookingRequests" })).length).toBe(2);

    const editorGet = await callWorker("/studio/privacy", { FIRESTORE_PROJECT_ID: project.projectId, ...studioEnv }, { headers: { Cookie: project.editor } });
    expect(editorGet.status).toBe(403);
    expect((await post(project, { intent: "erase", email: PERSON }, project.editor)).status).toBe(403);
    expect((await post(project, { email: PERSON }, project.editor, "/studio/privacy/download")).status).toBe(403);
    expect((await post(project, { email: "not-an-address" }, project.admin, "/studio/privacy/download")).status).toBe(400);
    expect((await project.firestore.runQuery({ collection: "BookingRequests" })).length).toBe(2);
  });
});

describe("payments and gift vouchers in a privacy request", () => {
  /** Her deposit, and a voucher Anneke bought for her, with its payment: the tax law's records. */
  const code = newVoucherCode();
  const records = {
    "Payments/sanne-deposit": {
      purpose: "deposit",
      status: "paid",
      amountCents: 5000,
      currency: "EUR",
      description: "Deposit: In-Person Colour Analysis, 3 Dec 2026",
      provider: "mollie",
      providerId: "tr_SanneDeposit1",
      bookingId: "sanne-booking",
      refunds: [{ providerId: "re_SanneRefund1", amountCents: 2000, status: "refunded", reason: "by-hand", by: ADMIN, at: new Date("2026-11-20T10:00:00Z") }],
      email: "Sanne.de.Boer@Example.org",
      emailKeys: ["sanne.de.boer@example.org"],
      method: "ideal",
      createdAt: new Date("2026-11-01T09:00:00Z"),
      updatedAt: new Date("2026-11-20T10:00:00Z"),
      paidAt: new Date("2026-11-01T09:02:00Z"),
    },
    "Payments/anneke-voucher": {
      purpose: "voucher",
      status: "paid",
      amountCents: 24500,
      currency: "EUR",
      description: "Gift voucher",
      provider: "mollie",
      providerId: "tr_AnnekeVoucher1",
      bookingId: "",
      order: { buyerName: "Anneke Visser", buyerEmail: "anneke@example.org", recipientName: "Sanne de Boer", recipientEmail: "sanne.de.boer@example.org", message: "Happy birthday, dear Sanne!", delivery: "email-recipient", serviceName: "" },
      voucherCode: code,
      refunds: [],
      email: "anneke@example.org",
      emailKeys: ["anneke@example.org", "sanne.de.boer@example.org"],
      method: "creditcard",
      createdAt: new Date("2026-10-20T18:00:00Z"),
      updatedAt: new Date("2026-10-20T18:01:00Z"),
    },
    [`Vouchers/${code}`]: {
      code,
      status: "active",
      amountCents: 24500,
      balanceCents: 24500,
      currency: "EUR",
      buyerName: "Anneke Visser",
      buyerEmail: "anneke@example.org",
      recipientName: "Sanne de Boer",
      recipientEmail: "sanne.de.boer@example.org",
      message: "Happy birthday, dear Sanne!",
      delivery: "email-recipient",
      serviceName: "",
      paymentId: "anneke-voucher",
      issuedAt: new Date("2026-10-20T18:01:00Z"),
      expiresAt: new Date("2028-10-20T18:01:00Z"),
      uses: [],
      emailKeys: ["anneke@example.org", "sanne.de.boer@example.org"],
      printed: false,
    },
  };
  const KEPT = "Kept: 2 payment records and 1 gift voucher, which the law requires us to keep for 7 years";

  async function storeAll(project: Project) {
    await store(project.firestore);
    await project.firestore.commit(Object.entries(records).map(([path, data]) => ({ path, data })));
  }

  it("finds her payments and vouchers by her address, only her part of a voucher someone else bought her, and says they are kept", async () => {
    const project = await privacyProject("privacy-payments-find");
    await storeAll(project);
    const html = text(await (await post(project, { intent: "find", email: PERSON })).text());
    expect(html).toContain(KEPT);
    expect(html).toContain("Every payment that names this address");
    expect(html).toContain("Every gift voucher that names this address");
    for (const shown of ["Deposit", "€50", "€20", "Gift voucher bought for them", "€245", code.slice(0, 4), "Recipient", "20 Oct 2028"]) expect(html).toContain(shown);
    // Kept 7 years from the payment: 1 Nov 2033. The voucher 7 years from its expiry: 20 Oct 2035.
    expect(html).toContain("1 Nov 2033");
    expect(html).toContain("20 Oct 2035");
    for (const givers of ["Anneke", "anneke@example.org", "Happy birthday"]) expect(html).not.toContain(givers);
  });

  it("downloads her payments and vouchers: hers whole, of Anneke's purchase only her part", async () => {
    const project = await privacyProject("privacy-payments-download");
    await storeAll(project);
    const response = await post(project, { email: PERSON }, project.admin, "/studio/privacy/download");
    const exported = (await response.json()) as { payments: Array<Record<string, unknown>>; giftVouchers: Array<Record<string, unknown>>; keptByLaw: string };
    expect(exported.payments.map((payment) => payment.id)).toEqual(["sanne-deposit", "anneke-voucher"]);
    expect(exported.payments[0]).toMatchObject({ purpose: "deposit", amountCents: 5000, providerId: "tr_SanneDeposit1", method: "ideal", refunds: [{ amountCents: 2000, reason: "by-hand" }] });
    expect(exported.payments[1]).toMatchObject({ about: expect.stringContaining("names you as the recipient"), purpose: "voucher", amountCents: 24500, voucherCode: code, recipientName: "Sanne de Boer" });
    expect(exported.giftVouchers).toEqual([expect.objectContaining({ code, amountCents: 24500, balanceCents: 24500, recipientName: "Sanne de Boer", recipientEmail: "sanne.de.boer@example.org" })]);
    expect(exported.keptByLaw).toContain("7 years (Dutch tax law)");
    for (const givers of ["Anneke", "anneke@example.org", "Happy birthday", "creditcard"]) expect(JSON.stringify(exported)).not.toContain(givers);
  });

  it("erases the rest and keeps her payments and vouchers, saying so on the confirmation, in the result and in the audit's counts", async () => {
    const project = await privacyProject("privacy-payments-erase");
    await storeAll(project);
    const confirm = text(await (await post(project, { intent: "confirm", email: PERSON })).text());
    expect(confirm).toContain(KEPT);
    expect(hiddenRecords(confirm).map(([, path]) => path).sort()).toEqual(["BookingRequests/gift-for-sanne", "BookingRequests/sanne-own", "ContactMessages/sanne-question"]);

    const erased = await post(project, [["intent", "erase"], ["email", PERSON], ...hiddenRecords(confirm)]);
    expect(erased.status).toBe(200);
    const html = text(await erased.text());
    expect(html).toContain("Erased 1 contact message and 1 booking request");
    expect(html).toContain(`${KEPT} (Dutch tax law, article 52 of the AWR)`);
    expect(html).toContain("Nothing else about Sanne.de.Boer@Example.org is stored on this website.");

    const ids = async (collection: string) => (await project.firestore.runQuery({ collection })).map((doc) => decodeDocument(doc).id).sort();
    expect(await ids("Payments")).toEqual(["anneke-voucher", "sanne-deposit"]);
    expect(await ids("Vouchers")).toEqual([code]);
    expect(await ids("ContactMessages")).toEqual(["someone-else"]);

    const audit = await project.firestore.runQuery({ collection: "StudioAudit", where: [{ field: "action", equals: "Erased one person's data at their request" }] });
    expect(JSON.parse(String(decodeDocument(audit[0]!).data.after))).toEqual({ contactMessages: 1, bookingRequests: 1, giftsTakenOutOf: 1, appointments: 0, digitalAnalysisOrders: 0, paletteResults: 0, paymentsKept: 2, vouchersKept: 1 });

    // Found again, only what the law keeps is left, and it cannot be erased from here.
    const again = text(await (await post(project, { intent: "find", email: PERSON })).text());
    expect(again).toContain(KEPT);
    expect(again).not.toContain("Erase all of it");
  });
});
