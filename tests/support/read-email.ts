/**
 * Reads a plain-text email as the site writes it (app/email/mime.ts): its headers, with encoded
 * words decoded, and its base64 body as text. Runs in Node and in workerd alike.
 */
export type ReadEmail = {
  /** Header lines in order, names lower-cased, folded lines joined, encoded words decoded. */
  headers: Array<[name: string, value: string]>;
  header(name: string): string | undefined;
  text: string;
};

const utf8 = new TextDecoder();
const fromBase64 = (value: string) => utf8.decode(Uint8Array.from(atob(value.replace(/\s+/g, "")), (c) => c.charCodeAt(0)));

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, encoded: string) => fromBase64(encoded));
}

export function readEmail(raw: string): ReadEmail {
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) throw new Error("The email has no blank line between its headers and its body");
  const headers: Array<[string, string]> = [];
  for (const line of raw.slice(0, split).split("\r\n")) {
    const last = headers.at(-1);
    if (/^[ \t]/.test(line) && last) last[1] += line;
    else {
      const colon = line.indexOf(":");
      headers.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  for (const entry of headers) entry[1] = decodeWords(entry[1]);
  const header = (name: string) => headers.find(([key]) => key === name.toLowerCase())?.[1];
  const body = raw.slice(split + 4);
  const encoding = header("content-transfer-encoding")?.toLowerCase();
  if (encoding !== "base64") throw new Error(`Expected a base64 body, got ${encoding}`);
  return { headers, header, text: fromBase64(body).replace(/\r\n/g, "\n") };
}
