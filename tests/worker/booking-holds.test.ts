import { describe, expect, inject, it } from "vitest";
import { callWorker, inOneRateWindow } from "./support";
import { firestoreCalls } from "./support/faults";
import { bookingDetails, bookingSite, offered, weeksAhead, type BookingSite } from "./support/booking-site";

/**
 * Holds on a time while its deposit is paid, read as a competitor would use them: many unpaid
 * checkouts from many addresses and emails, to empty the studio's calendar (issue 39, item 1).
 */
const SIMULATOR = inject("mollieSimulatorUrl");
const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";
const SITE = { SITE_URL: "http://127.0.0.1:9" };
const PAST = () => new Date(Date.now() - 60_000);

async function purgePages(address: string) {
  const purged = await callWorker("/_purge", {}, { method: "POST", headers: { Authorization: "Bearer worker-test-purge-token", "CF-Connecting-IP": address } });
  expect(purged.status).toBe(200);
}

/** The time passes a booking's hold: what the clock would do, written where the hold is kept. */
async function holdRunsOut(site: BookingSite, id: string) {
  await site.firestore.commit([
    { path: `Bookings/${id}`, data: { holdUntil: PAST() }, options: { fields: ["holdUntil"], exists: true } },
    { path: `CalendarEntries/${id}`, data: { holdUntil: PAST() }, options: { fields: ["holdUntil"], exists: true } },
  ]);
}

/** Every start offered in the `weeks` weeks from `from` weeks ahead. */
async function offeredOver(site: BookingSite, from: number, weeks: number): Promise<string[]> {
  const pages = await Promise.all(Array.from({ length: weeks }, (_, week) => site.get(`${SELF_PAGE}&from=${weeksAhead(from + week)}`)));
  return [...new Set(pages.flatMap((page) => offered(page.body)))];
}

const held = async (site: BookingSite) => (await site.documents("Bookings")).filter((booking) => booking.status === "held");

describe("a hold on a time while its deposit is paid", () => {
  it("blocks nothing once it has ended, though the Cron has not released it: the time is offered, and the next visitor books it", async () => {
    const site = await bookingSite("hold-ended", SITE);
    const slot = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body)[0]!;
    const first = await site.post(SELF_PAGE, bookingDetails("Anouk Visser", slot));
    expect(first.location).toMatch(new RegExp(`^${SIMULATOR}/checkout/tr_`));
    const [hold] = await held(site);
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body)).not.toContain(slot);

    await holdRunsOut(site, hold!.id);
    await purgePages("192.0.2.201");
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body)).toContain(slot);

    const second = await site.post(SELF_PAGE, bookingDetails("Bram de Wit", slot));
    expect(second.status).toBe(303);
    expect(second.location).toMatch(new RegExp(`^${SIMULATOR}/checkout/tr_`));
    const bookings = await site.documents("Bookings");
    expect(bookings.find((booking) => booking.id === hold!.id)).toMatchObject({ status: "released" });
    expect(bookings.find((booking) => booking.name === "Bram de Wit")).toMatchObject({ status: "held" });
    // The first visitor's checkout was cancelled at Mollie, so it cannot be paid for a time that is no longer theirs.
    const providerId = first.location!.split("/").pop();
    expect(((await (await fetch(`${SIMULATOR}/_simulator/payments/${providerId}`)).json()) as { status: string }).status).toBe("canceled");
  });

  it("is released by one Cron run however many have ended, not twenty at a time", async () => {
    const site = await bookingSite("hold-cron-all", SITE);
    const slot = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body)[0]!;
    await site.post(SELF_PAGE, bookingDetails("Cato Bakker", slot));
    const [template] = await held(site);
    const { id: _id, payment: _payment, ...booking } = template!;
    // Thirty more holds that ended unpaid, never sent to a checkout (as when the provider was down).
    await site.firestore.commit(
      Array.from({ length: 30 }, (_, index) => ({ path: `Bookings/ended-${index}`, data: { ...booking, claims: [], holdUntil: PAST(), createdAt: PAST(), updatedAt: PAST() } })),
    );
    await holdRunsOut(site, template!.id);
    await site.cron(Date.now());
    expect(await held(site)).toEqual([]);
    expect((await site.documents("Bookings")).filter((stored) => stored.status === "released")).toHaveLength(31);
  });

  it("gives its place among the twelve back as soon as it is paid", async () => {
    const site = await bookingSite("hold-tokens-freed", SITE);
    const slot = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body)[0]!;
    const posted = await site.post(SELF_PAGE, bookingDetails("Eline Vos", slot));
    const [hold] = await held(site);
    const naming = async () => (await site.documents("HoldTokens")).filter((token) => token.bookingId === hold!.id).map((token) => token.id.replace(/-[0-9a-f]{32}-/, "-…-"));
    expect((await naming()).sort()).toEqual([expect.stringMatching(/^address-…-[01]$/), expect.stringMatching(/^all-\d+$/), expect.stringMatching(/^email-…-[01]$/)]);
    await fetch(posted.location!);
    await fetch(posted.location!, { method: "POST", body: new URLSearchParams({ status: "paid" }), redirect: "manual" });
    const webhook = await callWorker("/payments/webhook", site.overrides, {
      method: "POST",
      body: new URLSearchParams({ id: posted.location!.split("/").pop()! }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.7" },
    });
    expect(await webhook.text()).toBe("OK: confirmed\n");
    expect(await naming()).toEqual([]);
  });

  it("is refused by the rate limit before anything is read, counting every booking form's posts together", async () => {
    const site = await bookingSite("hold-rate-limit", SITE);
    const slot = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body)[0]!;
    await inOneRateWindow(15_000);
    const address = "198.18.7.7";
    for (let post = 0; post < 5; post++) {
      const answered = await site.post(SELF_PAGE, bookingDetails(`Visitor ${post}`, `${slot.slice(0, 11)}02:00:00Z`), address);
      expect(answered.status).toBe(400);
    }
    const before = await firestoreCalls(site.projectId);
    const sixth = await site.post("/partner-session", { ...bookingDetails("Visitor Six", slot), people: "2", partnerName: "Partner Six" }, address);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toContain("You have sent several forms in the last minute");
    expect((await firestoreCalls(site.projectId)) - before).toBe(0);
    // The wait for a fresh rate window may take 15 s of it.
  }, 60_000);
});

describe("a competitor who holds times without paying", () => {
  it("keeps at most twelve times held however many checkouts are left open, and a paying visitor still books", async () => {
    const site = await bookingSite("hold-attack", SITE);
    const before = await offeredOver(site, 3, 6);
    // Starts four hours apart (sessions that do not overlap), one post a start: 5 emails from each
    // of 6 addresses, one post per email (the forms allow 5 a minute from an address).
    const targets = before.reduce<string[]>((picked, slot) => (picked.length && Date.parse(slot) - Date.parse(picked.at(-1)!) < 4 * 3_600_000 ? picked : [...picked, slot]), []).slice(0, 30);
    expect(targets.length).toBeGreaterThanOrEqual(20);
    const answers = await Promise.all(
      targets.map((slot, index) => site.post(SELF_PAGE, bookingDetails(`Rival ${String.fromCharCode(97 + (index % 26))}${index}`, slot), `198.18.20.${index % 6}`)),
    );
    // Nobody is refused: each goes to a checkout.
    expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 303));
    const bookings = await site.documents("Bookings");
    const holding = bookings.filter((booking) => booking.status === "held");
    expect(holding.length).toBeLessThanOrEqual(12);
    const perAddress = new Map<unknown, number>();
    for (const booking of holding) perAddress.set(booking.addressKey, (perAddress.get(booking.addressKey) ?? 0) + 1);
    expect(Math.max(...perAddress.values())).toBeLessThanOrEqual(2);
    expect(bookings.filter((booking) => booking.status === "released" && booking.holdMinutes === 0)).toHaveLength(targets.length - holding.length);

    // A rival back from the checkout without a hold is told the time is theirs once paid, if still free.
    const unheld = bookings.find((booking) => booking.status === "released" && booking.holdMinutes === 0)!;
    const unheldPayment = (await site.documents("Payments")).find((payment) => payment.id === unheld.id)!;
    const atMollie = (await (await fetch(`${SIMULATOR}/_simulator/payments/${unheldPayment.providerId}`)).json()) as { redirectUrl: string };
    const waiting = await site.get(new URL(atMollie.redirectUrl).pathname + new URL(atMollie.redirectUrl).search);
    expect(waiting.body).toContain("Waiting for your bank");
    expect(waiting.body).toContain("the time is yours once it is paid, as long as no one else has booked it first");

    const during = await offeredOver(site, 3, 6);
    console.info(`hold attack: ${targets.length} unpaid checkouts from 6 addresses; ${holding.length} held; starts offered in 6 weeks ${before.length} before, ${during.length} during`);
    // Each hold blocks the starts that overlap it: a few each, never more.
    expect(during.length).toBeGreaterThanOrEqual(before.length - holding.length * 8);

    // A visitor who pays: the time one rival checkout wanted (held by nothing) is theirs once paid.
    const unheldTarget = targets.find((slot) => during.includes(slot))!;
    const payer = await site.post(SELF_PAGE, bookingDetails("Door Smit", unheldTarget), "192.0.2.150");
    expect(payer.status).toBe(303);
    const checkout = payer.location!;
    await fetch(checkout);
    await fetch(checkout, { method: "POST", body: new URLSearchParams({ status: "paid" }), redirect: "manual" });
    const webhook = await callWorker("/payments/webhook", site.overrides, {
      method: "POST",
      body: new URLSearchParams({ id: checkout.split("/").pop()! }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.7" },
    });
    expect(await webhook.text()).toBe("OK: confirmed\n");
    expect((await site.documents("Bookings")).find((booking) => booking.name === "Door Smit")).toMatchObject({ status: "confirmed", startsAt: unheldTarget.replace("Z", ".000Z") });

    // Once the holds run out, every time but the paid one is offered again.
    for (const hold of holding) await holdRunsOut(site, hold.id);
    await purgePages("192.0.2.202");
    const after = await offeredOver(site, 3, 6);
    expect(after.length).toBeGreaterThanOrEqual(before.length - 8);
  });
});

describe("the payment webhook", () => {
  it("answers 429 to an address past sixty calls a minute, without asking Mollie", async () => {
    const site = await bookingSite("webhook-limit", SITE);
    await inOneRateWindow(20_000);
    const call = (id: string) =>
      callWorker("/payments/webhook", site.overrides, {
        method: "POST",
        body: new URLSearchParams({ id }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.18.9.9" },
      });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => call(`tr_guess${index}`).then((response) => response.status)));
    expect(answers.every((status) => status === 200)).toBe(true);
    expect((await call("tr_guess60")).status).toBe(429);
    // Another address is not held back by it.
    const other = await callWorker("/payments/webhook", site.overrides, {
      method: "POST",
      body: new URLSearchParams({ id: "tr_guess61" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.18.9.10" },
    });
    expect(other.status).toBe(200);
    // The wait for a fresh rate window may take 20 s of it.
  }, 60_000);
});
