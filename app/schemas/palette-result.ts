import * as v from "valibot";
import { HexColor, LOCALES, Timestamp } from "./common";
import { SUB_SEASON_SLUGS } from "./season";

/**
 * A client's palette result (`PaletteResults/{id}`, issue 44): what the studio found at a session
 * (or in a digital analysis's report), kept for the client's "My palette" page (`/my-palette/{token}`).
 *
 * Stored apart from the booking or order it came from, on purpose: a booking is deleted 12 months
 * after its session (app/data/retention.ts), while a palette is used for years, so the result has a
 * retention term of its own (`PALETTE_RESULT_RETENTION`) and is never deleted with its booking.
 * The document id is the booking's or order's id (`sourceId`), so a result is recorded once per
 * session and saving again updates it.
 *
 * This schema holds the stored shape; that the colours come from the sub-season's palette and the
 * neighbour is one of its neighbours is the studio form's check (app/studio/my-palette/), which
 * knows the season data this layer cannot import.
 */
const PALETTE_RESULT_SOURCES = ["booking", "analysis"] as const;

/** How many colours the studio may choose: best (at least one) and "away from the face". */
export const PALETTE_CHOICES = { best: { min: 1, max: 24 }, away: { min: 0, max: 12 } } as const;

/** The longest of each note, in characters: a line for metals, a paragraph for make-up and hair, a letter's worth for the note. */
export const PALETTE_TEXT_MAX = { metals: 300, makeup: 1000, hair: 1000, note: 2000 } as const;

/** A booking's or order's id: UUID-shaped, lower case, a booking's retry with "-2" … "-10" after it. */
export const PALETTE_RESULT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d{1,2})?$/;

const Note = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** A palette's hex, as the season data spells it: lower case. */
const PaletteHex = v.pipe(HexColor, v.toLowerCase());

export const PaletteResult = v.object({
  source: v.picklist(PALETTE_RESULT_SOURCES),
  sourceId: v.pipe(v.string(), v.regex(PALETTE_RESULT_ID, "Expected a booking's or order's id")),
  clientName: v.pipe(v.string(), v.maxLength(200)),
  email: v.pipe(v.string(), v.maxLength(320)),
  /** `emailKey` of the client's address: what access and erasure requests find the result by. */
  emailKeys: v.array(v.string()),
  /** The client's language, from the booking or order: the link's email and the page's address are in it. */
  locale: v.picklist(LOCALES),
  subSeason: v.picklist(SUB_SEASON_SLUGS),
  /** A neighbouring sub-season the client may borrow from, or null. */
  borrowFrom: v.nullable(v.picklist(SUB_SEASON_SLUGS)),
  best: v.pipe(v.array(PaletteHex), v.minLength(PALETTE_CHOICES.best.min), v.maxLength(PALETTE_CHOICES.best.max)),
  away: v.pipe(v.array(PaletteHex), v.maxLength(PALETTE_CHOICES.away.max)),
  metals: Note(PALETTE_TEXT_MAX.metals),
  makeup: Note(PALETTE_TEXT_MAX.makeup),
  hair: Note(PALETTE_TEXT_MAX.hair),
  note: Note(PALETTE_TEXT_MAX.note),
  /** The link's version: the studio revokes a link by raising it, and the page opens only the current one. */
  linkVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** When the session was (a booking's start; an analysis's delivery): the retention term counts from it. */
  sessionDate: Timestamp,
  recordedAt: Timestamp,
  updatedAt: Timestamp,
  /** The studio member who recorded it last. */
  recordedBy: v.string(),
  /** When the link was last emailed to the client; null until it is. */
  sentAt: v.nullable(Timestamp),
});
export type PaletteResult = v.InferOutput<typeof PaletteResult>;
