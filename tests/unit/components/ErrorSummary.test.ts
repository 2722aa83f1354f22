import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ErrorSummary, errorSummaryItems, type ErrorSummaryItem } from "~/components/ErrorSummary";

const render = (items: ErrorSummaryItem[], message?: string) => renderToStaticMarkup(createElement(ErrorSummary, { items, message, answer: {} }));

describe("the error summary", () => {
  test("is headed 'There is a problem' and links each problem to its field, in the order given", () => {
    const html = render([
      { message: "Enter your name.", target: "contact-name" },
      { message: "Enter a valid email address, like name@example.com.", target: "contact-email" },
    ]);
    expect(html).toMatch(/^<div class="container error-summary-area"><div id="error-summary" class="error-summary" tabindex="-1" role="alert" aria-labelledby="error-summary-title">/);
    expect(html).toContain('<h2 id="error-summary-title" class="error-summary__title">There is a problem</h2>');
    expect([...html.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[1], match[2]])).toEqual([
      ["contact-name", "Enter your name."],
      ["contact-email", "Enter a valid email address, like name@example.com."],
    ]);
  });

  test("says a problem with the whole form when no field has one, and leaves it out when one does", () => {
    const alone = render([], "You have sent several messages in the last minute.");
    expect(alone).toContain('<p class="error-summary__message">You have sent several messages in the last minute.</p>');
    const withFields = render([{ message: "Enter your name.", target: "contact-name" }], "Some details need another look.");
    expect(withFields).not.toContain("Some details need another look.");
  });

  test("a problem whose field is not on the page is listed without a link", () => {
    expect(render([{ message: "Choose one of the analyses listed." }])).toContain("<li>Choose one of the analyses listed.</li>");
  });

  test("renders nothing when there is nothing to say", () => {
    expect(render([])).toBe("");
    expect(render([], "")).toBe("");
  });
});

describe("the summary's items", () => {
  const fields = ["service", "name", "email"] as const;
  const target = (name: (typeof fields)[number]) => (name === "service" ? "booking-service-first" : `booking-${name}`);

  test("follow the form's order of fields, not the order the messages came in", () => {
    const items = errorSummaryItems({ email: "Enter your email.", service: "Choose an analysis.", name: "Enter your name." }, fields, target);
    expect(items).toEqual([
      { message: "Choose an analysis.", target: "booking-service-first" },
      { message: "Enter your name.", target: "booking-name" },
      { message: "Enter your email.", target: "booking-email" },
    ]);
  });

  test("keep a message for a field the form does not show, last and unlinked, and skip empty ones", () => {
    const items = errorSummaryItems({ mode: "Choose who it is for.", name: "", email: "Enter your email." }, fields, target);
    expect(items).toEqual([{ message: "Enter your email.", target: "booking-email" }, { message: "Choose who it is for." }]);
  });
});
