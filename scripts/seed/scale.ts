/**
 * The content `npm run bench -- --scale` adds to the demo's (issue 31): published articles and
 * tips of about 900 words, testimonials, contact messages and booking requests, and photo records,
 * made from the demo's own so they read like the studio's. Each is written as the site stores it
 * (an article with its rendered body and index fields), a commit at a time under the emulator's
 * 4 MiB a commit. The photo records have no pixels: the library lists them, no page shows them.
 */
import { createFirestoreClient, type FirestoreClient, type FirestoreConfig } from "~/firestore/client.server";
import { articleDocument, journalArticles } from "./journal/index";
import { testimonials } from "./testimonials";

/** A document as written: its path and its fields. */
type ScaleDocument = { path: string; data: Record<string, unknown> };
type ScaleVolumes = { articles: number; testimonials: number; requests: number; photos: number };
/** @public with `seedScale`: the bench prints them. */
export const ISSUE_VOLUMES: ScaleVolumes = { articles: 3000, testimonials: 300, requests: 50_000, photos: 2000 };

const WORDS_PER_ARTICLE = 900;
const DAY = 86_400_000;
/** The made-up content starts an hour ago and goes back in time, so the lists and the feed lead with it. */
const START = Date.now() - 3_600_000;

// Copies of the English journal's articles, so the bench's counts are one journal's.
const published = journalArticles.filter(({ data }) => data.status === "published" && (data.language ?? "en") === "en");

function longBody(body: string): string {
  const words = body.split(/\s+/).length;
  return Array.from({ length: Math.ceil(WORDS_PER_ARTICLE / words) }, () => body).join("\n\n");
}

/** The n-th made-up article: a demo article or tip under its own link, title and date. */
export function scaleArticle(n: number): ScaleDocument {
  const source = published[n % published.length]!;
  const at = new Date(START - n * (DAY / 3)).toISOString();
  const data: Record<string, unknown> = articleDocument({
    ...source.data,
    slug: `${source.data.slug}-${n + 1}`,
    title: `${source.data.title} (part ${n + 1})`.slice(0, 120),
    body: longBody(source.data.body),
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  return { path: `Articles/scale-${n}`, data: timestamps(data) };
}

export function scaleTestimonial(n: number): ScaleDocument {
  const source = testimonials[n % testimonials.length]!;
  return { path: `Testimonials/scale-${n}`, data: timestamps({ ...source.data, status: "active", createdAt: new Date(START - n * DAY).toISOString() }) };
}

const FIRST_NAMES = ["Anouk", "Bram", "Charlotte", "Daan", "Eva", "Fleur", "Iris", "Jasper", "Lotte", "Maud", "Noor", "Roos", "Sem", "Tess", "Vera", "Yara"];

/** The n-th request: two contact messages for each booking request, five minutes apart, older for each n. */
export function scaleRequest(n: number): ScaleDocument {
  const name = `${FIRST_NAMES[n % FIRST_NAMES.length]} ${String.fromCharCode(65 + (n % 26))}.`;
  const email = `client${n}@example.org`;
  const createdAt = new Date(START - n * 300_000);
  const status = n < 40 ? "new" : "done";
  if (n % 3 === 2) {
    return {
      path: `BookingRequests/scale-${n}`,
      data: {
        mode: "self",
        service: "in-person-color-analysis",
        name,
        email,
        emailKeys: [email],
        preferredDate1: createdAt.toISOString().slice(0, 10),
        availability: "Weekday mornings suit me best.",
        notes: "I would like to know whether I am a Soft Summer or a Soft Autumn.",
        status,
        createdAt,
      },
    };
  }
  return {
    path: `ContactMessages/scale-${n}`,
    data: {
      name,
      email,
      emailKeys: [email],
      message: "Do you also do colour analysis for two people on the same afternoon? My sister and I would like to come together.",
      status,
      createdAt,
    },
  };
}

export function scalePhoto(n: number): ScaleDocument {
  return {
    path: `Photos/scale${String(n).padStart(15, "0")}`,
    data: {
      contentType: "image/jpeg",
      width: 1600,
      height: 1067,
      bytes: 240_000 + n,
      alt: `Fabric swatches laid out in daylight, set ${n + 1}`,
      decorative: false,
      name: `swatches-${n + 1}.jpg`,
      uploadedAt: new Date(START - n * DAY),
      uploadedBy: "marieke@plumandlinen.example",
    },
  };
}

function timestamps(data: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined) continue;
    copy[field] = ["createdAt", "updatedAt", "publishAt", "publishedAt"].includes(field) && typeof value === "string" ? new Date(value) : value;
  }
  return copy;
}

async function writeAll(client: FirestoreClient, count: number, make: (n: number) => ScaleDocument, perCommit: number): Promise<void> {
  for (let start = 0; start < count; start += perCommit) {
    await client.commit(Array.from({ length: Math.min(perCommit, count - start) }, (_, index) => make(start + index)));
  }
}

/**
 * Writes the volumes into the project; returns how many documents.
 * @public scripts/lib/bench-scale.mjs loads it through tsx's `tsImport`, which knip does not follow.
 */
export async function seedScale(config: FirestoreConfig, volumes: ScaleVolumes = ISSUE_VOLUMES): Promise<number> {
  const client = createFirestoreClient({ deadlineMs: 120_000, ...config });
  // An article is about 25 KB with its HTML: 100 a commit stays under 4 MiB.
  await writeAll(client, volumes.articles, scaleArticle, 100);
  await writeAll(client, volumes.testimonials, scaleTestimonial, 500);
  await writeAll(client, volumes.requests, scaleRequest, 500);
  await writeAll(client, volumes.photos, scalePhoto, 500);
  return volumes.articles + volumes.testimonials + volumes.requests + volumes.photos;
}
