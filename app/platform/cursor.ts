import { fromBase64Url, toBase64Url } from "./digest";

/**
 * A page's cursor as it goes in a link: base64url of "<position>|<key>", the sort value of the row
 * it starts after and the row's own key. A model checks the two parts against its own schema.
 */
export function encodeCursor(position: string, key: string): string {
  return toBase64Url(new TextEncoder().encode(`${position}|${key}`));
}

/** The two parts of a cursor from a link, or null when it is not one `encodeCursor` made. */
export function cursorParts(value: string): { position: string; key: string } | null {
  let decoded: string;
  try {
    decoded = new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(value));
  } catch {
    return null;
  }
  const bar = decoded.indexOf("|");
  return bar > 0 ? { position: decoded.slice(0, bar), key: decoded.slice(bar + 1) } : null;
}
