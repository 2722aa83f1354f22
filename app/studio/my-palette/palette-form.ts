/**
 * The studio's form "Record the palette result" (on a past booking's page, and a delivered digital
 * analysis's): its fields both ways, and the check that holds a result to the season data (the
 * sixteen sub-seasons, each one's neighbours, each one's palette), each problem a message beside
 * its field. The stored shape itself is app/schemas/palette-result.ts; this adds what only the
 * season data can tell.
 */
import * as v from "valibot";
import { SUB_SEASONS, type SubSeasonSlug } from "~/data/seasons";
import { issuesToErrors, type FieldErrors } from "~/schemas/fields";
import { PALETTE_CHOICES, PALETTE_TEXT_MAX, type PaletteResult } from "~/schemas/palette-result";

export type PaletteFormValues = {
  subSeason: string;
  /** A neighbour's slug, or "" for none. */
  borrowFrom: string;
  best: string[];
  away: string[];
  metals: string;
  makeup: string;
  hair: string;
  note: string;
};
export type PaletteField = keyof PaletteFormValues;

/** A sub-season as the form offers it: its palette's colours to tick, and the neighbours to borrow from (its `confusedWith`). */
export type PaletteChoice = { slug: SubSeasonSlug; name: string; colours: Array<{ name: string; hex: string }>; neighbours: Array<{ slug: SubSeasonSlug; name: string }> };

const nameOf = (slug: string) => SUB_SEASONS.find((subSeason) => subSeason.slug === slug)?.name ?? slug;

/** The sixteen, in the season data's order. */
export const PALETTE_FORM_CHOICES: readonly PaletteChoice[] = SUB_SEASONS.map((subSeason) => ({
  slug: subSeason.slug,
  name: subSeason.name,
  colours: subSeason.palette.map(({ name, hex }) => ({ name, hex: hex.toLowerCase() })),
  neighbours: subSeason.confusedWith.map(({ slug }) => ({ slug, name: nameOf(slug) })),
}));

export const paletteChoice = (slug: string) => PALETTE_FORM_CHOICES.find((choice) => choice.slug === slug);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n/g, "\n") : "";
};
const ticked = (form: FormData, name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");

/** The form as posted, to check and to show again. */
export function postedPalette(form: FormData): PaletteFormValues {
  return {
    subSeason: text(form, "subSeason"),
    borrowFrom: text(form, "borrowFrom"),
    best: ticked(form, "best"),
    away: ticked(form, "away"),
    metals: text(form, "metals"),
    makeup: text(form, "makeup"),
    hair: text(form, "hair"),
    note: text(form, "note"),
  };
}

/** The stored result as the form shows it. */
export const paletteFormValues = (result: Pick<PaletteResult, PaletteField>): PaletteFormValues => ({ ...result, borrowFrom: result.borrowFrom ?? "" });

const Note = (what: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, (issue) => `Keep ${what} to ${max.toLocaleString("en-GB")} characters; ${issue.received === "1" ? "this is 1" : `these are ${String(issue.received)}`}.`));

/** Lower case, each once, in the order ticked. */
const Colours = v.pipe(
  v.array(v.string()),
  v.transform((colours) => [...new Set(colours.map((hex) => hex.trim().toLowerCase()))]),
);

const inPalette = (slug: string, colours: readonly string[]) => {
  const palette = paletteChoice(slug)?.colours.map((colour) => colour.hex);
  return !palette || colours.every((hex) => palette.includes(hex));
};

const PaletteForm = v.pipe(
  v.object({
    subSeason: v.pipe(v.string(), v.check((slug) => paletteChoice(slug) !== undefined, "Choose the client's sub-season from the sixteen listed.")),
    borrowFrom: v.string(),
    best: v.pipe(
      Colours,
      v.minLength(PALETTE_CHOICES.best.min, "Tick the client's best colours: at least one."),
      v.maxLength(PALETTE_CHOICES.best.max, `Tick at most ${PALETTE_CHOICES.best.max} best colours.`),
    ),
    away: v.pipe(Colours, v.maxLength(PALETTE_CHOICES.away.max, `Tick at most ${PALETTE_CHOICES.away.max} colours to wear away from the face.`)),
    metals: Note("the metals", PALETTE_TEXT_MAX.metals),
    makeup: Note("the make-up notes", PALETTE_TEXT_MAX.makeup),
    hair: Note("the hair notes", PALETTE_TEXT_MAX.hair),
    note: Note("the note", PALETTE_TEXT_MAX.note),
  }),
  v.forward(
    v.check(
      ({ subSeason, borrowFrom }) => borrowFrom === "" || (paletteChoice(subSeason)?.neighbours.some((neighbour) => neighbour.slug === borrowFrom) ?? false),
      "Choose one of this sub-season's neighbours, or none.",
    ),
    ["borrowFrom"],
  ),
  v.forward(
    v.check(({ subSeason, best }) => inPalette(subSeason, best), "Choose the best colours from the chosen sub-season's palette, shown now: the ones ticked were not in it."),
    ["best"],
  ),
  v.forward(
    v.check(({ subSeason, away }) => inPalette(subSeason, away), "Choose these colours from the chosen sub-season's palette, shown now: the ones ticked were not in it."),
    ["away"],
  ),
  v.forward(
    v.check(({ best, away }) => !away.some((hex) => best.includes(hex)), "A colour is either one of the best or worn away from the face: untick it in one of the two."),
    ["away"],
  ),
);

export type PaletteCheck =
  | { ok: true; recorded: Pick<PaletteResult, "subSeason" | "borrowFrom" | "best" | "away" | "metals" | "makeup" | "hair" | "note"> }
  | { ok: false; errors: FieldErrors<PaletteField>; values: PaletteFormValues };

/** The form checked: what to store, or each field's problem and the form to show again (colours outside the palette left unticked). */
export function checkPalette(values: PaletteFormValues): PaletteCheck {
  const parsed = v.safeParse(PaletteForm, values);
  if (parsed.success) {
    const { borrowFrom, subSeason, ...rest } = parsed.output;
    return { ok: true, recorded: { ...rest, subSeason: subSeason as SubSeasonSlug, borrowFrom: borrowFrom === "" ? null : (borrowFrom as SubSeasonSlug) } };
  }
  const palette = paletteChoice(values.subSeason)?.colours.map((colour) => colour.hex);
  const keep = (colours: string[]) => (palette ? colours.map((hex) => hex.toLowerCase()).filter((hex) => palette.includes(hex)) : colours);
  return { ok: false, errors: issuesToErrors(parsed.issues) as FieldErrors<PaletteField>, values: { ...values, best: keep(values.best), away: keep(values.away) } };
}

/** What the audit entry keeps of a result: how many colours were chosen, never the sub-season or the notes (the audit log keeps no personal data). */
export const auditedPalette = (result: { best: readonly unknown[]; away: readonly unknown[] } | null) => (result ? { bestColours: result.best.length, awayColours: result.away.length } : null);
