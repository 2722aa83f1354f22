/** Collects what a request spent where, for the `Server-Timing` response header. */
export type CacheOutcome = "hit" | "miss" | "stale" | "stale-if-error";

export class Timing {
  private readonly outcomes = new Map<CacheOutcome, number>();
  private firestoreMs = 0;
  private firestoreCalls = 0;
  private page: string | undefined;

  /** How the page cache answered (app/worker/page-cache.server.ts). */
  recordPage(outcome: string): void {
    this.page = outcome;
  }

  recordCache(outcome: CacheOutcome): void {
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
  }

  recordFirestore(durationMs: number): void {
    this.firestoreMs += durationMs;
    this.firestoreCalls += 1;
  }

  /** e.g. `cache;desc="hit:2 miss:1", firestore;dur=41.2;desc="1 call"`. */
  toHeader(totalMs?: number): string {
    const parts: string[] = [];
    if (this.page) parts.push(`page;desc="${this.page}"`);
    if (this.outcomes.size > 0) {
      const desc = [...this.outcomes].map(([outcome, count]) => `${outcome}:${count}`).join(" ");
      parts.push(`cache;desc="${desc}"`);
    }
    parts.push(`firestore;dur=${this.firestoreMs.toFixed(1)};desc="${this.firestoreCalls} call${this.firestoreCalls === 1 ? "" : "s"}"`);
    if (totalMs !== undefined) parts.push(`total;dur=${totalMs.toFixed(1)}`);
    return parts.join(", ");
  }
}
