/**
 * Where a JPEG's compressed image starts (its SOS marker), or its length: the bytes before are its
 * segments (EXIF, ICC, comments). A test looks for metadata there only: the compressed image of a
 * noisy photo is random bytes, in which "GPS" turns up by chance in about one photo in ten.
 */
export function scanStart(bytes: Uint8Array): number {
  let at = 2;
  while (at + 3 < bytes.length && bytes[at] === 0xff) {
    if (bytes[at + 1] === 0xda) return at;
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
  return bytes.length;
}

/** A JPEG's segments as text, for a search for metadata left in them. */
export const jpegSegmentsText = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes.subarray(0, scanStart(bytes)));
