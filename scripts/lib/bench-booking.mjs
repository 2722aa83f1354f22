// The bench's booking section: how fast the free times answer, and how soon a booked time leaves
// every page that offers it. The free-time pages are never kept; they read the window's busy times
// through the edge cache, which a booking purges (docs/decisions/025-online-booking.md): this
// measures both the views and how soon the purge takes the booked time off every page.
// Goal: a booked time is gone from the self, couple and group pages within BOOKED_GONE_GOAL_MS
// of posting the booking.
import { runLoad } from "./load.mjs";

export const BOOKED_GONE_GOAL_MS = 1000;
const SERVICE = "in-person-color-analysis";
const SELF_PAGE = `/service-booking?mode=self&service=${SERVICE}`;
/** Every page that may offer the same start of the in-person analysis. */
const OFFERING_PAGES = [SELF_PAGE, `/partner-session?service=${SERVICE}`, `/group-session?service=${SERVICE}&people=2`];

const offered = (html) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]);
const dateIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function offeredOn(origin, page, from) {
  const response = await fetch(`${origin}${page}&from=${from}`);
  if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  return offered(await response.text());
}

/** Books the first time all three pages offer, `trial` weeks ahead; ms until no page offers it. */
async function bookAndWatch(origin, trial) {
  const from = dateIn(21 + trial * 7);
  const lists = await Promise.all(OFFERING_PAGES.map((page) => offeredOn(origin, page, from)));
  const slot = lists[0].find((start) => lists.every((list) => list.includes(start)));
  if (!slot) throw new Error(`no start is offered on every page from ${from}`);
  const started = performance.now();
  const response = await fetch(`${origin}${SELF_PAGE}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "CF-Connecting-IP": `198.51.100.${50 + trial}` },
    body: new URLSearchParams({ flow: "online", service: SERVICE, people: "1", slot, name: `Bench Visitor ${trial}`, email: `bench-${trial}@example.org`, terms: "yes" }),
  });
  if (response.status !== 303) throw new Error(`booking ${slot} answered ${response.status}`);
  const posted = performance.now() - started;
  for (;;) {
    const still = await Promise.all(OFFERING_PAGES.map(async (page) => (await offeredOn(origin, page, from)).includes(slot)));
    const gone = performance.now() - started;
    if (!still.some(Boolean)) return { slot, postMs: Math.round(posted), goneMs: Math.round(gone) };
    if (gone > 30_000) return { slot, postMs: Math.round(posted), goneMs: null };
  }
}

export async function runBenchBooking(origin, { connections, seconds, trials = 5 }) {
  // Warm: the settings and the services are read once into the edge cache.
  await offeredOn(origin, SELF_PAGE, dateIn(21));
  const load = await runLoad({ origin, paths: [`${SELF_PAGE}&from=${dateIn(21)}`], connections, seconds });
  const runs = [];
  for (let trial = 0; trial < trials; trial += 1) runs.push(await bookAndWatch(origin, trial));
  const worst = runs.some((run) => run.goneMs === null) ? null : Math.max(...runs.map((run) => run.goneMs));
  return { load, runs, worstGoneMs: worst, met: worst !== null && worst <= BOOKED_GONE_GOAL_MS && load.errors + load.timeouts + load.status5xx === 0 };
}
