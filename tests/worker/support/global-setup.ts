import type { TestProject } from "vitest/node";
import { startAuthEmulator } from "../../../scripts/lib/auth-emulator.mjs";
import { startFirestoreEmulator } from "../../../scripts/lib/emulator.mjs";
import { startMollieSimulator } from "../../../scripts/lib/mollie-simulator.mjs";
import { projectIdFromWrangler } from "../../../scripts/lib/wrangler-vars.mjs";
import { createFirestoreClient } from "~/firestore/client.server";
import type { SeedDocument } from "../../../scripts/seed/index";
import { mediaObjects, photoDocuments, seedDemo } from "../../../scripts/seed/media";
import { locatedPhoto, phonePhoto } from "../../../scripts/lib/phone-photo.mjs";
import { startFaultProxy } from "./fault-proxy";
import { startFixtureFiles, type FixtureFile } from "./fixture-files";
import { LOCATED_PHOTOS, PHONE_PHOTO, STUDIO_CALENDAR } from "./fixture-paths";

/**
 * Starts and seeds the Firestore emulator the worker tests read, and the fault proxy in front of
 * it that the worker talks to, the Auth emulator whose accounts sign in to the studio, and the
 * Mollie simulator the worker takes payments through; stops them all when the tests end. The demo
 * covers are drawn here (or read from their cache): their Photos documents go into the seed, and
 * their pixels are served to tests that put them into R2.
 */
export default async function setup(project: TestProject) {
  const projectId = await projectIdFromWrangler();
  // The Auth emulator is the slowest to start (about 6 s): it starts while the Firestore one is seeded.
  const authStarting = startAuthEmulator({ port: Number(process.env.WORKER_TEST_AUTH_PORT), strictPort: true, projectId });
  authStarting.catch(() => {}); // awaited below
  const port = Number(process.env.WORKER_TEST_FIRESTORE_PORT);
  const emulator = await startFirestoreEmulator({ port, strictPort: true }).catch(async (error: unknown) => {
    await authStarting.then((auth) => auth.stop(), () => {});
    throw error;
  });
  let auth: Awaited<typeof authStarting>;
  let covers: Awaited<ReturnType<typeof seedDemo>>["covers"];
  try {
    ({ covers } = await seedDemo({ projectId, emulatorHost: emulator.host }));
    // The emulator's JVM answers its first queries slowly; warm it so tests measure the site.
    const firestore = createFirestoreClient({ projectId, emulatorHost: emulator.host, deadlineMs: 30_000 });
    await firestore.runQuery({ collection: "Testimonials", where: [{ field: "status", equals: "active" }], orderBy: [{ field: "createdAt", direction: "DESCENDING" }] });
    auth = await authStarting;
  } catch (error) {
    await Promise.all([emulator.stop(), authStarting.then((started) => started.stop(), () => {})]);
    throw error;
  }
  const proxy = await startFaultProxy(emulator.host, Number(process.env.WORKER_TEST_PROXY_PORT));
  // In this process and at once: the worker's MOLLIE_API_URL (vitest.config.ts) names its port.
  const payments = await startMollieSimulator({ port: Number(process.env.WORKER_TEST_MOLLIE_PORT), strictPort: true }).catch(async (error: unknown) => {
    await Promise.all([proxy.stop(), emulator.stop(), auth.stop()]);
    throw error;
  });
  // The demo covers under their R2 keys (photos/{id}), and a phone's 12 MP photo for the uploads.
  const files: Record<string, FixtureFile> = Object.fromEntries(
    mediaObjects(covers).map((object) => [object.key, { contentType: object.contentType, body: async () => object.body }]),
  );
  files[PHONE_PHOTO] = { contentType: "image/jpeg", body: () => phonePhoto() };
  for (const [format, path] of Object.entries(LOCATED_PHOTOS) as Array<[keyof typeof LOCATED_PHOTOS, string]>) {
    files[path] = { contentType: `image/${format}`, body: () => locatedPhoto(format) };
  }
  files[STUDIO_CALENDAR] = { contentType: "text/calendar; charset=utf-8", body: async () => new TextEncoder().encode(STUDIO_CALENDAR_ICS) };
  const fixtures = await startFixtureFiles(files);
  project.provide("demoPhotoDocuments", photoDocuments(covers));
  project.provide("fixtureFilesUrl", fixtures.url);
  project.provide("firestoreEmulatorHost", emulator.host);
  project.provide("faultProxyHost", proxy.host);
  project.provide("authEmulatorHost", auth.host);
  project.provide("mollieSimulatorUrl", payments.url);
  return async () => {
    await Promise.all([proxy.stop(), fixtures.stop(), payments.stop()]);
    await Promise.all([emulator.stop(), auth.stop()]);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
    faultProxyHost: string;
    /** The Auth emulator, "127.0.0.1:PORT": the worker's FIREBASE_AUTH_EMULATOR_HOST. */
    authEmulatorHost: string;
    /**
     * The Mollie simulator, "http://127.0.0.1:PORT": the worker's MOLLIE_API_URL is this and /v2;
     * /_simulator/payments lists the payments it made, /checkout/:id pays one.
     */
    mollieSimulatorUrl: string;
    /** The demo covers' Photos/{id} documents, for projects seeded inside the worker (support/index.ts). */
    demoPhotoDocuments: SeedDocument[];
    /** Serves files made in Node (fixture-files.ts): the demo covers by R2 key, and PHONE_PHOTO. */
    fixtureFilesUrl: string;
  }
}

/** A calendar as Google exports it (CRLF, a VTIMEZONE): "Pilates" every Thursday 11:00–12:00, Amsterdam time, since November 2026. */
const STUDIO_CALENDAR_ICS = [
  "BEGIN:VCALENDAR",
  "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
  "VERSION:2.0",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
  "X-WR-CALNAME:Studio",
  "X-WR-TIMEZONE:Europe/Amsterdam",
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Amsterdam",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "DTSTART;TZID=Europe/Amsterdam:20261105T110000",
  "DTEND;TZID=Europe/Amsterdam:20261105T120000",
  "RRULE:FREQ=WEEKLY;BYDAY=TH",
  "DTSTAMP:20261101T090000Z",
  "UID:7kq2m0s1h3p9a8c6d4e2f0b1@google.com",
  "SUMMARY:Pilates",
  "TRANSP:OPAQUE",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");
