/**
 * Amounts of money, which this site holds as integer euro cents (payments, refunds, deposits) so
 * that no sum is ever off by a rounding.
 */

/** The number style of each of the site's languages (app/schemas/locales.ts): en-GB, as every other English number on the site, and nl-NL. */
const NUMBER_LOCALE = { en: "en-GB", nl: "nl-NL" } as const;

/** One formatter per language, currency and precision: making one costs more than the page's other work on an amount. */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: keyof typeof NUMBER_LOCALE, currency: string, digits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}/${currency}/${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

/** Throws unless `cents` is a whole, non-negative number of cents. */
export function assertCents(cents: number, name = "amount"): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${name} is not a whole number of cents: ${cents}`);
}

/**
 * An amount as the reader's language writes it, the one formatter of money on the site: whole
 * units without decimals, as the prices are written, and the sign against the figure in both
 * languages. 5000 → "€50", 1250 → "€12.50", 125000 → "€1,250"; in Dutch "€50", "€12,50", "€1.250".
 * `currency` is a service price's own (the studio may price in pounds: "£245").
 */
export function formatCents(cents: number, locale: keyof typeof NUMBER_LOCALE = "en", currency = "EUR"): string {
  assertCents(cents);
  // Divided only here, for the words: every sum is made in cents.
  return formatOf(locale, currency, cents % 100 === 0 ? 0 : 2)
    .format(cents / 100)
    .replace(/^(\p{Sc})\s/u, "$1");
}

/** Dutch VAT on services: 21%. */
export const VAT_PERCENT = 21;

/** The VAT included in a price that includes it, in cents (rounded to the nearest cent). */
export function includedVatCents(grossCents: number, percent = VAT_PERCENT): number {
  assertCents(grossCents);
  return Math.round((grossCents * percent) / (100 + percent));
}
