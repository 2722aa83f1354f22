/**
 * Amounts of money, which this site holds as integer euro cents (payments, refunds, deposits) so
 * that no sum is ever off by a rounding.
 */

// en-GB, as every other number on the site: "€1,250", "€12.50".
const WHOLE_EUROS = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const EUROS_AND_CENTS = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Throws unless `cents` is a whole, non-negative number of cents. */
export function assertCents(cents: number, name = "amount"): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${name} is not a whole number of cents: ${cents}`);
}

/** 5000 → "€50", 1250 → "€12.50": whole euros without decimals, as the prices are written. */
export function formatCents(cents: number): string {
  assertCents(cents);
  // Divided only here, for the words: every sum is made in cents.
  return cents % 100 === 0 ? WHOLE_EUROS.format(cents / 100) : EUROS_AND_CENTS.format(cents / 100);
}

/** Dutch VAT on services: 21%. */
export const VAT_PERCENT = 21;

/** The VAT included in a price that includes it, in cents (rounded to the nearest cent). */
export function includedVatCents(grossCents: number, percent = VAT_PERCENT): number {
  assertCents(grossCents);
  return Math.round((grossCents * percent) / (100 + percent));
}
