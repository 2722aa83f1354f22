import { describe, expect, it } from "vitest";
import { SAVE_DATA_BUDGET, saveDataProblems } from "../../../../scripts/lib/bench-save-data.mjs";

// The bench's Save-Data goal: at most 30 KB on the wire, and not one script or font request.

const visit = (overrides: object = {}) => ({
  status: 200,
  totalBytes: 20_000,
  requests: 2,
  bytesByType: { document: 16_000, stylesheet: 0, script: 0, font: 0, image: 4_000, other: 0 },
  countByType: { document: 1, stylesheet: 0, script: 0, font: 0, image: 1, other: 0 },
  urls: [],
  settled: true,
  ...overrides,
});

describe("saveDataProblems", () => {
  it("passes a small visit without scripts or fonts", () => {
    expect(saveDataProblems(visit())).toEqual([]);
    expect(saveDataProblems(visit({ totalBytes: SAVE_DATA_BUDGET }))).toEqual([]);
  });

  it("flags a visit over 30 KB, and any script or font request however small", () => {
    expect(saveDataProblems(visit({ totalBytes: SAVE_DATA_BUDGET + 1 }))).toEqual([`${SAVE_DATA_BUDGET + 1} B > 30720 B`]);
    const withScriptAndFont = visit({ countByType: { document: 1, stylesheet: 0, script: 2, font: 1, image: 0, other: 0 } });
    expect(saveDataProblems(withScriptAndFont)).toEqual(["2 script request(s)", "1 font request(s)"]);
  });
});
