import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sendEmail } from "~/email/send.server";
import { createFirestoreClient } from "~/firestore/client.server";
import { decodeDocument } from "~/firestore/codec";
import type { Env } from "~/platform/env.server";
import { readEmail, type ReadEmail } from "../support/read-email";
import { callWorker, emulatorHost } from "./support";

const STUDIO = "studio@plumandlinen.example";
const SITE_URL = "https://www.plumandlinen.example";
let client = 0;

type Sent = { to: string; from: string; email: ReadEmail; messageId: string };

/**
 * The real local STUDIO_EMAIL binding (Miniflare's simulation, which checks the message and the
 * destination address and writes it to a file), with each message it accepted recorded on the
 * way. Miniflare's local EmailMessage keeps the MIME text under "EmailMessage::raw"
 * (miniflare/dist/src/workers/email/email.worker.js).
 */
function recordingBinding() {
  const sent: Sent[] = [];
  const binding = {
    async send(message: EmailMessage) {
      const result = await env.STUDIO_EMAIL!.send(message);
      const raw = (message as unknown as Record<string, unknown>)["EmailMessage::raw"];
      if (typeof raw !== "string") throw new Error("the local EmailMessage no longer exposes its raw text");
      sent.push({ to: message.to, from: message.from, email: readEmail(raw), messageId: result.messageId });
      return result;
    },
  } as SendEmail;
  return { sent, binding };
}

/** Posts a form as a browser does, from an address of its own; waits for what the worker does after answering. */
async function post(path: string, submissionId: string, fields: Record<string, string>, overrides: Partial<Env>) {
  const response = await callWorker(path, overrides, {
    method: "POST",
    body: new URLSearchParams({ submissionId, page: path.replace(/\?.*/, ""), ...fields }),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://example.com",
      Host: "example.com",
      "CF-Connecting-IP": `198.51.100.${200 + (++client % 50)}`,
    },
  });
  await response.arrayBuffer();
  return response;
}

async function stored(path: string) {
  const firestore = createFirestoreClient({ projectId: "demo-colour-studio", emulatorHost: emulatorHost(), deadlineMs: 5000 });
  const document = await firestore.getDocument(path);
  return document ? decodeDocument(document).data : null;
}

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.org`;
const dateIn = (days: number) => new Date(Date.now() + (days + 2) * 86_400_000).toISOString().slice(0, 10);

const BOOKINGS = [
  {
    mode: "Just for me",
    path: "/service-booking?mode=self",
    page: "/service-booking",
    fields: { service: "digital-color-analysis", name: "Mila de Vries", preferredDate1: dateIn(5), notes: "Natural light please." },
    expected: ["Service: Digital Colour Analysis (digital-color-analysis)", "Notes:\n    Natural light please."],
  },
  {
    mode: "Gift session",
    path: "/gift-a-session",
    page: "/gift-a-session",
    fields: {
      service: "online-color-analysis",
      name: "Anneke Visser",
      recipientName: "Sanne de Boer",
      recipientEmail: "sanne@example.org",
      message: "Happy birthday!",
      voucherFormat: "email",
    },
    expected: ["Recipient's name: Sanne de Boer", "Recipient's email: sanne@example.org", "Voucher: email voucher", "Message for the voucher:\n    Happy birthday!"],
  },
  {
    mode: "Partner session",
    path: "/partner-session",
    page: "/partner-session",
    fields: { service: "in-person-color-analysis", name: "Joris Bakker", partnerName: "Eva Bakker", preferredDate1: dateIn(10) },
    expected: ["Partner's name: Eva Bakker", "Service: In-Person Colour Analysis (in-person-color-analysis)"],
  },
  {
    mode: "Group session",
    path: "/group-session",
    page: "/group-session",
    fields: {
      service: "in-person-color-analysis",
      name: "Fleur Jansen",
      preferredDate1: dateIn(20),
      groupSize: "3",
      participantNames: "Fleur Jansen\nNoor Smit\nLisa Mulder",
    },
    expected: ["Number of people: 3", "Everyone's names:\n    Fleur Jansen\n    Noor Smit\n    Lisa Mulder"],
  },
] as const;

describe("the studio is emailed about each new request", () => {
  it("a contact message: one email to the studio with the message, and the message is marked notified", async () => {
    const { sent, binding } = recordingBinding();
    const id = crypto.randomUUID();
    const email = unique("contact");
    const response = await post(
      "/contact",
      id,
      { name: "Ana Silva", email, whatsapp: "+31 6 1234 5678", message: "Hello!\nDo you also advise on glasses frames?" },
      { STUDIO_EMAIL: binding, SITE_URL },
    );
    expect(response.status).toBe(200);

    expect(sent).toHaveLength(1);
    const [{ to, from, email: read, messageId }] = sent as [Sent];
    expect(to).toBe(STUDIO);
    expect(from).toBe("website@plumandlinen.example");
    expect(messageId).toMatch(/@plumandlinen\.example>$/);
    expect(read.header("to")).toBe(`<${STUDIO}>`);
    expect(read.header("subject")).toBe("New contact message — Ana Silva");
    expect(read.header("reply-to")).toBe(`Ana Silva <${email}>`);
    for (const line of [
      "Name: Ana Silva",
      `Email: ${email}`,
      "WhatsApp: +31612345678",
      "Message:\n    Hello!\n    Do you also advise on glasses frames?",
      `Sent from: ${SITE_URL}/contact`,
      `In the studio: ${SITE_URL}/studio/inbox/contact/${id}`,
    ]) {
      expect(read.text).toContain(line);
    }

    const document = await stored(`ContactMessages/${id}`);
    expect(document).toMatchObject({ name: "Ana Silva", email, notified: true, status: "new" });
    expect(document).not.toHaveProperty("notifyError");
  });

  for (const booking of BOOKINGS) {
    it(`a booking request (${booking.mode}): one email to the studio with the request, and the request is marked notified`, async () => {
      const { sent, binding } = recordingBinding();
      const id = crypto.randomUUID();
      const email = unique("booking");
      const response = await post(booking.path, id, { ...booking.fields, email, phone: "+31 20 123 4567" }, { STUDIO_EMAIL: binding, SITE_URL });
      expect(response.status).toBe(200);

      expect(sent).toHaveLength(1);
      const [{ to, email: read }] = sent as [Sent];
      expect(to).toBe(STUDIO);
      expect(read.header("subject")).toBe(`New booking request: ${booking.mode} — ${booking.fields.name}`);
      expect(read.header("reply-to")).toBe(`${booking.fields.name} <${email}>`);
      for (const line of [
        `Mode: ${booking.mode}`,
        `Name: ${booking.fields.name}`,
        `Email: ${email}`,
        "Phone: +31201234567",
        ...booking.expected,
        `Sent from: ${SITE_URL}${booking.page}`,
        `In the studio: ${SITE_URL}/studio/inbox/booking/${id}`,
      ]) {
        expect(read.text).toContain(line);
      }

      const document = await stored(`BookingRequests/${id}`);
      expect(document).toMatchObject({ email, notified: true, status: "new" });
      expect(document).not.toHaveProperty("notifyError");
    });
  }

  it("a request sent twice is stored once and emailed once", async () => {
    const { sent, binding } = recordingBinding();
    const id = crypto.randomUUID();
    const fields = { name: "Ana Silva", email: unique("twice"), message: "Sent twice by a double click." };
    expect((await post("/contact", id, fields, { STUDIO_EMAIL: binding })).status).toBe(200);
    expect((await post("/contact", id, fields, { STUDIO_EMAIL: binding })).status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it("a form sent back for another look emails nothing", async () => {
    const { sent, binding } = recordingBinding();
    const response = await post("/contact", crypto.randomUUID(), { name: "Ana Silva", email: "not-an-email", message: "Hello there!" }, { STUDIO_EMAIL: binding });
    expect(response.status).toBe(400);
    expect(sent).toHaveLength(0);
  });
});

describe("a request is kept when its email fails", () => {
  it("with a binding that throws, the message is stored and stays notified: false with the reason", async () => {
    const failing = { send: () => Promise.reject(new Error("Email Routing is not enabled on this zone")) } as SendEmail;
    const id = crypto.randomUUID();
    const email = unique("failing");
    const response = await post("/contact", id, { name: "Ana Silva", email, message: "Will this still arrive?" }, { STUDIO_EMAIL: failing });
    expect(response.status).toBe(200);
    expect(await stored(`ContactMessages/${id}`)).toMatchObject({
      email,
      message: "Will this still arrive?",
      notified: false,
      notifyError: "Email Routing is not enabled on this zone",
    });
  });

  it("with a booking and a binding that throws, the request is stored and stays notified: false with the reason", async () => {
    const failing = { send: () => Promise.reject(new Error("destination address not verified")) } as SendEmail;
    const id = crypto.randomUUID();
    const response = await post("/partner-session", id, { ...BOOKINGS[2].fields, email: unique("failing") }, { STUDIO_EMAIL: failing });
    expect(response.status).toBe(200);
    expect(await stored(`BookingRequests/${id}`)).toMatchObject({ partnerName: "Eva Bakker", notified: false, notifyError: "destination address not verified" });
  });

  it("when the real binding refuses an address it may not send to, the reason is recorded", async () => {
    const id = crypto.randomUUID();
    const response = await post(
      "/contact",
      id,
      { name: "Ana Silva", email: unique("refused"), message: "To the wrong studio address." },
      { STUDIO_NOTIFY_EMAIL: "someone-else@example.org" },
    );
    expect(response.status).toBe(200);
    expect(await stored(`ContactMessages/${id}`)).toMatchObject({ notified: false, notifyError: expect.stringContaining("someone-else@example.org not allowed") });
  });

  it("without the binding, the message is stored and the reason says what is missing", async () => {
    const id = crypto.randomUUID();
    const response = await post("/contact", id, { name: "Ana Silva", email: unique("unbound"), message: "No binding at all here." }, { STUDIO_EMAIL: undefined });
    expect(response.status).toBe(200);
    expect(await stored(`ContactMessages/${id}`)).toMatchObject({ notified: false, notifyError: expect.stringContaining("STUDIO_EMAIL") });
  });

  it("a binding that never answers is given up at the deadline, as a failure with its reason", async () => {
    const hanging = { send: () => new Promise(() => {}) } as SendEmail;
    const started = Date.now();
    const result = await sendEmail(hanging, { from: "website-test@plumandlinen.example", to: STUDIO, raw: "unused" }, 200);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("took longer than 200 ms") });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
