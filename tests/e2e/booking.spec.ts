import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { readEmail, type ReadEmail } from "../support/read-email";
import { expect, test, visit } from "./support/site";

/** Every email the local server's bindings accepted (Miniflare writes each to a .eml file), visitors' included. */
async function sentEmails(): Promise<ReadEmail[]> {
  const dir = process.env.E2E_EMAIL_DIR;
  if (!dir) throw new Error("E2E_EMAIL_DIR is not set (playwright.config.ts sets it)");
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const emails = files.filter((file) => file.endsWith(".eml")).map((file) => readFile(path.join(dir, file), "latin1"));
  return (await Promise.all(emails)).map(readEmail);
}

/** The week each project books in (5 to 12 weeks ahead; forms.spec.ts uses 13 to 20), so no two tests want the same time. */
const WEEK_OF_PROJECT: Record<string, number> = { "desktop-js": 5, "desktop-nojs": 6, "phone-js": 7, "phone-nojs": 8 };

test("a visitor books a free time, gets the confirmation with its calendar invitation, and cancels it from the link", async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
  const marker = `booking-${testInfo.project.name}-${Date.now()}`;
  const email = `${marker}@example.org`;
  const from = new Date(Date.now() + (WEEK_OF_PROJECT[testInfo.project.name] ?? 9) * 7 * 86_400_000).toISOString().slice(0, 10);
  await visit(page, `/service-booking?mode=self&service=in-person-color-analysis&from=${from}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book In-Person Colour Analysis");

  const times = page.getByRole("group", { name: "1. Choose a time" });
  const first = times.getByRole("radio").first();
  // Named by the studio's wall clock, valued by the instant in UTC.
  await expect(first).toHaveAccessibleName(/^(Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2} \(Dutch time\)$/);
  const start = await first.getAttribute("value");
  expect(start).toMatch(/Z$/);
  await first.check();
  await page.getByLabel("Your name").fill("Fleur Jansen");
  await page.getByLabel("Your email").fill(email);
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole("button", { name: "Book this time" }).click();

  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\.\d{10}\.[0-9a-f]{64}\?booked=1$/);
  await expect(page.getByRole("status")).toContainText("You are booked");
  await expect(page.getByText("Fleur Jansen").first()).toBeVisible();

  const mine = async () => (await sentEmails()).filter((sent) => sent.header("to") === `<${email}>`);
  await expect.poll(async () => (await mine()).length, { timeout: 10_000 }).toBe(1);
  const [confirmation] = (await mine()) as [ReadEmail];
  expect(confirmation.header("subject")).toMatch(/^Booked: In-Person Colour Analysis on /);
  const invite = confirmation.attachments.find((attachment) => attachment.filename === "invite.ics");
  expect(invite?.text).toContain("METHOD:REQUEST");
  expect(invite?.text).toContain(`DTSTART:${start!.replace(/[-:]/g, "")}`);
  const manage = /Change or cancel: (\S+)/.exec(invite!.text.replace(/\n /g, ""))?.[1];
  expect(manage).toContain("/bookings/");

  await page.getByLabel("Yes, cancel this booking").check();
  await page.getByRole("button", { name: "Cancel my booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking is cancelled");
  await expect.poll(async () => (await mine()).length, { timeout: 10_000 }).toBe(2);
  const cancelled = (await mine()).find((sent) => sent.header("subject")?.startsWith("Cancelled:"));
  expect(cancelled?.attachments[0]?.text).toContain("METHOD:CANCEL");
  expect(cancelled?.attachments[0]?.text).toContain("SEQUENCE:1");

  // The time is offered again.
  await visit(page, `/service-booking?mode=self&service=in-person-color-analysis&from=${from}`);
  await expect(page.locator(`input[name="slot"][value="${start}"]`)).toHaveCount(1);
});

test("a time taken while the visitor was choosing sends them back with the nearest free times and what they typed", async ({ page, request }, testInfo) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
  const from = new Date(Date.now() + ((WEEK_OF_PROJECT[testInfo.project.name] ?? 9) + 4) * 7 * 86_400_000).toISOString().slice(0, 10);
  const pagePath = `/service-booking?mode=self&service=in-person-color-analysis&from=${from}`;
  await visit(page, pagePath);
  const first = page.getByRole("group", { name: "1. Choose a time" }).getByRole("radio").first();
  const start = (await first.getAttribute("value"))!;
  // Someone else books it first.
  const other = await request.post(pagePath, {
    form: { flow: "online", service: "in-person-color-analysis", people: "1", slot: start, name: "Someone Else", email: `other-${Date.now()}@example.org`, terms: "yes" },
    headers: { Origin: new URL(page.url()).origin, "CF-Connecting-IP": "198.51.100.77" },
    maxRedirects: 0,
  });
  expect(other.status()).toBe(303);

  await first.check();
  await page.getByLabel("Your name").fill("Lotte Bakker");
  await page.getByLabel("Your email").fill(`lotte-${Date.now()}@example.org`);
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("alert")).toContainText("That time was just taken");
  await expect(page.getByRole("group", { name: "The nearest free times" }).getByRole("radio").first()).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Lotte Bakker");
  await expect(page.locator(`input[name="slot"][value="${start}"]`)).toHaveCount(0);
});
