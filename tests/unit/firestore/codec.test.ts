import { describe, expect, it } from "vitest";
import {
  decodeDocument,
  decodeFields,
  decodeValue,
  documentId,
  encodeFields,
  encodeValue,
  type FirestoreValue,
} from "~/firestore/codec";

const NAME_PREFIX = "projects/demo-colour/databases/(default)/documents/";

describe("decodeValue", () => {
  it.each<[string, FirestoreValue, unknown]>([
    ["string", { stringValue: "Soft Summer" }, "Soft Summer"],
    ["empty string", { stringValue: "" }, ""],
    ["integer string", { integerValue: "42" }, 42],
    ["negative integer", { integerValue: "-7" }, -7],
    ["double", { doubleValue: 3.5 }, 3.5],
    ["double Infinity", { doubleValue: "Infinity" }, Infinity],
    ["double -Infinity", { doubleValue: "-Infinity" }, -Infinity],
    ["boolean true", { booleanValue: true }, true],
    ["boolean false", { booleanValue: false }, false],
    ["null", { nullValue: null }, null],
    ["null as enum name", { nullValue: "NULL_VALUE" }, null],
    ["bytes", { bytesValue: "aGVsbG8=" }, "aGVsbG8="],
    ["geo point", { geoPointValue: { latitude: 51.5, longitude: -0.12 } }, { latitude: 51.5, longitude: -0.12 }],
    ["geo point at zero", { geoPointValue: {} }, { latitude: 0, longitude: 0 }],
  ])("decodes a %s", (_kind, value, expected) => {
    expect(decodeValue(value)).toEqual(expected);
  });

  it("decodes a NaN double", () => {
    expect(decodeValue({ doubleValue: "NaN" })).toBeNaN();
  });

  it("normalises timestamps to UTC with milliseconds", () => {
    expect(decodeValue({ timestampValue: "2024-05-01T10:00:00Z" })).toBe("2024-05-01T10:00:00.000Z");
    expect(decodeValue({ timestampValue: "2024-05-01T10:00:00.123456789Z" })).toBe("2024-05-01T10:00:00.123Z");
    expect(decodeValue({ timestampValue: "2024-05-01T12:00:00.5+02:00" })).toBe("2024-05-01T10:00:00.500Z");
  });

  it("rejects an unreadable timestamp", () => {
    expect(() => decodeValue({ timestampValue: "yesterday" })).toThrow(TypeError);
  });

  it("decodes a reference to the path under documents/", () => {
    expect(decodeValue({ referenceValue: `${NAME_PREFIX}Services/abc` })).toBe("Services/abc");
    expect(decodeValue({ referenceValue: `${NAME_PREFIX}ServiceCategories/colour/Services/x` })).toBe(
      "ServiceCategories/colour/Services/x",
    );
  });

  it("decodes a map and an array without their inner keys as empty", () => {
    expect(decodeValue({ mapValue: {} })).toEqual({});
    expect(decodeValue({ arrayValue: {} })).toEqual([]);
  });

  it("decodes nested maps and arrays", () => {
    const value: FirestoreValue = {
      mapValue: {
        fields: {
          price: { mapValue: { fields: { amount: { integerValue: "120" }, currency: { stringValue: "EUR" } } } },
          palette: {
            arrayValue: {
              values: [
                { mapValue: { fields: { hex: { stringValue: "#c8a2c8" } } } },
                { mapValue: { fields: { tags: { arrayValue: { values: [{ stringValue: "cool" }] } } } } },
              ],
            },
          },
        },
      },
    };
    expect(decodeValue(value)).toEqual({
      price: { amount: 120, currency: "EUR" },
      palette: [{ hex: "#c8a2c8" }, { tags: ["cool"] }],
    });
  });

  it("rejects a value of unknown kind", () => {
    expect(() => decodeValue({ vectorValue: {} } as unknown as FirestoreValue)).toThrow(TypeError);
  });
});

describe("decodeFields and decodeDocument", () => {
  it("decodes missing fields as an empty object", () => {
    expect(decodeFields(undefined)).toEqual({});
  });

  it("decodes a document into id, relative path, data and update time", () => {
    const decoded = decodeDocument({
      name: `${NAME_PREFIX}Services/online-color-analysis`,
      fields: { position: { integerValue: "2" }, status: { stringValue: "active" } },
      createTime: "2024-01-01T00:00:00.000001Z",
      updateTime: "2024-01-02T03:04:05.678901Z",
    });
    expect(decoded).toEqual({
      id: "online-color-analysis",
      path: "Services/online-color-analysis",
      data: { position: 2, status: "active" },
      updateTime: "2024-01-02T03:04:05.678Z",
    });
  });

  it("decodes a document without fields to empty data", () => {
    expect(decodeDocument({ name: `${NAME_PREFIX}Website/main` })).toEqual({
      id: "main",
      path: "Website/main",
      data: {},
    });
  });

  it("takes the id from the last path segment", () => {
    expect(documentId(`${NAME_PREFIX}Services/abc`)).toBe("abc");
    expect(documentId("Services/abc")).toBe("abc");
  });
});

describe("encodeValue", () => {
  it.each<[string, unknown, FirestoreValue]>([
    ["string", "Deep Winter", { stringValue: "Deep Winter" }],
    ["integer", 42, { integerValue: "42" }],
    ["negative integer", -3, { integerValue: "-3" }],
    ["non-integer number", 3.25, { doubleValue: 3.25 }],
    ["infinite number", Infinity, { doubleValue: "Infinity" }],
    ["NaN", NaN, { doubleValue: "NaN" }],
    ["safe bigint", 9007199254740991n, { integerValue: "9007199254740991" }],
    ["boolean", true, { booleanValue: true }],
    ["null", null, { nullValue: null }],
    ["undefined", undefined, { nullValue: null }],
    ["Date", new Date("2024-05-01T10:00:00.5Z"), { timestampValue: "2024-05-01T10:00:00.500Z" }],
    ["empty array", [], { arrayValue: { values: [] } }],
    ["empty object", {}, { mapValue: { fields: {} } }],
  ])("encodes a %s", (_kind, value, expected) => {
    expect(encodeValue(value)).toEqual(expected);
  });

  it("encodes nested arrays and objects", () => {
    expect(encodeValue({ price: { amount: 120 }, tags: ["a", { deep: [1.5] }] })).toEqual({
      mapValue: {
        fields: {
          price: { mapValue: { fields: { amount: { integerValue: "120" } } } },
          tags: {
            arrayValue: {
              values: [
                { stringValue: "a" },
                { mapValue: { fields: { deep: { arrayValue: { values: [{ doubleValue: 1.5 }] } } } } },
              ],
            },
          },
        },
      },
    });
  });

  it("encodes the fields of a document", () => {
    expect(encodeFields({ status: "active", position: 1 })).toEqual({
      status: { stringValue: "active" },
      position: { integerValue: "1" },
    });
  });

  it.each<[string, unknown]>([
    ["function", () => 1],
    ["symbol", Symbol("x")],
    ["bigint beyond the safe range", 2n ** 60n],
    ["invalid Date", new Date("nope")],
    ["Map", new Map([["a", 1]])],
    ["class instance", new (class Palette {})()],
    ["array directly inside an array", [[1]]],
  ])("throws a TypeError for a %s", (_kind, value) => {
    expect(() => encodeValue(value)).toThrow(TypeError);
  });

  it("throws a TypeError for an unsupported value nested in a map", () => {
    expect(() => encodeFields({ ok: 1, nested: { bad: () => 1 } })).toThrow(TypeError);
  });

  it("throws a TypeError for a circular structure", () => {
    const looped: Record<string, unknown> = { a: 1 };
    looped.self = looped;
    expect(() => encodeValue(looped)).toThrow(TypeError);
  });

  it("round-trips a document's data through encode and decode", () => {
    const data = {
      name: "Online colour analysis",
      position: 3,
      rating: 4.5,
      active: true,
      note: null,
      createdAt: "2024-05-01T10:00:00.000Z",
      price: { amount: 95, currency: "EUR" },
      tags: ["online", "video"],
      empty: [],
      nothing: {},
    };
    expect(decodeFields(encodeFields(data))).toEqual(data);
    const when = new Date("2024-05-01T10:00:00.123Z");
    expect(decodeValue(encodeValue(when))).toBe(when.toISOString());
  });
});
