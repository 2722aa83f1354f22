import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createFirestoreClient } from "~/firestore/client.server";
import { callWorker, emulatorHost } from "./support";

const SITE = "https://example.com";
let client = 0;

function tomorrowPlus(days: number) {
  return new Date(Date.now() + (days + 2) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Posts a form as a browser does when it sends a form back (the id it was given; a new one unless
 * given), each test from its own address so rate limits do not mix. The studio sells nothing
 * online here (no MOLLIE_API_KEY): its gift page is the request form these tests are about.
 */
function post(path: string, fields: Record<string, string>, ip = `198.51.100.${++client}`) {
  return callWorker(path, { MOLLIE_API_KEY: undefined }, {
    method: "POST",
    body: new URLSearchParams({ submissionId: crypto.randomUUID(), ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", "CF-Connecting-IP": ip },
  });
}

async function storedRequest(email: string) {
  const firestore = createFirestoreClient({ projectId: "demo-colour-studio", emulatorHost: emulatorHost(), deadlineMs: 5000 });
  const docs = await firestore.runQuery({ collection: "BookingRequests", where: [{ field: "email", equals: email }] });
  return docs;
}

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.org`;

/** A gift voucher request from `email`, carrying `submissionId` as the form sent it. */
const giftRequest = (email: string, submissionId: string) => ({
  submissionId,
  service: "online-color-analysis",
  name: "Anneke Visser",
  email,
  recipientName: "Sanne de Boer",
  recipientEmail: "sanne@example.org",
  voucherFormat: "email",
});

describe("booking requests", () => {
  it("a request sent twice with the same submission id is stored once and confirmed both times", async () => {
    const email = unique("twice");
    const fields = {
      submissionId: crypto.randomUUID(),
      service: "digital-color-analysis",
      name: "Femke Jansen",
      email,
      preferredDate1: tomorrowPlus(5),
    };
    const first = await post("/service-booking", fields);
    const second = await post("/service-booking", fields);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("your request is with us");
    }
    const docs = await storedRequest(email);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.name.endsWith(`/BookingRequests/${fields.submissionId}`)).toBe(true);
  });

  it("a post without a submission id (as every booking page sends it) is stored once, however often it is sent", async () => {
    const email = unique("no-id");
    const fields = giftRequest(email, "");
    for (const ip of ["198.51.100.201", "198.51.100.201"]) {
      const response = await post("/gift-a-session", fields, ip);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("your request is with us");
    }
    const docs = await storedRequest(email);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.name).toMatch(/\/BookingRequests\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // Someone else sending the same form gets a request of their own.
    const other = unique("other");
    expect((await post("/gift-a-session", { ...fields, email: other }, "198.51.100.202")).status).toBe(200);
    expect(await storedRequest(other)).toHaveLength(1);
  });

  it("a post with a submission id the site could not have made is sent back with what was typed and nothing stored", async () => {
    const email = unique("forged-id");
    const response = await post("/gift-a-session", giftRequest(email, "../ContactMessages/x"));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("This form was out of date");
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain('name="submissionId"');
    expect(await storedRequest(email)).toHaveLength(0);
  });

  it("no booking page carries a submission id: every visitor gets the same page", async () => {
    for (const path of ["/gift-a-session", "/partner-session", "/group-session", "/service-booking?mode=self"]) {
      const html = await (await SELF.fetch(`${SITE}${path}`)).text();
      expect(html, path).toContain("<form");
      expect(html, path).not.toContain('name="submissionId"');
    }
  });

  it("a gift request is stored and confirmed with what was asked for", async () => {
    const email = unique("giver");
    const response = await post("/gift-a-session", {
      service: "online-color-analysis",
      name: "Anneke Visser",
      email,
      recipientName: "Sanne de Boer",
      recipientEmail: "sanne@example.org",
      message: "Happy birthday! Time to find your colours.",
      voucherFormat: "email",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("your request is with us");
    expect(html).toContain("Sanne de Boer");
    expect(html).toContain("Online Colour Analysis");
    const docs = await storedRequest(email);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.fields?.mode).toEqual({ stringValue: "gift" });
    expect(docs[0]!.fields?.recipientName).toEqual({ stringValue: "Sanne de Boer" });
  });

  it("a partner request needs both names", async () => {
    const email = unique("couple");
    const fields = { service: "in-person-color-analysis", name: "Joris Bakker", email, preferredDate1: tomorrowPlus(10) };
    const missing = await post("/partner-session", fields);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Enter your partner&#x27;s name.");
    const ok = await post("/partner-session", { ...fields, partnerName: "Eva Bakker" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Joris Bakker, Eva Bakker");
    expect(await storedRequest(email)).toHaveLength(1);
  });

  it("a group request needs 2 to 6 people and one name per person", async () => {
    const email = unique("group");
    const base = { service: "in-person-color-analysis", name: "Fleur Jansen", email, preferredDate1: tomorrowPlus(20) };
    const tooMany = await post("/group-session", { ...base, groupSize: "7", participantNames: "A1\nB2" });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain("A group is 2 to 6 people.");
    const mismatch = await post("/group-session", { ...base, groupSize: "3", participantNames: "Fleur Jansen\nNoor Smit" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("the number of names must match the group size");
    const ok = await post("/group-session", { ...base, groupSize: "3", participantNames: "Fleur Jansen\nNoor Smit\nLisa Mulder" });
    expect(ok.status).toBe(200);
    const docs = await storedRequest(email);
    expect(docs[0]!.fields?.groupSize).toEqual({ integerValue: "3" });
  });

  it("a just-for-me request from /service-booking is stored", async () => {
    const email = unique("self");
    const response = await post("/service-booking?mode=self", {
      service: "digital-color-analysis",
      name: "Mila de Vries",
      email,
      preferredDate1: tomorrowPlus(5),
    });
    expect(response.status).toBe(200);
    expect(await storedRequest(email)).toHaveLength(1);
  });

  it("keeps what was typed and marks each wrong field, with 400", async () => {
    const response = await post("/partner-session", {
      service: "in-person-color-analysis",
      name: "J",
      email: "not-an-email",
      partnerName: "Eva Bakker",
      preferredDate1: "2001-01-01",
      notes: "Mornings are best for us",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Your name needs at least 2 characters.");
    expect(html).toContain("Enter a valid email address, like name@example.com.");
    expect(html).toContain("Choose a date from tomorrow onwards.");
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain("Mornings are best for us");
  });

  it("refuses a service that is not offered in the mode", async () => {
    const response = await post("/group-session", {
      service: "digital-color-analysis",
      name: "Fleur Jansen",
      email: unique("wrong"),
      preferredDate1: tomorrowPlus(3),
      groupSize: "2",
      participantNames: "Fleur Jansen\nNoor Smit",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose one of the analyses listed.");
  });

  it("drops a post whose honeypot is filled, without storing it", async () => {
    const email = unique("bot");
    const response = await post("/service-booking", {
      service: "digital-color-analysis",
      name: "Spam Bot",
      email,
      preferredDate1: tomorrowPlus(5),
      company_website: "https://spam.example",
    });
    expect(response.status).toBe(200);
    expect(await storedRequest(email)).toHaveLength(0);
  });
});
