import { describe, expect, it } from "vitest";
import type { Env } from "~/platform/env.server";
import { callWorker } from "./support";
import { bookingDetails, bookingSite, offered, weeksAhead } from "./support/booking-site";

/**
 * Every public form sent with problems, as a browser without JavaScript sends it: the page comes
 * back with 400 and the error summary (components/ErrorSummary.tsx) above the page's title, the
 * form's fields and anything else the page shows beside the form, each problem a link to a control
 * on the page whose own message stays beside it; and every field keeps what was typed.
 */

let client = 0;

/** A form post from an address of its own (rate limits never mix), without following a redirect. */
async function post(path: string, fields: Record<string, string>, overrides: Partial<Env> = {}) {
  const response = await callWorker(path, overrides, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com", Host: "example.com", "CF-Connecting-IP": `192.0.2.${++client}` },
    redirect: "manual",
  });
  return { status: response.status, body: await response.text() };
}

const ENTITIES: Record<string, string> = { "&#x27;": "'", "&quot;": '"', "&amp;": "&", "&lt;": "<", "&gt;": ">" };
const decoded = (html: string) => html.replace(/&#x27;|&quot;|&amp;|&lt;|&gt;/g, (entity) => ENTITIES[entity]!);

/** The page's error summary: where it starts in the page, and its links (the id each goes to, its text). */
function errorSummary(html: string) {
  const found = /<div id="error-summary"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  if (!found) throw new Error("the page has no error summary");
  expect(found[0]).toMatch(/^<div id="error-summary" class="error-summary" tabindex="-1" role="alert" aria-labelledby="error-summary-title">/);
  expect(found[1]).toContain(">There is a problem</h2>");
  const links = [...found[1]!.matchAll(/<a href="#([^"]+)">([^<]*)<\/a>/g)].map((match) => ({ target: match[1]!, text: decoded(match[2]!) }));
  return { at: found.index, links };
}

/**
 * Expects the summary to list exactly these messages, in this order, each linked to a control of
 * the page (an input, select or textarea with that id) that comes after the summary, with the
 * message beside the field too. Returns the controls' ids.
 */
function expectSummary(html: string, messages: string[]): string[] {
  const summary = errorSummary(html);
  // Above the page's title, so its introduction never pushes the summary off the first screen.
  expect(summary.at, "the summary comes before the page's h1").toBeLessThan(html.indexOf("<h1"));
  expect(summary.links.map((link) => link.text)).toEqual(messages);
  for (const { target, text } of summary.links) {
    const control = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\sid="${target}"`).exec(html);
    expect(control, `#${target} is a control on the page`).not.toBeNull();
    expect(control!.index, `#${target} comes after the summary`).toBeGreaterThan(summary.at);
    expect(decoded(html).split(text).length - 1, `"${text}" is also beside its field`).toBeGreaterThanOrEqual(2);
  }
  return summary.links.map((link) => link.target);
}

/** The tag of the control with this id: an input, select or textarea. */
const controlTag = (html: string, id: string) => new RegExp(`<(?:input|select|textarea)\\b[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? "";

/** The id of the page's first radio button named `name`. */
const firstRadio = (html: string, name: string) => new RegExp(`<input type="radio" id="([^"]+)"[^>]*name="${name}"`).exec(html)?.[1];

/** Expects the summary to come before `text` (what the page shows beside or above the form). */
function expectBefore(html: string, text: string) {
  expect(html.indexOf(text), `the page shows "${text}"`).toBeGreaterThan(0);
  expect(errorSummary(html).at).toBeLessThan(html.indexOf(text));
}

describe("the error summary of each public form", () => {
  it("contact: each wrong field linked in the form's order, before the studio's details, with what was typed", async () => {
    const answer = await post("/contact", { name: "A", email: "not-an-email", whatsapp: "0612345678", message: "Too short" });
    expect(answer.status).toBe(400);
    const targets = expectSummary(answer.body, [
      "Your name needs at least 2 characters.",
      "Enter a valid email address, like name@example.com.",
      "Enter your WhatsApp number in international format, starting with + and your country code, e.g. +31 6 1234 5678.",
      "Your message needs at least 10 characters.",
    ]);
    expect(targets).toEqual(["contact-name", "contact-email", "contact-whatsapp", "contact-message"]);
    expectBefore(answer.body, "Studio details");
    expect(controlTag(answer.body, "contact-name")).toContain('aria-describedby="contact-name-error"');
    expect(controlTag(answer.body, "contact-name")).toContain('value="A"');
    expect(controlTag(answer.body, "contact-email")).toContain('value="not-an-email"');
    expect(controlTag(answer.body, "contact-whatsapp")).toContain('value="0612345678"');
    expect(answer.body).toMatch(/<textarea id="contact-message"[^>]*>Too short<\/textarea>/);
  });

  it("a booking request (/service-booking): the missing analysis links to its first choice", async () => {
    const answer = await post("/service-booking", {
      submissionId: crypto.randomUUID(),
      service: "",
      name: "J",
      email: "not-an-email",
      phone: "+31 6 1234 5678",
      preferredDate1: "2001-01-01",
      availability: "Weekday mornings",
      notes: "Mornings are best for me",
    });
    expect(answer.status).toBe(400);
    const targets = expectSummary(answer.body, [
      "Choose an analysis.",
      "Your name needs at least 2 characters.",
      "Enter a valid email address, like name@example.com.",
      "Choose a date from tomorrow onwards.",
    ]);
    expect(targets).toEqual([firstRadio(answer.body, "service"), "booking-name", "booking-email", "booking-preferredDate1"]);
    for (const typed of ['value="J"', 'value="not-an-email"', 'value="+31 6 1234 5678"', 'value="2001-01-01"', ">Weekday mornings</textarea>", ">Mornings are best for me</textarea>"]) {
      expect(answer.body).toContain(typed);
    }
  });

  it("a gift request (no payments online): before 'How it works', the recipient's fields linked and the chosen format kept", async () => {
    const answer = await post(
      "/gift-a-session",
      { submissionId: crypto.randomUUID(), service: "online-color-analysis", name: "Anneke Visser", email: "anneke@example.org", recipientName: "", recipientEmail: "sanne@", message: "Happy birthday, Sanne!", voucherFormat: "printed", postalAddress: "" },
      { MOLLIE_API_KEY: undefined },
    );
    expect(answer.status).toBe(400);
    expect(expectSummary(answer.body, ["Enter the recipient's name.", "Enter a valid email address for the recipient.", "Enter the postal address for the printed card."])).toEqual([
      "booking-recipientName",
      "booking-recipientEmail",
      "booking-postalAddress",
    ]);
    expectBefore(answer.body, "How it works");
    expect(answer.body).toContain(">Happy birthday, Sanne!</textarea>");
    expect(controlTag(answer.body, "booking-voucherFormat-printed")).toContain('checked=""');
  });

  it("a gift voucher bought online: the buyer's email, the recipient and the terms linked, before 'How it works'", async () => {
    const answer = await post("/gift-a-session", {
      flow: "voucher",
      amount: "custom",
      customEuros: "120",
      buyerName: "Mieke de Graaf",
      buyerEmail: "mieke@",
      recipientName: "",
      recipientEmail: "",
      message: "Happy birthday, lieverd!",
      delivery: "email-buyer",
      postalAddress: "",
      terms: "",
    });
    expect(answer.status).toBe(400);
    const targets = expectSummary(answer.body, [
      "Enter a valid email address, like name@example.com.",
      "Enter the recipient's name.",
      "Please accept the terms and the refund policy to buy a voucher.",
    ]);
    expect(targets).toEqual(["gift-buyerEmail", "gift-recipientName", "gift-terms"]);
    expectBefore(answer.body, "How it works");
    for (const typed of ['value="120"', 'value="mieke@"', 'value="Mieke de Graaf"', ">Happy birthday, lieverd!</textarea>"]) expect(answer.body).toContain(typed);
  });

  it("online booking (/service-booking): a missing time links to the first time offered", async () => {
    const page = "/service-booking?mode=self&service=in-person-color-analysis";
    const answer = await post(page, { ...bookingDetails("", ""), email: "lotte@", notes: "I have a wheelchair", terms: "" });
    expect(answer.status).toBe(400);
    const targets = expectSummary(answer.body, ["Choose a time.", "Enter your name.", "Enter a valid email address, like name@example.com.", "Please accept the terms and the refund policy to book."]);
    expect(targets).toEqual([firstRadio(answer.body, "slot"), "booking-name", "booking-email", "booking-terms"]);
    expectBefore(answer.body, "1. Choose a time");
    expect(answer.body).toContain('value="lotte@"');
    expect(answer.body).toContain(">I have a wheelchair</textarea>");
  });

  it("online booking for two (/partner-session): the partner's name linked, before 'How it works'", async () => {
    // Posted from the week it was chosen in, as the page's form posts to the page's own address.
    const page = `/partner-session?service=in-person-color-analysis&from=${weeksAhead(9)}`;
    const slot = offered(await callWorker(page).then((response) => response.text()))[0]!;
    const answer = await post(page, bookingDetails("Eva Bakker", slot, { people: "2", partnerName: "" }));
    expect(answer.status).toBe(400);
    expect(expectSummary(answer.body, ["Enter your partner's name."])).toEqual(["booking-partnerName"]);
    expectBefore(answer.body, "How it works");
    expect(answer.body).toContain('value="Eva Bakker"');
    expect(new RegExp(`<input type="radio"[^>]*name="slot"[^>]*value="${slot}"[^>]*>`).exec(answer.body)?.[0], "the time chosen is still chosen").toContain('checked=""');
  });

  it("the manage page: cancelling unticked links to the box, moving without a time to the first time offered", async () => {
    const site = await bookingSite("error-summary-manage", { MOLLIE_API_KEY: undefined });
    const self = "/service-booking?mode=self&service=in-person-color-analysis";
    const [slot] = offered((await site.get(`${self}&from=${weeksAhead(5)}`)).body);
    const booked = await site.post(self, bookingDetails("Sanne de Boer", slot!));
    expect(booked.status).toBe(303);
    const manage = booked.location!.replace(/\?.*/, "");

    const unticked = await site.post(manage, { intent: "cancel" });
    expect(unticked.status).toBe(400);
    expect(expectSummary(unticked.body, ["Tick the box to confirm that you want to cancel."])).toEqual(["manage-confirm"]);
    expect(controlTag(unticked.body, "manage-confirm")).toContain('aria-describedby="manage-confirm-error"');
    expectBefore(unticked.body, "Move to another time");

    const noTime = await site.post(manage, { intent: "move" });
    expect(noTime.status).toBe(400);
    const [target] = expectSummary(noTime.body, ["Choose one of the times listed."]);
    expect(target).toBe(firstRadio(noTime.body, "slot"));
    expectBefore(noTime.body, "Move to another time");
  });
});
