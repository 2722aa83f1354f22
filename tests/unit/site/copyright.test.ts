import { describe, expect, it } from "vitest";
import { copyrightLine } from "~/site/copyright";

describe("the footer's copyright line", () => {
  const midsummer = Date.parse("2026-06-21T12:00:00Z");

  it("is the year, the registered name and the studio's statement, said once", () => {
    expect(copyrightLine("Plum & Linen Studio B.V.", "All rights reserved.", midsummer)).toBe("© 2026 Plum & Linen Studio B.V. All rights reserved.");
  });

  it("takes off a © line the statement already holds, with any year or name, instead of saying it twice", () => {
    expect(copyrightLine("Plum & Linen Studio B.V.", "© 2026 Plum & Linen Studio B.V. All rights reserved.", midsummer)).toBe("© 2026 Plum & Linen Studio B.V. All rights reserved.");
    expect(copyrightLine("Plum & Linen Studio B.V.", "© 2019–2025 plum & linen studio b.v. All rights reserved.", midsummer)).toBe("© 2026 Plum & Linen Studio B.V. All rights reserved.");
    expect(copyrightLine("Plum & Linen", "Copyright 2024. Made with care in Utrecht.", midsummer)).toBe("© 2026 Plum & Linen. Made with care in Utrecht.");
  });

  it("has the year of the studio's clock: Amsterdam's New Year comes an hour before London's", () => {
    expect(copyrightLine("Plum & Linen Studio B.V.", "All rights reserved.", Date.parse("2026-12-31T23:30:00Z"))).toBe("© 2027 Plum & Linen Studio B.V. All rights reserved.");
  });

  it("is the name alone when the statement is only a © line", () => {
    expect(copyrightLine("Plum & Linen Studio B.V.", "© 2026 Plum & Linen Studio B.V.", midsummer)).toBe("© 2026 Plum & Linen Studio B.V.");
  });
});
