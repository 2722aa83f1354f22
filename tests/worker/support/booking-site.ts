import { env } from "cloudflare:test";
import { addDays, readStudioClock, weekdayOf } from "~/platform/studio-clock";
import { openingHoursOn } from "~/timetable/slots";
import { decodeDocument } from "~/firestore/codec";
import type { FirestoreClient } from "~/firestore/client.server";
import type { Env } from "~/platform/env.server";
import { monthsHold, type Weekday } from "~/schemas/availability";
import { availability } from "../../../scripts/seed/availability";
import { readEmail, type ReadEmail } from "../../support/read-email";
import { callWorker, FIVE_MINUTE_CRON, runScheduled, seededProject } from "./index";

/** What tests of booking online share: a seeded studio of its own, its email recorded, and the visitor's posts. */

export type Sent = { to: string; email: ReadEmail };

let client = 0;

/** The local send_email bindings (Miniflare's simulation), recording each message they accepted. */
export function recordingBindings() {
  const sent: Sent[] = [];
  const recording = (real: SendEmail | undefined) =>
    ({
      async send(message: EmailMessage) {
        const result = await real!.send(message);
        const raw = (message as unknown as Record<string, unknown>)["EmailMessage::raw"] as string;
        sent.push({ to: message.to, email: readEmail(raw) });
        return result;
      },
    }) as SendEmail;
  return { sent, VISITOR_EMAIL: recording((env as Env).VISITOR_EMAIL), STUDIO_EMAIL: recording((env as Env).STUDIO_EMAIL) };
}

/** A seeded project of its own, and a way to call the worker on it with email recorded (`extra` overrides the worker's env). */
export async function bookingSite(name: string, extra: Partial<Env> = {}) {
  const { projectId, firestore } = await seededProject(name);
  const mail = recordingBindings();
  const overrides: Partial<Env> = { FIRESTORE_PROJECT_ID: projectId, VISITOR_EMAIL: mail.VISITOR_EMAIL, STUDIO_EMAIL: mail.STUDIO_EMAIL, ...extra };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await callWorker(path, overrides, { headers });
    const pageCache = /page;desc="([^"]+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1];
    return { status: response.status, body: await response.text(), location: response.headers.get("Location"), pageCache, headers: response.headers };
  };
  /** A form post; `cookie` is the browser's, as a later post from the same browser sends it (`cookie` of an earlier answer). */
  const post = async (path: string, fields: Record<string, string>, ip = `203.0.113.${++client % 250}`, cookie?: string) => {
    const response = await callWorker(path, overrides, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com", Host: "example.com", "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
      redirect: "manual",
    });
    const setCookie = response.headers.get("Set-Cookie");
    return { status: response.status, body: await response.text(), location: response.headers.get("Location"), headers: response.headers, cookie: setCookie ? setCookie.split(";")[0]! : undefined };
  };
  /** Runs the five-minute Cron Trigger as if it were `at`. */
  const cron = (at: number) => runScheduled(FIVE_MINUTE_CRON, at, overrides);
  /** A collection's documents, decoded, with their ids. */
  const documents = async (collection: string) => (await firestore.runQuery({ collection })).map((doc) => ({ ...decodeDocument(doc).data, id: decodeDocument(doc).id }) as Record<string, unknown> & { id: string });
  return { projectId, firestore, mail, overrides, get, post, cron, documents };
}

export type BookingSite = Awaited<ReturnType<typeof bookingSite>>;

/** The start times a booking page offers, in order (the values of its `slot` radios). */
export function offered(html: string): string[] {
  return [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
}

/** A date (YYYY-MM-DD) `weeks` weeks ahead: far enough past the minimum notice, inside the window. */
export const weeksAhead = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

/** Whether the seeded in-person analysis keeps its year-round start times on `date` (no winter rule holds). */
export const usualStarts = (date: string) => !availability.services["in-person-color-analysis"]!.seasonal.some((season) => monthsHold(season.months, date));

/**
 * The first `weekday` at least `days` days ahead (YYYY-MM-DD, on the studio's clock) on which the
 * seeded studio keeps its usual hours and the analysis its usual start times: never a public
 * holiday, a date with hours of its own or a winter month, so a test that counts a day's times
 * passes whatever day it runs.
 */
export function usualDayAhead(weekday: Weekday, days: number): string {
  const usual = JSON.stringify(availability.weekly[weekday]);
  let date = addDays(readStudioClock(Date.now()).date, days);
  while (weekdayOf(date) !== weekday || JSON.stringify(openingHoursOn(availability, date)) !== usual || !usualStarts(date)) date = addDays(date, 1);
  return date;
}

/** The fields a visitor posts to book `slot` for themselves. */
export const bookingDetails = (name: string, slot: string, extra: Record<string, string> = {}) => ({
  flow: "online",
  service: "in-person-color-analysis",
  people: "1",
  slot,
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
  phone: "",
  notes: "",
  terms: "yes",
  ...extra,
});

export type { FirestoreClient };

/** A page's HTML as its text reads: the entities React writes decoded, and its text separators gone. */
export const pageText = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/<!-- -->/g, "");
