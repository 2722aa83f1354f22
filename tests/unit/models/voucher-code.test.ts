import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatVoucherCode, newVoucherCode, parseVoucherCode } from "~/models/voucher-code";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new code from fast-check's own randomness, so a failure shrinks and replays from its seed. */
const payload = fc.array(fc.constantFrom(...ALPHABET), { minLength: 11, maxLength: 11 }).map((chars) => chars.join(""));
/** The one valid code with these 11 characters: the check character that parses. */
const withCheck = (chars: string) => [...ALPHABET].map((check) => chars + check).find((code) => parseVoucherCode(code) !== null)!;
const validCode = payload.map(withCheck);

describe("a new voucher code", () => {
  it("is 12 characters of Crockford's alphabet and parses back as itself (property-based)", () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        const code = newVoucherCode();
        expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
        expect(parseVoucherCode(code)).toBe(code);
      }),
      { numRuns: 2000 },
    );
  });

  it("is different each time: 2000 codes, no two alike", () => {
    const codes = new Set(Array.from({ length: 2000 }, newVoucherCode));
    expect(codes.size).toBe(2000);
  });

  it("draws every character of the alphabet in every random position", () => {
    const seen = Array.from({ length: 11 }, () => new Set<string>());
    for (let round = 0; round < 3000; round++) [...newVoucherCode().slice(0, 11)].forEach((char, at) => seen[at]!.add(char));
    expect(seen.map((chars) => chars.size)).toEqual(Array(11).fill(32));
  });

  it("has exactly one check character for any 11 characters", () => {
    fc.assert(
      fc.property(payload, (chars) => {
        expect([...ALPHABET].filter((check) => parseVoucherCode(chars + check) !== null)).toHaveLength(1);
      }),
    );
  });
});

describe("a mistyped code", () => {
  it("is refused when any one character is replaced by any other (property-based)", () => {
    fc.assert(
      fc.property(validCode, fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 31 }), (code, at, shift) => {
        const wrong = ALPHABET[(ALPHABET.indexOf(code[at]!) + shift) % 32]!;
        const typo = code.slice(0, at) + wrong + code.slice(at + 1);
        expect(parseVoucherCode(typo)).toBeNull();
      }),
      { numRuns: 5000 },
    );
  });

  it("is refused for every single substitution of one code, all 12 × 31 of them", () => {
    const code = newVoucherCode();
    let refused = 0;
    for (let at = 0; at < 12; at++) {
      for (const char of ALPHABET) {
        if (char === code[at]) continue;
        if (parseVoucherCode(code.slice(0, at) + char + code.slice(at + 1)) === null) refused++;
      }
    }
    expect(refused).toBe(12 * 31);
  });

  it("is refused when two neighbouring characters are swapped, unless they are 0 and Z", () => {
    fc.assert(
      fc.property(validCode, fc.integer({ min: 0, max: 10 }), (code, at) => {
        const [a, b] = [code[at]!, code[at + 1]!];
        fc.pre(a !== b);
        const swapped = code.slice(0, at) + b + a + code.slice(at + 2);
        expect(parseVoucherCode(swapped) === null).toBe(!(new Set([a, b]).has("0") && new Set([a, b]).has("Z")));
      }),
      { numRuns: 3000 },
    );
  });

  it("is refused when too short, too long, empty or holding a U or a symbol", () => {
    const code = newVoucherCode();
    for (const typed of ["", code.slice(0, 11), `${code}0`, `${code.slice(0, 11)}U`, `${code.slice(0, 11)}*`, "ÄBCD-EFGH-JKMN"]) {
      expect(parseVoucherCode(typed), typed).toBeNull();
    }
  });
});

describe("a code as people type it", () => {
  it("is read in lower case, with dashes or spaces, as printed (property-based)", () => {
    fc.assert(
      fc.property(validCode, (code) => {
        const printed = formatVoucherCode(code);
        expect(parseVoucherCode(printed)).toBe(code);
        expect(parseVoucherCode(printed.toLowerCase())).toBe(code);
        expect(parseVoucherCode(` ${printed.replaceAll("-", " ")} `)).toBe(code);
        expect(parseVoucherCode(code.toLowerCase())).toBe(code);
      }),
    );
  });

  it("reads I and L as 1 and O as 0, in either case", () => {
    const code = withCheck("10K7QM3XPA9");
    expect(parseVoucherCode(`I${"O"}${code.slice(2)}`)).toBe(code);
    expect(parseVoucherCode(`l${"o"}${code.slice(2)}`.toLowerCase())).toBe(code);
    expect(parseVoucherCode(`L0${code.slice(2)}`)).toBe(code);
  });
});

describe("formatting a code", () => {
  it("prints three groups of four, and parses back (property-based)", () => {
    fc.assert(
      fc.property(validCode, (code) => {
        const printed = formatVoucherCode(code);
        expect(printed).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        expect(printed.replaceAll("-", "")).toBe(code);
        expect(formatVoucherCode(parseVoucherCode(printed)!)).toBe(printed);
      }),
    );
  });

  it("prints K7QM3XPA9D2F as K7QM-3XPA-9D2F", () => {
    expect(formatVoucherCode("K7QM3XPA9D2F")).toBe("K7QM-3XPA-9D2F");
  });
});
