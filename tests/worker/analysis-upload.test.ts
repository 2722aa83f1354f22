import { jpegSegmentsText } from "./support/jpeg";
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { analysisOrderToken } from "~/analysis/order-link.server";
import { newAnalysisOrderWrite, readAnalysisOrder, type StoredAnalysisOrder } from "~/models/analysis-orders.server";
import { jpegHasMetadata } from "~/platform/image-metadata";
import { analysisFileKey } from "~/schemas/analysis-order";
import { callWorker } from "./support";
import { bookingSite, type BookingSite } from "./support/booking-site";
import { PHONE_PHOTO } from "./support/fixture-paths";

// A client's side of a digital analysis order inside workerd: photos posted through the order's
// page as a browser posts its multipart form, stored in R2 (Miniflare's) without their location,
// listed, removed, sent; the page and its photos private to whoever holds the link.

const SECRETS = String((env as unknown as Record<string, unknown>).STUDIO_SESSION_SECRETS).split(",");
const MB = 1024 * 1024;
const ICC_SEGMENT = [0xff, 0xe2, 0x00, 0x20, ...[..."ICC_PROFILE\0"].map((char) => char.charCodeAt(0)), 1, 1, ...Array.from({ length: 16 }, (_, index) => 0x40 + index)];
const text = (value: string) => new TextEncoder().encode(value);

let site: BookingSite;
/** A phone's photo (GPS and camera in its EXIF) with an ICC profile (APP2) added after its SOI. */
let phone: Uint8Array;

beforeAll(async () => {
  site = await bookingSite("analysis-upload");
  const response = await fetch(`${inject("fixtureFilesUrl")}/${PHONE_PHOTO}`);
  const original = new Uint8Array(await response.arrayBuffer());
  phone = Uint8Array.from([0xff, 0xd8, ...ICC_SEGMENT, ...original.subarray(2)]);
}, 60_000);

const app = () => ({ firestore: site.firestore, log: () => {} });

/** A paid order (a voucher paid it all, so it awaits photos at once), and its page's path. */
async function paidOrder(): Promise<{ id: string; path: string; stored: () => Promise<StoredAnalysisOrder> }> {
  // An order's id is its form's submission id, a UUID (the link accepts no other).
  const id = crypto.randomUUID();
  const service = { id: "digital-color-analysis", name: "Digital Colour Analysis", priceCents: 9500 };
  await site.firestore.commit([newAnalysisOrderWrite({ id, service, name: "Sanne de Vries", email: "sanne@example.com", providerCents: 0, voucherCode: "PLUM-TEST", voucherCents: 9500 }, new Date())]);
  const stored = async () => (await readAnalysisOrder(app(), id))!;
  return { id, path: `/analysis/${await analysisOrderToken(SECRETS, await stored())}`, stored };
}

/** A JPEG of `bytes` bytes: the phone's photo with bytes after its end (kept as they are, as any trailing data is). */
const jpegOf = (bytes: number) => {
  const out = new Uint8Array(bytes);
  out.set(phone.subarray(0, Math.min(phone.length, bytes)));
  return out;
};

type Part = { bytes: Uint8Array; name: string; type?: string };

/** The page's form posted as a browser posts it: multipart, same origin. */
async function post(path: string, fields: Record<string, string>, files: Part[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append("photos", new File([file.bytes as BlobPart], file.name, { type: file.type ?? "image/jpeg" }));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const started = performance.now();
  const response = await callWorker(path, site.overrides, {
    method: "POST",
    body,
    headers: { "Content-Type": encoded.headers.get("Content-Type")!, "Content-Length": String(body.length), Origin: "https://example.com", Host: "example.com" },
    redirect: "manual",
  });
  const html = response.status === 303 ? "" : await response.text();
  return { status: response.status, location: response.headers.get("Location"), html, bytes: body.length, ms: performance.now() - started };
}

const upload = (path: string, ...files: Part[]) => post(path, { intent: "upload" }, files);
const photo = (name = "IMG_0412.jpg"): Part => ({ bytes: phone, name });

/** The message the error summary shows, and the same beside the field. */
function expectRefusal(answer: { status: number; html: string }, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.html).toContain("There is a problem");
  const escaped = message.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
  expect(answer.html.split(escaped).length - 1, message).toBeGreaterThanOrEqual(2);
}

describe("uploading photos to a digital analysis order", () => {
  it("stores a phone's JPEG without its location and camera, with its colour profile and pixels unchanged", async () => {
    const order = await paidOrder();
    expect(jpegHasMetadata(phone)).toBe(true);
    const answer = await upload(order.path, photo());
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${order.path}?done=added`);

    const [stored] = (await order.stored()).order.photos;
    expect(stored).toMatchObject({ type: "image/jpeg", name: "IMG_0412.jpg" });
    const object = await env.MEDIA!.get(analysisFileKey(order.id, stored!.id));
    const bytes = new Uint8Array(await object!.arrayBuffer());
    expect(object!.httpMetadata?.contentType).toBe("image/jpeg");
    expect(stored!.bytes).toBe(bytes.length);
    expect(jpegHasMetadata(bytes)).toBe(false);
    // In the segments before the image: the compressed image is random bytes, where "GPS" may turn up by chance.
    expect(jpegSegmentsText(bytes)).not.toMatch(/Pixelphone|Exif|GPS/);
    // The ICC profile follows the SOI, byte for byte; the compressed image is the original's tail, byte for byte.
    expect([...bytes.subarray(2, 2 + ICC_SEGMENT.length)]).toEqual(ICC_SEGMENT);
    const tail = 200_000;
    expect(Buffer.from(bytes.subarray(-tail)).equals(Buffer.from(phone.subarray(-tail)))).toBe(true);

    const page = await site.get(`${order.path}?done=added`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Your photos are uploaded");
    expect(page.body).toContain("IMG_0412.jpg");
    expect(page.body).toContain(`${order.path}/photos/${stored!.id}`);
  });

  it("takes three photos, then sends them for analysis, after which nothing can be added", async () => {
    const order = await paidOrder();
    const early = await post(order.path, { intent: "send" });
    expectRefusal(early, 400, "Send at least 3 photos before you send them for analysis: you have 0.");

    expect((await upload(order.path, photo("front.jpg"), photo("left.jpg"))).status).toBe(303);
    expect((await upload(order.path, photo("right.jpg"))).status).toBe(303);
    const sent = await post(order.path, { intent: "send" });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`${order.path}?done=sent`);
    const { order: after } = await order.stored();
    expect(after.status).toBe("sent");
    expect(after.sentAt).toBeTruthy();
    expect(after.photos.map((each) => each.name)).toEqual(["front.jpg", "left.jpg", "right.jpg"]);
    // The studio's mailbox hears that photos wait, with the order's page in the studio.
    const told = site.mail.sent.filter((sent) => sent.to === "studio@plumandlinen.example" && sent.email.text.includes(`/studio/orders/${order.id}`));
    expect(told.map((sent) => sent.email.header("subject"))).toEqual(["Photos received: Digital Colour Analysis"]);

    const page = await site.get(order.path);
    expect(page.body).toContain("Your photos are with us");
    expect(page.body).not.toContain('name="photos"');
    expect(page.body).not.toContain(">Remove<");

    const late = await upload(order.path, photo("late.jpg"));
    expectRefusal(late, 400, "Your photos are already with us, so they can no longer be changed. If something is wrong, reply to your confirmation email.");
    expect((await order.stored()).order.photos).toHaveLength(3);
  });

  it("refuses a ninth photo, a 21 MB file, a GIF and a PDF with their messages, and keeps what was stored", async () => {
    const order = await paidOrder();
    expect((await upload(order.path, ...Array.from({ length: 8 }, (_, index) => photo(`photo-${index + 1}.jpg`)))).status).toBe(303);
    expectRefusal(await upload(order.path, photo("ninth.jpg")), 400, "You have sent the most we take, 8 photos. Remove one to add another.");

    const other = await paidOrder();
    expect((await upload(other.path, photo("first.jpg"))).status).toBe(303);
    expectRefusal(await upload(other.path, { bytes: jpegOf(21 * MB), name: "huge.jpg" }), 413, '"huge.jpg" is larger than 20 MB. Send the photo as your phone took it, or export it smaller (a long side of 3,000 pixels is plenty).');
    expectRefusal(await upload(other.path, { bytes: text("GIF89a\x01\x00\x01\x00\x80\x00\x00"), name: "selfie.jpg", type: "image/jpeg" }), 400, '"selfie.jpg" is not a JPEG, PNG, WebP or HEIC photo. Send the photo straight from your phone\'s camera roll.');
    expectRefusal(await upload(other.path, { bytes: text("%PDF-1.7\n%âãÏÓ\n1 0 obj"), name: "photos.pdf", type: "application/pdf" }), 400, '"photos.pdf" is not a JPEG, PNG, WebP or HEIC photo. Send the photo straight from your phone\'s camera roll.');
    // A good photo posted with a bad one: neither is stored.
    expectRefusal(await upload(other.path, photo("good.jpg"), { bytes: text("GIF89a\x01\x00"), name: "bad.gif", type: "image/gif" }), 400, '"bad.gif" is not a JPEG, PNG, WebP or HEIC photo. Send the photo straight from your phone\'s camera roll.');
    expectRefusal(await upload(other.path), 400, "Choose at least one photo to upload.");
    const kept = (await other.stored()).order.photos;
    expect(kept.map((each) => each.name)).toEqual(["first.jpg"]);
    const stored = await env.MEDIA!.list({ prefix: `private/analysis/${other.id}/` });
    expect(stored.objects.map((object) => object.key)).toEqual([analysisFileKey(other.id, kept[0]!.id)]);
  });

  it("removes a photo: its record and its bytes", async () => {
    const order = await paidOrder();
    await upload(order.path, photo("keep.jpg"), photo("remove.jpg"));
    const [keep, remove] = (await order.stored()).order.photos;
    const answer = await post(order.path, { intent: "remove", photo: remove!.id });
    expect(answer.status).toBe(303);
    expect((await order.stored()).order.photos.map((each) => each.id)).toEqual([keep!.id]);
    expect(await env.MEDIA!.head(analysisFileKey(order.id, remove!.id))).toBeNull();
    expect(await env.MEDIA!.head(analysisFileKey(order.id, keep!.id))).not.toBeNull();
    expect((await site.get(`${order.path}/photos/${remove!.id}`)).status).toBe(404);
  });
});

describe("an order's page and photos are private", () => {
  it("serves a photo only at its order's signed link, private and never sniffed, and the page too", async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    await upload(order.path, photo());
    await upload(other.path, photo("theirs.jpg"));
    const [mine] = (await order.stored()).order.photos;
    const [theirs] = (await other.stored()).order.photos;

    const served = await site.get(`${order.path}/photos/${mine!.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Cache-Control")).toBe("private, no-store");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Disposition")).toMatch(/^inline/);

    const token = order.path.split("/")[2]!;
    const altered = token.slice(0, -1) + (token.endsWith("0") ? "1" : "0");
    for (const path of [`/analysis/${order.id}/photos/${mine!.id}`, `/analysis/${altered}/photos/${mine!.id}`, `${order.path}/photos/${theirs!.id}`, `${order.path}/photos/0123456789abcdef`]) {
      const answer = await site.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain("Sanne");
      expect(answer.headers.get("Content-Type"), path).not.toMatch(/^image\//);
    }
    // Never under /media/, whatever the key.
    expect((await site.get(`/media/${analysisFileKey(order.id, mine!.id)}`)).status).toBe(404);
    expect((await site.get(`/analysis/${altered}`)).status).toBe(404);

    // A visitor who accepted analytics elsewhere gets none here: the address is a key.
    const accepted = await site.post("/consent", { choice: "accepted", redirectTo: "/faqs" });
    const consent = (accepted.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect((await site.get("/faqs", { Cookie: consent })).body).toContain("googletagmanager.com/gtag/js");
    const page = await site.get(order.path, { Cookie: consent });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain("googletagmanager.com/gtag/js");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(page.headers.get("Referrer-Policy")).toBe("strict-origin");
    expect(page.body).toContain('content="noindex, nofollow"');
  });

  it("retires a link when the order's link version moves on", async () => {
    const order = await paidOrder();
    await site.firestore.commit([{ path: `AnalysisOrders/${order.id}`, data: { linkVersion: 1 }, options: { fields: ["linkVersion"] } }]);
    expect((await site.get(order.path)).status).toBe(404);
  });
});

describe("keeping the photos for a follow-up", () => {
  it("is offered once the report is delivered, and turns on and off", async () => {
    const order = await paidOrder();
    await upload(order.path, photo("front.jpg"), photo("left.jpg"), photo("right.jpg"));
    expectRefusal(await post(order.path, { intent: "keep", keep: "on" }), 400, "Your photos can be kept from the day we deliver your report until they are deleted.");

    const deliveredAt = new Date("2026-11-02T10:00:00Z");
    const report = { subSeason: "soft-autumn", notes: "Your colouring is warm and muted.\n\nThe white paper shows your skin is golden.", bestColours: ["#8a9a5b"], writtenBy: "analyst@example.com", writtenAt: deliveredAt };
    await site.firestore.commit([{ path: `AnalysisOrders/${order.id}`, data: { status: "delivered", deliveredAt, report }, options: { fields: ["status", "deliveredAt", "report"] } }]);
    const page = await site.get(order.path);
    expect(page.body).toContain("Soft Autumn");
    expect(page.body).toContain("The white paper shows your skin is golden.");
    expect(page.body).toContain("#8a9a5b");
    expect(page.body).toContain("Keep my photos for a follow-up");
    expect(page.body).toContain("31 January 2027");

    expect((await post(order.path, { intent: "keep", keep: "on" })).status).toBe(303);
    expect((await order.stored()).order.keepPhotos).toBe(true);
    expect((await site.get(order.path)).body).toContain("We keep your photos until you untick this.");
    expect((await post(order.path, { intent: "keep" })).status).toBe(303);
    expect((await order.stored()).order.keepPhotos).toBe(false);
  });
});

describe("the upload's cost", () => {
  it("takes three 5 MB JPEGs in one post", async () => {
    const order = await paidOrder();
    const files = ["front.jpg", "left.jpg", "right.jpg"].map((name) => ({ bytes: jpegOf(5 * MB), name }));
    const answer = await upload(order.path, ...files);
    expect(answer.status).toBe(303);
    expect((await order.stored()).order.photos).toHaveLength(3);
    console.log(`three 5 MB JPEGs: ${answer.bytes} bytes posted, answered in ${Math.round(answer.ms)} ms`);
  });
});
