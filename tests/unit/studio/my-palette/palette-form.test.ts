import { describe, expect, it } from "vitest";
import { getSubSeason } from "~/data/seasons";
import { checkPalette, PALETTE_FORM_CHOICES, postedPalette, type PaletteFormValues } from "~/studio/my-palette/palette-form";

const SOFT_AUTUMN = getSubSeason("soft-autumn")!;
const [first, second, third] = SOFT_AUTUMN.palette.map((colour) => colour.hex);

const good = (values: Partial<PaletteFormValues> = {}): PaletteFormValues => ({
  subSeason: "soft-autumn",
  borrowFrom: "",
  best: [first!, second!],
  away: [],
  metals: "",
  makeup: "",
  hair: "",
  note: "",
  ...values,
});

describe("the form that records a palette result", () => {
  it("offers the sixteen sub-seasons, each with its fifteen colours and its neighbours from the season data", () => {
    expect(PALETTE_FORM_CHOICES).toHaveLength(16);
    const soft = PALETTE_FORM_CHOICES.find((choice) => choice.slug === "soft-autumn")!;
    expect(soft.colours).toHaveLength(SOFT_AUTUMN.palette.length);
    expect(soft.neighbours.map((neighbour) => neighbour.slug)).toEqual(SOFT_AUTUMN.confusedWith.map((other) => other.slug));
    expect(soft.neighbours[0]!.name).toBe("Soft Summer");
  });

  it("stores a result from the palette: colours in lower case, each once, notes trimmed, no neighbour as null", () => {
    const checked = checkPalette(good({ best: [first!.toUpperCase(), first!, second!], away: [third!], metals: "  Brushed gold, rose gold \n", note: "Line one\nLine two" }));
    expect(checked).toEqual({
      ok: true,
      recorded: { subSeason: "soft-autumn", borrowFrom: null, best: [first, second], away: [third], metals: "Brushed gold, rose gold", makeup: "", hair: "", note: "Line one\nLine two" },
    });
    const borrowing = checkPalette(good({ borrowFrom: "soft-summer" }));
    expect(borrowing.ok && borrowing.recorded.borrowFrom).toBe("soft-summer");
  });

  it("refuses a sub-season that does not exist, beside its field", () => {
    const checked = checkPalette(good({ subSeason: "neon-spring" }));
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.subSeason).toMatch(/Choose the client's sub-season/);
  });

  it("refuses a colour from another palette, and shows the form again without it", () => {
    const winterRed = getSubSeason("bright-winter")!.palette[0]!.hex;
    const checked = checkPalette(good({ best: [first!, winterRed] }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.best).toMatch(/palette/);
    expect(checked.values.best).toEqual([first]);
    const away = checkPalette(good({ away: [winterRed] }));
    expect(!away.ok && away.errors.away).toMatch(/palette/);
  });

  it("asks for at least one best colour, and never one colour both ways", () => {
    const none = checkPalette(good({ best: [] }));
    expect(!none.ok && none.errors.best).toMatch(/at least one/);
    const both = checkPalette(good({ away: [first!] }));
    expect(!both.ok && both.errors.away).toMatch(/either one of the best or/);
  });

  it("refuses a neighbour that is not this sub-season's", () => {
    const checked = checkPalette(good({ borrowFrom: "bright-winter" }));
    expect(!checked.ok && checked.errors.borrowFrom).toMatch(/neighbours/);
  });

  it("refuses notes over their length, saying how long they are", () => {
    const checked = checkPalette(good({ metals: "m".repeat(301), note: "n".repeat(2001) }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.metals).toBe("Keep the metals to 300 characters; these are 301.");
    expect(checked.errors.note).toMatch(/2,000 characters; these are 2001/);
  });

  it("reads the post: every ticked colour, line breaks as the browser sends them made plain", () => {
    const form = new FormData();
    form.set("subSeason", "soft-autumn");
    form.append("best", first!);
    form.append("best", second!);
    form.append("away", third!);
    form.set("note", "a\r\nb");
    expect(postedPalette(form)).toEqual({ subSeason: "soft-autumn", borrowFrom: "", best: [first, second], away: [third], metals: "", makeup: "", hair: "", note: "a\nb" });
  });
});
