/**
 * A client address no other request of this run has used, for the `CF-Connecting-IP` header that
 * the local server reads as the visitor's address. Form posts, sign-ins and purges are limited per
 * address, and every test runs on 127.0.0.1: each test that posts does so from an address of its
 * own, so no limit one test reaches ever touches another. Unique, not random: each Playwright
 * worker process has its own index (TEST_WORKER_INDEX) and counts its addresses.
 */
let used = 0;

export function uniqueAddress(): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  used += 1;
  return `10.${worker % 256}.${Math.floor(used / 256) % 256}.${used % 256}`;
}

/** The header that makes a request come from a unique address. */
export function ownAddress(): Record<string, string> {
  return { "CF-Connecting-IP": uniqueAddress() };
}
