import { servicesNl } from "../../scripts/seed/nl/services";
import { emailsTo } from "./support/emails";
import { expect, ownAddress, paymentsSimulatorUrl, test, visit } from "./support/site";

// A Dutch visitor on a phone, without JavaScript, books and pays (issue 43): the booking page,
// the checkout's return, the manage page, the confirmation email and its invitation are all in
// Dutch, and the links lead to Dutch pages. The flow's rules are booking.spec.ts's and the worker tests'.

/** The week it books in (booking.spec.ts 5 to 16, forms 13 to 20, the studio 21 and 22, booking-modes 23 and 24). */
const WEEK = 25;
const DUTCH_DAY = /(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)/;

test("a Dutch visitor books a free time and pays its deposit, and reads the page, the email, the invitation and the manage page in Dutch", async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders(ownAddress());
  const email = `nl-booking-${testInfo.project.name}-${Date.now()}@example.org`;
  const service = servicesNl["in-person-color-analysis"]!.name;
  const from = new Date(Date.now() + WEEK * 7 * 86_400_000).toISOString().slice(0, 10);
  await visit(page, `/nl/afspraak-maken?mode=self&service=in-person-color-analysis&from=${from}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${service} boeken`);
  // The cookie banner asks in Dutch, and the visitor answers it first: it stays over the page's foot until then.
  await page.getByRole("button", { name: "Weigeren" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${service} boeken`);

  const times = page.getByRole("group", { name: "1. Kies een tijd" });
  const first = times.getByRole("radio").first();
  // The same contract as the English page: a radio named slot, valued by the instant in UTC, named in Dutch.
  await expect(first).toHaveAttribute("name", "slot");
  expect(await first.getAttribute("value")).toMatch(/Z$/);
  await expect(first).toHaveAccessibleName(/^(ma|di|wo|do|vr|za) \d{1,2} [a-z]{3}\.?,? \d{2}:\d{2} \(Nederlandse tijd\)$/);
  await first.check();
  await page.getByLabel("Je naam").fill("Fleur de Vries");
  await page.getByLabel("Je e-mailadres").fill(email);
  await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();
  await page.getByRole("button", { name: /^Boeken en/ }).click();

  await expect(page).toHaveURL(new RegExp(`^${paymentsSimulatorUrl()}/checkout/tr_\\w+$`));
  await page.getByRole("button", { name: "Paid" }).click();

  await expect(page).toHaveURL(/\/nl\/afspraken\/[0-9a-f-]{36}\.\d{10}\.[0-9a-f]{64}\?paying=1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("status")).toContainText("Je afspraak staat en je aanbetaling is binnen");
  await expect(page.getByText("Aanbetaling betaald")).toBeVisible();
  await expect(page.getByText(DUTCH_DAY).first()).toBeVisible();

  await expect.poll(async () => (await emailsTo(email)).length, { timeout: 10_000 }).toBe(1);
  const [confirmation] = await emailsTo(email);
  expect(confirmation!.header("subject")).toMatch(new RegExp(`^Bevestigd: ${service} op `));
  expect(confirmation!.header("subject")).toMatch(DUTCH_DAY);
  expect(confirmation!.text).toContain("Beste Fleur de Vries");
  expect(confirmation!.text).not.toMatch(/\b(Dear|Thank you|Your booking)\b/);
  const invite = confirmation!.attachments.find((attachment) => attachment.filename === "invite.ics")!.text.replace(/\r?\n /g, "");
  expect(invite).toContain("METHOD:REQUEST");
  expect(invite).toMatch(/SUMMARY;LANGUAGE=nl:/);
  const manage = /Verzetten of annuleren: (\S+)/.exec(invite)?.[1];
  expect(manage).toMatch(/\/nl\/afspraken\//);

  // The manage page, as the invitation's link opens it.
  await visit(page, new URL(manage!).pathname);
  await page.getByLabel("Ja, annuleer deze afspraak").check();
  await page.getByRole("button", { name: "Mijn afspraak annuleren" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je afspraak is geannuleerd");
  await expect.poll(async () => (await emailsTo(email)).length, { timeout: 10_000 }).toBe(2);
  const cancelled = (await emailsTo(email)).find((sent) => sent.header("subject")?.startsWith("Geannuleerd:"));
  expect(cancelled?.attachments[0]?.text).toContain("METHOD:CANCEL");
  expect(cancelled?.text).not.toMatch(/\bWe refund\b/);
});
