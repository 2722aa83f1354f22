/**
 * Renders the demo covers (./index.ts) to 1600×1000 JPEGs, in Node: resvg draws the SVG with the
 * site's own fonts (as scripts/og-image.ts draws the social card) and sharp encodes the JPEG.
 *
 * Drawing takes about 0.4 s a cover on one core (at half the width, then enlarged), and each file is cached under
 * .cache/demo-covers in the checkout (not committed), named by a hash of its SVG and of this
 * renderer's settings: seeding again, or another test run, reads the files instead of drawing 60
 * pictures. Outside node_modules, so `npm ci` keeps them.
 */
import { renderAsync } from "@resvg/resvg-js";
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { woffToSfnt } from "../../lib/woff";
import { COVER_SIZE } from "./art";
import { coverSvgOf, type CoverDesign } from "./index";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const COVER_CACHE_DIR = path.join(root, ".cache", "demo-covers");

/** Change when the encoding changes, so cached files are drawn again. */
const RENDER_SETTINGS = "half width, lanczos3, jpeg q78 mozjpeg 4:2:0 progressive v2";
/** A cover has to stay light: it is the master the /media route makes every variant from. */
const COVER_MAX_BYTES = 250 * 1024;

export type RenderedCover = { design: CoverDesign; jpeg: Buffer };

let fontFiles: string[] | undefined;
function fonts(): string[] {
  if (fontFiles) return fontFiles;
  const dir = mkdtempSync(path.join(tmpdir(), "demo-cover-fonts-"));
  // resvg reads TrueType/OpenType; the site's fonts ship as WOFF.
  fontFiles = [["montserrat", "montserrat-latin-500-normal.woff"]].map(([family, file]) => {
    const sfnt = path.join(dir, file!.replace(/\.woff$/, ".ttf"));
    writeFileSync(sfnt, woffToSfnt(readFileSync(path.join(root, "node_modules", "@fontsource", family!, "files", file!))));
    return sfnt;
  });
  return fontFiles;
}

async function draw(svg: string): Promise<Buffer> {
  // renderAsync draws on libuv's thread pool, so two covers draw at once. At half the width: the
  // covers are soft shapes, blurs and grain, which Lanczos brings back to full size unharmed, and
  // resvg's blurs cost by the pixel (a quarter of the time: 60 covers in about 25 s on two cores).
  const rendered = await renderAsync(svg, { font: { fontFiles: fonts(), loadSystemFonts: false, defaultFontFamily: "Montserrat Medium" }, fitTo: { mode: "width", value: COVER_SIZE.width / 2 } });
  return sharp(rendered.asPng())
    .resize(COVER_SIZE.width, COVER_SIZE.height, { kernel: "lanczos3" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 78, mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

async function renderCover(design: CoverDesign): Promise<RenderedCover> {
  const svg = coverSvgOf(design);
  const hash = createHash("sha256").update(RENDER_SETTINGS).update(svg).digest("hex").slice(0, 32);
  const file = path.join(COVER_CACHE_DIR, `${hash}.jpg`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return { design, jpeg: cached };
  const jpeg = await draw(svg);
  if (jpeg.length > COVER_MAX_BYTES) throw new Error(`The cover ${design.key} is ${jpeg.length} bytes, over ${COVER_MAX_BYTES}`);
  await mkdir(COVER_CACHE_DIR, { recursive: true });
  // Written aside and renamed: a run stopped halfway never leaves half a file in the cache.
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, jpeg);
  await rename(partial, file);
  return { design, jpeg };
}

/** Every design, rendered or read from the cache, two at a time (the machines this runs on have a couple of cores). */
export async function renderCovers(designs: readonly CoverDesign[]): Promise<RenderedCover[]> {
  const results: RenderedCover[] = new Array(designs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let index = next++; index < designs.length; index = next++) results[index] = await renderCover(designs[index]!);
    }),
  );
  return results;
}
