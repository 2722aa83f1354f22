// npm run og-image: draws public/og-image.png, the 1200×630 social card that every page's
// og:image and twitter:image point at (app/site/seo.ts), from the site's default palette
// (app/data/site-defaults.ts), the brand of the demo content and the site's own fonts; and
// public/favicon.png, the icon every page links, from public/favicon.svg (scripts/lib/favicon.mjs).
// The PNGs are committed; run this again when the brand, the palette or the icon changes.
import { Resvg } from "@resvg/resvg-js";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_DEFAULTS } from "~/data/site-defaults";
import { websiteData } from "./seed/website-data";
import { drawFavicon, FAVICON_PX } from "./lib/favicon.mjs";
import { woffToSfnt } from "./lib/woff";

const OG_IMAGE = { width: 1200, height: 630 };
const MAX_BYTES = 100 * 1024;

const root = fileURLToPath(new URL("..", import.meta.url));
const fontFile = (family: string, file: string) => path.join(root, "node_modules", "@fontsource", family, "files", file);
// Each file names its weight in its family name ("Bodoni Moda SemiBold"), which the SVG uses.
const FONTS = [
  fontFile("bodoni-moda", "bodoni-moda-latin-600-normal.woff"),
  fontFile("montserrat", "montserrat-latin-500-normal.woff"),
  fontFile("italianno", "italianno-latin-400-normal.woff"),
];

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function cardSvg(): string {
  const { width, height } = OG_IMAGE;
  const { layoutColors, navbarColors, footerColors } = SITE_DEFAULTS;
  const linen = layoutColors.bg_color.hex;
  const plum = navbarColors.bg_color.hex;
  const title = layoutColors.title_color.hex;
  const subtitle = layoutColors.sub_title_color.hex;
  const accent = layoutColors.accent_color.hex;
  const blush = navbarColors.accent_color.hex;
  const { brandName, tagline } = websiteData.navbar;
  const blurb = SITE_DEFAULTS.footer.blurb.replace(/\.$/, "");
  // One chip per sub-season, in the accent colour the demo content gives it.
  const chips = Object.values(websiteData.subSeasons ?? {}).map((colors) => colors.accent_color.hex);
  const chipSize = 34;
  const chipGap = 10;
  const chipRow = chips
    .map((hex, index) => `<rect x="${96 + index * (chipSize + chipGap)}" y="470" width="${chipSize}" height="${chipSize}" rx="8" fill="${hex}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${linen}"/>
  <circle cx="1060" cy="120" r="250" fill="${blush}" opacity="0.55"/>
  <circle cx="1150" cy="470" r="200" fill="${accent}" opacity="0.9"/>
  <circle cx="960" cy="600" r="150" fill="${plum}"/>
  <text x="96" y="250" font-family="Bodoni Moda SemiBold" font-size="112" fill="${title}">${escape(brandName)}</text>
  <text x="100" y="318" font-family="Montserrat Medium" font-size="30" letter-spacing="6" fill="${subtitle}">${escape(tagline.toUpperCase())}</text>
  <text x="98" y="410" font-family="Italianno" font-size="64" fill="${accent}">${escape(blurb)}</text>
  ${chipRow}
  <rect y="${height - 20}" width="${width}" height="20" fill="${footerColors.bg_color.hex}"/>
</svg>`;
}

function render(): Buffer {
  const fontDir = mkdtempSync(path.join(tmpdir(), "og-image-fonts-"));
  try {
    // resvg reads TrueType/OpenType; the site's fonts ship as WOFF.
    const fontFiles = FONTS.map((woff) => {
      const sfnt = path.join(fontDir, `${path.basename(woff, ".woff")}.ttf`);
      writeFileSync(sfnt, woffToSfnt(readFileSync(woff)));
      return sfnt;
    });
    const resvg = new Resvg(cardSvg(), { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "Montserrat Medium" } });
    return resvg.render().asPng();
  } finally {
    rmSync(fontDir, { recursive: true, force: true });
  }
}

const output = path.join(root, "public", "og-image.png");
writeFileSync(output, render());
const bytes = statSync(output).size;
if (bytes > MAX_BYTES) throw new Error(`${output} is ${bytes} bytes; social sites and visitors want it under ${MAX_BYTES}`);
console.log(`Wrote ${path.relative(root, output)}: ${OG_IMAGE.width}×${OG_IMAGE.height}, ${Math.round(bytes / 1024)} KB`);

const favicon = path.join(root, "public", "favicon.png");
writeFileSync(favicon, await drawFavicon(path.join(root, "public", "favicon.svg")));
console.log(`Wrote ${path.relative(root, favicon)}: ${FAVICON_PX}×${FAVICON_PX}, ${statSync(favicon).size} bytes`);
