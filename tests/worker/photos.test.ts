import { scanStart } from "./support/jpeg";
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { jpegHasMetadata, jpegOrientation } from "~/platform/image-metadata";
import { masterKey, variantKey } from "~/models/photos.server";
import { callWorker } from "./support";
import { pngPixels } from "./support/png-pixels";
import { PHONE_PHOTO } from "./support/fixture-paths";
import { auditEntries, envOf, page, SITE, studioProject, type StudioProject } from "./support/studio-forms";

// The photo library end to end inside workerd: a phone's photo uploaded through the studio's
// real form, stored upright and stripped in R2 (Miniflare's), served in sizes and formats made by
// the Images binding (Miniflare's, with sharp), and deleted only when nothing shows it.

const EDITOR = "photo-editor@example.com";
let project: StudioProject;
let phone: Uint8Array;

beforeAll(async () => {
  project = await studioProject("photos", EDITOR);
  const response = await fetch(`${inject("fixtureFilesUrl")}/${PHONE_PHOTO}`);
  expect(response.status).toBe(200);
  phone = new Uint8Array(await response.arrayBuffer());
}, 60_000);

type Upload = { bytes: Uint8Array | string; name: string; type: string; alt?: string; decorative?: boolean; returnTo?: string };

/** The upload form posted as a browser posts it: multipart, same origin, the editor's session. */
async function upload({ bytes, name, type, alt = "A plum scarf on linen", decorative = false, returnTo }: Upload) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("photo", new File([bytes as BlobPart], name, { type }));
  form.set("alt", alt);
  if (decorative) form.set("decorative", "on");
  if (returnTo !== undefined) form.set("returnTo", returnTo);
  const encoded = new Response(form);
  const contentType = encoded.headers.get("Content-Type")!;
  const body = new Uint8Array(await encoded.arrayBuffer());
  const response = await callWorker("/studio/media", envOf(project), {
    method: "POST",
    body,
    headers: { "Content-Type": contentType, "Content-Length": String(body.length), Origin: SITE, Host: "example.com", Cookie: project.cookie },
    redirect: "manual",
  });
  return { response, html: response.status === 302 ? "" : await response.text() };
}

const uploadedId = (response: Response) => /[?&](?:uploaded|photo)=([a-z0-9]{20})/.exec(response.headers.get("Location") ?? "")?.[1];

async function info(bytes: ArrayBuffer | Uint8Array) {
  const result = await env.IMAGES!.info(new Blob([bytes as BlobPart]).stream());
  if (!("width" in result)) throw new Error(`Not a bitmap: ${result.format}`);
  return result;
}

/** The photo's average colour in its left and right halves, from a 2×2 copy. */
async function halves(bytes: Uint8Array) {
  const tiny = await env.IMAGES!.input(new Blob([bytes as BlobPart]).stream()).transform({ width: 2, height: 2, fit: "squeeze" }).output({ format: "image/png" });
  const { pixel } = await pngPixels(new Uint8Array(await new Response(tiny.image()).arrayBuffer()));
  const lightness = ([r, g, b]: [number, number, number]) => (r + g + b) / 3;
  return { left: lightness(pixel(0, 0)) + lightness(pixel(0, 1)), right: lightness(pixel(1, 0)) + lightness(pixel(1, 1)) };
}

const media = (path: string, init?: RequestInit) => callWorker(path, envOf(project), init);

describe("uploading a phone's photo", () => {
  let id = "";

  beforeAll(async () => {
    const { response, html } = await upload({ bytes: phone, name: "PXL_20261124_101500.jpg", type: "image/jpeg" });
    expect(response.status, html).toBe(302);
    id = uploadedId(response)!;
    expect(id).toMatch(/^[a-z0-9]{20}$/);
  }, 60_000);

  it("starts from a 12-megapixel photo stored sideways, with its orientation, location and camera in EXIF", async () => {
    expect(await info(phone)).toMatchObject({ width: 4032, height: 3024 });
    // Larger than the studio's other forms may be (1 MiB), and than the old 4 MiB drain cap.
    expect(phone.byteLength).toBeGreaterThan(4 * 1024 * 1024);
    expect(jpegOrientation(phone)).toBe(6);
    expect(new TextDecoder().decode(phone).includes("Pixelphone")).toBe(true);
  });

  it("stores it upright (a portrait), resized, and with no EXIF, GPS or camera data", async () => {
    const master = await env.MEDIA!.get(masterKey(id));
    expect(master).not.toBeNull();
    const bytes = new Uint8Array(await master!.arrayBuffer());
    expect(await info(bytes)).toMatchObject({ format: "image/jpeg", width: 2400, height: 3200 });
    expect(jpegHasMetadata(bytes)).toBe(false);
    expect(jpegOrientation(bytes)).toBe(1);
    // Searched in the headers only (up to the scan's start marker): the compressed pixels after it
    // are random bytes, in which "GPS" turns up by chance in about one photo in ten.
    expect(new TextDecoder("latin1").decode(bytes.subarray(0, scanStart(bytes)))).not.toMatch(/Pixelphone|Exif|GPS/);
    // Stored, the upper half was plum; turned 90° clockwise, that half is on the right.
    const { left, right } = await halves(bytes);
    expect(right).toBeLessThan(left - 60);
  });

  it("records it in the library with its size and alt text, and audits the upload", async () => {
    const doc = await project.firestore.getDocument(`Photos/${id}`);
    expect(decodeDocument(doc!).data).toMatchObject({ contentType: "image/jpeg", width: 2400, height: 3200, alt: "A plum scarf on linen", decorative: false, name: "PXL_20261124_101500.jpg", uploadedBy: EDITOR });
    const entries = await auditEntries(project);
    expect(entries.some((entry) => entry.action === "Uploaded a photo" && entry.document === `Photos/${id}` && entry.actor === EDITOR)).toBe(true);
  });

  it("lists it in /studio/media with its thumbnail, alt text and Markdown to paste", async () => {
    const { response, html } = await page(project, "/studio/media", project.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain(`/media/${id}/400.jpg`);
    expect(html).toContain("A plum scarf on linen");
    expect(html).toContain(`![A plum scarf on linen](/media/${id})`);
    expect(html).toContain("2400 × 3200 px");
    expect(html).toMatch(/<a[^>]*href="\/studio\/media"[^>]*>Media<\/a>/);
  });

  describe("its sizes", () => {
    const cases = [
      { file: "400.jpg", type: "image/jpeg", width: 400, height: 533 },
      { file: "800.webp", type: "image/webp", width: 800, height: 1067 },
      { file: "1600.jpg", type: "image/jpeg", width: 1600, height: 2133 },
      { file: "400.avif", type: "image/avif", width: 400, height: 533 },
    ];
    for (const { file, type, width, height } of cases) {
      it(`answers ${file} as ${type} at ${width}×${height}, cached for good`, async () => {
        const response = await media(`/media/${id}/${file}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe(type);
        expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(await info(bytes)).toMatchObject({ format: type, width, height });
        // Made once: kept in R2 under its own key, and the next answer is the same bytes.
        expect(await env.MEDIA!.head(variantKey(id, width, file.split(".")[1] as "jpg"))).not.toBeNull();
        const again = await media(`/media/${id}/${file}`);
        expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
      }, 30_000);
    }

    it("keeps a size in the Workers Cache API: it is answered even once R2's copy is gone", async () => {
      const first = new Uint8Array(await (await media(`/media/${id}/800.jpg`)).arrayBuffer());
      await env.MEDIA!.delete(variantKey(id, 800, "jpg"));
      const again = await media(`/media/${id}/800.jpg`);
      expect(again.status).toBe(200);
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(first);
      expect(await env.MEDIA!.head(variantKey(id, 800, "jpg"))).toBeNull();
    }, 30_000);

    it("answers HEAD with the headers and no body", async () => {
      const response = await media(`/media/${id}/400.jpg`, { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/jpeg");
      expect(response.headers.get("Cache-Control")).toContain("immutable");
      expect(await response.text()).toBe("");
    });

    it("answers 404, cached briefly, for sizes, formats and ids the pages never link to", async () => {
      const paths = [
        `/media/${id}/500.jpg`, // not a size that is made
        `/media/${id}/3200.jpg`,
        `/media/${id}/400.gif`,
        `/media/${id}/400.png`,
        `/media/${id}/400`,
        `/media/${id}/1200.avif`, // a portrait 1,200 px wide is 1,600 px tall: over AVIF's 1,200 px long side
        `/media/${id}x/400.jpg`,
        "/media/not-an-id/400.jpg",
        "/media/abcdefghij0123456789/400.jpg", // the right shape, but no such photo
      ];
      for (const path of paths) {
        const response = await media(path, { redirect: "manual" });
        expect(response.status, path).toBe(404);
        expect(response.headers.get("Cache-Control"), path).not.toContain("immutable");
      }
    }, 30_000);
  });

  it("sends an upload from another studio page back there with ?photo={id}, and never off the studio", async () => {
    const small = new Uint8Array(await (await media(`/media/${id}/400.jpg`)).arrayBuffer());
    const back = await upload({ bytes: small, name: "small.jpg", type: "image/jpeg", returnTo: "/studio/journal/new?draft=1" });
    expect(back.response.status).toBe(302);
    expect(back.response.headers.get("Location")).toMatch(/^\/studio\/journal\/new\?draft=1&photo=[a-z0-9]{20}$/);
    const away = await upload({ bytes: small, name: "small.jpg", type: "image/jpeg", returnTo: "https://evil.example/studio/x" });
    expect(away.response.headers.get("Location")).toMatch(/^\/studio\/media\?uploaded=[a-z0-9]{20}$/);
  }, 30_000);
});

describe("the other formats", () => {
  for (const [type, master] of [
    ["image/png", "image/png"],
    ["image/webp", "image/webp"],
    ["image/avif", "image/webp"],
  ] as const) {
    it(`keeps a ${type} upload as ${master}`, async () => {
      // From a copy with no orientation left (libvips would write the JPEG's into an AVIF's own `irot`).
      const plain = await env.IMAGES!.input(new Blob([phone as BlobPart]).stream()).transform({ width: 320 }).output({ format: "image/jpeg" });
      const made = await env.IMAGES!.input(plain.image()).output({ format: type });
      const bytes = new Uint8Array(await new Response(made.image()).arrayBuffer());
      // Declared as something else: the bytes decide.
      const { response, html } = await upload({ bytes, name: `photo.${type.split("/")[1]}`, type: "application/octet-stream" });
      expect(response.status, html).toBe(302);
      const id = uploadedId(response)!;
      const stored = await env.MEDIA!.get(masterKey(id));
      expect(stored?.httpMetadata?.contentType).toBe(master);
      expect(await info(await stored!.arrayBuffer())).toMatchObject({ format: master, width: 320, height: 240 });
    }, 30_000);
  }
});

describe("uploads the library refuses", () => {
  it("answers 413 with a clear page for a file over 20 MB", async () => {
    const { response, html } = await upload({ bytes: new Uint8Array(21 * 1024 * 1024).fill(0xff), name: "huge.jpg", type: "image/jpeg" });
    expect(response.status).toBe(413);
    expect(html).toContain("larger than 20 MB");
  }, 30_000);

  it("refuses a form of thousands of tiny fields (the 20 MB allowance is for a photo), storing nothing", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    for (let index = 0; index < 5000; index++) form.append(`f${index}`, "x");
    const encoded = new Response(form);
    const before = (await project.firestore.runQuery({ collection: "Photos" })).length;
    const response = await callWorker("/studio/media", envOf(project), {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { "Content-Type": encoded.headers.get("Content-Type")!, Origin: SITE, Host: "example.com", Cookie: project.cookie },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("more fields than the library");
    expect((await project.firestore.runQuery({ collection: "Photos" })).length).toBe(before);
  });

  it("refuses a text file named .jpg, saying which files it takes", async () => {
    const { response, html } = await upload({ bytes: "These are my notes, not a photo.", name: "notes.jpg", type: "image/jpeg" });
    expect(response.status).toBe(415);
    expect(html).toContain("This file is not a JPEG, PNG, WebP or AVIF photo");
  });

  it("refuses an SVG, whatever it is called", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const [name, type] of [["drawing.svg", "image/svg+xml"], ["drawing.png", "image/png"]] as const) {
      const { response, html } = await upload({ bytes: svg, name, type });
      expect(response.status).toBe(415);
      expect(html).toContain("This file is not a JPEG, PNG, WebP or AVIF photo");
    }
  });

  it("asks for alt text unless the photo is marked decorative", async () => {
    const small = phoneSized();
    const { response, html } = await upload({ bytes: await small, name: "no-alt.jpg", type: "image/jpeg", alt: "  " });
    expect(response.status).toBe(400);
    expect(html).toContain("Describe what the photo shows");
    const decorative = await upload({ bytes: await small, name: "texture.jpg", type: "image/jpeg", alt: "", decorative: true });
    expect(decorative.response.status).toBe(302);
    const doc = await project.firestore.getDocument(`Photos/${uploadedId(decorative.response)}`);
    expect(decodeDocument(doc!).data).toMatchObject({ alt: "", decorative: true });
  }, 30_000);

  it("keeps the public body limit for a post without a studio session, with a session cookie this site did not sign, or from another site", async () => {
    const form = new FormData();
    form.set("photo", new File([phone as BlobPart], "phone.jpg", { type: "image/jpeg" }));
    const encoded = new Response(form);
    const body = await encoded.arrayBuffer();
    const post = (headers: Record<string, string>) =>
      callWorker("/studio/media", envOf(project), {
        method: "POST",
        headers: { "Content-Type": encoded.headers.get("Content-Type")!, Host: "example.com", ...headers },
        body,
      });
    expect((await post({ Origin: SITE })).status).toBe(413);
    expect((await post({ Origin: SITE, Cookie: "studio_session=forged.value" })).status).toBe(413);
    expect((await post({ Origin: "https://elsewhere.example", Cookie: project.cookie })).status).toBe(413);
  });

  it("refuses anyone not signed in to the studio", async () => {
    const response = await callWorker("/studio/media", envOf(project), {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", id: "abcdefghij0123456789" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com" },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain("/studio/sign-in");
  });
});

describe("deleting a photo", () => {
  it("is refused while an article shows it, naming the article, and done once nothing does", async () => {
    const first = await upload({ bytes: await phoneSized(), name: "cover.jpg", type: "image/jpeg", alt: "Silk swatches" });
    const id = uploadedId(first.response)!;
    expect((await media(`/media/${id}/400.webp`)).status).toBe(200);
    await project.firestore.writeDocument("Articles/photo-delete-test", { title: "Soft autumn at work", photos: [id] });

    const del = () =>
      callWorker("/studio/media", envOf(project), {
        method: "POST",
        body: new URLSearchParams({ intent: "delete", id }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: project.cookie },
        redirect: "manual",
      });
    const listed = await page(project, "/studio/media", project.cookie);
    expect(listed.html).toContain('href="/studio/journal/photo-delete-test"');

    const refused = await del();
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("still used by the article &quot;Soft autumn at work&quot;");
    expect(await env.MEDIA!.head(masterKey(id))).not.toBeNull();

    await project.firestore.deleteDocument("Articles/photo-delete-test");
    const done = await del();
    expect(done.status).toBe(302);
    expect(await project.firestore.getDocument(`Photos/${id}`)).toBeNull();
    expect(await env.MEDIA!.head(masterKey(id))).toBeNull();
    expect((await env.MEDIA!.list({ prefix: `variants/${id}/` })).objects).toHaveLength(0);
    expect((await media(`/media/${id}/400.webp`)).status).toBe(404);
  }, 60_000);
});

/** A small copy of the phone's photo (made by the worker itself), for tests about the form rather than the pixels. */
async function phoneSized(): Promise<Uint8Array> {
  const out = await env.IMAGES!.input(new Blob([phone as BlobPart]).stream()).transform({ width: 640 }).output({ format: "image/jpeg" });
  return new Uint8Array(await new Response(out.image()).arrayBuffer());
}
