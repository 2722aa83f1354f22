import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Alert } from "~/components/Alert";
import { ALERT_CLOSE_BLOCK_MS, alertReducer, alertRole, initialAlertState, type AlertState } from "~/browser/alert-state";

const open = (state: AlertState = initialAlertState) =>
  alertReducer(state, { type: "open", alertType: "success", message: "Saved" });

describe("alert state", () => {
  test("starts hidden", () => {
    expect(initialAlertState).toEqual({ show: false, type: "info", message: "", preventClose: false });
  });

  test("opening sets the type and message and blocks closing", () => {
    expect(open()).toEqual({ show: true, type: "success", message: "Saved", preventClose: true });
  });

  test("a close right after opening (the opening click) is ignored", () => {
    const opened = open();
    expect(alertReducer(opened, { type: "close" })).toBe(opened);
  });

  test("once closing is allowed, close hides it and keeps its last message", () => {
    const allowed = alertReducer(open(), { type: "allowClose" });
    expect(allowed.preventClose).toBe(false);
    expect(alertReducer(allowed, { type: "close" })).toEqual({ show: false, type: "success", message: "Saved", preventClose: false });
  });

  test("opening again replaces the message and blocks closing again", () => {
    const allowed = alertReducer(open(), { type: "allowClose" });
    const reopened = alertReducer(allowed, { type: "open", alertType: "error", message: "Try again" });
    expect(reopened).toEqual({ show: true, type: "error", message: "Try again", preventClose: true });
    expect(alertReducer(reopened, { type: "close" })).toBe(reopened);
  });

  test("closing a hidden alert and allowing an unblocked one change nothing", () => {
    expect(alertReducer(initialAlertState, { type: "close" })).toBe(initialAlertState);
    expect(alertReducer(initialAlertState, { type: "allowClose" })).toBe(initialAlertState);
  });

  test("the block lasts a moment: 300 ms", () => {
    expect(ALERT_CLOSE_BLOCK_MS).toBe(300);
  });
});

describe("alert markup", () => {
  test("errors are announced at once (role alert), the rest politely (role status)", () => {
    expect(alertRole("error")).toBe("alert");
    for (const type of ["success", "info", "warning"] as const) expect(alertRole(type)).toBe("status");
  });

  test("a shown alert has its message, type and a labelled close button; a hidden one renders nothing", () => {
    const html = renderToStaticMarkup(createElement(Alert, { state: open(), onClose: () => {} }));
    expect(html).toContain('class="alert alert--success" role="status"');
    expect(html).toContain("Saved");
    expect(html).toContain('<button type="button" class="alert__close" aria-label="Close">');
    expect(renderToStaticMarkup(createElement(Alert, { state: initialAlertState, onClose: () => {} }))).toBe("");
  });
});
