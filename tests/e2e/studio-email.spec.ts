import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { readEmail, type ReadEmail } from "../support/read-email";
import { AFTER_A_WRITE, expect, ownAddress, test, visit } from "./support/site";

/** The emails the local server's STUDIO_EMAIL binding accepted: Miniflare writes each to a .eml file. */
async function sentEmails(): Promise<ReadEmail[]> {
  const dir = process.env.E2E_EMAIL_DIR;
  if (!dir) throw new Error("E2E_EMAIL_DIR is not set (playwright.config.ts sets it)");
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const emails = files.filter((file) => file.endsWith(".eml")).map((file) => readFile(path.join(dir, file), "latin1"));
  // The MIME text is ASCII (encoded words and base64), so latin1 reads it byte for byte.
  return (await Promise.all(emails)).map(readEmail);
}

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
