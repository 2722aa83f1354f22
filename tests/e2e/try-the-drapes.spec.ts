import type { Locator, Page, Request } from "@playwright/test";
import sharp from "sharp";
import { colorMatrixValues, whiteBalanceGains } from "~/color/drapes";
import { findTestChromium } from "../../scripts/lib/chromium.mjs";
import { expect, hydrated, test, visit } from "./support/site";

/*
 * Try the drapes with Chromium's fake camera (a moving test picture, allowed without a prompt).
 * Camera flags are the browser's, so this file's worker launches a Chromium of its own with them.
 */
const executablePath = findTestChromium();
test.use({
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic", "--disable-gpu", "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
});

type Watched = Window & { __cameraAsked?: number; __streams?: MediaStream[] };

/** Counts every request for a camera and keeps the streams it gave, before any page script runs. */
async function watchCamera(page: Page) {
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const ask = media.getUserMedia.bind(media);
    const watched = window as Watched;
    watched.__cameraAsked = 0;
    watched.__streams = [];
    media.getUserMedia = async (constraints) => {
      watched.__cameraAsked! += 1;
      const stream = await ask(constraints);
      watched.__streams!.push(stream);
      return stream;
    };
  });
}

/** Every request the page makes, with its body, to show that none carries the picture. */
function watchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

function expectNoPictureSent(requests: readonly Request[], origin: string) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(new URL(request.url()).origin, request.url()).toBe(origin);
    expect(request.method(), request.url()).toBe("GET");
    expect(request.postDataBuffer(), request.url()).toBeNull();
  }
}

const cameraAsked = (page: Page) => page.evaluate(() => (window as Watched).__cameraAsked);
const tracksLive = (page: Page) => page.evaluate(() => (window as Watched).__streams!.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === "live").length);

/** The frame at the top of the screen, below the sticky header and above the cookie banner, which a screenshot would include. */
async function showWhole(frame: Locator) {
  await frame.evaluate((element) => {
    // Instantly: the site scrolls smoothly, and a screenshot mid-scroll would miss the frame.
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 80, behavior: "instant" });
  });
}

/** The colour of the frame's screenshot at (fx, fy), fractions of its width and height. */
async function pixelAt(frame: Locator, fx: number, fy: number): Promise<[number, number, number]> {
  await showWhole(frame);
  const { data, info } = await sharp(await frame.screenshot({ animations: "disabled" })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(info.height * fy) * info.width + Math.round(info.width * fx)) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

async function expectCapeColour(frame: Locator) {
  const hex = (await frame.getAttribute("data-drape-color"))!;
  await expect(frame.locator(".drape-frame__cape path")).toHaveAttribute("fill", hex);
  // Under the left shoulder, above the caption: the drape's own colour, uncorrected.
  const pixel = await pixelAt(frame, 0.08, 0.86);
  channels(hex).forEach((channel, index) => expect(Math.abs(pixel[index]! - channel), `${hex} against ${pixel.join(",")}`).toBeLessThanOrEqual(3));
}

test.describe("/try-the-drapes", () => {
  test("the camera is asked for only at the button; the drapes frame its playing picture in every mode, and Stop ends it", async ({ page, baseURL }) => {
    await watchCamera(page);
    const requests = watchRequests(page);
    const landing = await visit(page, "/try-the-drapes");
    expect(landing?.headers()["cross-origin-opener-policy"], "the kept page shares its process").toBeUndefined();
    // The kept page opens the tool at its own address (decision 038), which starts the camera as it opens.
    const start = page.getByRole("link", { name: "Start the camera" });
    await expect(start).toBeVisible();
    expect(await cameraAsked(page)).toBe(0);

    const opened = page.waitForResponse((answer) => answer.request().isNavigationRequest());
    await start.click();
    expect((await opened).headers()["cross-origin-opener-policy"], "the tool's address has a process of its own").toBe("same-origin");
    await expect(page).toHaveURL(/\/try-the-drapes\?open=camera#drapes-title$/);
    await hydrated(page);
    const frames = page.locator(".drape-frame");
    await expect(frames).toHaveCount(2);
    expect(await cameraAsked(page)).toBe(1);
    await expect(frames.nth(0)).toHaveAttribute("data-drape", "Warm Autumn");
    await expect(frames.nth(1)).toHaveAttribute("data-drape", "Cool Summer");
    // The video plays: the fake camera's picture has a size and its time runs.
    const video = frames.nth(0).locator("video");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
    const time = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(time);
    await expectCapeColour(frames.nth(0));
    await expectCapeColour(frames.nth(1));

    // Another colour of the first drape's palette.
    await page.getByRole("group", { name: "Colour of the Warm Autumn drape" }).getByRole("radio", { name: "Paprika" }).check();
    await expect(frames.nth(0)).toHaveAttribute("data-drape-color", "#c24a2a");
    await expectCapeColour(frames.nth(0));

    await page.getByRole("radio", { name: "Two at a time" }).check();
    await expect(frames).toHaveCount(1);
    await expect(frames).toHaveAttribute("data-drape", "Warm Autumn");
    await page.getByRole("button", { name: "Swap the drapes" }).click();
    await expect(frames).toHaveAttribute("data-drape", "Cool Summer");
    await expectCapeColour(frames);

    await page.getByRole("radio", { name: "In turn" }).check();
    await expect(page.getByText("1 of 16: Light Spring")).toBeVisible();
    await page.getByRole("button", { name: "Next drape" }).click();
    await expect(frames).toHaveAttribute("data-drape", "Warm Spring");
    await page.getByLabel("Drapes to step through").selectOption("winter");
    await expect(page.getByText("1 of 4: Cool Winter")).toBeVisible();
    await page.getByRole("button", { name: "Previous drape" }).click();
    await expect(page.getByText("4 of 4: True Winter")).toBeVisible();
    await expectCapeColour(frames);
    expect(await cameraAsked(page)).toBe(1);

    expect(await tracksLive(page)).toBe(1);
    await page.getByRole("button", { name: "Stop the camera" }).click();
    await expect(frames).toHaveCount(0);
    expect(await tracksLive(page)).toBe(0);
    expectNoPictureSent(requests, baseURL!);
  });

  test("leaving the page stops the camera", async ({ page }) => {
    await watchCamera(page);
    // Not opened by the kept page's button just now (a bookmark, a reload): the camera waits for its own.
    const opened = await visit(page, "/try-the-drapes?open=camera");
    expect(opened?.headers()["cross-origin-opener-policy"], "the tool's address has a process of its own").toBe("same-origin");
    const start = page.getByRole("button", { name: "Start the camera" });
    await expect(start).toBeFocused();
    expect(await cameraAsked(page)).toBe(0);
    await start.click();
    await expect(page.locator(".drape-frame video").first()).toBeVisible();
    expect(await tracksLive(page)).toBe(1);
    await page.getByRole("link", { name: "Book a session" }).last().click();
    await expect(page).toHaveURL(/\/service-booking$/);
    // The address changes as the navigation starts; the tool unmounts when the next page renders.
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/drapes/);
    await expect.poll(() => tracksLive(page)).toBe(0);
  });

  test("a picked photo is drawn on the device, and tapping its white sheet corrects its colours", async ({ page, baseURL }) => {
    await watchCamera(page);
    const requests = watchRequests(page);
    // A sheet of white paper under lamp light: orange, on the left; a darker wall on the right.
    const sheet = { r: 240, g: 200, b: 150 };
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 90, g: 80, b: 70 } } })
      .composite([{ input: { create: { width: 300, height: 800, channels: 3, background: sheet } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    await visit(page, "/try-the-drapes");
    await page.getByRole("link", { name: "Pick a photo" }).click();
    await expect(page).toHaveURL(/\/try-the-drapes\?open=photo#drapes-title$/);
    await hydrated(page);
    // Its file picker opens only on a tap in this page: the focus is on it.
    await expect(page.getByLabel("Pick a photo")).toBeFocused();
    await page.getByLabel("Pick a photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    const frames = page.locator(".drape-frame");
    await expect(frames).toHaveCount(2);
    await expect(frames.nth(0).locator("canvas")).toHaveJSProperty("width", 600);
    await expectCapeColour(frames.nth(0));

    await page.getByRole("button", { name: "Tap the white sheet" }).click();
    await expect(page.getByText("Now tap the white paper in the picture.")).toBeVisible();
    // A third of the way across, a quarter down: the sheet, above the drape.
    await showWhole(frames.nth(0));
    const target = frames.nth(0).getByRole("button", { name: /tap the white sheet in it/ });
    const box = (await target.boundingBox())!;
    await target.click({ position: { x: box.width * 0.3, y: box.height * 0.25 } });
    await expect(page.getByText("Colours corrected against the white sheet.")).toBeVisible();
    const expected = colorMatrixValues(whiteBalanceGains([sheet.r, sheet.g, sheet.b])!);
    await expect(page.locator("#drapes-white-balance feColorMatrix")).toHaveAttribute("values", expected);
    // The sheet now shows neutral on screen; the drape keeps its own colour.
    const corrected = await pixelAt(frames.nth(0), 0.3, 0.25);
    expect(Math.max(...corrected) - Math.min(...corrected), corrected.join(",")).toBeLessThanOrEqual(6);
    await expectCapeColour(frames.nth(0));

    await page.getByRole("button", { name: "Undo the correction" }).click();
    const again = await pixelAt(frames.nth(0), 0.3, 0.25);
    expect(again[0]! - again[2]!, again.join(",")).toBeGreaterThan(60);
    expect(await cameraAsked(page)).toBe(0);
    expectNoPictureSent(requests, baseURL!);
  });

  test("only this page may use the camera, for itself alone, and the Dutch twin's tool speaks Dutch", async ({ page, request }) => {
    expect((await request.get("/try-the-drapes")).headers()["permissions-policy"]).toContain("camera=(self)");
    expect((await request.get("/colors-app")).headers()["permissions-policy"]).toContain("camera=()");
    await watchCamera(page);
    await visit(page, "/nl/drapeerdoeken-passen");
    await page.getByRole("link", { name: "Kies een foto" }).click();
    await expect(page).toHaveURL(/\/nl\/drapeerdoeken-passen\?open=photo#drapes-title$/);
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Start de camera" })).toBeVisible();
    await expect(page.getByLabel("Kies een foto")).toBeAttached();
    expect(await cameraAsked(page), "a photo was asked for, not the camera").toBe(0);
  });
});

test.describe("/try-the-drapes without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says what the drapes would do and offers the quiz and a booking instead", async ({ page }) => {
    await visit(page, "/try-the-drapes");
    await expect(page.getByText(/With JavaScript, your camera's picture or a photo/)).toBeVisible();
    await expect(page.getByText(/A screen and a camera cannot replace daylight and real fabric/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Start the camera" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Start the camera" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Pick a photo" })).toHaveCount(0);
    const tool = page.locator(".drapes__without");
    await expect(tool.getByRole("link", { name: "Take the season quiz" })).toHaveAttribute("href", "/seasons#find-your-season");
    await expect(tool.getByRole("link", { name: "Book a session" })).toHaveAttribute("href", "/service-booking");
    await expect(page.getByRole("link", { name: "Book a session" }).last()).toHaveAttribute("href", "/service-booking");
  });
});
