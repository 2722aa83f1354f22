import type { Page } from "@playwright/test";
import { LEGAL_PAGES } from "~/data/legal-pages";
import { expect, SERVER_HTML, test, visit } from "./support/site";

// tests/e2e/shared-content/testimonial-status.spec.ts hides a testimonial for a moment; it runs
// after these (playwright.config.ts), so the counts here are exact: 35 active, 14 of them colour analysis.

test("the home page shows the hero, the four categories, the four seasons and three testimonials", SERVER_HTML, async ({ page }) => {
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wear the colours that already belong to you");
  await expect(page.getByRole("main").getByRole("link", { name: "Book your colour analysis" })).toBeVisible();

  const services = page.getByRole("region", { name: "Our services" });
  for (const name of ["Colour Analysis & Styling", "Personal Styling", "Wardrobe Audit", "Complete Makeover"]) {
    await expect(services.getByRole("link", { name, exact: true })).toBeVisible();
  }

  const seasons = page.getByRole("region", { name: "The four seasons" });
  for (const name of ["Spring", "Summer", "Autumn", "Winter"]) {
    await expect(seasons.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  // Key colours carry their hex as text, not only as paint.
  for (const hex of ["#f6d55c", "#a7c4e2", "#b7410e", "#c8102e"]) await expect(seasons.getByText(hex)).toBeVisible();

  const testimonials = page.getByRole("region", { name: "What our clients say" });
  await expect(testimonials.locator("blockquote")).toHaveCount(3);
  await expect(testimonials.getByText(/^Rated [1-5] out of 5$/)).toHaveCount(3);

  const book = page.getByRole("region", { name: "Ready to see your colours?" });
  await expect(book.getByRole("link", { name: "Book a session" })).toHaveAttribute("href", "/service-booking");
});

test("the about page tells the story, the approach and who founded the studio", SERVER_HTML, async ({ page }) => {
  await visit(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Plum & Linen");
  for (const name of ["Our story", "Our approach", "What makes us different", "Meet the founder"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 3, name: "Marieke van Doorn" })).toBeVisible();
});

test.describe("testimonials", () => {
  const cards = (page: Page) => page.getByRole("main").locator("figure.testimonial");

  test("the filter links narrow the list and the choice survives a reload", async ({ page }) => {
    await visit(page, "/testimonials");
    const filters = page.getByRole("navigation", { name: "Filter testimonials by service" });
    await expect(filters.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(9);

    await filters.getByRole("link", { name: /^Personal Styling/ }).click();
    await expect(page).toHaveURL(/\/testimonials\?type=personal-styling$/);
    for (const pass of ["after the click", "after a reload"]) {
      await expect(page.getByRole("heading", { level: 2, name: "Personal Styling testimonials" }), pass).toBeVisible();
      await expect(cards(page), pass).toHaveCount(7);
      await expect(cards(page).locator(".testimonial__category"), pass).toHaveText(Array(7).fill("Personal Styling"));
      await expect(filters.getByRole("link", { name: /^Personal Styling/ }), pass).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("navigation", { name: "Testimonial pages" }), pass).toHaveCount(0);
      if (pass === "after the click") await page.reload();
    }

    await filters.getByRole("link", { name: /^Complete Makeover/ }).click();
    await expect(page).toHaveURL(/\/testimonials\?type=complete-makeover$/);
    await expect(cards(page).locator(".testimonial__category")).toHaveText(Array(7).fill("Complete Makeover"));

    await filters.getByRole("link", { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(cards(page)).toHaveCount(9);
  });

  test("the pagination links page through 9 at a time and the page survives a reload", async ({ page }) => {
    await visit(page, "/testimonials");
    const firstQuote = await cards(page).first().locator("blockquote").textContent();
    const pages = page.getByRole("navigation", { name: "Testimonial pages" });
    await expect(pages.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/testimonials\?page=2$/);
    for (const pass of ["after the click", "after a reload"]) {
      await expect(pages.getByRole("link", { name: "Page 2", exact: true }), pass).toHaveAttribute("aria-current", "page");
      await expect(cards(page), pass).toHaveCount(9);
      await expect(cards(page).first().locator("blockquote"), pass).not.toHaveText(firstQuote ?? "");
      await expect(page.getByText(/^Showing 10–18 of 35, newest first/), pass).toBeVisible();
      if (pass === "after the click") await page.reload();
    }

    await pages.getByRole("link", { name: "Page 4", exact: true }).click();
    await expect(page).toHaveURL(/\/testimonials\?page=4$/);
    await expect(pages.getByRole("link", { name: "Page 4", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(8);

    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/testimonials\?page=3$/);
    await expect(cards(page)).toHaveCount(9);
  });

  test("a filter keeps its pages: Color Analysis has a second page", async ({ page }) => {
    await visit(page, "/testimonials?type=color-analysis");
    const pages = page.getByRole("navigation", { name: "Testimonial pages" });
    await pages.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\/testimonials\?type=color-analysis&page=2$/);
    await expect(page.getByText(/^Showing 10–14 of 14, newest first/)).toBeVisible();
    await page.reload();
    await expect(cards(page).locator(".testimonial__category").first()).toHaveText("Color Analysis");
    await expect(
      page.getByRole("navigation", { name: "Filter testimonials by service" }).getByRole("link", { name: /^Color Analysis/ }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("an unknown type shows All with a note, and a page past the end is not found", async ({ page }) => {
    await visit(page, "/testimonials?type=hair-dye");
    await expect(page.getByRole("status")).toContainText("We don't have a testimonial category by that name");
    await expect(cards(page)).toHaveCount(9);
    await visit(page, "/testimonials?page=99", 404);
    await expect(page.getByText("Page Not Found")).toBeVisible();
  });
});

test("an FAQ opens with a click, with or without JavaScript", async ({ page }) => {
  await visit(page, "/faqs");
  for (const name of ["Colour analysis", "Booking & gifts", "Online & digital sessions", "Styling & wardrobe"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  const faq = page.locator("details.faq", { hasText: "How do gift vouchers work" });
  const answer = faq.getByText("Gift vouchers are bought and paid online and are valid for 2 years");
  await expect(faq).not.toHaveAttribute("open");
  await expect(answer).toBeHidden();
  await faq.locator("summary").click();
  await expect(faq).toHaveAttribute("open", "");
  await expect(answer).toBeVisible();
  await faq.locator("summary").click();
  await expect(answer).toBeHidden();
});

test("the contact page shows the studio's details and a labelled form", SERVER_HTML, async ({ page }) => {
  await visit(page, "/contact");
  const details = page.getByRole("region", { name: "Studio details" });
  await expect(details.getByText("Lange Nieuwstraat 87")).toBeVisible();
  await expect(details.getByRole("link", { name: "hello@plumandlinen.example" })).toHaveAttribute(
    "href",
    "mailto:hello@plumandlinen.example",
  );
  await expect(details.getByRole("link", { name: "+31 30 204 7718" })).toHaveAttribute("href", "tel:+31302047718");
  await expect(details.getByRole("link", { name: /\+31 6 4187 2290/ })).toHaveAttribute("href", "https://wa.me/31641872290");
  await expect(details.getByText("Tuesday, Wednesday and Friday")).toBeVisible();

  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form).toHaveAttribute("method", "post");
  await form.getByLabel("Name").fill("Sophie de Vries");
  await form.getByLabel("Email").fill("sophie@example.nl");
  await form.getByLabel("WhatsApp number (optional)").fill("+31 6 1234 5678");
  await form.getByLabel("Message").fill("Do you have a Saturday slot in March for an in-person analysis?");
  await expect(form.getByLabel("Name")).toHaveValue("Sophie de Vries");
  await expect(form.getByRole("button", { name: "Send message" })).toBeVisible();
});

test("every legal page is reachable from the footer and links to the others", async ({ page }) => {
  const footerLabels: Record<string, string> = {
    "/legal/privacy-policy": "Privacy policy",
    "/legal/refund-policy": "Refund policy",
    "/legal/shipping-delivery-policy": "Shipping & delivery",
    "/legal/terms-and-conditions": "Terms & conditions",
  };
  // The cookie banner sits over the bottom of the page until the visitor chooses; choose first.
  await visit(page, "/");
  const banner = page.getByRole("region", { name: "Cookies on this site" });
  await Promise.all([
    // With JavaScript the banner's form posts in the background (to /consent.data), without it as a page.
    page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/consent")),
    banner.getByRole("button", { name: "Reject" }).click(),
  ]);
  for (const legal of LEGAL_PAGES) {
    await visit(page, "/");
    await expect(banner).toHaveCount(0);
    const footerLegal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal", exact: true });
    await footerLegal.getByRole("link", { name: footerLabels[legal.path] }).click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
    const sideNav = page.getByRole("navigation", { name: "Legal policies" });
    await expect(sideNav.getByRole("link")).toHaveCount(4);
    await expect(sideNav.getByRole("link", { name: legal.navLabel })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
  }
});

test("the privacy policy names the cookies and when analytics loads", SERVER_HTML, async ({ page }) => {
  await visit(page, "/legal/privacy-policy");
  const cookies = page.getByRole("table", { name: "Cookies set by this website" });
  await expect(cookies.getByRole("rowheader")).toHaveText(["consent", "_ga", "_ga_<id>"]);
  await expect(page.getByText("never before you choose and never after you reject it")).toBeVisible();
});
