import type { Browser, Page } from "@playwright/test";
import { decodeDocument } from "~/firestore/codec";
import { emulatorFirestore, expect, purgeCache, test } from "../support/site";
import { createStudioPerson, createStudioUser, signInThroughPage } from "../support/studio";

// The studio's whole loop, in Chromium with JavaScript, against the Auth and Firestore emulators:
// an admin gives an editor access, the editor changes an FAQ and a price, the public pages show
// both within five seconds, and the audit log has both changes. It changes what other tests read,
// so it runs after them (the shared-content project, playwright.config.ts), with JavaScript on.

const FAQ_QUESTION = "Is the studio accessible?";
const SERVICE_PATH = "Services/capsule-wardrobe-plan";
const SERVICE_PAGE = "/services/wardrobe-audit/capsule-wardrobe-plan";
const PUBLISH_WITHIN_MS = 5000;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  return context.newPage();
}

/** Reloads a public page until it shows `text`; fails if that takes longer than five seconds after the save. */
async function expectPublished(page: Page, path: string, text: string, savedAt: number) {
  for (;;) {
    await page.goto(path);
    // textContent: an FAQ's answer sits in a closed <details>, which innerText leaves out.
    if ((await page.locator("main").textContent())?.includes(text)) return Date.now() - savedAt;
    if (Date.now() - savedAt > PUBLISH_WITHIN_MS) throw new Error(`${path} did not show "${text}" within ${PUBLISH_WITHIN_MS} ms of the save`);
    await page.waitForTimeout(250);
  }
}

test("an admin grants an editor, who changes an FAQ and a price; the public pages show both within 5 s and the audit log lists them", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const firestore = emulatorFirestore();
  const website = await firestore.getDocument("Website/Data");
  const service = await firestore.getDocument(SERVICE_PATH);
  try {
    const admin = await createStudioUser("admin");
    const editor = await createStudioPerson("editor");

    // The admin gives the editor access on the users page.
    const adminPage = await newPage(browser);
    await signInThroughPage(adminPage, admin.email, admin.password);
    await adminPage.goto("/studio/users");
    await adminPage.getByLabel("Email", { exact: true }).fill(editor.email);
    await adminPage.getByLabel("Role", { exact: true }).last().selectOption("editor");
    await adminPage.getByRole("button", { name: "Give studio access" }).click();
    await expect(adminPage.getByRole("status")).toContainText(`Saved ${editor.email}`);

    // The editor signs in on the real page and sees the inbox, without the admin's pages.
    const editorPage = await newPage(browser);
    await signInThroughPage(editorPage, editor.email, editor.password);
    await expect(editorPage.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Audit log" })).toHaveCount(0);

    // An FAQ's answer.
    const newAnswer = `Yes: step-free from the street, a lift to the first floor and a wide fitting room. (${crypto.randomUUID().slice(0, 6)})`;
    await editorPage.goto("/studio/content/faqs");
    const questions = editorPage.locator('input[name$=".question"]');
    const names = await questions.evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]));
    const faqName = names.find(([, value]) => value === FAQ_QUESTION)?.[0];
    expect(faqName, "the FAQ form lists the question").toBeTruthy();
    await editorPage.locator(`textarea[name="${faqName!.replace(/question$/, "answer")}"]`).fill(newAnswer);
    await editorPage.getByRole("button", { name: "Save and publish" }).click();
    await expect(editorPage.getByRole("status")).toContainText("Saved. The public pages show it now.");
    const faqSavedAt = Date.now();
    const visitor = await newPage(browser);
    const faqDelay = await expectPublished(visitor, "/faqs", newAnswer, faqSavedAt);

    // A service's price.
    await editorPage.goto("/studio/content/services/capsule-wardrobe-plan");
    await editorPage.locator('input[name="price.amount"]').fill("155");
    await editorPage.getByRole("button", { name: "Save and publish" }).click();
    await expect(editorPage.getByRole("status")).toContainText("Saved");
    const priceDelay = await expectPublished(visitor, SERVICE_PAGE, "€155", Date.now());
    // The figure the issue asks for; the list reporter prints it.
    console.log(`save to public: FAQ ${faqDelay} ms, price ${priceDelay} ms`);

    // The admin's audit log: both changes, who made them, before and after.
    await adminPage.goto("/studio/audit");
    const faqEntry = adminPage.locator("li", { hasText: "Edited: FAQs" }).filter({ hasText: editor.email }).first();
    await expect(faqEntry).toContainText("Website/Data");
    await expect(faqEntry.locator("pre").first()).toContainText(FAQ_QUESTION);
    await expect(faqEntry.locator("pre").last()).toContainText(newAnswer);
    const priceEntry = adminPage.locator("li", { hasText: SERVICE_PATH }).filter({ hasText: editor.email }).first();
    await expect(priceEntry.locator("pre").first()).toContainText('"amount": 230');
    await expect(priceEntry.locator("pre").last()).toContainText('"amount": 155');
  } finally {
    // Put the demo content back for the other tests.
    if (website) await firestore.writeDocument("Website/Data", { faq: decodeDocument(website).data.faq }, { fields: ["faq"] });
    if (service) await firestore.writeDocument(SERVICE_PATH, { price: decodeDocument(service).data.price }, { fields: ["price"] });
    await purgeCache(request);
  }
});
