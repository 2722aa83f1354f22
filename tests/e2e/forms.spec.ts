import type { Page } from "@playwright/test";
import { AFTER_A_WRITE, emulatorFirestore, expect, ownAddress as uniqueAddressHeader, test, visit } from "./support/site";

/** Each test posts from an address of its own, so the rate limit of one never touches another. */
async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders(uniqueAddressHeader());
}

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

/** The project's own week, `base` weeks ahead and one more per project, so the four never want the same time. */
function weeksAhead(base: number, project: string): string {
  const offset = ["desktop-js", "desktop-nojs", "phone-js", "phone-nojs"].indexOf(project) + 1;
  return new Date(Date.now() + (base + offset) * 7 * 86_400_000).toISOString().slice(0, 10);
}

async function stored(collection: string, email: string) {
  return emulatorFirestore().runQuery({ collection, where: [{ field: "email", equals: email }] });
}

test.describe("contact form", () => {
  test("each wrong field gets its message, listed at the top and linked to it, and keeps what was typed; then the message is sent and stored", async ({ page, javaScriptOn }) => {
    await ownAddress(page);
    await visit(page, "/contact");
    const form = page.locator("form", { has: page.getByLabel("Message") });
    await form.getByLabel("Name").fill("A");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("WhatsApp number (optional)").fill("0612345678");
    await form.getByLabel("Message").fill("Too short");
    await form.getByRole("button", { name: "Send message" }).click();

    // The error summary: with JavaScript the browser's own check shows it and focuses it; without,
    // the server's answer opens at its top with the summary on the first screen, above the studio's details.
    const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
    await expect(summary.getByRole("link")).toHaveText([
      "Your name needs at least 2 characters.",
      "Enter a valid email address, like name@example.com.",
      /Enter your WhatsApp number in international format/,
      "Your message needs at least 10 characters.",
    ]);
    const toEmail = summary.getByRole("link", { name: "Enter a valid email address, like name@example.com." });
    await expect(toEmail).toHaveAttribute("href", "#contact-email");
    if (javaScriptOn) {
      await expect(summary).toBeFocused();
      await toEmail.click();
      await expect(form.getByLabel("Email")).toBeFocused();
    } else {
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(summary).toBeInViewport({ ratio: 1 });
      await toEmail.click();
      await expect(page).toHaveURL(/#contact-email$/);
      await expect(form.getByLabel("Email")).toBeInViewport();
    }
    await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Your name needs at least 2 characters.");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(/Enter a valid email address, like name@example.com\.$/);
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/Your message needs at least 10 characters\.$/);
    await expect(form.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(form.getByLabel("WhatsApp number (optional)")).toHaveValue("0612345678");
    await expect(form.getByLabel("Message")).toHaveValue("Too short");
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    const email = uniqueEmail("contact");
    await form.getByLabel("Name").fill("Annelies de Wit");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("WhatsApp number (optional)").fill("+31 6 1234 5678");
    await form.getByLabel("Message").fill("Could I book an in-person analysis on a Saturday in March?");
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("dialog", { name: "Thanks for reaching out!" })).toBeVisible(AFTER_A_WRITE);
    await expect.poll(async () => (await stored("ContactMessages", email)).length).toBe(1);
    const [doc] = await stored("ContactMessages", email);
    expect(doc?.fields?.page).toEqual({ stringValue: "/contact" });
    expect(doc?.fields?.whatsapp).toEqual({ stringValue: "+31612345678" });
    expect(doc?.fields?.createdAt).toHaveProperty("timestampValue");
  });

  test("a double click on Send stores the message once", async ({ page }) => {
    await ownAddress(page);
    await visit(page, "/contact");
    const form = page.locator("form", { has: page.getByLabel("Message") });
    const email = uniqueEmail("double");
    await form.getByLabel("Name").fill("Jasper Kok");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("Do you have a Saturday morning free for two people in April?");
    await form.getByRole("button", { name: "Send message" }).dblclick();

    await expect(page.getByRole("dialog", { name: "Thanks for reaching out!" })).toBeVisible(AFTER_A_WRITE);
    await expect.poll(async () => (await stored("ContactMessages", email)).length).toBe(1);
    await page.waitForTimeout(500); // a second post, had it gone out, would have landed by now
    expect(await stored("ContactMessages", email)).toHaveLength(1);
  });

  test("a second message after the first is a new message, stored beside it", async ({ page }) => {
    await ownAddress(page);
    await visit(page, "/contact");
    const email = uniqueEmail("twice");
    for (const text of ["First: can I bring my sister to the session?", "Second: and could we come on a Friday afternoon?"]) {
      const form = page.locator("form", { has: page.getByLabel("Message") });
      await form.getByLabel("Name").fill("Noor Visser");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Message").fill(text);
      await form.getByRole("button", { name: "Send message" }).click();
      const thanks = page.getByRole("dialog", { name: "Thanks for reaching out!" });
      await expect(thanks).toBeVisible(AFTER_A_WRITE);
      await thanks.getByRole("link", { name: "Close" }).click();
      await expect(thanks).toBeHidden();
    }
    await expect.poll(async () => (await stored("ContactMessages", email)).length).toBe(2);
  });
});

test.describe("booking requests", () => {
  test("a gift voucher is bought at the checkout, issued with its code and stored", async ({ page }) => {
    await ownAddress(page);
    await visit(page, "/gift-a-session");
    const email = uniqueEmail("gift");
    const form = page.locator("form.booking-form");
    await form.getByLabel(/Online Colour Analysis: €165/).check();
    await form.getByLabel("Your name").fill("Anneke Visser");
    await form.getByLabel("Your email").fill(email);
    await form.getByLabel("Recipient's name").fill("Sanne de Boer");
    await form.getByLabel(/I accept the terms and conditions/).check();
    await form.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("button", { name: "Paid" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you: your gift voucher is ready");
    await expect(page.locator(".voucher-code")).toHaveText(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    await expect.poll(async () => (await stored("Payments", email)).length).toBe(1);
  });

  test("a partner session is booked for a real time, with both names, and stored", async ({ page }, testInfo) => {
    await ownAddress(page);
    await visit(page, `/partner-session?service=in-person-color-analysis&from=${weeksAhead(12, testInfo.project.name)}`);
    const email = uniqueEmail("couple");
    const form = page.locator("form.booking-form");
    await form.getByRole("group", { name: "1. Choose a time" }).getByRole("radio").first().check();
    await form.getByLabel("Your name").fill("Joris Bakker");
    await form.getByLabel("Your email").fill(email);
    await form.getByLabel("Your partner's name").fill("Eva Bakker");
    await form.getByLabel(/I accept the terms and conditions/).check();
    await form.getByRole("button", { name: "Book and pay" }).click();
    await page.getByRole("button", { name: "Paid" }).click();
    await expect(page.getByRole("status")).toContainText("You are booked");
    await expect(page.getByText("Joris Bakker, Eva Bakker")).toBeVisible();
    await expect.poll(async () => (await stored("Bookings", email)).length).toBe(1);
  });

  test("a group booking with a wrong number of names is corrected, then booked and stored", async ({ page }, testInfo) => {
    await ownAddress(page);
    await visit(page, `/group-session?service=in-person-color-analysis&people=3&from=${weeksAhead(16, testInfo.project.name)}`);
    const email = uniqueEmail("group");
    const form = page.locator("form.booking-form");
    await form.getByRole("group", { name: "1. Choose a time" }).getByRole("radio").first().check();
    await form.getByLabel("Your name").fill("Fleur Jansen");
    await form.getByLabel("Your email").fill(email);
    await form.getByLabel("The names of the others coming").fill("Noor Smit");
    await form.getByLabel(/I accept the terms and conditions/).check();
    await form.getByRole("button", { name: "Book and pay" }).click();
    await expect(page.getByText("Enter the names of the 2 other people coming, one per line.").first()).toBeVisible();
    await expect(page.locator("form.booking-form").getByLabel("Your email")).toHaveValue(email);

    await page.locator("form.booking-form").getByLabel("The names of the others coming").fill("Noor Smit\nLisa Mulder");
    await page.locator("form.booking-form").getByRole("button", { name: "Book and pay" }).click();
    await page.getByRole("button", { name: "Paid" }).click();
    await expect(page.getByText("Fleur Jansen, Noor Smit, Lisa Mulder")).toBeVisible();
    await expect.poll(async () => (await stored("Bookings", email)).length).toBe(1);
  });
});
