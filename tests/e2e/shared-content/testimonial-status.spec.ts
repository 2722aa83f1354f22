import { decodeDocument } from "~/firestore/codec";
import { emulatorFirestore, expect, purgeCache, test, visit } from "../support/site";

// The newest active testimonial, so it is on the home page as well as on /testimonials.
// No other test changes it. Hiding it changes what other tests read, so this runs after them (the
// shared-content project, playwright.config.ts), with JavaScript on.
const TESTIMONIAL_ID = "anouk-b-2026-08";
const TESTIMONIAL_PATH = `Testimonials/${TESTIMONIAL_ID}`;
const QUOTE_START = "Marieke went through my make-up bag";

/** The document's data as it can be written back: the timestamp as a date, not the ISO string it decodes to. */
function writable(data: Record<string, unknown>): Record<string, unknown> {
  return typeof data.createdAt === "string" ? { ...data, createdAt: new Date(data.createdAt) } : { ...data };
}

test.use({ javaScriptEnabled: true });

test("a testimonial set to hidden disappears from /testimonials and the home page, and comes back", async ({ page, request }) => {
  const firestore = emulatorFirestore();
  const document = await firestore.getDocument(TESTIMONIAL_PATH);
  expect(document, `${TESTIMONIAL_PATH} is seeded`).not.toBeNull();
  const original = writable(decodeDocument(document!).data);
  expect(original.status).toBe("active");

  const card = () => page.locator(`#testimonial-${TESTIMONIAL_ID}`);
  await visit(page, "/");
  await expect(card()).toContainText(QUOTE_START);

  try {
    await firestore.writeDocument(TESTIMONIAL_PATH, { ...original, status: "hidden" });
    await purgeCache(request);

    await visit(page, "/testimonials");
    await expect(page.getByRole("main").locator("figure.testimonial")).toHaveCount(9);
    await expect(card()).toHaveCount(0);
    await expect(page.getByText(QUOTE_START)).toHaveCount(0);

    await visit(page, "/testimonials?type=color-analysis");
    await expect(card()).toHaveCount(0);

    await visit(page, "/");
    await expect(page.getByRole("region", { name: "What our clients say" }).locator("blockquote")).toHaveCount(3);
    await expect(card()).toHaveCount(0);
    await expect(page.getByText(QUOTE_START)).toHaveCount(0);
  } finally {
    await firestore.writeDocument(TESTIMONIAL_PATH, original);
    await purgeCache(request);
  }

  await visit(page, "/testimonials");
  await expect(card()).toContainText(QUOTE_START);
});
