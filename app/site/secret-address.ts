/**
 * What a route's `handle` may say about its address: it is a key (a booking's manage link, a gift
 * order's page), so whoever has it can act as the visitor. Such a page runs no analytics, sends
 * only the site's origin as a referrer, is never kept by a cache, and is entered by loading the
 * document, never by a client navigation that an analytics script already on the page could report.
 */
export type SecretAddressHandle = { secretAddress?: true };

/** Whether any of the matched routes' handles marks the address as a key. */
export function isSecretAddress(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as SecretAddressHandle | null | undefined)?.secretAddress === true);
}
