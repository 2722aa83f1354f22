import { readFile } from "node:fs/promises";
import { AFTER_A_WRITE, emulatorFirestore, expect, ownAddress, test, visit } from "./support/site";

// An access and erasure request, end to end (desktop, JavaScript on and off; playwright.config.ts):
// a visitor writes through the contact form and is named in a gift booking; an admin finds
// everything stored about her address, downloads it, erases it after a confirmation, and finds
// nothing left. Someone else's request stays.

const unique = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

async function requestsNaming(email: string) {
  const firestore = emulatorFirestore();
  const [contact, booking] = await Promise.all(
    ["ContactMessages", "BookingRequests"].map((collection) => firestore.runQuery({ collection, where: [{ field: "emailKeys", arrayContains: email.toLowerCase() }] })),
  );
  return contact!.length + booking!.length;
}

test("an admin finds one person's data, downloads it, erases it after a confirmation, and finds nothing left", async ({ page, context, studio }) => {
  const person = unique("Liesbeth.Kramer");
  const bystander = unique("bystander");
  const giver = unique("Marloes.Visser");

  // The visitor writes to the studio.
  await page.setExtraHTTPHeaders(ownAddress());
  await visit(page, "/contact");
  const form = page.locator("form", { has: page.getByLabel("Message") });
  await form.getByLabel("Name").fill("Liesbeth Kramer");
  await form.getByLabel("Email").fill(person);
  await form.getByLabel("Message").fill("Could you tell me whether a Soft Summer palette works for a winter wedding?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("dialog", { name: "Thanks for reaching out!" })).toBeVisible(AFTER_A_WRITE);
  // A friend books her a gift session, and a stranger writes too.
  const firestore = emulatorFirestore();
  await firestore.createDocument(`BookingRequests/e2e-gift-${crypto.randomUUID().slice(0, 8)}`, {
    mode: "gift",
    service: "online-color-analysis",
    serviceName: "Online Colour Analysis",
    name: "Marloes Visser",
    email: giver,
    recipientName: "Liesbeth Kramer",
    recipientEmail: person,
    emailKeys: [giver.toLowerCase(), person.toLowerCase()],
    voucherFormat: "email",
    status: "new",
    notified: true,
    createdAt: new Date(),
  });
  await firestore.createDocument(`ContactMessages/e2e-bystander-${crypto.randomUUID().slice(0, 8)}`, {
    name: "Someone Else",
    email: bystander,
    emailKeys: [bystander.toLowerCase()],
    message: "Do you sell gift cards in the studio?",
    status: "new",
    notified: true,
    createdAt: new Date(),
  });
  await expect.poll(() => requestsNaming(person)).toBe(2);

  // The admin looks her up, in other letter case than she typed.
  await studio.signIn(context, "admin");
  await page.setExtraHTTPHeaders({});
  await visit(page, "/studio/privacy");
  await page.getByLabel("The person's email address").fill(person.toUpperCase());
  await page.getByRole("button", { name: "Find their data" }).click();
  await expect(page.getByRole("heading", { name: `Stored about ${person.toUpperCase()}` })).toBeVisible();
  await expect(page.getByText("1 contact message and 0 booking requests they sent, and 1 gift request someone else sent that names them as the recipient,")).toBeVisible();
  await expect(page.getByText("Could you tell me whether a Soft Summer palette works for a winter wedding?")).toBeVisible();
  // The gift is shown as far as it is hers: her name and address, never the giver's details.
  await expect(page.getByRole("heading", { name: /^A gift that names them/ })).toBeVisible();
  await expect(page.getByText("Marloes Visser")).toHaveCount(0);
  await expect(page.getByText(giver)).toHaveCount(0);
  await expect(page.getByText(bystander)).toHaveCount(0);
  await expect(page.getByText("Do you sell gift cards in the studio?")).toHaveCount(0);
  await expect(page.getByText(/Emails are outside this website/)).toBeVisible();

  // The download holds her message, every field, and only her part of the gift.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download as JSON" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    contactMessages: Array<Record<string, unknown>>;
    bookingRequests: Array<Record<string, unknown>>;
    giftsNamingYou: Array<Record<string, unknown>>;
  };
  expect(exported.contactMessages).toHaveLength(1);
  expect(exported.contactMessages[0]).toMatchObject({ name: "Liesbeth Kramer", email: person, page: "/contact" });
  expect(exported.bookingRequests).toHaveLength(0);
  expect(exported.giftsNamingYou).toEqual([expect.objectContaining({ recipientName: "Liesbeth Kramer", recipientEmail: person })]);
  expect(JSON.stringify(exported)).not.toContain("Marloes");

  // Erasing asks first, and nothing goes until it is confirmed.
  await page.getByRole("button", { name: "Erase all of it…" }).click();
  await expect(page.getByRole("heading", { name: `Erase everything about ${person.toUpperCase()}?` })).toBeVisible();
  expect(await requestsNaming(person)).toBe(2);
  await page.getByRole("button", { name: "Erase permanently" }).click();
  await expect(page.getByText(/Erased 1 contact message and 0 booking requests, and took their name and address out of 1 gift request someone else sent/)).toBeVisible();
  expect(await requestsNaming(person)).toBe(0);
  // The giver's request stays, without her name and address.
  expect(await requestsNaming(giver)).toBe(1);
  expect(await requestsNaming(bystander)).toBe(1);

  // Looked up again: nothing stored.
  await page.getByLabel("The person's email address").fill(person);
  await page.getByRole("button", { name: "Find their data" }).click();
  await expect(page.getByRole("heading", { name: "Nothing stored" })).toBeVisible();
  await expect(page.getByText(`This website stores nothing about ${person}`)).toBeVisible();
});

test("marking a message answered in the inbox records the reply and moves its deletion date a year on from it", async ({ page, context, studio }) => {
  const id = `e2e-answer-${crypto.randomUUID().slice(0, 8)}`;
  const received = new Date(Date.now() - 40 * 86_400_000);
  await emulatorFirestore().createDocument(`ContactMessages/${id}`, {
    name: "Fenna Dijkstra",
    email: "fenna@example.org",
    emailKeys: ["fenna@example.org"],
    message: "Do you have a Saturday slot for an online analysis in January?",
    status: "new",
    notified: true,
    createdAt: received,
  });
  const admin = await studio.signIn(context, "admin");
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Amsterdam" });
  const yearOn = (from: Date) => day.format(new Date(Date.UTC(from.getUTCFullYear() + 1, from.getUTCMonth(), from.getUTCDate(), from.getUTCHours(), from.getUTCMinutes())));

  await visit(page, `/studio/inbox/contact/${id}`);
  const facts = page.locator("dl", { has: page.getByText("Last answered") });
  await expect(facts).toContainText("(not marked answered)");
  await expect(facts).toContainText(yearOn(received));

  await page.getByLabel("Mark as answered now").check();
  await page.getByRole("button", { name: "Save status and note" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(facts).not.toContainText("(not marked answered)");
  await expect(facts).toContainText(admin.email);
  const stored = await emulatorFirestore().getDocument(`ContactMessages/${id}`);
  const answeredAt = stored?.fields?.answeredAt;
  expect(answeredAt).toHaveProperty("timestampValue");
  await expect(facts).toContainText(yearOn(new Date((answeredAt as { timestampValue: string }).timestampValue)));
});
