/**
 * The pixels of a small 8-bit RGB or RGBA PNG, decoded in the worker (no sharp there): enough to
 * tell which way up a photo came out, from a tiny copy made by the Images binding.
 */
export async function pngPixels(png: Uint8Array): Promise<{ width: number; height: number; pixel: (x: number, y: number) => [number, number, number] }> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array[] = [];
  while (at < png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, colour] = [data[8], data[9]];
      if (depth !== 8 || (colour !== 2 && colour !== 6)) throw new Error(`Only 8-bit RGB(A) PNGs are read here, not depth ${depth} colour type ${colour}`);
      channels = colour === 2 ? 3 : 4;
    }
    if (type === "IDAT") idat.push(data);
    at += 12 + length;
  }
  const raw = new Uint8Array(await new Response(new Blob(idat as Uint8Array<ArrayBuffer>[]).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer());
  const stride = width * channels;
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? out[y * stride + x - channels]! : 0;
      const up = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? out[(y - 1) * stride + x - channels]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter] ?? 0;
      out[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, pixel: (x, y) => [out[y * stride + x * channels]!, out[y * stride + x * channels + 1]!, out[y * stride + x * channels + 2]!] };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
