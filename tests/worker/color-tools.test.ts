import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SUB_SEASONS } from "~/data/seasons";
import { customPalettes } from "../../scripts/seed/custom-palettes";

const seededPalettes = customPalettes.customPalettes;

async function get(path: string) {
  const response = await SELF.fetch(`https://example.com${path}`);
  return { response, body: await response.text() };
}

function hexesOf(colors: ReadonlyArray<{ hex: string }>) {
  return colors.map((color) => color.hex.toLowerCase());
}

describe("/colors-app", () => {
  it("answers ?color=%23c8a2c8 with the nearest sub-seasons, rendered on the server", async () => {
    const { response, body } = await get("/colors-app?color=%23c8a2c8");
    expect(response.status).toBe(200);
    expect(body).toContain("Nearest palettes to <code>#c8a2c8</code>");
    expect(body).toContain('href="/seasons/sub-season/cool-summer"');
    expect(body).toMatch(/ΔE00<\/abbr> \d+\.\d/);
    expect(body).toMatch(/very close|close|related/);
    // Five matches, each linking to its sub-season page.
    const matchLinks = body.match(/<h4><a [^>]*href="\/seasons\/sub-season\/[a-z-]+"/g) ?? [];
    expect(matchLinks).toHaveLength(5);
  });

  it("accepts the hex without # as well", async () => {
    const { response, body } = await get("/colors-app?color=c8a2c8");
    expect(response.status).toBe(200);
    expect(body).toContain("Nearest palettes to <code>#c8a2c8</code>");
  });

  it("answers ?color=nothex with a message and status 400, never a 500", async () => {
    const { response, body } = await get("/colors-app?color=nothex");
    expect(response.status).toBe(400);
    expect(body).toContain("That is not a hex colour.");
    expect(body).toContain('aria-invalid="true"');
    expect(body).not.toContain("Nearest palettes to");
    // The rest of the page still works.
    expect(body).toContain("Browse a season");
  });

  it("shows a sub-season's palette for ?season=spring&subSeason=light-spring", async () => {
    const { response, body } = await get("/colors-app?season=spring&subSeason=light-spring");
    expect(response.status).toBe(200);
    expect(body).toContain("Light Spring palette");
    const lightSpring = SUB_SEASONS.find((subSeason) => subSeason.slug === "light-spring")!;
    for (const hex of hexesOf(lightSpring.palette)) expect(body).toContain(hex);
    expect(body).toContain('href="/color/color-palettes/light-spring.svg"');
  });

  it("lets a newly chosen season win over a sub-season of another season", async () => {
    const { response, body } = await get("/colors-app?season=winter&subSeason=light-spring");
    expect(response.status).toBe(200);
    expect(body).toContain("Light Spring belongs to Spring");
    expect(body).toContain("Winter key colours");
    expect(body).toContain("/colors-app?season=winter&amp;subSeason=cool-winter");
  });

  it("answers an unknown season or sub-season with a message and status 400", async () => {
    const { response, body } = await get("/colors-app?season=monsoon&subSeason=x");
    expect(response.status).toBe(400);
    expect(body).toContain("Choose one of the four seasons");
    expect(body).toContain("Choose one of the sixteen sub-seasons");
  });

  it("shows a custom palette for ?palette=<id> and a message for an unknown one", async () => {
    const palette = seededPalettes[1]!;
    const found = await get(`/colors-app?palette=${palette.id}`);
    expect(found.response.status).toBe(200);
    for (const hex of hexesOf(palette.colors)) expect(found.body).toContain(hex);

    const missing = await get("/colors-app?palette=%3Cscript%3E");
    expect(missing.response.status).toBe(400);
    expect(missing.body).toContain("We have no curated palette by that name.");
    expect(missing.body).not.toContain("<script>");
  });

  it("answers all three tools at once", async () => {
    const { response, body } = await get(
      `/colors-app?color=%23046a4c&season=autumn&subSeason=deep-autumn&palette=${seededPalettes[0]!.id}`,
    );
    expect(response.status).toBe(200);
    expect(body).toContain("Nearest palettes to <code>#046a4c</code>");
    expect(body).toContain("Deep Autumn palette");
    expect(body).toContain(`${seededPalettes[0]!.name} palette`);
  });
});

describe("/color/color-palettes", () => {
  it("lists the hex codes of all sixteen sub-season palettes and of the seeded custom palettes", async () => {
    const { response, body } = await get("/color/color-palettes");
    expect(response.status).toBe(200);
    expect(SUB_SEASONS).toHaveLength(16);
    for (const subSeason of SUB_SEASONS) {
      expect(body).toContain(`id="palette-${subSeason.slug}"`);
      for (const hex of hexesOf(subSeason.palette)) expect(body, `${subSeason.slug} ${hex}`).toContain(hex);
    }
    expect(seededPalettes.length).toBeGreaterThan(0);
    for (const palette of seededPalettes) {
      expect(body).toContain(`id="palette-${palette.id}"`);
      for (const hex of hexesOf(palette.colors)) expect(body, `${palette.id} ${hex}`).toContain(hex);
    }
  });

  it("links every palette to its SVG download", async () => {
    const { body } = await get("/color/color-palettes");
    expect(body).toContain('href="/color/color-palettes/light-spring.svg" download="light-spring-palette.svg"');
    expect(body).toContain(`href="/color/color-palettes/${seededPalettes[0]!.id}.svg"`);
  });

  it("has its own title, canonical URL and one h1", async () => {
    const { body } = await get("/color/color-palettes");
    expect(body).toMatch(/<title>Colour palettes for all 16 seasons \| [^<]+<\/title>/);
    expect(body).toMatch(/<link rel="canonical" href="[^"]*\/color\/color-palettes"/);
    expect(body.match(/<h1[ >]/g)).toHaveLength(1);
  });
});

describe("/color/color-palettes/{slug}.svg", () => {
  it("answers a sub-season palette as an SVG attachment holding its hex codes", async () => {
    const { response, body } = await get("/color/color-palettes/light-spring.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="light-spring-palette.svg"');
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(body.trimEnd().endsWith("</svg>")).toBe(true);
    const lightSpring = SUB_SEASONS.find((subSeason) => subSeason.slug === "light-spring")!;
    for (const hex of hexesOf(lightSpring.palette)) expect(body).toContain(`fill="${hex}"`);
    expect(body).toContain("Buttercream");
  });

  it("answers a custom palette by its id", async () => {
    const palette = seededPalettes[0]!;
    const { response, body } = await get(`/color/color-palettes/${palette.id}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${palette.id}-palette.svg"`);
    for (const hex of hexesOf(palette.colors)) expect(body).toContain(hex);
  });

  it("answers an unknown or malformed slug with 404", async () => {
    for (const path of ["/color/color-palettes/no-such-palette.svg", "/color/color-palettes/Light_Spring.svg"]) {
      const { response } = await get(path);
      expect(response.status, path).toBe(404);
    }
  });
});
