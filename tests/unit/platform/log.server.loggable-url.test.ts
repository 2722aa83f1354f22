import { describe, expect, it } from "vitest";
import { loggableUrl } from "~/platform/log.server";

describe("a URL as the logs hold it", () => {
  it("cuts a booking's manage token out, keeping the rest", () => {
    const token = "59ff7755-d975-d928-52d9-e711cca40787.1798889400.0b0c2a7c2e1f5d6a4b3c9e8d7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a";
    const logged = loggableUrl(`https://www.plumandlinen.example/bookings/${token}?moved=1`);
    expect(logged).toBe("https://www.plumandlinen.example/bookings/[token]?moved=1");
    expect(logged).not.toContain(token.slice(0, 8));
  });

  it("cuts a gift voucher order's token out", () => {
    const token = "59ff7755-d975-d928-52d9-e711cca40787-2.1798889400.0b0c2a7c2e1f5d6a4b3c9e8d7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a";
    expect(loggableUrl(`https://www.plumandlinen.example/gift-vouchers/${token}`)).toBe("https://www.plumandlinen.example/gift-vouchers/[token]");
  });

  it("cuts a digital analysis order's token out, of its page and of its photos' addresses", () => {
    const token = "59ff7755-d975-d928-52d9-e711cca40787.1798889400.2.0b0c2a7c2e1f5d6a4b3c9e8d7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a";
    expect(loggableUrl(`https://www.plumandlinen.example/analysis/${token}?done=added`)).toBe("https://www.plumandlinen.example/analysis/[token]?done=added");
    expect(loggableUrl(`https://www.plumandlinen.example/Analysis/${token}/photos/0123456789abcdef`)).toBe("https://www.plumandlinen.example/Analysis/[token]/photos/0123456789abcdef");
  });

  it("cuts a token out however the path spells the route: letter case, escaped letters, doubled slashes", () => {
    for (const path of ["/Bookings/abc.123.def", "/b%6Fokings/abc.123.def", "//bookings//abc.123.def", "/GIFT-VOUCHERS/abc.123.def"]) {
      const logged = loggableUrl(`https://www.plumandlinen.example${path}?paying=1`);
      expect(logged, path).toMatch(/\/(bookings|gift-vouchers)\/\[token\]\?paying=1$/i);
      expect(logged, path).not.toContain("abc.123");
    }
  });

  it("cuts the token out of the Dutch addresses of the same links", () => {
    for (const [path, logged] of [
      ["/nl/afspraken/abc.123.def?paying=1", "/nl/afspraken/[token]?paying=1"],
      ["/nl/cadeaubonnen/abc.123.def", "/nl/cadeaubonnen/[token]"],
      ["/nl/analyse/abc.123.def/fotos/0123456789abcdef", "/nl/analyse/[token]/fotos/0123456789abcdef"],
      ["/NL/Afspraken//abc.123.def", "/NL/Afspraken/[token]"],
    ]) {
      expect(loggableUrl(`https://www.plumandlinen.example${path}`), path).toBe(`https://www.plumandlinen.example${logged}`);
    }
  });

  it("cuts the token out of a client's My palette link, in both languages and however it is spelled", () => {
    const token = "0f6c2b1e-7d3a-4c55-9e21-3b8f4a6d2c10.v1.1893456000." + "ab".repeat(32);
    for (const [path, logged] of [
      [`/my-palette/${token}`, "/my-palette/[token]"],
      [`/nl/mijn-palet/${token}?deleted=1`, "/nl/mijn-palet/[token]?deleted=1"],
      [`/My-Palette//${token}`, "/My-Palette/[token]"],
      [`/my-p%61lette/${token}`, "/my-palette/[token]"],
    ]) {
      expect(loggableUrl(`https://www.plumandlinen.example${path}`), path).toBe(`https://www.plumandlinen.example${logged}`);
    }
  });

  it("cuts the calendar feed's key out", () => {
    expect(loggableUrl("https://www.plumandlinen.example/studio/calendar.ics?key=3f9a0c1d2e&x=1")).toBe("https://www.plumandlinen.example/studio/calendar.ics?key=[key]&x=1");
  });

  it("leaves every other URL as it is", () => {
    expect(loggableUrl("https://www.plumandlinen.example/service-booking?mode=self")).toBe("https://www.plumandlinen.example/service-booking?mode=self");
  });
});
