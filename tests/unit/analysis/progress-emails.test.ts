import { describe, expect, it } from "vitest";
import type { AnalysisOrder } from "~/schemas/analysis-order";
import { orderCancelledEmail, reportDeliveredEmail } from "~/analysis/progress-emails";

const studio = { name: "Plum & Linen Studio", email: "hello@plumandlinen.example", phone: "030 123 4567" };

const order = (extra: Partial<AnalysisOrder> = {}): AnalysisOrder => ({
  status: "in-progress",
  serviceId: "digital-color-analysis",
  serviceName: "Digital colour analysis",
  name: "Ada Jansen",
  email: "ada@example.org",
  postalAddress: "Twijnstraat 12, 3511 ZL Utrecht",
  priceCents: 9500,
  providerCents: 6500,
  voucherCode: "PLUMABCDEFGH",
  voucherCents: 3000,
  earlyStartRequestedAt: "2026-11-01T10:00:00.000Z",
  photos: [{ id: "0123456789abcdef", type: "image/jpeg", bytes: 1000, name: "window.jpg", uploadedAt: "2026-11-02T10:00:00.000Z" }],
  keepPhotos: false,
  photosStored: true,
  linkVersion: 0,
  emailKeys: ["k"],
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...extra,
});

describe("the digital analysis's emails after the photos", () => {
  it("tells the client their sub-season, where the report is, and when their photos are deleted", () => {
    const report = { subSeason: "soft-autumn" as const, notes: "Soft.", bestColours: ["#8a7f6a"], pdf: { id: "fedcba9876543210", bytes: 100 }, writtenBy: "a@b.c", writtenAt: "2026-11-03T10:00:00.000Z" };
    const email = reportDeliveredEmail(order({ report }), "https://plumandlinen.example/analysis/token", studio);
    const text = email.lines.join("\n");
    expect(email.subject).toBe("Your Digital colour analysis: your report is ready");
    expect(text).toContain("you are a Soft Autumn");
    expect(text).toContain("https://plumandlinen.example/analysis/token");
    expect(text).toContain("with a PDF to download");
    expect(text).toContain("We delete your photos 90 days from today");
    expect(text).toContain("Keep my photos for a follow-up");
  });

  it("tells a client who keeps their photos for a follow-up that they stay until they change it", () => {
    const report = { subSeason: "cool-summer" as const, notes: "Cool.", bestColours: [], writtenBy: "a@b.c", writtenAt: "2026-11-03T10:00:00.000Z" };
    const text = reportDeliveredEmail(order({ report, keepPhotos: true }), "https://plumandlinen.example/analysis/token", studio).lines.join("\n");
    expect(text).toContain("you are a Cool Summer");
    expect(text).toContain("we keep them until you change that");
    expect(text).not.toContain("with a PDF");
  });

  it("says what a cancellation refunds: the online part to the account, the voucher's part onto the voucher", () => {
    const text = orderCancelledEmail(order({ status: "sent" }), "client", studio).lines.join("\n");
    expect(text).toContain("As you asked");
    expect(text).toContain("We have refunded the €65 you paid online");
    expect(text).toContain("The €30 paid with your gift voucher");
    expect(text).toContain("The photos you sent are deleted.");
    expect(text).not.toMatch(/\n\n\n/);
  });
});
