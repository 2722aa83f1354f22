import { readFileSync } from "node:fs";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import {
  assertButtonRules,
  Button,
  BUTTON_HEIGHTS_PX,
  buttonClassName,
  DEFAULT_PROGRESS_TEXT,
  handleButtonClick,
  isButtonInactive,
  type ButtonProps,
} from "~/components/Button";
import { InputsDisabledProvider } from "~/components/InputsDisabled";
import { AA_NORMAL_TEXT, contrastRatio } from "./contrast";

const render = (props: ButtonProps) => renderToStaticMarkup(createElement(Button, props));
const validRules = { text: "Send", size: "md", type: "button", variant: "primary", progressText: "Loading..." } as const;

describe("button sizes", () => {
  test("are 40, 48 and 56 px high for sm, md and lg", () => {
    expect(BUTTON_HEIGHTS_PX).toEqual({ sm: 40, md: 48, lg: 56 });
  });

  test("map to the app.css classes whose min-heights are those heights", () => {
    const css = readFileSync(new URL("../../app/styles/app.css", import.meta.url), "utf8");
    const minHeight = (selector: string) =>
      new RegExp(`\\${selector}\\s*\\{[^}]*min-height:\\s*(\\d+)px`).exec(css)?.[1];
    expect(buttonClassName({ size: "sm" }).split(" ")).toContain("button--sm");
    expect(buttonClassName({ size: "lg" }).split(" ")).toContain("button--lg");
    expect(buttonClassName({ size: "md" })).toBe("button button--primary");
    expect(Number(minHeight(".button--sm"))).toBe(BUTTON_HEIGHTS_PX.sm);
    expect(Number(minHeight(".button"))).toBe(BUTTON_HEIGHTS_PX.md);
    expect(Number(minHeight(".button--lg"))).toBe(BUTTON_HEIGHTS_PX.lg);
  });
});

describe("button rules", () => {
  test("accept every allowed size, type and variant", () => {
    for (const size of ["sm", "md", "lg"] as const)
      for (const type of ["button", "submit", "reset"] as const)
        for (const variant of ["primary", "secondary", "danger"] as const)
          expect(() => assertButtonRules({ ...validRules, size, type, variant })).not.toThrow();
  });

  test("require a text: empty or blank text is refused", () => {
    expect(() => assertButtonRules({ ...validRules, text: "" })).toThrow("Button text is required");
    expect(() => assertButtonRules({ ...validRules, text: "   " })).toThrow("Button text is required");
    expect(() => render({ text: "" })).toThrow("Button text is required");
  });

  test("refuse a size, type or variant outside the rules", () => {
    expect(() => assertButtonRules({ ...validRules, size: "xl" as never })).toThrow("sm, md or lg");
    expect(() => assertButtonRules({ ...validRules, type: "link" as never })).toThrow("button, submit or reset");
    expect(() => assertButtonRules({ ...validRules, variant: "ghost" as never })).toThrow("primary, secondary or danger");
  });

  test("the default progress text is Loading...", () => {
    expect(DEFAULT_PROGRESS_TEXT).toBe("Loading...");
  });
});

describe("button clicks", () => {
  test("are ignored when disabled, loading or inputs are globally disabled", () => {
    expect(isButtonInactive({})).toBe(false);
    expect(isButtonInactive({ disabled: true })).toBe(true);
    expect(isButtonInactive({ loading: true })).toBe(true);
    expect(isButtonInactive({ inputsDisabled: true })).toBe(true);
  });

  test("an inactive click is cancelled (a submit is not sent) and the handler is not called", () => {
    const event = { preventDefault: vi.fn() };
    const onClick = vi.fn();
    handleButtonClick(event, true, onClick);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
  });

  test("an active click reaches the handler and keeps its default (a submit is sent)", () => {
    const event = { preventDefault: vi.fn() };
    const onClick = vi.fn();
    handleButtonClick(event, false, onClick);
    expect(onClick).toHaveBeenCalledWith(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});

describe("button server render", () => {
  test("is a plain button of the given type with its text", () => {
    expect(render({ text: "Send message", type: "submit" })).toBe(
      '<button type="submit" class="button button--primary">Send message</button>',
    );
    expect(render({ text: "Close" })).toContain('type="button"');
    expect(render({ text: "Clear", type: "reset" })).toContain('type="reset"');
  });

  test("the danger variant and sizes carry their classes", () => {
    expect(render({ text: "Delete", variant: "danger", size: "lg" })).toContain('class="button button--danger button--lg"');
  });

  test("loading shows a hidden spinner and Loading..., busy and aria-disabled", () => {
    const html = render({ text: "Send message", type: "submit", loading: true });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('<span class="button__spinner" aria-hidden="true"></span><span>Loading...</span>');
    expect(html).not.toContain("Send message");
    expect(html).not.toContain("disabled=\"\"");
  });

  test("loading can say its own progress text", () => {
    expect(render({ text: "Send", loading: true, progressText: "Sending..." })).toContain("<span>Sending...</span>");
  });

  test("disabled is the native attribute, so it holds without JavaScript", () => {
    const html = render({ text: "Send", type: "submit", disabled: true });
    expect(html).toContain('disabled=""');
    expect(html).not.toContain("aria-busy");
  });

  test("globally disabled inputs make it aria-disabled", () => {
    const tree: ReactElement = createElement(InputsDisabledProvider, {
      disabled: true,
      children: createElement(Button, { text: "Send" }),
    });
    expect(renderToStaticMarkup(tree)).toContain('aria-disabled="true"');
  });
});

describe("button and alert colours", () => {
  const css = readFileSync(new URL("../../app/styles/button.css", import.meta.url), "utf8");
  const rules = [...css.matchAll(/([^{}]+)\{\s*background:\s*(#[0-9a-f]{6});\s*color:\s*(#[0-9a-f]{6});/gi)];

  test("every background and text pair in button.css meets WCAG AA", () => {
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const [, selector, background, text] of rules) {
      expect(contrastRatio(background!, text!), selector!.trim()).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });
});
