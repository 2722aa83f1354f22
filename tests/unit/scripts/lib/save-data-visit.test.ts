import { describe, expect, it } from "vitest";
import { requestType } from "../../../../scripts/lib/save-data-visit.mjs";

// A Save-Data visit must make no script and no font request: a script that Chromium files as a
// prefetch or a fetch must still count as a script.

describe("requestType", () => {
  it("keeps Chromium's own kinds", () => {
    expect(requestType("Document", "text/html")).toBe("document");
    expect(requestType("Script", "text/javascript")).toBe("script");
    expect(requestType("Font", "font/woff2")).toBe("font");
    expect(requestType("Stylesheet", "text/css")).toBe("stylesheet");
    expect(requestType("Image", "image/avif")).toBe("image");
  });

  it("files a prefetch or a fetch by what its response is", () => {
    expect(requestType("Prefetch", "application/javascript")).toBe("script");
    expect(requestType("Other", "font/woff2")).toBe("font");
    expect(requestType("Fetch", "image/webp")).toBe("image");
    expect(requestType("Fetch", "application/json")).toBe("other");
  });
});
