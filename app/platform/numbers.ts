const COUNT = new Intl.NumberFormat("en-GB");

/** "5,000": a count in a message or hint, grouped as British English writes it. */
export function formatCount(count: number): string {
  return COUNT.format(count);
}
