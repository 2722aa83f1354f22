import { type ReadEmail } from "../support/read-email";
import { sentEmails } from "./support/emails";
import { AFTER_A_WRITE, expect, ownAddress, test, visit } from "./support/site";

test("a message sent through the contact form reaches the studio's inbox as an email", async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddress());
  const marker = `studio-email-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `${marker}@example.org`;
  await visit(page, "/contact");
  const form = page.locator("form", { has: page.getByLabel("Message") });
  await form.getByLabel("Name").fill("Zoë de Wit");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill(`Do you have a Saturday in May? (${marker})`);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("dialog", { name: "Thanks for reaching out!" })).toBeVisible(AFTER_A_WRITE);

  const ours = async () => (await sentEmails()).filter((sent) => sent.text.includes(marker));
  await expect.poll(async () => (await ours()).length, { timeout: 10_000 }).toBe(1);
  const [sent] = (await ours()) as [ReadEmail];
  expect(sent.header("to")).toBe("<studio@plumandlinen.example>");
  expect(sent.header("from")).toBe("<website@plumandlinen.example>");
  expect(sent.header("reply-to")).toBe(`Zoë de Wit <${email}>`);
  expect(sent.header("subject")).toBe("New contact message — Zoë de Wit");
  expect(sent.text).toContain(`Message:\n    Do you have a Saturday in May? (${marker})`);
  expect(sent.text).toMatch(/In the studio: http:\/\/127\.0\.0\.1:\d+\/studio\/inbox\/contact\/[0-9a-f-]{36}/);
});
