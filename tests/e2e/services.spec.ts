import type { Locator } from "@playwright/test";
import { expect, SERVER_HTML, test, visit } from "./support/site";

/** A form control by its label's text; a required field's label ends in an asterisk hidden from screen readers. */
function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

test("a visitor goes from a category to a service and on to booking it for two", async ({ page }) => {
  await visit(page, "/services/color-analysis-styling");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Discover the colours that make you look like yourself",
  );
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "In-Person Colour Analysis" }).click();

  await expect(page).toHaveURL(/\/services\/color-analysis-styling\/in-person-color-analysis$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("In-Person Colour Analysis");
  await expect(main.getByText("€245").first()).toBeVisible();
  await expect(main.getByText("2 hours 30 minutes").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Colour Analysis & Styling" })).toBeVisible();
  await main.getByRole("link", { name: "Book this session" }).first().click();

  await expect(page).toHaveURL(/\/service-booking\?service=in-person-color-analysis$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a colour analysis");
  await expect(page.getByRole("radio", { name: /In-Person Colour Analysis/ })).toBeChecked();
  // gift is the default mode
  await expect(page.getByRole("radio", { name: "As a gift" })).toBeChecked();
  await page.getByRole("radio", { name: "For the two of us" }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/partner-session\?service=in-person-color-analysis$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner colour analysis");
  await expect(page.getByRole("navigation", { name: "Which analysis" }).getByRole("link", { name: "In-Person Colour Analysis" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Book In-Person Colour Analysis" })).toBeVisible();
  await expect(page.getByRole("group", { name: "1. Choose a time" }).getByRole("radio").first()).toBeVisible();
});

test("a category page lists only its active services, in order", SERVER_HTML, async ({ page }) => {
  await visit(page, "/services/personal-styling");
  const titles = page.getByRole("main").locator(".service-card h3");
  await expect(titles).toHaveText(["Style Essentials Session", "Guided Shopping Trip", "Occasion Outfit Styling"]);
  await expect(page.getByText("Online Style Consultation")).toHaveCount(0);
});

test("a makeover starts with its free call, booked online", async ({ page }) => {
  await visit(page, "/services/complete-makeover/signature-makeover");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signature Makeover");
  await expect(page.getByRole("main").getByRole("link", { name: "Book your free 20-minute call" }).first()).toHaveAttribute(
    "href",
    "/service-booking?mode=self&service=signature-makeover",
  );
});

test("/color-analysis compares the three analyses and links each to its page", SERVER_HTML, async ({ page }) => {
  await visit(page, "/color-analysis");
  const main = page.getByRole("main");
  for (const name of ["In-Person Colour Analysis", "Online Colour Analysis", "Digital Colour Analysis"]) {
    await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  await expect(main.getByRole("heading", { name: "Photo guide for online and digital analysis" })).toBeVisible();
  await main.getByRole("link", { name: "More about the digital colour analysis" }).click();
  await expect(page).toHaveURL(/\/services\/color-analysis-styling\/digital-color-analysis$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Colour Analysis");
});

const MODES = [
  {
    path: "/gift-a-session",
    title: "Gift a colour analysis",
    labels: ["Your name", "Your email", "Recipient's name", "Recipient's email (optional)", "Your message (optional)", "Postal address for the card"],
    submit: "Continue to payment",
  },
  {
    path: "/partner-session",
    title: "Partner colour analysis",
    labels: ["Your name", "Your email", "Your phone number (optional)", "Your partner's name", "Gift voucher code (optional)", "I accept the terms and conditions and the refund policy."],
    submit: "Book and pay",
  },
  {
    path: "/group-session",
    title: "Group colour analysis",
    labels: ["Your name", "Your email", "Your phone number (optional)", "The names of the others coming", "Gift voucher code (optional)", "I accept the terms and conditions and the refund policy."],
    submit: "Book and pay",
  },
];

for (const mode of MODES) {
  test(`${mode.path} shows its title and its booking form fields by label`, SERVER_HTML, async ({ page }) => {
    await visit(page, mode.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(mode.title);
    await expect(page.getByRole("navigation", { name: "Ways to book" }).locator('[aria-current="page"]')).toBeVisible();
    const form = page.locator("form.booking-form");
    for (const label of mode.labels) {
      await expect(field(form, label)).toBeVisible();
    }
    // A gift is a voucher bought for a session's price or an amount; a couple or a group books a real time of the first analysis offered.
    const choice = mode.path === "/gift-a-session" ? form.getByRole("group", { name: /1\. Its value/ }) : form.getByRole("group", { name: "1. Choose a time" });
    await expect(choice.getByRole("radio").first()).toBeVisible();
    await expect(form.getByRole("button", { name: mode.submit })).toBeVisible();
  });
}

test("a gift voucher is emailed to the buyer unless it should go to the recipient or be a printed card", async ({ page }) => {
  await visit(page, "/gift-a-session");
  const arrival = page.getByRole("group", { name: /3\. How it arrives/ });
  await expect(arrival.getByRole("radio", { name: /^Email it to me/ })).toBeChecked();
  await arrival.getByRole("radio", { name: /^A printed card/ }).check();
  await expect(arrival.getByRole("radio", { name: /^A printed card/ })).toBeChecked();
});

test("the group form offers two to six people, and its times follow the group's size", async ({ page }) => {
  await visit(page, "/group-session");
  const size = page.getByLabel("How many people, including you?");
  await expect(size.locator("option")).toHaveText(["2 people", "3 people", "4 people", "5 people", "6 people"]);
  await size.selectOption("6");
  await page.getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(/\/group-session\?service=in-person-color-analysis&people=6$/);
  // 150 minutes and 75 for each of five more: only Thursday's long day fits 8 hours 45 minutes.
  await expect(page.getByText(/8 hours 45 minutes at the studio in Utrecht, for 6 people/)).toBeVisible();
  for (const day of await page.getByRole("group", { name: "1. Choose a time" }).getByRole("group").all()) {
    await expect(day.getByRole("radio").first()).toHaveAccessibleName(/^Thu /);
  }
});

test("'just for me' on /service-booking shows the free times of an analysis booked online", async ({ page }) => {
  await visit(page, "/service-booking?service=online-color-analysis");
  await page.getByRole("radio", { name: "Just for me" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/service-booking\?service=online-color-analysis&mode=self$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Online Colour Analysis");
  const form = page.locator("form.booking-form");
  await expect(form.getByRole("group", { name: "1. Choose a time" }).getByRole("radio").first()).toBeVisible();
  await expect(field(form, "Your name")).toBeVisible();
});

test("'just for me' on /service-booking orders the analysis with no appointment (digital): no time or date to choose", async ({ page }) => {
  await visit(page, "/service-booking?service=digital-color-analysis");
  await page.getByRole("radio", { name: "Just for me" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/service-booking\?service=digital-color-analysis&mode=self$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order your Digital Colour Analysis");
  const form = page.locator("form.booking-form");
  await expect(field(form, "Your name")).toBeVisible();
  await expect(field(form, "Postal address for your swatch wallet")).toBeVisible();
  await expect(form.getByRole("radio")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Order and pay €95" })).toBeVisible();
});
