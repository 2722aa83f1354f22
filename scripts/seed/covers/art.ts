/**
 * The demo covers' artwork: SVG still lifes drawn from a palette, one composition per journal
 * topic, so the journal's grid reads as a studio's photography rather than one layout repeated.
 * Everything here is pure: the same design gives the same SVG, so the rendered file can be cached
 * by the SVG's hash (./render.ts). Randomness comes from a generator seeded by the design's key.
 */

export const COVER_SIZE = { width: 1600, height: 1000 } as const;

export type Colour = { name: string; hex: string };

export type Composition = "knits" | "drapes" | "makeup" | "hair" | "jewellery" | "prints" | "fan" | "rail";

export type CoverArt = {
  /** Seeds the layout's small variations. */
  key: string;
  composition: Composition;
  /** The colours the picture is about, most important first (3 to 8). */
  colours: readonly Colour[];
  /** Light, quiet colours for the ground the objects rest on (1 or 2). */
  ground: readonly Colour[];
  /** Metal tone of jewellery, lipstick cases and hangers. */
  metal: "gold" | "silver" | "rose" | "bronze";
};

/** A small, fast, seeded generator (mulberry32). */
export function seededRandom(key: string): () => number {
  let seed = 2166136261;
  for (const char of key) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;
}

/** Towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(rgb(hex).map((c) => c + (target - c) * a) as [number, number, number]);
}

export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as [number, number, number]);
}

export function lightness(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const METALS = {
  gold: ["#f6e3a8", "#c9a24e", "#8a6a2a"],
  silver: ["#f4f5f7", "#b8bcc2", "#6f747b"],
  rose: ["#f6d6c6", "#c98e78", "#86584a"],
  bronze: ["#e6c193", "#a7763f", "#5f3f1e"],
} as const;

const f = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------------------------
// The picture
// ---------------------------------------------------------------------------------------------

export function coverSvg(art: CoverArt): string {
  const random = seededRandom(art.key);
  const defs = new Defs();
  const body = COMPOSITIONS[art.composition](art, random, defs);
  const { width, height } = COVER_SIZE;
  // Half the still lifes are seen from the other side (the fan's printed names stay readable),
  // the light with them, so the grid does not repeat one layout.
  const mirrored = art.composition !== "fan" && random() < 0.5;
  const scene = mirrored ? `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
${commonDefs(art)}
${defs.toString()}
</defs>
${scene}
${lighting(mirrored)}
</svg>`;
}

/** Gradients and filters, each added once and referred to by id. */
class Defs {
  private readonly items = new Map<string, string>();
  private count = 0;
  add(make: (id: string) => string): string {
    const id = `d${++this.count}`;
    this.items.set(id, make(id));
    return id;
  }
  linear(stops: Array<[number, string, number?]>, [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
    return this.add(
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
          .map(([offset, colour, opacity = 1]) => `<stop offset="${f(offset)}" stop-color="${colour}" stop-opacity="${opacity}"/>`)
          .join("")}</linearGradient>`,
    );
  }
  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.add(
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
          .map(([offset, colour, opacity = 1]) => `<stop offset="${f(offset)}" stop-color="${colour}" stop-opacity="${opacity}"/>`)
          .join("")}</radialGradient>`,
    );
  }
  toString(): string {
    return [...this.items.values()].join("\n");
  }
}

function commonDefs(art: CoverArt): string {
  const ground = art.ground[0]!.hex;
  return `
<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="16"/></filter>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>
<filter id="blur2" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.6"/></filter>
<filter id="weaveNoise" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="0.9 0.046875" numOctaves="2" seed="3" stitchTiles="stitch" result="a"/>
  <feTurbulence type="fractalNoise" baseFrequency="0.046875 0.9" numOctaves="2" seed="7" stitchTiles="stitch" result="b"/>
  <feBlend in="a" in2="b" mode="multiply"/>
  <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -0.9 0.55"/>
</filter>
<filter id="grainNoise" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" seed="11" stitchTiles="stitch"/>
  <feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.9 -0.35"/>
</filter>
<pattern id="weave" width="256" height="256" patternUnits="userSpaceOnUse"><rect width="256" height="256" filter="url(#weaveNoise)"/></pattern>
<pattern id="grain" width="256" height="256" patternUnits="userSpaceOnUse"><rect width="256" height="256" filter="url(#grainNoise)"/></pattern>
<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(ground, 0.12)}"/><stop offset="1" stop-color="${shade(ground, -0.1)}"/></linearGradient>`;
}

/** Window light from the top left, a darker far corner, and film grain over everything. */
function lighting(mirrored: boolean): string {
  const { width, height } = COVER_SIZE;
  return `<rect width="${width}" height="${height}" fill="url(#light)" style="mix-blend-mode:soft-light"/>
<radialGradient id="light" cx="${mirrored ? 0.8 : 0.2}" cy="0.05" r="1.15"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
<rect width="${width}" height="${height}" fill="url(#grain)" opacity="0.16"/>`;
}

/** The surface everything rests on: a linen cloth, its weave just visible. */
function linen(): string {
  const { width, height } = COVER_SIZE;
  return `<rect width="${width}" height="${height}" fill="url(#ground)"/>
<rect width="${width}" height="${height}" fill="url(#weave)" opacity="0.35"/>`;
}

function shadowOf(shape: string, dx = 10, dy = 22, opacity = 0.32): string {
  return `<g transform="translate(${dx} ${dy})" filter="url(#shadow)" opacity="${opacity}">${shape.replace(/fill="[^"]*"/g, 'fill="#1d1510"').replace(/stroke="[^"]*"/g, 'stroke="#1d1510"')}</g>`;
}

type Draw = (art: CoverArt, random: () => number, defs: Defs) => string;

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;

// ---------------------------------------------------------------------------------------------
// Wardrobe: a stack of folded knitwear
// ---------------------------------------------------------------------------------------------

const knits: Draw = (art, random, defs) => {
  const colours = art.colours;
  // Stockinette: rows of little Vs.
  const stitch = defs.add(
    (id) =>
      `<pattern id="${id}" width="18" height="14" patternUnits="userSpaceOnUse"><path d="M1 0 L9 12 L17 0" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="3"/><path d="M3 0 L9 9" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="2"/></pattern>`,
  );
  // Rib knit: raised ribs, each lit on one side and shaded on the other.
  const rib = defs.add(
    (id) =>
      `<pattern id="${id}" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="#000" opacity="0.05"/><rect x="2" width="7" height="16" fill="#fff" opacity="0.1"/><rect x="9" width="3" height="16" fill="#000" opacity="0.16"/><path d="M2 0 V16 M2 8 H9" stroke="#000" stroke-opacity="0.05" stroke-width="1"/></pattern>`,
  );
  const stack = (left: number, bottom: number, width: number, pieces: readonly Colour[], tilt: number) => {
    let y = bottom;
    const drawn: string[] = [];
    pieces.forEach((piece, i) => {
      const colour = piece.hex;
      const h = 150 + random() * 34;
      const w = width - i * 14 + random() * 30;
      const x = left + (random() - 0.5) * 50;
      y -= h - 6;
      // A folded jumper seen from the front: tucked in at the top, its fold rounded and lit.
      const body = defs.linear([
        [0, shade(colour, -0.2)],
        [0.1, shade(colour, 0.07)],
        [0.5, colour],
        [0.88, shade(colour, -0.08)],
        [1, shade(colour, -0.26)],
      ]);
      // The sleeves folded in behind the front make a soft crease a little way in from each end.
      const ends = defs.linear(
        [[0, "#000", 0.22], [0.05, "#000", 0.02], [0.13, "#000", 0.1], [0.16, "#fff", 0.06], [0.5, "#fff", 0], [0.84, "#fff", 0.04], [0.87, "#000", 0.1], [0.95, "#000", 0.02], [1, "#000", 0.24]],
        [0, 0, 1, 0],
      );
      const r = 24;
      const shape = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="url(#${body})"/>`;
      const angle = (random() - 0.5) * 2.4 + tilt;
      drawn.push(
        `<g transform="rotate(${f(angle)} ${f(x + w / 2)} ${f(y + h / 2)})">${shadowOf(shape, 4, 12, 0.45)}${shape}` +
          `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="url(#${i % 2 === 0 ? stitch : rib})"/>` +
          `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="url(#${ends})"/>` +
          // The ribbed hem, folded under along the bottom.
          `<rect x="${f(x + 10)}" y="${f(y + h - 30)}" width="${f(w - 20)}" height="24" rx="8" fill="url(#${rib})"/><rect x="${f(x + 10)}" y="${f(y + h - 31)}" width="${f(w - 20)}" height="2" fill="#000" opacity="0.18"/>` +
          `<path d="M${f(x + 30)} ${f(y + 10)} Q${f(x + w / 2)} ${f(y + 2)} ${f(x + w - 30)} ${f(y + 10)}" stroke="#fff" stroke-width="4" fill="none" opacity="0.14" filter="url(#blur2)"/></g>`,
      );
    });
    return drawn.join("\n");
  };
  const main = colours.slice(0, 5);
  const side = [pick(colours, 5), pick(colours, 0), pick(colours, 3)];
  let out = linen();
  out += stack(1080 + random() * 60, 1020, 620, side, 2);
  out += stack(170 + random() * 80, 960, 900, main, -0.5);
  return out;
};

// ---------------------------------------------------------------------------------------------
// Drapes: lengths of fabric hung side by side, as in a draping session
// ---------------------------------------------------------------------------------------------

const drapes: Draw = (art, random, defs) => {
  const { width, height } = COVER_SIZE;
  const colours = art.colours.slice(0, 6);
  const n = colours.length;
  let out = `<rect width="${width}" height="${height}" fill="url(#ground)"/>`;
  const panelWidth = (width + 200) / n;
  colours.forEach((colour, i) => {
    const x0 = -100 + i * panelWidth - 20;
    const x1 = x0 + panelWidth + 60;
    const sway = 40 + random() * 60;
    // Wavy vertical edges: the fabric swings a little.
    const edge = (x: number, dir: number) =>
      `${f(x)} 0 C${f(x + dir * sway)} ${height * 0.3} ${f(x - dir * sway)} ${height * 0.65} ${f(x + dir * sway * 0.4)} ${height}`;
    const path = `M${edge(x0, 1)} L${f(x1 + sway * 0.4)} ${height} C${f(x1 - sway)} ${height * 0.65} ${f(x1 + sway)} ${height * 0.3} ${f(x1)} 0 Z`;
    // Folds: light and dark bands across the panel.
    const folds = 3 + Math.floor(random() * 3);
    const stops: Array<[number, string, number?]> = [];
    for (let k = 0; k <= folds * 2; k++) {
      const t = k / (folds * 2);
      const dark = k % 2 === 1;
      stops.push([Math.min(1, t + (random() - 0.5) * 0.04), dark ? shade(colour.hex, -0.28 - random() * 0.12) : shade(colour.hex, 0.1 + random() * 0.1)]);
    }
    stops.sort((a, b) => a[0] - b[0]);
    const fill = defs.linear(stops, [0, 0, 1, 0.12]);
    out += `${shadowOf(`<path d="${path}" fill="#000"/>`, -18, 0, 0.45)}<path d="${path}" fill="url(#${fill})"/>`;
    out += `<path d="${path}" fill="url(#weave)" opacity="0.18"/>`;
  });
  // A soft sheen running down the middle panel, as silk catches the light.
  const sheen = defs.linear([[0, "#fff", 0], [0.5, "#fff", 0.35], [1, "#fff", 0]], [0, 0, 1, 0]);
  out += `<rect x="${f(width * 0.42)}" y="0" width="180" height="${height}" fill="url(#${sheen})" filter="url(#soft)" opacity="0.6"/>`;
  return out;
};

// ---------------------------------------------------------------------------------------------
// Makeup: compacts, lipsticks and swatched colour on a plaster slab
// ---------------------------------------------------------------------------------------------

const makeup: Draw = (art, random, defs) => {
  const colours = art.colours;
  const metal = METALS[art.metal];
  let out = linen();
  // Swatches: creamy swipes across the slab, thick where the finger landed, feathered where it lifted.
  colours.slice(0, 4).forEach((colour, i) => {
    const y = 190 + i * 92 + random() * 16;
    const x = 800 + random() * 60;
    const len = 480 + random() * 180;
    const th = 58 + random() * 22;
    const swipe = `M${f(x)} ${f(y - th / 2)} C${f(x + len * 0.3)} ${f(y - th / 2 - 12)} ${f(x + len * 0.7)} ${f(y - th / 2 + 10)} ${f(x + len)} ${f(y - th * 0.18)} L${f(x + len)} ${f(y + th * 0.12)} C${f(x + len * 0.7)} ${f(y + th / 2 + 6)} ${f(x + len * 0.3)} ${f(y + th / 2 - 6)} ${f(x)} ${f(y + th / 2)} Q${f(x - th * 0.7)} ${f(y)} ${f(x)} ${f(y - th / 2)} Z`;
    const fill = defs.linear([[0, shade(colour.hex, -0.05)], [0.55, colour.hex, 0.95], [0.85, colour.hex, 0.6], [1, colour.hex, 0.15]], [0, 0, 1, 0]);
    const sheen = defs.linear([[0, "#fff", 0.35], [0.6, "#fff", 0.12], [1, "#fff", 0]], [0, 0, 1, 0]);
    out += `<path d="${swipe}" fill="${shade(colour.hex, -0.4)}" opacity="0.22" filter="url(#soft)" transform="translate(3 8)"/>`;
    out += `<path d="${swipe}" fill="url(#${fill})"/>`;
    out += `<path d="M${f(x + 10)} ${f(y - th * 0.22)} C${f(x + len * 0.3)} ${f(y - th * 0.3)} ${f(x + len * 0.6)} ${f(y - th * 0.1)} ${f(x + len * 0.85)} ${f(y - th * 0.2)}" stroke="url(#${sheen})" stroke-width="${f(th * 0.16)}" stroke-linecap="round" fill="none" filter="url(#blur2)"/>`;
    // The ridges a finger leaves in cream.
    out += `<path d="M${f(x + 30)} ${f(y + th * 0.18)} C${f(x + len * 0.35)} ${f(y + th * 0.1)} ${f(x + len * 0.6)} ${f(y + th * 0.3)} ${f(x + len * 0.8)} ${f(y + th * 0.12)}" stroke="${shade(colour.hex, -0.25)}" stroke-width="3" fill="none" opacity="0.35" filter="url(#blur2)"/>`;
  });
  // Round compacts with pressed powder.
  const compacts = [
    { cx: 420 + random() * 40, cy: 360 + random() * 40, r: 200 },
    { cx: 640 + random() * 40, cy: 700 + random() * 30, r: 150 },
  ];
  compacts.forEach(({ cx, cy, r }, i) => {
    const colour = pick(colours, i + 1).hex;
    const rim = defs.linear([[0, metal[0]], [0.5, metal[1]], [1, metal[2]]], [0, 0, 1, 1]);
    const powder = defs.radial([[0, shade(colour, 0.25)], [0.7, colour], [1, shade(colour, -0.2)]], 0.38, 0.35, 0.7);
    const disc = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="#000"/>`;
    out += shadowOf(disc, 14, 26, 0.42);
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="url(#${rim})"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r - 22}" fill="${metal[2]}"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r - 28}" fill="url(#${powder})"/>`;
    // The pressed pattern: fine concentric rings.
    for (let k = 1; k < 6; k++) out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((r - 28) * (k / 6))}" fill="none" stroke="${shade(colour, -0.15)}" stroke-width="2" opacity="0.35"/>`;
    // A brush-swept patch where it has been used.
    out += `<ellipse cx="${f(cx - r * 0.15)}" cy="${f(cy + r * 0.1)}" rx="${f(r * 0.38)}" ry="${f(r * 0.22)}" fill="${shade(colour, -0.12)}" opacity="0.5" filter="url(#soft)"/>`;
  });
  // Two lipsticks lying on the slab.
  [0, 1].forEach((i) => {
    const colour = pick(colours, i).hex;
    const x = 900 + i * 150 + random() * 40;
    const y = 560 + i * 150 + random() * 30;
    const angle = -14 + random() * 10;
    const caseFill = defs.linear([[0, metal[0]], [0.45, metal[1]], [1, metal[2]]]);
    const bulletFill = defs.linear([[0, shade(colour, 0.3)], [0.5, colour], [1, shade(colour, -0.35)]]);
    const group =
      `<rect x="0" y="0" width="330" height="92" rx="10" fill="url(#${caseFill})"/>` +
      `<rect x="330" y="8" width="80" height="76" rx="6" fill="url(#${caseFill})"/>` +
      `<path d="M410 14 L520 14 L580 40 Q590 46 580 52 L520 78 L410 78 Z" fill="url(#${bulletFill})"/>` +
      `<rect x="0" y="10" width="330" height="10" rx="5" fill="#fff" opacity="0.35"/>`;
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${shadowOf(`<rect x="0" y="0" width="580" height="92" rx="30" fill="#000"/>`, 8, 22, 0.45)}${group}</g>`;
  });
  return out;
};

// ---------------------------------------------------------------------------------------------
// Hair: flowing strands with a silk ribbon and a comb
// ---------------------------------------------------------------------------------------------

const hair: Draw = (art, random, defs) => {
  const [braidColour, curlA, curlB, ribbonColour] = [0, 1, 2, 3].map((i) => pick(art.colours, i).hex) as [string, string, string, string];
  let out = linen();
  // Loose curls lying on the cloth.
  const curl = (x: number, y: number, colour: string, scale: number) => {
    let g = "";
    for (let s = 0; s < 18; s++) {
      const dx = (random() - 0.5) * 30;
      const dy = s * 5;
      const p = `M${f(x + dx)} ${f(y + dy)} c${f(120 * scale)} ${f(-90 * scale)} ${f(260 * scale)} ${f(60 * scale)} ${f(160 * scale)} ${f(150 * scale)} s${f(-220 * scale)} ${f(20 * scale)} ${f(-60 * scale)} ${f(170 * scale)} s${f(260 * scale)} ${f(40 * scale)} ${f(320 * scale)} ${f(-40 * scale)}`;
      const tone = s % 3 === 0 ? shade(colour, 0.25) : s % 3 === 1 ? colour : shade(colour, -0.25);
      g += `<path d="${p}" stroke="${tone}" stroke-width="${f(2 + random() * 3)}" fill="none" stroke-linecap="round" opacity="${f(0.6 + random() * 0.4)}"/>`;
    }
    return `<g filter="url(#blur2)" opacity="0.95">${g}</g>`;
  };
  out += curl(1120 + random() * 60, 560, curlA, 1.3);
  out += curl(160 + random() * 60, 640, curlB, 1.1);
  // The braid: lobes leaning left and right in turn, each with its strands.
  const strands = defs.add(
    (id) => `<pattern id="${id}" width="40" height="7" patternUnits="userSpaceOnUse"><rect y="0" width="40" height="2.2" fill="#000" opacity="0.22"/><rect y="4" width="40" height="1.4" fill="#fff" opacity="0.18"/></pattern>`,
  );
  const lobeFill = defs.linear([[0, shade(braidColour, -0.4)], [0.35, shade(braidColour, 0.2)], [0.55, braidColour], [1, shade(braidColour, -0.45)]]);
  const lobes = 14;
  const step = 104;
  // The braid's body behind its lobes, so no cloth shows between them.
  let braid = `<rect x="-120" y="-200" width="240" height="${lobes * step + 160}" rx="110" fill="#1d1510" opacity="0.35" filter="url(#shadow)" transform="translate(14 20)"/>`;
  braid += `<rect x="-110" y="-200" width="220" height="${lobes * step + 150}" rx="100" fill="${shade(braidColour, -0.35)}"/>`;
  for (let k = 0; k < lobes; k++) {
    const side = k % 2 === 0 ? 1 : -1;
    // A lobe: wide where it turns at the edge, pointed where it tucks under at the centre.
    const lobe = `M-150 0 C-150 -62 40 -78 150 -6 C60 30 -40 66 -110 56 C-140 50 -150 30 -150 0 Z`;
    braid +=
      `<g transform="translate(${side * 40} ${k * step - 120}) scale(${-side} 1) rotate(-32)">` +
      `<path d="${lobe}" fill="#1d1510" opacity="0.4" filter="url(#soft)" transform="translate(4 14)"/><path d="${lobe}" fill="url(#${lobeFill})"/>` +
      `<path d="${lobe}" fill="url(#${strands})"/></g>`;
  }
  // The tail below a silk ribbon.
  let tail = "";
  for (let s = 0; s < 22; s++) {
    const x = (s - 11) * 7;
    tail += `<path d="M${x} ${lobes * step - 180} q${f((random() - 0.5) * 60)} 90 ${f(x * 0.8 + (random() - 0.5) * 40)} 200" stroke="${s % 2 ? shade(braidColour, 0.15) : shade(braidColour, -0.2)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  const ribbon = defs.linear([[0, shade(ribbonColour, -0.3)], [0.4, shade(ribbonColour, 0.2)], [1, shade(ribbonColour, -0.25)]], [0, 0, 1, 1]);
  const bowY = lobes * step - 170;
  const bow =
    `<path d="M0 ${bowY} C-160 ${bowY - 110} -200 ${bowY + 40} -10 ${bowY + 10} Z" fill="url(#${ribbon})"/>` +
    `<path d="M0 ${bowY} C160 ${bowY - 110} 200 ${bowY + 40} 10 ${bowY + 10} Z" fill="url(#${ribbon})"/>` +
    `<path d="M-8 ${bowY + 8} L-70 ${bowY + 190} L-30 ${bowY + 180} L6 ${bowY + 14} Z" fill="url(#${ribbon})"/>` +
    `<path d="M8 ${bowY + 8} L60 ${bowY + 200} L96 ${bowY + 176} L14 ${bowY + 10} Z" fill="url(#${ribbon})"/>` +
    `<rect x="-30" y="${bowY - 16}" width="60" height="44" rx="14" fill="${shade(ribbonColour, -0.1)}"/>`;
  out += `<g transform="translate(${f(560 + random() * 60)} -120) rotate(-38)">${braid}${tail}<g>${shadowOf(bow, 8, 18, 0.4)}${bow}</g></g>`;
  // A wide-tooth comb.
  const comb = METALS[art.metal];
  const combFill = defs.linear([[0, comb[0]], [0.5, comb[1]], [1, comb[2]]]);
  let teeth = "";
  for (let t = 0; t < 12; t++) teeth += `<rect x="${24 + t * 36}" y="70" width="16" height="120" rx="8" fill="url(#${combFill})"/>`;
  out += `<g transform="translate(${f(1040 + random() * 60)} 130) rotate(-8)">${shadowOf(`<rect x="0" y="0" width="470" height="190" rx="40" fill="#000"/>`, 10, 24, 0.4)}<rect x="0" y="0" width="470" height="86" rx="40" fill="url(#${combFill})"/>${teeth}<rect x="24" y="12" width="420" height="9" rx="4.5" fill="#fff" opacity="0.4"/></g>`;
  return out;
};

// ---------------------------------------------------------------------------------------------
// Accessories: a beaded necklace, rings and a bangle on silk
// ---------------------------------------------------------------------------------------------

const jewellery: Draw = (art, random, defs) => {
  const { width, height } = COVER_SIZE;
  const silk = art.colours[0]!.hex;
  const metal = METALS[art.metal];
  const silkFill = defs.linear([[0, shade(silk, 0.12)], [0.3, shade(silk, -0.08)], [0.55, shade(silk, 0.18)], [0.8, shade(silk, -0.12)], [1, shade(silk, 0.05)]], [0, 0, 1, 0.6]);
  let out = `<rect width="${width}" height="${height}" fill="url(#${silkFill})"/><rect width="${width}" height="${height}" fill="url(#weave)" opacity="0.12"/>`;
  // A second, folded silk scarf in the lower left.
  const scarf = art.colours[1]!.hex;
  const scarfFill = defs.linear([[0, shade(scarf, -0.2)], [0.4, shade(scarf, 0.15)], [0.7, scarf], [1, shade(scarf, -0.25)]], [0, 0, 1, 1]);
  const scarfPath = "M-20 560 C260 520 420 640 620 760 C720 820 760 920 780 1020 L-20 1020 Z";
  out += `${shadowOf(`<path d="${scarfPath}" fill="#000"/>`, 10, -10, 0.35)}<path d="${scarfPath}" fill="url(#${scarfFill})"/>`;
  // A necklace of beads in the palette, draped in an arc.
  const beads = art.colours.slice(2, 7);
  const cx = 980 + random() * 60;
  const cy = 140;
  const rx = 430;
  const ry = 520;
  const count = 34;
  let necklace = "";
  for (let b = 0; b < count; b++) {
    const t = Math.PI * (0.08 + (0.84 * b) / (count - 1));
    const x = cx + rx * Math.cos(t);
    const y = cy + ry * Math.sin(t);
    const colour = pick(beads, b).hex;
    const bead = defs.radial([[0, shade(colour, 0.55)], [0.35, colour], [1, shade(colour, -0.45)]], 0.35, 0.3, 0.7);
    const r = 26 + (b % 3 === 1 ? 4 : 0);
    necklace += `<circle cx="${f(x + 8)}" cy="${f(y + 16)}" r="${r}" fill="#1d1510" opacity="0.3" filter="url(#soft)"/><circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="url(#${bead})"/>`;
  }
  out += necklace;
  // Rings and a bangle in the palette's metal.
  const ringFill = defs.linear([[0, metal[0]], [0.35, metal[1]], [0.55, metal[0]], [1, metal[2]]], [0, 0, 1, 1]);
  const ring = (x: number, y: number, r: number, w: number, stone?: string) => {
    let g = `<circle cx="${f(x + 10)}" cy="${f(y + 20)}" r="${r}" fill="none" stroke="#1d1510" stroke-width="${w}" opacity="0.35" filter="url(#soft)"/>`;
    g += `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="none" stroke="url(#${ringFill})" stroke-width="${w}"/>`;
    g += `<circle cx="${f(x)}" cy="${f(y)}" r="${r - w * 0.25}" fill="none" stroke="#fff" stroke-width="2" opacity="0.35"/>`;
    if (stone) {
      const gem = defs.radial([[0, shade(stone, 0.6)], [0.4, stone], [1, shade(stone, -0.5)]], 0.35, 0.3, 0.7);
      g += `<circle cx="${f(x + 6)}" cy="${f(y - r + 10)}" r="34" fill="#1d1510" opacity="0.3" filter="url(#soft)"/><circle cx="${f(x)}" cy="${f(y - r)}" r="32" fill="url(#${ringFill})"/><circle cx="${f(x)}" cy="${f(y - r)}" r="24" fill="url(#${gem})"/>`;
    }
    return g;
  };
  out += ring(1130 + random() * 40, 700, 150, 30);
  out += ring(1380, 820 + random() * 30, 70, 16, pick(art.colours, 3).hex);
  out += ring(880, 790, 58, 14);
  return out;
};

// ---------------------------------------------------------------------------------------------
// Prints & patterns: fabric swatches fanned on linen
// ---------------------------------------------------------------------------------------------

const prints: Draw = (art, random, defs) => {
  const colours = art.colours;
  const ground = art.ground[0]!.hex;
  let out = linen();
  const patterns = [
    // Stripes
    (a: string, b: string) => defs.add((id) => `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(90)"><rect width="60" height="60" fill="${a}"/><rect width="22" height="60" fill="${b}"/><rect x="34" width="6" height="60" fill="${b}" opacity="0.6"/></pattern>`),
    // Polka dots
    (a: string, b: string) => defs.add((id) => `<pattern id="${id}" width="56" height="56" patternUnits="userSpaceOnUse"><rect width="56" height="56" fill="${a}"/><circle cx="14" cy="14" r="9" fill="${b}"/><circle cx="42" cy="42" r="9" fill="${b}"/></pattern>`),
    // Gingham
    (a: string, b: string) => defs.add((id) => `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse"><rect width="64" height="64" fill="${shade(a, 0.3)}"/><rect width="32" height="64" fill="${b}" opacity="0.45"/><rect width="64" height="32" fill="${b}" opacity="0.45"/></pattern>`),
    // Sprigged leaves
    (a: string, b: string) => defs.add((id) => `<pattern id="${id}" width="90" height="90" patternUnits="userSpaceOnUse"><rect width="90" height="90" fill="${a}"/><path d="M20 60 Q30 30 55 22 Q48 50 20 60 Z" fill="${b}"/><path d="M20 60 L50 26" stroke="${shade(b, -0.3)}" stroke-width="2"/><path d="M62 84 Q70 66 86 62 Q80 80 62 84 Z" fill="${b}" opacity="0.75"/><circle cx="74" cy="30" r="5" fill="${b}" opacity="0.8"/></pattern>`),
    // Herringbone-ish chevron
    (a: string, b: string) => defs.add((id) => `<pattern id="${id}" width="48" height="32" patternUnits="userSpaceOnUse"><rect width="48" height="32" fill="${a}"/><path d="M0 24 L12 8 L24 24 L36 8 L48 24" stroke="${b}" stroke-width="7" fill="none"/></pattern>`),
    // Windowpane check
    (a: string, b: string) => defs.add((id) => `<pattern id="${id}" width="110" height="110" patternUnits="userSpaceOnUse"><rect width="110" height="110" fill="${a}"/><rect x="50" width="6" height="110" fill="${b}"/><rect y="50" width="110" height="6" fill="${b}"/><rect x="58" width="2" height="110" fill="${b}" opacity="0.6"/></pattern>`),
  ];
  const start = Math.floor(random() * patterns.length);
  const swatches = 6;
  for (let i = 0; i < swatches; i++) {
    const a = pick(colours, i).hex;
    const b = lightness(a) > 0.6 ? pick(colours, i + 2).hex : mix(ground, "#ffffff", 0.4);
    const pattern = pick(patterns, start + i)(a, b);
    const angle = -28 + i * 11 + (random() - 0.5) * 6;
    const x = 250 + i * 190 + random() * 20;
    const y = 170 + (i % 2) * 60 + random() * 30;
    const shape = `<rect x="0" y="0" width="520" height="620" rx="6" fill="url(#${pattern})"/>`;
    const fold = defs.linear([[0, "#fff", 0.18], [0.5, "#fff", 0], [0.55, "#000", 0.12], [1, "#000", 0]], [0, 0, 1, 0.2]);
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)} 260 310)">${shadowOf(`<rect x="0" y="0" width="520" height="620" fill="#000"/>`, 10, 24, 0.4)}${shape}<rect width="520" height="620" fill="url(#${fold})"/><rect width="520" height="620" fill="url(#weave)" opacity="0.25"/></g>`;
  }
  return out;
};

// ---------------------------------------------------------------------------------------------
// Colour analysis: a fan deck of swatch cards, each named
// ---------------------------------------------------------------------------------------------

const fan: Draw = (art, random) => {
  const colours = art.colours.slice(0, 8);
  let out = linen();
  const pivotX = 640 + random() * 60;
  const pivotY = 880;
  const spread = 84;
  const first = -66;
  colours.forEach((colour, i) => {
    const angle = first + (spread * i) / Math.max(1, colours.length - 1);
    const label = lightness(colour.hex) > 0.55 ? "#3b302a" : "#fbf7f1";
    const card =
      `<rect x="-80" y="-760" width="160" height="800" rx="14" fill="${colour.hex}"/>` +
      `<rect x="-80" y="-130" width="160" height="170" rx="14" fill="#faf6ef"/>` +
      `<rect x="-80" y="-130" width="160" height="20" fill="#faf6ef"/>` +
      `<text transform="translate(-44 -150) rotate(-90)" font-family="Montserrat Medium" font-size="22" letter-spacing="4" fill="${label}" opacity="0.9">${escapeXml(colour.name.toUpperCase())}</text>` +
      `<text x="-60" y="-78" font-family="Montserrat Medium" font-size="17" letter-spacing="2" fill="#6b5d52">${escapeXml(colour.hex.toUpperCase())}</text>` +
      `<rect x="-60" y="-60" width="120" height="3" fill="#d8cfc2"/>` +
      `<rect x="-80" y="-760" width="18" height="800" rx="9" fill="#fff" opacity="0.1"/>`;
    out += `<g transform="translate(${f(pivotX)} ${pivotY}) rotate(${f(angle)})">${shadowOf(`<rect x="-80" y="-760" width="160" height="800" rx="14" fill="#000"/>`, 8, 14, 0.3)}${card}</g>`;
  });
  // The rivet the cards turn on.
  out += `<circle cx="${f(pivotX)}" cy="${pivotY - 20}" r="22" fill="#a7937c"/><circle cx="${f(pivotX - 4)}" cy="${pivotY - 24}" r="12" fill="#e4d8c6"/>`;
  // A loose swatch card and a pencil to the right.
  const loose = pick(art.colours, 8).hex;
  out += `<g transform="translate(1250 520) rotate(14)">${shadowOf(`<rect x="-130" y="-190" width="260" height="360" rx="12" fill="#000"/>`, 8, 18, 0.35)}<rect x="-130" y="-190" width="260" height="360" rx="12" fill="#faf6ef"/><rect x="-108" y="-168" width="216" height="240" rx="6" fill="${loose}"/><text x="-108" y="120" font-family="Montserrat Medium" font-size="20" letter-spacing="3" fill="#4a3f37">${escapeXml(pick(art.colours, 8).name.toUpperCase())}</text></g>`;
  out += `<g transform="translate(1060 880) rotate(-24)">${shadowOf(`<rect x="0" y="0" width="440" height="26" rx="13" fill="#000"/>`, 6, 14, 0.35)}<rect x="0" y="0" width="400" height="26" fill="#2f3b3a"/><path d="M400 0 L440 13 L400 26 Z" fill="#e8cfa8"/><path d="M428 9 L440 13 L428 17 Z" fill="#333"/><rect y="4" width="400" height="5" fill="#fff" opacity="0.2"/></g>`;
  return out;
};

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// ---------------------------------------------------------------------------------------------
// Shopping: a clothing rail in the palette
// ---------------------------------------------------------------------------------------------

const rail: Draw = (art, random, defs) => {
  const { width, height } = COVER_SIZE;
  const metal = METALS[art.metal];
  const wall = art.ground[0]!.hex;
  const wallFill = defs.linear([[0, shade(wall, 0.1)], [1, shade(wall, -0.12)]]);
  let out = `<rect width="${width}" height="${height}" fill="url(#${wallFill})"/><rect width="${width}" height="${height}" fill="url(#weave)" opacity="0.15"/>`;
  out += `<rect y="880" width="${width}" height="120" fill="${shade(wall, -0.22)}"/><rect y="880" width="${width}" height="6" fill="#000" opacity="0.15"/>`;
  const rod = defs.linear([[0, metal[0]], [0.5, metal[1]], [1, metal[2]]]);
  out += `<rect x="0" y="118" width="${width}" height="18" rx="9" fill="url(#${rod})"/>`;
  const garments = art.colours.slice(0, 7);
  const step = width / (garments.length + 0.6);
  garments.forEach((colour, i) => {
    const cx = step * (i + 0.8) + (random() - 0.5) * 30;
    const tilt = (random() - 0.5) * 6;
    const long = random() > 0.5;
    const bottom = long ? 860 : 700 + random() * 80;
    const fill = defs.linear([[0, shade(colour.hex, -0.25)], [0.25, shade(colour.hex, 0.12)], [0.6, colour.hex], [1, shade(colour.hex, -0.3)]], [0, 0, 1, 0]);
    // Shoulders, sleeves hanging down, and a body that flares a little.
    const body = `M${f(cx - 150)} 215 Q${f(cx)} 185 ${f(cx + 150)} 215 L${f(cx + 175)} 420 L${f(cx + 160)} 430 L${f(cx + 190)} ${f(bottom)} Q${f(cx)} ${f(bottom + 24)} ${f(cx - 190)} ${f(bottom)} L${f(cx - 160)} 430 L${f(cx - 175)} 420 Z`;
    const hanger = `<path d="M${f(cx)} 128 q0 -20 14 -20" stroke="url(#${rod})" stroke-width="7" fill="none"/><path d="M${f(cx - 150)} 212 L${f(cx)} 150 L${f(cx + 150)} 212" stroke="#8b6a45" stroke-width="12" fill="none" stroke-linejoin="round"/><path d="M${f(cx)} 126 L${f(cx)} 152" stroke="url(#${rod})" stroke-width="6"/>`;
    const dark = shade(colour.hex, -0.3);
    const kind = i % 3;
    // A shirt (collar and buttons), a dress (a waist seam and a flared skirt) or a knit (ribbed hem and cuffs).
    const details =
      kind === 0
        ? `<path d="M${f(cx - 46)} 200 L${f(cx)} 262 L${f(cx + 46)} 200" fill="none" stroke="${dark}" stroke-width="5" opacity="0.6"/><path d="M${f(cx)} 262 L${f(cx)} ${f(bottom - 10)}" stroke="${dark}" stroke-width="3" opacity="0.4"/>` +
          [0, 1, 2, 3, 4].map((b) => `<circle cx="${f(cx + 9)}" cy="${f(300 + b * ((bottom - 340) / 4))}" r="6" fill="${shade(colour.hex, 0.35)}" stroke="${dark}" stroke-width="1.5"/>`).join("")
        : kind === 1
          ? `<path d="M${f(cx - 60)} 205 Q${f(cx)} 250 ${f(cx + 60)} 205" fill="${dark}" opacity="0.45"/><path d="M${f(cx - 168)} 440 Q${f(cx)} 458 ${f(cx + 168)} 440" stroke="${dark}" stroke-width="5" fill="none" opacity="0.5"/>` +
            [-100, -35, 35, 100].map((dx) => `<path d="M${f(cx + dx * 0.6)} 450 L${f(cx + dx)} ${f(bottom)}" stroke="${dark}" stroke-width="10" opacity="0.14" fill="none" filter="url(#blur2)"/>`).join("")
          : `<rect x="${f(cx - 186)}" y="${f(bottom - 50)}" width="372" height="52" rx="10" fill="${dark}" opacity="0.35"/>` +
            `<path d="M${f(cx - 44)} 200 Q${f(cx)} 236 ${f(cx + 44)} 200" stroke="${dark}" stroke-width="14" fill="none" opacity="0.45"/>`;
    const folds =
      details +
      `<path d="M${f(cx - 60)} 240 Q${f(cx - 70)} 520 ${f(cx - 95)} ${f(bottom)}" stroke="#000" stroke-width="16" opacity="0.12" fill="none" filter="url(#soft)"/>` +
      `<path d="M${f(cx + 50)} 240 Q${f(cx + 70)} 520 ${f(cx + 80)} ${f(bottom)}" stroke="#fff" stroke-width="12" opacity="0.15" fill="none" filter="url(#soft)"/>`;
    out += `<g transform="rotate(${f(tilt)} ${f(cx)} 130)">${shadowOf(`<path d="${body}" fill="#000"/>`, 18, 20, 0.38)}${hanger}<path d="${body}" fill="url(#${fill})"/>${folds}<path d="${body}" fill="url(#weave)" opacity="0.2"/></g>`;
  });
  return out;
};

const COMPOSITIONS: Record<Composition, Draw> = { knits, drapes, makeup, hair, jewellery, prints, fan, rail };

/** What each composition shows, for the alt text ("Folded knitwear in …"). */
export const COMPOSITION_SUBJECT: Record<Composition, string> = {
  knits: "Stacks of folded knitwear",
  drapes: "Draped lengths of fabric",
  makeup: "Powder compacts, lipsticks and swatches",
  hair: "A braid and loose curls of hair, a silk ribbon and a comb",
  jewellery: "A beaded necklace and rings on silk",
  prints: "Printed fabric swatches fanned on linen",
  fan: "A fan of colour swatch cards on linen",
  rail: "A clothing rail of garments",
};
