import { averageColor, pictureAt, type Rgb } from "~/color/drapes";
import { isPagePath } from "~/site/photo-on-device";

/** What the drapes are drawn on: the front camera's live picture, or a photo decoded on the device. */
export type Picture = { kind: "camera"; stream: MediaStream } | { kind: "photo"; bitmap: ImageBitmap };

export type CameraProblem = "no-camera" | "denied" | "failed";

/** Whether this browser can offer a camera to a page at all (a secure page, a browser with getUserMedia). */
export function cameraOffered(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

let pressAnswered = false;

/**
 * Whether this document was loaded just now by "Start the camera" on the tool's kept page (its
 * path in either language, not an address that opened the tool): a first load, not a reload, a
 * return or a link from elsewhere. True once per document at most, so a tool that mounts again
 * (the visitor came back within the page) does not ask for the camera unasked.
 */
export function pressedStartOnPageBefore(pagePath: string): boolean {
  if (pressAnswered) return false;
  pressAnswered = true;
  const [entry] = performance.getEntriesByType("navigation");
  if ((entry as PerformanceNavigationTiming | undefined)?.type !== "navigate" || !document.referrer) return false;
  const from = new URL(document.referrer);
  if (from.origin !== location.origin || new URLSearchParams(from.search).has("open")) return false;
  return isPagePath(from.pathname, pagePath);
}

/** The front camera, asked for only when the visitor presses the button; no microphone. */
export async function startCamera(): Promise<{ stream: MediaStream } | { problem: CameraProblem }> {
  if (!cameraOffered()) return { problem: "no-camera" };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 960 } },
    });
    return { stream };
  } catch (error) {
    const name = error instanceof DOMException ? error.name : "";
    if (name === "NotAllowedError" || name === "SecurityError") return { problem: "denied" };
    if (name === "NotFoundError" || name === "OverconstrainedError") return { problem: "no-camera" };
    return { problem: "failed" };
  }
}

/** Ends the camera: every track stopped, so the browser's camera light goes out. */
export function stopPicture(picture: Picture | null): void {
  if (picture?.kind === "camera") for (const track of picture.stream.getTracks()) track.stop();
  else if (picture?.kind === "photo") picture.bitmap.close();
}

/** The longest side a photo is drawn at: enough for a phone's screen, and memory stays small. */
const LONGEST_SIDE = 1600;

/** A picked photo decoded on the device (upright, as its EXIF says), never sent anywhere. */
export async function decodePhoto(file: File): Promise<ImageBitmap | null> {
  try {
    const full = await createImageBitmap(file);
    const scale = Math.min(1, LONGEST_SIDE / Math.max(full.width, full.height));
    if (scale === 1) return full;
    const smaller = await createImageBitmap(full, { resizeWidth: Math.round(full.width * scale), resizeHeight: Math.round(full.height * scale), resizeQuality: "high" });
    full.close();
    return smaller;
  } catch {
    return null;
  }
}

/** How many pixels round the tap are averaged. */
const SPOT_RADIUS = 4;

/**
 * The picture's colour (as the camera saw it, before any correction) round a point of the frame
 * that shows it (`element`: the <video> or <canvas>, drawn with object-fit: cover).
 */
export function colourAt(element: HTMLVideoElement | HTMLCanvasElement, point: { x: number; y: number }, mirrored: boolean): Rgb | null {
  const box = element.getBoundingClientRect();
  const width = element instanceof HTMLVideoElement ? element.videoWidth : element.width;
  const height = element instanceof HTMLVideoElement ? element.videoHeight : element.height;
  if (!width || !height || !box.width || !box.height) return null;
  const at = pictureAt(point, { width: box.width, height: box.height }, { width, height }, mirrored);
  const side = SPOT_RADIUS * 2 + 1;
  const left = Math.max(0, Math.round(at.x) - SPOT_RADIUS);
  const top = Math.max(0, Math.round(at.y) - SPOT_RADIUS);
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(element, left, top, side, side, 0, 0, side, side);
  return averageColor(context.getImageData(0, 0, side, side).data, side, side, SPOT_RADIUS, SPOT_RADIUS, SPOT_RADIUS);
}
