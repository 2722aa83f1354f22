import { describe, expect, it } from "vitest";
import { EmailAddressError, plainTextMime } from "~/email/mime";
import { bookingRequestEmail, contactMessageEmail } from "~/email/studio-email";
import type { BookingRequest } from "~/schemas/booking-request";
import { readEmail } from "../../support/read-email";

const SITE = "https://www.plumandlinen.example";
const FROM = "website@plumandlinen.example";
const TO = "studio@plumandlinen.example";
const common = {
  service: "online-color-analysis",
  name: "Ana Silva",
  email: "ana.silva@example.org",
  phone: "+31612345678",
  preferredDate1: "2031-03-04",
  preferredDate2: "2031-03-11",
  availability: "Weekday mornings",
  notes: "I wear glasses.\nIs parking nearby?",
};

function written(email: ReturnType<typeof contactMessageEmail>) {
  return readEmail(plainTextMime({ from: FROM, to: TO, ...email }).raw);
}

describe("the studio's email about a new contact message", () => {
  const email = contactMessageEmail(
    { name: "Zoë de Wit", email: "zoe@example.org", whatsapp: "+31687654321", message: "Hello!\nDo you do men's colour analysis?" },
    { id: "c0ffee00-0000-4000-8000-000000000001", page: "/contact", siteUrl: SITE },
  );
  const read = written(email);

  it("is from the site to the studio, with Reply-To the visitor and a subject naming them", () => {
    expect(read.header("from")).toBe(`<${FROM}>`);
    expect(read.header("to")).toBe(`<${TO}>`);
    expect(read.header("reply-to")).toBe("Zoë de Wit <zoe@example.org>");
    expect(read.header("subject")).toBe("New contact message — Zoë de Wit");
    expect(read.header("message-id")).toMatch(/^<[^@]+@plumandlinen\.example>$/);
    expect(read.header("content-type")).toBe("text/plain; charset=UTF-8");
  });

  it("lists every field as sent, the page, and the message's page in the studio", () => {
    expect(read.text).toContain("Name: Zoë de Wit");
    expect(read.text).toContain("Email: zoe@example.org");
    expect(read.text).toContain("WhatsApp: +31687654321");
    expect(read.text).toContain("Message:\n    Hello!\n    Do you do men's colour analysis?");
    expect(read.text).toContain(`Sent from: ${SITE}/contact`);
    expect(read.text).toContain(`In the studio: ${SITE}/studio/inbox/contact/c0ffee00-0000-4000-8000-000000000001`);
  });

  it("says when an optional field was left empty", () => {
    const empty = written(contactMessageEmail({ name: "Ana Silva", email: "ana@example.org", whatsapp: "", message: "A short question." }, { id: "x", page: "/contact", siteUrl: SITE }));
    expect(empty.text).toContain("WhatsApp: (not given)");
  });
});

describe("the studio's email about a new booking request", () => {
  const origin = { id: "b0000000-0000-4000-8000-000000000002", page: "/gift-a-session", siteUrl: SITE, serviceName: "Online Colour Analysis" };

  it("names the mode and the visitor in the subject and lists every field of a gift", () => {
    const gift: BookingRequest = {
      mode: "gift",
      ...common,
      recipientName: "Sanne de Boer",
      recipientEmail: "sanne@example.org",
      message: "Happy birthday!\nTime to find your colours.",
      voucherFormat: "printed",
      postalAddress: "Oudegracht 1\n3511 AA Utrecht",
    };
    const read = written(bookingRequestEmail(gift, origin));
    expect(read.header("subject")).toBe("New booking request: Gift session — Ana Silva");
    expect(read.header("reply-to")).toBe("Ana Silva <ana.silva@example.org>");
    for (const line of [
      "Mode: Gift session",
      "Service: Online Colour Analysis (online-color-analysis)",
      "Name: Ana Silva",
      "Email: ana.silva@example.org",
      "Phone: +31612345678",
      "Recipient's name: Sanne de Boer",
      "Recipient's email: sanne@example.org",
      "Voucher: printed card, posted",
      "Postal address:\n    Oudegracht 1\n    3511 AA Utrecht",
      "Message for the voucher:\n    Happy birthday!\n    Time to find your colours.",
      "Preferred date: 2031-03-04",
      "Second choice of date: 2031-03-11",
      "Times that suit:\n    Weekday mornings",
      "Notes:\n    I wear glasses.\n    Is parking nearby?",
      `Sent from: ${SITE}/gift-a-session`,
      `In the studio: ${SITE}/studio/inbox/booking/${origin.id}`,
    ]) {
      expect(read.text).toContain(line);
    }
  });

  it("lists a partner's name, and a group's size and everyone's names", () => {
    const couple = written(bookingRequestEmail({ mode: "couple", ...common, partnerName: "Eva Bakker" }, origin));
    expect(couple.header("subject")).toBe("New booking request: Partner session — Ana Silva");
    expect(couple.text).toContain("Partner's name: Eva Bakker");

    const group = written(
      bookingRequestEmail({ mode: "group", ...common, groupSize: 3, participantNames: ["Ana Silva", "Noor Smit", "Lisa Mulder"] }, origin),
    );
    expect(group.header("subject")).toBe("New booking request: Group session — Ana Silva");
    expect(group.text).toContain("Number of people: 3");
    expect(group.text).toContain("Everyone's names:\n    Ana Silva\n    Noor Smit\n    Lisa Mulder");

    const self = written(bookingRequestEmail({ mode: "self", ...common, phone: "", preferredDate2: "" }, origin));
    expect(self.header("subject")).toBe("New booking request: Just for me — Ana Silva");
    expect(self.text).toContain("Phone: (not given)");
    expect(self.text).toContain("Second choice of date: (not given)");
  });
});

describe("what a visitor types cannot change the email's headers", () => {
  const injected = "Ana\r\nBcc: everyone@example.net\r\nX-Injected: yes";

  it("a name with line breaks stays inside the subject and the Reply-To name", () => {
    const raw = plainTextMime({
      from: FROM,
      to: TO,
      ...contactMessageEmail({ name: injected, email: "ana@example.org", whatsapp: "", message: "Line one\r\nBcc: x@example.net" }, { id: "x", page: "/contact", siteUrl: SITE }),
    }).raw;
    const headerBlock = raw.slice(0, raw.indexOf("\r\n\r\n"));
    // Every header line is one the site wrote, and the injected text appears in no header as text.
    expect(headerBlock.split("\r\n").map((line) => line.slice(0, line.indexOf(":")))).toEqual([
      "Date",
      "From",
      "Reply-To",
      "To",
      "Message-ID",
      "Subject",
      "MIME-Version",
      "Content-Type",
      "Content-Transfer-Encoding",
    ]);
    expect(headerBlock).not.toMatch(/bcc|x-injected|everyone@/i);
    const read = readEmail(raw);
    expect(read.header("subject")).toBe("New contact message — Ana Bcc: everyone@example.net X-Injected: yes");
    expect(read.header("reply-to")).toBe("Ana Bcc: everyone@example.net X-Injected: yes <ana@example.org>");
    // In the body, a one-line field stays on its line; the message is indented under its label.
    expect(read.text).toContain("Name: Ana Bcc: everyone@example.net X-Injected: yes\n");
    expect(read.text).toContain("Message:\n    Line one\n    Bcc: x@example.net");
  });

  it("an address that is not exactly one address is refused", () => {
    for (const email of ["ana@example.org\r\nBcc: everyone@example.net", "Ana <ana@example.org>", "a@example.org, b@example.org", "no-at-sign"]) {
      expect(() => plainTextMime({ from: FROM, to: TO, subject: "s", replyTo: { name: "Ana", email }, text: "t" })).toThrow(EmailAddressError);
    }
    expect(() => plainTextMime({ from: FROM, to: "studio@plumandlinen.example\nCc: x@example.net", subject: "s", text: "t" })).toThrow(EmailAddressError);
  });

  it("a long message is sent in short lines", () => {
    const raw = plainTextMime({ from: FROM, to: TO, subject: "s", text: "x".repeat(5000) }).raw;
    expect(Math.max(...raw.split("\r\n").map((line) => line.length))).toBeLessThanOrEqual(998);
    expect(readEmail(raw).text).toBe("x".repeat(5000));
  });
});
