/**
 * CIEDE2000 (ΔE00) between two sRGB colours, self-contained for the browser.
 *
 * The photo check works out its answer on the device (app/routes/colors-app/PhotoChecker.tsx), so
 * the formula ships in that chunk. Written here from the equations of Sharma, Wu and Dalal (Color
 * Research & Application 30(1), 2005) rather than taken from culori: culori's modes are already in
 * a studio page's script, and the bundler would have split them into a chunk shared by both, changing
 * that page's files. Checked against the paper's 34 test pairs and against culori's own
 * differenceCiede2000 (tests/unit/color/ciede2000.test.ts). The server's nearest-colours matcher
 * (app/color/nearest-colors.ts) uses it too, so the two tools measure alike.
 */

/** CIELAB under D65, as culori's `lab65`. */
export type Lab = { l: number; a: number; b: number };

/** D65's white point, from its chromaticity (0.3127, 0.3290). */
const WHITE = { x: 0.3127 / 0.329, y: 1, z: (1 - 0.3127 - 0.329) / 0.329 };
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);

/** CIELAB of a `#rrggbb` colour: sRGB to linear light, to XYZ (CSS Color 4's matrix), to L*a*b*. */
export function labOfHex(hex: string): Lab {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((pair) => linear(parseInt(pair, 16) / 255)) as [number, number, number];
  const x = 0.4123907992659593 * r + 0.357584339383878 * g + 0.1804807884018343 * b;
  const y = 0.2126390058715102 * r + 0.715168678767756 * g + 0.0721923153607337 * b;
  const z = 0.0193308187155918 * r + 0.119194779794626 * g + 0.9505321522496607 * b;
  const [fx, fy, fz] = [f(x / WHITE.x), f(y / WHITE.y), f(z / WHITE.z)];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const DEGREE = Math.PI / 180;
const POW25_7 = 25 ** 7;

/** A hue angle in degrees, 0–360; 0 for a colour with no chroma. */
const hueOf = (a: number, b: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / DEGREE + 360) % 360);

/** ΔE00 between two CIELAB colours (kL = kC = kH = 1). */
export function ciede2000(first: Lab, second: Lab): number {
  const meanChroma = (Math.hypot(first.a, first.b) + Math.hypot(second.a, second.b)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanChroma ** 7 / (meanChroma ** 7 + POW25_7)));
  const a1 = (1 + g) * first.a;
  const a2 = (1 + g) * second.a;
  const c1 = Math.hypot(a1, first.b);
  const c2 = Math.hypot(a2, second.b);
  const h1 = hueOf(a1, first.b);
  const h2 = hueOf(a2, second.b);

  const deltaL = second.l - first.l;
  const deltaC = c2 - c1;
  let deltaHue = 0;
  if (c1 * c2 !== 0) {
    deltaHue = h2 - h1;
    if (deltaHue > 180) deltaHue -= 360;
    else if (deltaHue < -180) deltaHue += 360;
  }
  const deltaH = 2 * Math.sqrt(c1 * c2) * Math.sin((deltaHue / 2) * DEGREE);

  const meanL = (first.l + second.l) / 2;
  const meanC = (c1 + c2) / 2;
  let meanHue = h1 + h2;
  if (c1 * c2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) meanHue /= 2;
    else meanHue = meanHue < 360 ? (meanHue + 360) / 2 : (meanHue - 360) / 2;
  }

  const t =
    1 -
    0.17 * Math.cos((meanHue - 30) * DEGREE) +
    0.24 * Math.cos(2 * meanHue * DEGREE) +
    0.32 * Math.cos((3 * meanHue + 6) * DEGREE) -
    0.2 * Math.cos((4 * meanHue - 63) * DEGREE);
  const rotation = 30 * Math.exp(-(((meanHue - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(meanC ** 7 / (meanC ** 7 + POW25_7));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanC;
  const sh = 1 + 0.015 * meanC * t;
  const rt = -Math.sin(2 * rotation * DEGREE) * rc;

  const l = deltaL / sl;
  const c = deltaC / sc;
  const h = deltaH / sh;
  return Math.sqrt(l * l + c * c + h * h + rt * c * h);
}
