/**
 * What "My palette" (`/my-palette/{token}`, `/nl/mijn-palet/{token}`) reads and does on the
 * server: the result a signed link names, in the page's language, and the client's own deletion of
 * it. The link is the only key: a forged, expired or revoked link, or one whose result is deleted,
 * opens nothing (`null`), and the page answers 404 alike, so a stranger learns nothing.
 *
 * Every colour is the season data's (app/data/seasons/), named in the page's language; the stored
 * result keeps hex values only, so a renamed colour reads as renamed.
 */
import type { AppContext } from "~/firestore/app-context.server";
import { commitIfUnchanged } from "~/firestore/commit.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { dutchNameOf, getSubSeasonIn } from "~/data/seasons/in-language.server";
import { PALETTE_RESULT_RETENTION, paletteResultDeletionDate } from "~/data/retention";
import { paletteResultDeletionWrite, paletteResultPath, readPaletteResult, type StoredPaletteResult } from "~/models/palette-results.server";
import { auditWrite } from "~/models/studio-audit.server";
import type { Locale } from "~/schemas/locales";
import type { PaletteResult } from "~/schemas/palette-result";
import { verifyMyPaletteToken } from "./palette-link.server";

/** What the page needs: the request's Firestore and secrets, and the page's language (the colours' names are in it). */
export type MyPaletteContext = { app: Pick<AppContext, "config" | "firestore" | "log">; locale: Locale; now?: number };

type NamedHex = { hex: string; name: string };

export type MyPaletteView = {
  id: string;
  clientName: string;
  /** The client's language (their emails'); the page's own is the context's. */
  locale: Locale;
  subSeason: { slug: string; name: string };
  borrowFrom: { slug: string; name: string } | null;
  /** The sub-season's whole palette, in the season data's order. */
  palette: NamedHex[];
  best: NamedHex[];
  away: NamedHex[];
  metals: string;
  makeup: string;
  hair: string;
  note: string;
  /** ISO instants: the session, and the day the result (and the link) is deleted. */
  sessionDate: string;
  keptUntil: string;
};

/** A sub-season's name on the page: "Soft Autumn", or its Dutch name ("Zachte Herfst") on a Dutch page. */
function subSeasonName(slug: string, locale: Locale): { slug: string; name: string } {
  return { slug, name: dutchNameOf(slug, locale) ?? getSubSeasonIn(slug, "en")?.name ?? slug };
}

/** The day the result and its link go: its retention term after the session. */
export const keptUntil = (result: Pick<PaletteResult, "sessionDate">) => paletteResultDeletionDate(PALETTE_RESULT_RETENTION, new Date(result.sessionDate));

function myPaletteView({ id, result }: Pick<StoredPaletteResult, "id" | "result">, locale: Locale): MyPaletteView {
  const season = getSubSeasonIn(result.subSeason, locale);
  const known = [...(season?.palette ?? []), ...(season?.neutrals ?? [])];
  const named = (hex: string): NamedHex => ({ hex, name: known.find((color) => color.hex === hex)?.name ?? hex.toUpperCase() });
  return {
    id,
    clientName: result.clientName,
    locale: result.locale,
    subSeason: subSeasonName(result.subSeason, locale),
    borrowFrom: result.borrowFrom ? subSeasonName(result.borrowFrom, locale) : null,
    palette: (season?.palette ?? []).map(({ hex, name }) => ({ hex, name })),
    best: result.best.map(named),
    away: result.away.map(named),
    metals: result.metals,
    makeup: result.makeup,
    hair: result.hair,
    note: result.note,
    sessionDate: result.sessionDate,
    keptUntil: keptUntil(result).toISOString(),
  };
}

/** What a token names, when it is signed for this purpose and unexpired (else null): the result, if it is still there and within its term. */
async function resultOfToken(context: MyPaletteContext, token: string): Promise<{ version: number; stored: StoredPaletteResult | null } | null> {
  const { app, now = Date.now() } = context;
  const verified = await verifyMyPaletteToken(app.config.studio.sessionSecrets, token, now);
  if (!verified) return null;
  const stored = await readPaletteResult(app, verified.id);
  // Past its term and not yet deleted by the nightly job: as good as gone.
  return { version: verified.version, stored: stored && keptUntil(stored.result).getTime() > now ? stored : null };
}

/** The page's view of the result a link names, or null for a bad, revoked, expired or deleted link. */
export async function openMyPalette(context: MyPaletteContext, token: string): Promise<MyPaletteView | null> {
  const found = await resultOfToken(context, token);
  const stored = found?.stored;
  // A link the studio revoked (an older version) opens nothing.
  if (!stored || stored.result.linkVersion !== found.version) return null;
  return myPaletteView(stored, context.locale);
}

/**
 * The client deletes their result from the page: at once, audited as an erasure is (what and when,
 * never the client), and the link opens nothing after. Idempotent: true when the link is good and the
 * result is gone, deleted now or before; false for a bad, expired or revoked link, which deletes nothing.
 */
export async function deleteMyPalette(context: MyPaletteContext, token: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const found = await resultOfToken(context, token);
    if (!found) return false;
    const { stored } = found;
    if (!stored) return true;
    if (stored.result.linkVersion !== found.version) return false;
    const audit = auditWrite({ actor: "client", document: paletteResultPath(stored.id), action: "Deleted by the client from their My palette page", before: null, after: null });
    const outcome = await commitIfUnchanged(context.app, [paletteResultDeletionWrite(stored), audit]).catch(rethrowUnavailable);
    // Changed (or deleted) since it was read: read it again and decide on what is there now.
    if (outcome === "done") return true;
  }
  throw new Error("a palette result kept changing while its client deleted it");
}
