import { assertCents } from "./money";

// The Dutch twin of `formatCents`, in the same style (the sign against the figure, whole euros
// without decimals) with Dutch separators: "€12,50", "€1.250".
const WHOLE_EUROS_NL = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const EUROS_AND_CENTS_NL = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 5000 → "€50", 1250 → "€12,50", 125000 → "€1.250". */
export function formatCentsNl(cents: number): string {
  assertCents(cents);
  return `€${cents % 100 === 0 ? WHOLE_EUROS_NL.format(cents / 100) : EUROS_AND_CENTS_NL.format(cents / 100)}`;
}
