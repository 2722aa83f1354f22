import { decodeDocument } from "~/firestore/codec";
import { emulatorFirestore, expect, purgeCache, test, visit } from "../support/site";

const SERVICE_PATH = "Services/digital-color-analysis";
const SERVICE_URL = "/services/color-analysis-styling/digital-color-analysis";
const TIMESTAMP_FIELDS = ["createdAt", "updatedAt"];

/** The document's data as it can be written back: timestamps as dates, not the ISO strings they decode to. */
function writable(data: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...data };
  for (const field of TIMESTAMP_FIELDS) {
    if (typeof copy[field] === "string") copy[field] = new Date(copy[field]);
  }
  return copy;
}

// It changes what other tests read, so it runs after them (the shared-content project,
// playwright.config.ts). The change is checked in the server's HTML: JavaScript off.
test.use({ javaScriptEnabled: false });

test("a service set to draft disappears from every page that listed it, and comes back", async ({ page, request }) => {
  const firestore = emulatorFirestore();
  const document = await firestore.getDocument(SERVICE_PATH);
  expect(document, `${SERVICE_PATH} is seeded`).not.toBeNull();
  const original = writable(decodeDocument(document!).data);
  expect(original.status).toBe("active");

  try {
    await firestore.writeDocument(SERVICE_PATH, { ...original, status: "draft" });
    await purgeCache(request);

    await visit(page, "/services/color-analysis-styling");
    const categoryMain = page.getByRole("main");
    await expect(categoryMain.getByRole("link", { name: "In-Person Colour Analysis" })).toBeVisible();
    await expect(categoryMain.getByText("Digital Colour Analysis")).toHaveCount(0);

    await visit(page, "/color-analysis");
    const comparison = page.getByRole("main");
    await expect(comparison.getByRole("heading", { level: 3, name: "Online Colour Analysis" })).toBeVisible();
    await expect(comparison.getByRole("heading", { level: 3, name: "Digital Colour Analysis" })).toHaveCount(0);
    await expect(comparison.locator(`a[href="${SERVICE_URL}"]`)).toHaveCount(0);

    await visit(page, "/gift-a-session");
    await expect(page.getByRole("radio", { name: /Digital Colour Analysis/ })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: /Online Colour Analysis/ })).toHaveCount(1);

    await visit(page, SERVICE_URL, 404);
    await expect(page.getByText("Page Not Found")).toBeVisible();
  } finally {
    await firestore.writeDocument(SERVICE_PATH, original);
    await purgeCache(request);
  }

  await visit(page, SERVICE_URL);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Colour Analysis");
  await visit(page, "/color-analysis");
  await expect(page.getByRole("main").getByRole("heading", { level: 3, name: "Digital Colour Analysis" })).toBeVisible();
});
