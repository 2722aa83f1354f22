import http from "node:http";
import type { AddressInfo } from "node:net";
import { phonePhoto } from "../../../scripts/lib/phone-photo.mjs";

/**
 * Serves the photos the worker tests upload, made with sharp in Node (which cannot run inside
 * workerd): `GET /phone.jpg` is a phone's 12-megapixel JPEG with EXIF orientation 6, GPS and camera
 * data (scripts/lib/phone-photo.mjs). Each is made on its first request (about 2 s), so test files
 * that upload nothing do not wait for it.
 */
export async function startPhotoFixtures(): Promise<{ host: string; stop: () => Promise<void> }> {
  const made = new Map<string, Promise<Buffer>>();
  const makers: Record<string, () => Promise<Buffer>> = { "/phone.jpg": () => phonePhoto() };
  const server = http.createServer((request, response) => {
    const make = makers[request.url ?? ""];
    if (!make) return void response.writeHead(404).end();
    let photo = made.get(request.url!);
    if (!photo) made.set(request.url!, (photo = make()));
    photo.then(
      (bytes) => response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": bytes.length }).end(bytes),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { host: `127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
