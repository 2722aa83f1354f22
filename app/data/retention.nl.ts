import { ANALYSIS_PHOTO_RETENTION, RETENTION_TABLE, type RetentionRow } from "~/data/retention";

/**
 * The Dutch words of the retention table (app/data/retention.ts), for the Dutch privacy policy
 * (app/routes/legal.privacy-policy.nl.tsx). The rules, the rows and their order stay in the English
 * module, which the retention job deletes by; this file only words them. A row's period, where the
 * row names a rule, is written from that rule (`keptForWordsNl`), so the Dutch page cannot promise
 * what the code does not do either.
 *
 * The legal pages address the visitor with "u" (docs/decisions/034-two-languages.md); the rest of
 * the site with "je", hence the photo promise in both.
 */

type Rule = NonNullable<RetentionRow["deletes"]>;

/** "1 maand", "12 maanden". */
const monthsNl = (count: number) => (count === 1 ? "1 maand" : `${count} maanden`);

/** "7 jaar" (Dutch "jaar" has no plural after a number), for a whole number of years; otherwise in months. */
const yearsNl = (count: number) => (count % 12 === 0 ? `${count / 12} jaar` : monthsNl(count));

const daysNl = (count: number) => (count === 1 ? "1 dag" : `${count} dagen`);

/** "2 jaar en 30 dagen", for days counted as 365-day years and days left over (the twin of `daysAsYears`). */
function daysAsYearsNl(count: number): string {
  const whole = Math.floor(count / 365);
  const rest = count - whole * 365;
  if (whole === 0) return daysNl(count);
  return rest === 0 ? `${whole} jaar` : `${whole} jaar en ${daysNl(rest)}`;
}

/** The twin of `keptForWords`: "12 maanden na ons laatste antwoord aan u, of na ontvangst als wij nooit hebben geantwoord". */
export function keptForWordsNl(rule: Rule): string {
  if (rule.from === "delivery") {
    return `${daysNl(rule.days)} na de levering van uw rapport, tenzij u ons vraagt ze te bewaren voor een vervolg: dan tot u dat intrekt of uw bestelling wordt verwijderd. Bij annulering: direct`;
  }
  if (rule.from === "order") return `${daysAsYearsNl(rule.days)} na uw bestelling, zolang de pagina van uw bestelling te openen is`;
  if (rule.from === "appointment") return `${monthsNl(rule.months)} na de afspraak`;
  if (rule.from === "session") return `${yearsNl(rule.months)} na uw sessie, of tot u de uitslag zelf verwijdert op uw pagina ‘Mijn palet’`;
  if (rule.from === "payment-or-expiry") return `${yearsNl(rule.months)} (wettelijke fiscale bewaarplicht)`;
  return rule.from === "last-reply"
    ? `${monthsNl(rule.months)} na ons laatste antwoord aan u, of na ontvangst als wij nooit hebben geantwoord`
    : `${monthsNl(rule.months)} na ontvangst van de aanvraag`;
}

/** The English rows' names (`data` in RETENTION_TABLE), by which each Dutch row is found. */
type RetentionRowName =
  | "Contact form messages"
  | "Booking requests sent through this website"
  | "Appointments booked online"
  | "Client records (results, session notes)"
  | "Photos sent for a digital analysis"
  | "Digital analysis orders, with your report and its PDF"
  | "Invoices, payment and gift voucher records"
  | "Your palette result, for your “My palette” page"
  | "Published testimonials"
  | "Google Analytics data"
  | "The consent cookie";

type RowWords = {
  /** The data, in the policy's Dutch. */
  data: string;
  /** The period of a row without a rule; a row with one is worded from its rule (`keptForWordsNl`). */
  keptFor?: string;
};

/** Each row's Dutch words, by its English name: a name left out (or one too many) fails typecheck. */
const RETENTION_ROWS_NL = {
  "Contact form messages": { data: "Berichten via het contactformulier" },
  "Booking requests sent through this website": { data: "Aanvragen voor een afspraak via deze website" },
  "Appointments booked online": { data: "Online geboekte afspraken" },
  "Client records (results, session notes)": { data: "Klantdossiers (uitkomsten, aantekeningen van sessies)", keptFor: "3 jaar na uw laatste sessie" },
  "Photos sent for a digital analysis": { data: "Foto's voor een digitale kleuranalyse" },
  "Digital analysis orders, with your report and its PDF": { data: "Bestellingen van een digitale kleuranalyse, met uw rapport en de pdf daarvan" },
  "Invoices, payment and gift voucher records": { data: "Facturen en gegevens van betalingen en cadeaubonnen" },
  "Your palette result, for your “My palette” page": { data: "Uw kleuruitslag, voor uw pagina ‘Mijn palet’" },
  "Published testimonials": { data: "Gepubliceerde ervaringen", keptFor: "Tot u uw toestemming intrekt" },
  "Google Analytics data": { data: "Gegevens van Google Analytics", keptFor: "14 maanden" },
  "The consent cookie": { data: "De toestemmingscookie (consent)", keptFor: "1 jaar, in uw browser" },
} as const satisfies Record<RetentionRowName, RowWords>;

/** A row of the Dutch table; `lang: "en"` marks a row the English table has and this file does not yet word. */
export type RetentionRowNl = { data: string; keptFor: string; lang?: "en" };

/**
 * The retention table in Dutch, in the English table's order. A row the English table gains before
 * this file words it shows in English, marked lang="en", as the site shows untranslated content.
 */
export function retentionTableNl(): RetentionRowNl[] {
  const words: Partial<Record<string, RowWords>> = RETENTION_ROWS_NL;
  return RETENTION_TABLE.map((row) => {
    const dutch = words[row.data];
    const keptFor = row.deletes ? keptForWordsNl(row.deletes) : dutch?.keptFor;
    return dutch && keptFor !== undefined ? { data: dutch.data, keptFor } : { data: row.data, keptFor: row.keptFor, lang: "en" };
  });
}

/** The twin of `ANALYSIS_PHOTOS_PROMISE` in the site's voice (je), for the FAQ, the colour-analysis page, the photo guide and the emails. */
export const ANALYSIS_PHOTOS_PROMISE_NL = `${ANALYSIS_PHOTO_RETENTION.days} dagen na de levering van je rapport verwijderd, tenzij je ons vraagt ze te bewaren voor een vervolg`;

/** The twin of `ANALYSIS_PHOTOS_PROMISE` in the legal pages' voice (u): "Uw foto's worden …". */
export const ANALYSIS_PHOTOS_PROMISE_NL_U = `${ANALYSIS_PHOTO_RETENTION.days} dagen na de levering van uw rapport verwijderd, tenzij u ons vraagt ze te bewaren voor een vervolg`;
