/**
 * Reads a plain-text email as the site writes it (app/email/mime.ts): its headers, with encoded
 * words decoded, and its base64 body as text. Runs in Node and in workerd alike.
 */
export type ReadEmail = {
  /** Header lines in order, names lower-cased, folded lines joined, encoded words decoded. */
  headers: Array<[name: string, value: string]>;
  header(name: string): string | undefined;
  text: string;
  /** The attachments of a multipart message (a booking's `invite.ics`), each decoded as text. */
  attachments: Array<{ filename: string; contentType: string; text: string }>;
};

const utf8 = new TextDecoder();
const fromBase64 = (value: string) => utf8.decode(Uint8Array.from(atob(value.replace(/\s+/g, "")), (c) => c.charCodeAt(0)));

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, encoded: string) => fromBase64(encoded));
}

function readHeaders(block: string): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  for (const line of block.split("\r\n")) {
    const last = headers.at(-1);
    if (/^[ \t]/.test(line) && last) last[1] += line;
    else {
      const colon = line.indexOf(":");
      headers.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  for (const entry of headers) entry[1] = decodeWords(entry[1]);
  return headers;
}

/** A multipart message: its text part as `text`, every other part as an attachment. */
function readMultipart(headers: Array<[string, string]>, body: string, boundary: string): ReadEmail {
  const header = (name: string) => headers.find(([key]) => key === name.toLowerCase())?.[1];
  const parts = body.split(`--${boundary}`).slice(1, -1).map((part) => {
    const trimmed = part.replace(/^\r\n/, "");
    const split = trimmed.indexOf("\r\n\r\n");
    const partHeaders = readHeaders(trimmed.slice(0, split));
    const get = (name: string) => partHeaders.find(([key]) => key === name)?.[1] ?? "";
    if (get("content-transfer-encoding").toLowerCase() !== "base64") throw new Error("Expected base64 parts");
    return {
      contentType: get("content-type"),
      disposition: get("content-disposition"),
      text: fromBase64(trimmed.slice(split + 4)).replace(/\r\n/g, "\n"),
    };
  });
  const textPart = parts.find((part) => part.contentType.startsWith("text/plain") && !part.disposition.startsWith("attachment"));
  return {
    headers,
    header,
    text: textPart?.text ?? "",
    attachments: parts
      .filter((part) => part !== textPart)
      .map((part) => ({ filename: /filename="?([^";]+)"?/.exec(part.disposition)?.[1] ?? "", contentType: part.contentType, text: part.text })),
  };
}

export function readEmail(raw: string): ReadEmail {
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) throw new Error("The email has no blank line between its headers and its body");
  const headers = readHeaders(raw.slice(0, split));
  const header = (name: string) => headers.find(([key]) => key === name.toLowerCase())?.[1];
  const body = raw.slice(split + 4);
  const boundary = /multipart\/[a-z]+;.*boundary="?([^";]+)"?/i.exec(header("content-type") ?? "")?.[1];
  if (boundary) return readMultipart(headers, body, boundary);
  const encoding = header("content-transfer-encoding")?.toLowerCase();
  if (encoding !== "base64") throw new Error(`Expected a base64 body, got ${encoding}`);
  return { headers, header, text: fromBase64(body).replace(/\r\n/g, "\n"), attachments: [] };
}
