import { describe, expect, it } from "vitest";
import { needsSecureCookies } from "~/site/cookie-security";

describe("which answers set Secure cookies", () => {
  it.each([
    ["https://www.plumandlinen.example/", true],
    ["http://www.plumandlinen.example/", true],
    ["http://192.168.1.20:8787/", true],
    ["http://localhost:8787/", false],
    ["http://127.0.0.1:8787/studio", false],
    ["http://127.8.9.10/", false],
    ["http://[::1]:8787/", false],
    ["https://localhost/", true],
    ["http://localhost.example.com/", true],
    ["http://127.0.0.1.example.com/", true],
  ])("%s: %s", (url, secure) => {
    expect(needsSecureCookies(new Request(url))).toBe(secure);
  });
});
