import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { CheckboxField, NumberField, TextField } from "~/components/forms";

// The form kit's number and checkbox fields, and the typing hints a text field takes (the studio's
// availability page uses all three).
const render = (element: ReactElement) => renderToStaticMarkup(element);
const base = { id: "field-maxPeople", name: "maxPeople", label: "Most people" };

/** The attributes of the field's control, whatever order React writes them in. */
function controlOf(html: string): Record<string, string> {
  const tag = /<input ([^>]*?)\/>/.exec(html)?.[1] ?? "";
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

describe("the form kit's number field", () => {
  test("is a whole number between its bounds, with a phone's number keyboard, keeping what was typed", () => {
    const html = render(createElement(NumberField, { ...base, min: 1, max: 6, value: "2" }));
    expect(html).toMatch(/^<div class="field"><label for="field-maxPeople">Most people<\/label><input [^>]*\/><\/div>$/);
    expect(controlOf(html)).toEqual({ id: "field-maxPeople", name: "maxPeople", type: "number", inputMode: "numeric", min: "1", max: "6", step: "1", value: "2" });
  });

  test("in the studio's look, is described by its hint, then its error, and marked invalid", () => {
    const html = render(createElement(NumberField, { ...base, look: "studio", hint: "Up to six.", error: "Enter a number of people from 1 to 6." }));
    expect(html).toMatch(/^<div class="studio-field"><label for="field-maxPeople">Most people<\/label><p class="studio-field__hint" id="field-maxPeople-hint">Up to six.<\/p><input /);
    expect(controlOf(html)).toMatchObject({ "aria-invalid": "true", "aria-describedby": "field-maxPeople-hint field-maxPeople-error" });
    expect(html).toMatch(/<p class="studio-field__error" id="field-maxPeople-error">Enter a number of people from 1 to 6.<\/p><\/div>$/);
  });
});

describe("the form kit's checkbox field", () => {
  test("in the studio's look, comes before its label and starts ticked when told", () => {
    const html = render(createElement(CheckboxField, { ...base, look: "studio", checked: true }));
    expect(html).toMatch(/^<div class="studio-field studio-field--inline"><input [^>]*\/><label for="field-maxPeople">Most people<\/label><\/div>$/);
    expect(controlOf(html)).toEqual({ id: "field-maxPeople", name: "maxPeople", type: "checkbox", checked: "" });
  });

  test("on the site, is a checkbox field with its error after the label, and starts unticked", () => {
    const html = render(createElement(CheckboxField, { ...base, error: "Tick this." }));
    expect(html).toMatch(/^<div class="field field--checkbox field--invalid"><input [^>]*\/><label for="field-maxPeople">Most people<\/label><p id="field-maxPeople-error" class="field__error">Tick this.<\/p><\/div>$/);
    expect(controlOf(html)).toEqual({ id: "field-maxPeople", name: "maxPeople", type: "checkbox", "aria-invalid": "true", "aria-describedby": "field-maxPeople-error" });
  });
});

describe("the form kit's text field", () => {
  test("takes how its value is typed: keyboard, example, pattern, width and length", () => {
    const html = render(createElement(TextField, { ...base, inputMode: "numeric", placeholder: "09:30", pattern: "\\d\\d:\\d\\d", size: 5, maxLength: 5, autoComplete: "off" }));
    expect(controlOf(html)).toEqual({ id: "field-maxPeople", name: "maxPeople", type: "text", inputMode: "numeric", autoComplete: "off", placeholder: "09:30", pattern: "\\d\\d:\\d\\d", size: "5", maxLength: "5" });
  });
});
