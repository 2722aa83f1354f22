import { emailsTo as sentTo } from "./support/emails";
import { expect, ownAddress, test, visit } from "./support/site";

/** 21 to 24 weeks ahead, one week per project: no other test books there. */
const WEEK_OF_PROJECT: Record<string, number> = { "desktop-js": 21, "desktop-nojs": 22, "phone-js": 23, "phone-nojs": 24 };

test("the studio sees a visitor's booking in its week, and moves it; the visitor gets the updated invitation; then it books a phone client, who gets the confirmation", async ({ page, request, studio }, testInfo) => {
  const weeks = WEEK_OF_PROJECT[testInfo.project.name] ?? 25;
  const from = new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
  const pagePath = `/service-booking?mode=self&service=in-person-color-analysis&from=${from}`;
  const email = `studio-calendar-${testInfo.project.name}-${Date.now()}@example.org`;
  const origin = new URL((await request.get("/healthz")).url()).origin;
  const html = await (await request.get(pagePath)).text();
  const [, start] = /name="slot" value="([^"]+)"/.exec(html)!;
  const booked = await request.post(pagePath, {
    form: { flow: "online", service: "in-person-color-analysis", people: "1", slot: start!, name: "Roos Hendriks", email, terms: "yes" },
    headers: { Origin: origin, ...ownAddress() },
    maxRedirects: 0,
  });
  expect(booked.status()).toBe(303);
  // The deposit, paid at the checkout (the Mollie simulator): its webhook confirms the booking before the way back.
  const paid = await request.post(booked.headers().location!, { form: { status: "paid" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);

  await studio.signIn(page.context(), "editor");
  // The Monday of the booking's week, on the studio's clock.
  const monday = new Date(start!);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  await visit(page, `/studio/calendar?week=${monday.toISOString().slice(0, 10)}`);
  const line = page.getByRole("link", { name: /In-Person Colour Analysis: Roos Hendriks, 1 person/ });
  await expect(line).toBeVisible();
  await line.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("In-Person Colour Analysis: Roos Hendriks");
  // The free times of the booking's own week (its own time counts as free for the move).
  await visit(page, `${new URL(page.url()).pathname}?from=${from}`);

  const moveTo = page.getByRole("group", { name: "Choose a new time" }).getByRole("radio").nth(1);
  const target = (await moveTo.getAttribute("value"))!;
  expect(target).not.toBe(start);
  await moveTo.check();
  await page.getByRole("button", { name: "Move the booking" }).click();
  await expect(page.getByText("The booking has moved.")).toBeVisible();

  await expect.poll(async () => (await sentTo(email)).length, { timeout: 10_000 }).toBe(2);
  const moved = (await sentTo(email)).find((sent) => sent.header("subject")?.startsWith("Moved:"));
  const invite = moved?.attachments.find((attachment) => attachment.filename === "invite.ics")?.text ?? "";
  expect(invite).toContain("SEQUENCE:1");
  expect(invite).toContain(`DTSTART:${target.replace(/[-:]/g, "")}`);

  // A client rings: from the calendar, the service, then one of its free times in the same week, and their details.
  const caller = `studio-phone-${testInfo.project.name}-${Date.now()}@example.org`;
  await visit(page, "/studio/calendar");
  await page.getByRole("link", { name: "Book for a client" }).click();
  await page.getByRole("combobox", { name: "Service" }).selectOption("in-person-color-analysis");
  await page.getByRole("button", { name: "Show its free times" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "2. In-Person Colour Analysis: the time and the client" })).toBeVisible();
  await visit(page, `/studio/bookings/new?service=in-person-color-analysis&from=${from}`);
  const time = page.getByRole("group", { name: "Choose a time" }).getByRole("radio").first();
  const chosen = (await time.getAttribute("value"))!;
  await time.check();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Willemijn Dekker");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(caller);
  await page.getByRole("textbox", { name: "Phone (optional)" }).fill("+31 6 2345 6789");
  await page.getByRole("button", { name: "Book for the client" }).click();
  await expect(page.getByText("Booked for the client.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("In-Person Colour Analysis: Willemijn Dekker");

  await expect.poll(async () => (await sentTo(caller)).length, { timeout: 10_000 }).toBe(1);
  const [confirmation] = await sentTo(caller);
  expect(confirmation!.header("subject")).toMatch(/^Booked: In-Person Colour Analysis on /);
  expect(confirmation!.text).toContain("/bookings/");
  expect(confirmation!.attachments.find((attachment) => attachment.filename === "invite.ics")?.text).toContain(`DTSTART:${chosen.replace(/[-:]/g, "")}`);
});
