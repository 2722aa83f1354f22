import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { drawFavicon, FAVICON_PX } from "../../../../scripts/lib/favicon.mjs";

// Pages link public/favicon.png, drawn from public/favicon.svg by `npm run og-image`.

const publicFile = (name: string) => fileURLToPath(new URL(`../../../../public/${name}`, import.meta.url));

describe("the site's icon", () => {
  it("is the committed SVG drawn as it is now: a change to the SVG needs `npm run og-image`", async () => {
    expect(Buffer.compare(readFileSync(publicFile("favicon.png")), await drawFavicon(publicFile("favicon.svg")))).toBe(0);
  });

  it("is a 48 px square PNG of under 600 bytes", () => {
    const png = readFileSync(publicFile("favicon.png"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // The IHDR chunk: width and height, big-endian, after the 8-byte signature and the chunk's length and type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([FAVICON_PX, FAVICON_PX]);
    expect(png.length).toBeLessThan(600);
  });
});
