import { describe, expect, it } from "vitest";
import { formatPrice } from "~/models/service-view";

describe("formatPrice", () => {
  it("writes a service's price through the one formatter of money, as it was written before: whole units bare, cents after a point or a comma", () => {
    const prices = [245, 12.5, 1250, 0.05, 1234567.89];
    expect(prices.map((amount) => formatPrice({ amount, currency: "EUR" }))).toEqual(["€245", "€12.50", "€1,250", "€0.05", "€1,234,567.89"]);
    expect(prices.map((amount) => formatPrice({ amount, currency: "EUR" }, "nl"))).toEqual(["€245", "€12,50", "€1.250", "€0,05", "€1.234.567,89"]);
    expect(formatPrice({ amount: 245, currency: "GBP" }, "nl")).toBe("£245");
    expect(formatPrice({ amount: 12.5, currency: "USD" }, "nl")).toBe("US$\u00a012,50");
  });
});
