import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { fieldPropsFor, RadioChoice, SelectField, TextareaField, TextField, type FieldProps } from "~/components/forms";

const render = (element: ReactElement) => renderToStaticMarkup(element);
const base: FieldProps = { id: "form-email", name: "email", label: "Email" };

/** One field of each kind the kit offers, with the given props. */
const kinds = (props: FieldProps): Array<[string, ReactElement]> => [
  ["text", createElement(TextField, props)],
  ["email", createElement(TextField, { ...props, type: "email" })],
  ["tel", createElement(TextField, { ...props, type: "tel" })],
  ["date", createElement(TextField, { ...props, type: "date" })],
  ["textarea", createElement(TextareaField, { ...props, rows: 3 })],
  ["select", createElement(SelectField, { ...props, options: ["2", "3"] })],
];

describe("form fields", () => {
  for (const [kind, element] of kinds({ ...base, hint: "We only use it to answer you.", error: "Enter your email address." })) {
    test(`a ${kind} field with an error is described by its hint, then its error, and marked invalid`, () => {
      const html = render(element);
      expect(html).toContain('<div class="field field--invalid">');
      expect(html).toContain('<label for="form-email">Email</label>');
      expect(html).toContain('aria-invalid="true"');
      expect(html).toContain('aria-describedby="form-email-hint form-email-error"');
      expect(html).toContain('<p id="form-email-hint" class="field__hint">We only use it to answer you.</p>');
      expect(html).toContain('<p id="form-email-error" class="field__error">Enter your email address.</p>');
      // Read in the order they are announced: label, hint, the control, its error.
      const control = html.search(/<(input|textarea|select) id="form-email"/);
      expect(html.indexOf("<label")).toBeLessThan(html.indexOf('id="form-email-hint"'));
      expect(html.indexOf('id="form-email-hint"')).toBeLessThan(control);
      expect(control).toBeLessThan(html.indexOf('id="form-email-error"'));
    });
  }

  for (const [kind, element] of kinds(base)) {
    test(`a ${kind} field without hint or error describes nothing and is not marked invalid`, () => {
      const html = render(element);
      expect(html).toContain('<div class="field">');
      expect(html).not.toContain("aria-describedby");
      expect(html).not.toContain("aria-invalid");
      expect(html).not.toContain("field__");
    });
  }

  test("a required field shows an asterisk hidden from assistive technology, which hears `required`", () => {
    const html = render(createElement(TextField, { ...base, required: true }));
    expect(html).toContain('<label for="form-email">Email <span aria-hidden="true">*</span></label>');
    expect(html).toMatch(/<input id="form-email"[^>]* required=""/);
  });

  test("a field that comes back keeps what was typed", () => {
    expect(render(createElement(TextField, { ...base, value: "ann@example.org" }))).toContain('value="ann@example.org"');
    expect(render(createElement(TextareaField, { ...base, rows: 3, value: "Hello" }))).toContain(">Hello</textarea>");
    expect(render(createElement(SelectField, { ...base, options: ["2", "3"], value: "3" }))).toContain('<option value="3" selected="">');
  });

  test("a select starts on its first option", () => {
    expect(render(createElement(SelectField, { ...base, options: ["2", "3"] }))).toContain('<option value="2" selected="">');
  });

  test("a form's fields take their ids from its prefix and their values and messages by name", () => {
    const field = fieldPropsFor<"name" | "email">("contact", { name: "A" }, { name: "Too short" });
    expect(field("name")).toEqual({ id: "contact-name", name: "name", value: "A", error: "Too short" });
    expect(field("email")).toEqual({ id: "contact-email", name: "email", value: undefined, error: undefined });
  });

  test("a radio choice is a list item with its input first, then its label", () => {
    const html = render(
      createElement(RadioChoice, {
        id: "mode-gift",
        name: "mode",
        value: "gift",
        checked: true,
        required: true,
        children: createElement("label", { htmlFor: "mode-gift" }, "As a gift"),
      }),
    );
    expect(html).toMatch(/^<li class="choice"><input [^>]*\/><label for="mode-gift">As a gift<\/label><\/li>$/);
    for (const attribute of ['type="radio"', 'id="mode-gift"', 'name="mode"', 'value="gift"', 'checked=""', 'required=""']) {
      expect(html).toContain(attribute);
    }
  });
});
