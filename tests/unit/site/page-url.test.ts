import { describe, expect, it } from "vitest";
import { pageUrl, sitePath } from "~/site/page-url";

const page = (url: string) => pageUrl(new Request(url)).href;

describe("the page a loader's or action's request is for (React Router 8 passes the raw data URL)", () => {
  it.each([
    ["https://example.com/studio/content/faqs.data", "https://example.com/studio/content/faqs"],
    ["https://example.com/_.data", "https://example.com/"],
    ["https://example.com/legal/_.data", "https://example.com/legal/"],
    ["https://example.com/studio/inbox.data?status=new&_routes=routes%2Fstudio.inbox", "https://example.com/studio/inbox?status=new"],
    ["https://example.com/studio/content/services.data?index", "https://example.com/studio/content/services"],
    ["https://example.com/journal?topic=makeup&page=2", "https://example.com/journal?topic=makeup&page=2"],
    ["https://example.com/data", "https://example.com/data"],
  ])("%s is %s", (raw, expected) => {
    expect(page(raw)).toBe(expected);
  });
});

describe("a value that names a page of this site", () => {
  it.each([
    ["/contact", "/contact"],
    ["/journal?topic=makeup", "/journal?topic=makeup"],
    ["/a/../studio", "/studio"],
    ["/\\evil.example", null],
    ["//evil.example/x", null],
    ["/\t/evil.example", null],
    ["x:/\\evil.example", null],
    ["https://evil.example/", null],
    ["contact", null],
    ["", null],
    [42, null],
  ])("%j is %j", (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });
});
