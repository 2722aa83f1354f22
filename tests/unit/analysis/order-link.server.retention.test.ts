import { describe, expect, it } from "vitest";
import { analysisOrderToken } from "~/analysis/order-link.server";
import { ANALYSIS_ORDER_RETENTION, analysisOrderDeletionDate } from "~/data/retention";
import type { AnalysisOrder } from "~/schemas/analysis-order";

describe("the order's link and the order's retention", () => {
  it("the link stops opening the page on the day the retention job deletes the order, as the privacy policy says", async () => {
    const createdAt = "2027-01-10T15:00:00.000Z";
    const token = await analysisOrderToken(["a-test-secret-of-enough-length-0123456789"], { id: "order-1", order: { createdAt, linkVersion: 0 } as AnalysisOrder });
    const expires = Number(/^order-1\.(\d+)\./.exec(token)![1]) * 1000;
    expect(expires).toBe(analysisOrderDeletionDate(ANALYSIS_ORDER_RETENTION, new Date(createdAt)).getTime());
  });
});
