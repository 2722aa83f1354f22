import { crc32, deflateSync } from "node:zlib";
import type { Page, Request } from "@playwright/test";
import { expect, hydrated, test, visit } from "./support/site";

/*
 * The colour tool's photo check, on a phone with JavaScript: a photo chosen through the file input
 * (Chromium has no camera here; the input is the same one a phone's camera answers), drawn on the
 * device, tapped, and answered there. Every request the page makes is watched: none may carry the
 * photo. The typed hex code, with JavaScript and without, is color-tools.spec.ts's.
 */

type Rgb = readonly [number, number, number];

const toLinear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => Math.round(255 * (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055));
const hex = (color: Rgb) => `#${color.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;

/** A warm shop lamp: each channel's share of the light, in linear RGB. */
const LAMP = [0.92, 0.78, 0.55] as const;
const underLamp = (color: Rgb): Rgb => [0, 1, 2].map((i) => fromLinear(toLinear(color[i]!) * LAMP[i]!)) as unknown as Rgb;

/** Soft Autumn's Muted Terracotta, as the palette holds it. */
const TERRACOTTA: Rgb = [0xb8, 0x6f, 0x55];
const WHITE_UNDER_LAMP = underLamp([255, 255, 255]);
const TERRACOTTA_UNDER_LAMP = underLamp(TERRACOTTA);
/** What the page should make of the lamp-lit terracotta once the lamp-lit white is tapped. */
const CORRECTED = [0, 1, 2].map((i) => fromLinear(toLinear(TERRACOTTA_UNDER_LAMP[i]!) / toLinear(WHITE_UNDER_LAMP[i]!))) as unknown as Rgb;

/** Three 40×60 blocks side by side: white under the lamp, terracotta in daylight, terracotta under the lamp. */
const BLOCKS = [WHITE_UNDER_LAMP, TERRACOTTA, TERRACOTTA_UNDER_LAMP];
const WIDTH = 120;
const HEIGHT = 60;

/** A PNG (8-bit RGB, no filter) of the blocks, made here so the test says exactly which pixels it holds. */
function testPhoto(): Buffer {
  const rows = Buffer.alloc(HEIGHT * (1 + WIDTH * 3));
  for (let y = 0; y < HEIGHT; y++) {
    const start = y * (1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x++) rows.set(BLOCKS[Math.floor(x / 40)]!, start + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

/** Taps the photo at one of its own pixels, wherever the page has scaled it to. */
async function tapPixel(page: Page, x: number, y: number) {
  const photo = page.getByRole("img", { name: /Your photo/ });
  const box = await photo.boundingBox();
  if (!box) throw new Error("the photo is not on the page");
  await photo.tap({ position: { x: ((x + 0.5) * box.width) / WIDTH, y: ((y + 0.5) * box.height) / HEIGHT } });
}

/** Every request the page makes from now on, with its body. */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => seen.push(request));
  return seen;
}

test.describe("checking a photo against a palette", () => {
  test("a tapped pixel shows its colour and nearest palette colour; a tapped white corrects the lamp's cast; the photo never leaves the page", async ({ page }) => {
    const photo = testPhoto();
    const requests = watchRequests(page);
    const response = await visit(page, "/colors-app?check=soft-autumn");

    // The page may reach its own origin, data: images and, after the visitor's consent, Google
    // Analytics' hosts: no other origin, and no blob: address for a photo.
    const policy = new Map(
      (response?.headers()["content-security-policy"] ?? "").split(";").map((directive) => {
        const [name = "", ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const analytics = /^https:\/\/(\*\.google-analytics\.com|\*\.analytics\.google\.com|www\.googletagmanager\.com)$/;
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")?.filter((source) => source !== "'self'" && source !== "data:" && !analytics.test(source))).toEqual([]);
    expect(policy.get("connect-src")?.filter((source) => source !== "'self'" && !analytics.test(source))).toEqual([]);

    // The kept page opens the photo check at an address of its own (decision 038), with a process of its own.
    expect(response?.headers()["cross-origin-opener-policy"]).toBeUndefined();
    await expect(page.locator("#check-photo")).toHaveCount(0);
    const opened = page.waitForResponse((answer) => answer.request().isNavigationRequest());
    await page.getByRole("link", { name: "Open the photo check" }).click();
    expect((await opened).headers()["cross-origin-opener-policy"]).toBe("same-origin");
    await expect(page).toHaveURL(/\/colors-app\?check=soft-autumn&photo=1#photo-check-title$/);
    await hydrated(page);
    const input = page.locator("#check-photo");
    await expect(page.getByText("Take or choose a photo")).toBeVisible();
    await expect(input).toHaveAttribute("capture", "environment");
    await expect(input).toHaveAttribute("accept", "image/*");
    // Part of no form, and with no name, so no submission can carry it.
    expect(await input.evaluate((element: HTMLInputElement) => element.form === null && element.name === "")).toBe(true);

    const beforePhoto = requests.length;
    await input.setInputFiles({ name: "shop.png", mimeType: "image/png", buffer: photo });
    await expect(page.getByRole("img", { name: /Your photo/ })).toHaveJSProperty("width", WIDTH);

    // The terracotta block, in daylight: its own colour, and the palette's colour at ΔE00 0.
    await tapPixel(page, 60, 30);
    const raw = page.locator(".check-answer").filter({ has: page.getByRole("heading", { name: /As photographed/ }) });
    await expect(raw.getByRole("heading", { level: 4 })).toHaveText(`As photographed: ${hex(TERRACOTTA)}`);
    await expect(raw.locator(".check-list > li").first()).toContainText("Muted Terracotta");
    await expect(raw.locator(".check-list > li").first()).toContainText("ΔE00 0.0");
    await expect(raw.locator(".check-list > li").first().locator(".verdict")).toHaveText("close");

    // The same terracotta under the lamp is too warm to be called close until the white is tapped.
    await tapPixel(page, 100, 10);
    await expect(raw.getByRole("heading", { level: 4 })).toHaveText(`As photographed: ${hex(TERRACOTTA_UNDER_LAMP)}`);
    await expect(raw.locator(".check-list > li").first().locator(".verdict")).not.toHaveText("close");

    await page.getByRole("radio", { name: "something white" }).check();
    await tapPixel(page, 5, 55);
    await expect(page.getByText("White reference:")).toContainText(hex(WHITE_UNDER_LAMP));
    await expect(page.getByRole("radio", { name: "the garment" })).toBeChecked();
    const corrected = page.locator(".check-answer").filter({ has: page.getByRole("heading", { name: /Corrected for the white/ }) });
    await expect(corrected.getByRole("heading", { level: 4 })).toHaveText(`Corrected for the white: ${hex(CORRECTED)}`);
    await expect(corrected.locator(".check-list > li").first()).toContainText("Muted Terracotta");
    await expect(corrected.locator(".check-list > li").first().locator(".verdict")).toHaveText("close");
    // Both stay on the page: what the camera saw, and the correction.
    await expect(raw.getByRole("heading", { level: 4 })).toHaveText(`As photographed: ${hex(TERRACOTTA_UNDER_LAMP)}`);

    // After the photo was chosen the page asked only for the photo check's own script; no request
    // at any time carried a body, let alone the photo's bytes.
    const afterPhoto = requests.slice(beforePhoto);
    expect(afterPhoto.length).toBeGreaterThan(0);
    for (const request of afterPhoto) {
      expect(request.method(), request.url()).toBe("GET");
      expect(new URL(request.url()).pathname, request.url()).toMatch(/^\/build\/_assets\/[\w.-]+\.js$/);
    }
    const pixels = photo.subarray(photo.indexOf("IDAT") + 4, photo.indexOf("IDAT") + 36);
    const site = new URL(page.url()).origin;
    for (const request of requests) {
      expect(new URL(request.url()).origin, request.url()).toBe(site);
      const body = request.postDataBuffer();
      expect(body === null || (!body.includes(pixels) && body.length < photo.length), request.url()).toBe(true);
    }
  });

  test("a spot too dark to be the white is refused, and the answer stays uncorrected", async ({ page }) => {
    await visit(page, "/colors-app?check=soft-autumn&photo=1");
    await page.locator("#check-photo").setInputFiles({ name: "shop.png", mimeType: "image/png", buffer: testPhoto() });
    await expect(page.getByRole("img", { name: /Your photo/ })).toHaveJSProperty("width", WIDTH);
    await page.getByRole("radio", { name: "something white" }).check();
    // The terracotta, at about a third of white's light in its darkest channel, cannot serve as the white.
    await tapPixel(page, 60, 30);
    await expect(page.getByText("That spot is too dark to be the white.", { exact: false })).toBeVisible();
    await expect(page.getByText("White reference:")).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "something white" })).toBeChecked();
  });
});
