import { CANCELLATION_REFUND_TABLE, WITHDRAWAL_DAYS, type RefundRowId } from "~/data/refund-policy";

/**
 * The Dutch words of the refund policy's table (app/data/refund-policy.ts), for the Dutch refund
 * policy (app/routes/legal.refund-policy.nl.tsx). The rules, their order and the cut-off stay in
 * the English module, which every cancellation applies; this file only words each row. A row the
 * table gains and this file lacks (or the other way round) fails typecheck.
 *
 * The legal pages address the visitor with "u" (docs/decisions/034-two-languages.md).
 */

type RowWords = {
  /** Who changes the booking, and when, for a cut-off of `cutoffHours`. */
  when: (cutoffHours: number) => string;
  /** What happens to the payment. */
  outcome: (cutoffHours: number) => string;
};

/** "48 uur", "1 uur": the cut-off in Dutch (the twin of `hours`; Dutch "uur" has no plural after a number). */
export const hoursNl = (count: number) => `${count} uur`;

/** "uiterlijk 48 uur voordat uw sessie begint", or, with no cut-off, "voordat uw sessie begint". */
const inTimeWords = (cutoffHours: number, session: string) =>
  `${cutoffHours > 0 ? `uiterlijk ${hoursNl(cutoffHours)} ` : ""}voordat ${session} begint`;

const REFUND_ROWS_NL = {
  "cancelled-in-time": {
    when: (cutoff) => `U annuleert ${inTimeWords(cutoff, "uw sessie")}`,
    outcome: () => "U krijgt alles wat u hebt betaald volledig terug, of het nu om een aanbetaling of om de volledige prijs gaat.",
  },
  "moved-in-time": {
    when: (cutoff) => `U verzet uw sessie ${inTimeWords(cutoff, "deze")}`,
    outcome: () => "Uw betaling gaat mee naar het nieuwe tijdstip: wij betalen niets terug en brengen niets extra in rekening.",
  },
  "cancelled-late": {
    when: (cutoff) =>
      cutoff > 0 ? `U annuleert minder dan ${hoursNl(cutoff)} voor uw sessie, of u verschijnt niet` : "U verschijnt niet op uw sessie",
    outcome: () => "Wij houden de aanbetaling in en betalen terug wat u daarboven hebt betaald.",
  },
  withdrawn: {
    when: () => `U herroept de overeenkomst binnen uw bedenktijd van ${WITHDRAWAL_DAYS} dagen, voordat uw sessie begint`,
    outcome: (cutoff) =>
      cutoff > 0
        ? `U krijgt alles wat u hebt betaald volledig terug, ook als uw sessie over minder dan ${hoursNl(cutoff)} begint.`
        : "U krijgt alles wat u hebt betaald volledig terug.",
  },
  "cancelled-by-studio": {
    when: () => "Wij annuleren uw sessie, ongeacht het moment of de reden",
    outcome: () => "U krijgt alles wat u hebt betaald volledig terug.",
  },
  "digital-before-work": {
    when: () => "U annuleert een digitale analyse voordat onze analist met uw foto's aan de slag gaat",
    outcome: () => "U krijgt alles wat u hebt betaald volledig terug, ook als u uw foto's al hebt gestuurd.",
  },
  "digital-after-work": {
    when: () => "U annuleert een digitale analyse nadat onze analist met uw foto's aan de slag is gegaan",
    outcome: () =>
      "U krijgt niets terug: u hebt ons gevraagd binnen uw bedenktijd te beginnen, en de analyse wordt speciaal voor u gemaakt.",
  },
} satisfies Record<RefundRowId, RowWords>;

/** The table as the Dutch refund policy prints it, for a cut-off: the rows of `CANCELLATION_REFUND_TABLE`, in its order. */
export function refundTableRowsNl(cutoffHours: number): Array<{ id: RefundRowId; when: string; outcome: string }> {
  return CANCELLATION_REFUND_TABLE.map(({ id }) => {
    const words: RowWords = REFUND_ROWS_NL[id];
    return { id, when: words.when(cutoffHours), outcome: words.outcome(cutoffHours) };
  });
}

/**
 * The twin of `EARLY_START_CONSENT_LABEL`: the checkbox at booking, in the visitor's own voice
 * ("ik"), so it reads the same on the informal booking page and quoted on the formal policy.
 */
export const EARLY_START_CONSENT_LABEL_NL =
  `Ik vraag erom dat mijn sessie plaatsvindt binnen mijn bedenktijd van ${WITHDRAWAL_DAYS} dagen. Ik begrijp dat ik de ` +
  "overeenkomst tot het begin van de sessie kan herroepen en dan alles terugkrijg, en dat mijn herroepingsrecht vervalt zodra de sessie heeft plaatsgevonden.";

// The emails' and the cancellation page's words, in the site's voice (je): appended for the emails (issue 43).
import { formatCents } from "~/platform/money";
import type { RefundDecision, RefundRoute } from "~/data/refund-policy";

/** The twin of `EARLY_START_CONFIRMATION`: the line a booking's confirmation carries when the visitor ticked the box. */
export const EARLY_START_CONFIRMATION_NL =
  `Je hebt gevraagd om je sessie te laten plaatsvinden binnen je bedenktijd van ${WITHDRAWAL_DAYS} dagen, en bevestigd dat je ` +
  "herroepingsrecht vervalt zodra de sessie heeft plaatsgevonden. Tot de sessie begint, kun je de overeenkomst nog herroepen en krijg je alles terug.";

/** The twin of `refundDecisionWords`: what a cancellation means for the visitor, how much and where it goes. */
export function refundDecisionWordsNl(
  { refundCents, keptCents }: Pick<RefundDecision, "refundCents" | "keptCents">,
  route: RefundRoute = { voucherCents: 0, voucherCode: "", refundedBeforeCents: 0 },
): string {
  const euros = (cents: number) => formatCents(cents, "nl");
  if (refundCents === 0) return keptCents === 0 ? "Er is niets betaald, dus er valt ook niets terug te betalen." : `We houden de aanbetaling van ${euros(keptCents)} in.`;
  const amount =
    keptCents > 0
      ? `We houden de aanbetaling van ${euros(keptCents)} in en betalen ${euros(refundCents)} terug.`
      : route.refundedBeforeCents > 0
        ? `We betalen de resterende ${euros(refundCents)} volledig terug (${euros(route.refundedBeforeCents)} hebben we je al eerder terugbetaald).`
        : `We betalen de ${euros(refundCents)} die je hebt betaald volledig terug.`;
  const toVoucher = Math.min(refundCents, route.voucherCents);
  const toAccount = refundCents - toVoucher;
  const account = "staat binnen 5 tot 10 werkdagen weer op je rekening, via de betaalmethode waarmee je betaalde";
  const where =
    toVoucher === 0
      ? `Het bedrag ${account}.`
      : toAccount === 0
        ? `Het bedrag gaat direct terug op je cadeaubon ${route.voucherCode}.`
        : `${euros(toVoucher)} gaat direct terug op je cadeaubon ${route.voucherCode}, en ${euros(toAccount)} ${account}.`;
  return `${amount} ${where}`;
}
