import { escapeXml } from "~/site/xml";
import type { Palette } from "./palettes";
import type { Locale } from "~/schemas/common";

const PAD = 32;
const CHIP_W = 150;
const CHIP_H = 104;
const GAP = 16;
const LABEL_H = 48;
const HEADER_H = 92;
const FOOTER_H = 40;
const FONT = "Montserrat, 'Helvetica Neue', Arial, sans-serif";
const MONO = "ui-monospace, Menlo, Consolas, monospace";

function columnsFor(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  if (count <= 8) return 4;
  return 5;
}

/**
 * A palette as a printable card: a chip per colour with its name and hex written under it, so the
 * file still says which colour is which when printed in black and white or read by a screen reader.
 */
export function paletteSvg(palette: Palette, brandName: string, locale: Locale = "en"): string {
  const columns = columnsFor(palette.colors.length);
  const rows = Math.ceil(palette.colors.length / columns);
  const width = PAD * 2 + columns * CHIP_W + (columns - 1) * GAP;
  const height = HEADER_H + rows * (CHIP_H + LABEL_H) + (rows - 1) * GAP + FOOTER_H + PAD;
  const dutch = locale === "nl";
  const kind = palette.kind === "sub-season" ? (dutch ? "Palet van het subseizoen" : "Sub-season palette") : dutch ? "Samengesteld palet" : "Custom palette";
  const title = dutch ? `Kleurenpalet ${palette.name}` : `${palette.name} palette`;
  const description = palette.colors.map(({ name, hex }) => `${name} ${hex}`).join(", ");

  const chips = palette.colors.map(({ name, hex }, index) => {
    const x = PAD + (index % columns) * (CHIP_W + GAP);
    const y = HEADER_H + Math.floor(index / columns) * (CHIP_H + LABEL_H + GAP);
    return [
      `<g>`,
      `<rect x="${x}" y="${y}" width="${CHIP_W}" height="${CHIP_H}" rx="8" fill="${escapeXml(hex)}" stroke="#d9d2cb"/>`,
      `<text x="${x}" y="${y + CHIP_H + 20}" font-family="${FONT}" font-size="13" font-weight="600" fill="#2b2326">${escapeXml(name)}</text>`,
      `<text x="${x}" y="${y + CHIP_H + 38}" font-family="${MONO}" font-size="12" fill="#4a4044">${escapeXml(hex)}</text>`,
      `</g>`,
    ].join("");
  });

  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title desc" xml:lang="${locale}">`,
    `<title id="title">${escapeXml(title)}</title>`,
    `<desc id="desc">${escapeXml(description)}</desc>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${PAD}" y="${PAD + 24}" font-family="${FONT}" font-size="26" font-weight="600" fill="#2b2326">${escapeXml(palette.name)}</text>`,
    `<text x="${PAD}" y="${PAD + 48}" font-family="${FONT}" font-size="13" letter-spacing="1.5" fill="#5c4f55">${escapeXml(kind.toUpperCase())}</text>`,
    ...chips,
    `<text x="${PAD}" y="${height - PAD + 8}" font-family="${FONT}" font-size="12" fill="#5c4f55">${escapeXml(brandName)}</text>`,
    `</svg>`,
    ``,
  ].join("\n");
}
