/**
 * What a route's `handle` may say about when its page's scripts start (app/worker/deferred-scripts.server.ts,
 * docs/decisions/036-hydration-on-first-interaction.md). A public page starts them on the visitor's
 * first interaction: it works without them, and a phone that is only reading pays nothing for them.
 * `scripts: "after-load"` starts them once the page has loaded and painted, for a page whose tool
 * is its script at every address: My palette's offline copy. A page whose tool is its script only
 * at some addresses (the drapes and the photo check, at the address that opens the photo) renders
 * an element with `SCRIPTS_AFTER_LOAD` there instead.
 */
export type ScriptsHandle = { scripts?: "after-load" };

/** Whether any of the matched routes' handles asks for its page's scripts once it has loaded. */
export function startsScriptsAfterLoad(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as ScriptsHandle | null | undefined)?.scripts === "after-load");
}

/**
 * An element with this attribute in a page's HTML starts that page's scripts after load, whatever
 * its route's handle says: for a page rendered at an address whose purpose is its tool
 * (app/worker/deferred-scripts.server.ts reads it).
 */
export const SCRIPTS_AFTER_LOAD = "data-scripts-after-load";
