/**
 * Which keys this isolate is refreshing in the background, so that a stale entry found by a
 * hundred requests at once is refreshed once (each refresh a Firestore read or a whole render).
 * Only the time a refresh began is kept, never its promise: workerd forbids one request awaiting
 * another's I/O. A refresh whose request was cut off stops holding its key after `timeoutMs`.
 */
export class RefreshClaims {
  private readonly began = new Map<string, number>();

  constructor(
    private readonly timeoutMs: number,
    private readonly mostKeys = 1000,
  ) {}

  /** A token when this caller is to refresh `key`, or null when a refresh of it is under way. */
  claim(key: string, now: number): number | null {
    const began = this.began.get(key);
    if (began !== undefined && now - began <= this.timeoutMs) return null;
    if (this.began.size >= this.mostKeys) this.began.clear();
    this.began.set(key, now);
    return now;
  }

  /** Ends the claim `token` holds, unless a later one has taken the key since. */
  release(key: string, token: number): void {
    if (this.began.get(key) === token) this.began.delete(key);
  }
}
