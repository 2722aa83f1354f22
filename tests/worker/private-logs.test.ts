import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callWorker, seededProject } from "./support";
import { clearFault, injectFault } from "./support/faults";

const SITE = "https://example.com";
const tomorrowPlus = (days: number) => new Date(Date.now() + (days + 2) * 86_400_000).toISOString().slice(0, 10);

/** What visitors type: none of it may reach a log line. */
const PERSONAL = {
  names: ["Wilhelmina Oosterhuis", "Cornelis Vermeulen", "Hendrikje Zwanenburg", "Bartholomeus Kroon", "Geertruida Wolters", "Jacoba Ruisdael"],
  emails: ["wilhelmina.oosterhuis@example.org", "cornelis.vermeulen@example.net", "hendrikje@example.com", "b.kroon@example.org"],
  phones: ["+31 6 2468 1357", "+44 7700 900123"],
  messages: ["My wardrobe is all black and I would love to know whether charcoal suits me better", "A birthday surprise for my sister, please keep it secret"],
  addresses: ["203.0.113.177", "198.51.100.231", "2001:db8:4006:812::200e"],
};

function post(projectId: string, path: string, fields: Record<string, string>, ip: string, overrides: Record<string, string> = {}) {
  return callWorker(
    path,
    { FIRESTORE_PROJECT_ID: projectId, ...overrides },
    {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", "CF-Connecting-IP": ip },
    },
  );
}

describe("the worker's logs hold no visitor's personal data", () => {
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it("the contact form and every booking mode, sent well, sent wrong and while Firestore fails, log none of what was typed", async () => {
    const { projectId } = await seededProject("private-logs");
    const [wilhelmina, cornelis, hendrikje, bartholomeus, geertruida, jacoba] = PERSONAL.names as [string, string, string, string, string, string];
    const [mailW, mailC, mailH, mailB] = PERSONAL.emails as [string, string, string, string];
    const [phone1, phone2] = PERSONAL.phones as [string, string];
    const [message1, message2] = PERSONAL.messages as [string, string];
    const [ip4, ip4b, ip6] = PERSONAL.addresses as [string, string, string];
    const date = tomorrowPlus(9);
    const forms: Array<[string, Record<string, string>]> = [
      ["/contact", { name: wilhelmina, email: mailW, message: message1, whatsapp: phone1 }],
      ["/service-booking", { service: "in-person-color-analysis", name: cornelis, email: mailC, phone: phone2, preferredDate1: date, notes: message1 }],
      [
        "/gift-a-session",
        { service: "online-color-analysis", name: hendrikje, email: mailH, recipientName: bartholomeus, recipientEmail: mailB, voucherFormat: "printed", postalAddress: "Oudegracht 212, 3511 NR Utrecht", message: message2 },
      ],
      ["/partner-session", { service: "in-person-color-analysis", name: geertruida, email: mailC, phone: phone1, partnerName: jacoba, preferredDate1: date }],
      ["/group-session", { service: "in-person-color-analysis", name: jacoba, email: mailW, groupSize: "2", participantNames: `${jacoba}\n${wilhelmina}`, preferredDate1: date }],
    ];

    // Each stored, and the studio emailed; then each refused for a field (400); then each while Firestore refuses writes.
    for (const [index, [path, fields]] of forms.entries()) {
      expect((await post(projectId, path, fields, index % 2 ? ip6 : ip4)).status).toBe(200);
      expect((await post(projectId, path, { ...fields, email: `${fields.email}@@` }, ip4b)).status).toBe(400);
    }
    await injectFault(projectId, { kind: "status", status: 503, calls: "write" });
    try {
      for (const [path, fields] of forms) {
        const answer = await post(projectId, path, { ...fields, name: `${fields.name} Jr` }, "203.0.113.178", { FIRESTORE_DEADLINE_MS: "600" });
        expect(answer.status).toBe(503);
      }
    } finally {
      await clearFault(projectId);
    }
    // And with the studio's email refused, which is logged with its reason.
    const refused = await post(projectId, "/contact", { name: wilhelmina, email: mailH, message: message2 }, "203.0.113.179", { STUDIO_NOTIFY_EMAIL: "nobody@plumandlinen.example" });
    expect(refused.status).toBe(200);

    const log = lines.join("\n");
    // The faults above were logged: the scan reads real log lines, not silence.
    expect(log).toContain("form submission could not be stored");
    expect(log).toContain("the studio could not be emailed about a new request");
    const everything = [...PERSONAL.names, ...PERSONAL.emails, ...PERSONAL.phones, ...PERSONAL.messages, ...PERSONAL.addresses, "Oudegracht 212"];
    for (const value of everything) expect(log, `a log line holds "${value}"`).not.toContain(value);
    for (const value of [...PERSONAL.phones.map((phone) => phone.replace(/\s/g, "")), ...PERSONAL.names.map((name) => name.split(" ")[1]!)]) {
      expect(log, `a log line holds "${value}"`).not.toContain(value);
    }
  });
});
