/** Reading numbers, tags and ISO-BMFF boxes out of a file's bytes: out of range reads as 0, never throws. */

export function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

export function readUint16(bytes: Uint8Array, at: number, little: boolean): number {
  if (at + 2 > bytes.length) return 0;
  return little ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!;
}

export function readUint32(bytes: Uint8Array, at: number, little: boolean): number {
  if (at + 4 > bytes.length) return 0;
  const [a, b, c, d] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!];
  return (little ? a | (b << 8) | (c << 16) | (d << 24) : (a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}

export type Box = { type: string; start: number; end: number };

/** The ISO-BMFF boxes between `from` and `to`: each one's type and where its contents start and end. */
export function childBoxes(bytes: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at + 8 <= to; ) {
    let size = readUint32(bytes, at, false);
    let header = 8;
    if (size === 1) {
      // A 64-bit size: photos are far below 4 GB, so its high half is 0.
      size = readUint32(bytes, at + 12, false);
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) break;
    boxes.push({ type: ascii(bytes, at + 4, 4), start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}
