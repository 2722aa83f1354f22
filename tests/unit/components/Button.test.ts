import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import {
  Button,
  BUTTON_HEIGHTS_PX,
  buttonClassName,
  DEFAULT_PROGRESS_TEXT,
  handleButtonClick,
  isButtonInactive,
  type ButtonProps,
} from "~/components/Button";
import { AA_NORMAL_TEXT, contrastRatio } from "../support/contrast";

const render = (props: ButtonProps) => renderToStaticMarkup(createElement(Button, props));

describe("button sizes", () => {
  test("are 40, 48 and 56 px high for sm, md and lg", () => {
    expect(BUTTON_HEIGHTS_PX).toEqual({ sm: 40, md: 48, lg: 56 });
  });

  test("map to the button.css classes whose min-heights are those heights", () => {
    const css = readFileSync(new URL("../../../app/styles/button.css", import.meta.url), "utf8");
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

describe("button progress", () => {
  test("the default progress text is Loading...", () => {
    expect(DEFAULT_PROGRESS_TEXT).toBe("Loading...");
  });
});

describe("button clicks", () => {
  test("are ignored when disabled or loading", () => {
    expect(isButtonInactive({})).toBe(false);
    expect(isButtonInactive({ disabled: true })).toBe(true);
    expect(isButtonInactive({ loading: true })).toBe(true);
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
});

describe("button and alert colours", () => {
  const css = readFileSync(new URL("../../../app/styles/button.css", import.meta.url), "utf8");
  const rules = [...css.matchAll(/([^{}]+)\{\s*background:\s*(#[0-9a-f]{6});\s*color:\s*(#[0-9a-f]{6});/gi)];

  test("every background and text pair in button.css meets WCAG AA", () => {
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const [, selector, background, text] of rules) {
      expect(contrastRatio(background!, text!), selector!.trim()).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });
});
