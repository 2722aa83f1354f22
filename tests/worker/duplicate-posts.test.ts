import { describe, expect, inject, it } from "vitest";
import { bookingDetails, bookingSite, offered, weeksAhead, type BookingSite } from "./support/booking-site";

/**
 * The same details sent twice make the same submission id, so a double click books once. Sent
 * from another browser, by anyone who knows them, they open nothing: not the checkout, not the
 * manage link, not a gift order's page with its voucher code (issue 39, item 4).
 */
const SIMULATOR = inject("mollieSimulatorUrl");
const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";
const SITE = { SITE_URL: "http://127.0.0.1:9" };

/** Two minutes pass: past a double click's minute, a repeat comes from someone who knows the details. */
async function minutesPass(site: BookingSite, collection: "Bookings" | "Payments") {
  const [stored] = await site.documents(collection);
  await site.firestore.commit([{ path: `${collection}/${stored!.id}`, data: { createdAt: new Date(Date.now() - 120_000) }, options: { fields: ["createdAt"], exists: true } }]);
}

const GIFT_ORDER = {
  flow: "voucher",
  amount: "custom",
  customEuros: "80",
  buyerName: "Sanne Mulder",
  buyerEmail: "sanne.mulder@example.org",
  recipientName: "Iris Mulder",
  recipientEmail: "iris@example.net",
  message: "Voor jou!",
  delivery: "email-recipient",
  postalAddress: "",
  terms: "yes",
};

describe("a form sent again with the same details", () => {
  it("takes the browser that booked back to its checkout, and tells any other browser only that it exists", async () => {
    const site = await bookingSite("duplicate-booking", SITE);
    const slot = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(4)}`)).body)[0]!;
    const first = await site.post(SELF_PAGE, bookingDetails("Noor Hendriks", slot));
    expect(first.location).toMatch(new RegExp(`^${SIMULATOR}/checkout/tr_`));
    expect(first.cookie).toBeDefined();

    const sameBrowser = await site.post(SELF_PAGE, bookingDetails("Noor Hendriks", slot), undefined, first.cookie);
    expect(sameBrowser.status).toBe(303);
    expect(sameBrowser.location).toBe(first.location);

    await minutesPass(site, "Bookings");
    const stranger = await site.post(SELF_PAGE, bookingDetails("Noor Hendriks", slot), "198.18.30.1");
    expect(stranger.status).toBe(409);
    expect(stranger.body).toContain("This booking was already sent, with exactly these details, from another browser or device");
    expect(stranger.location).toBeNull();
    expect(stranger.body).not.toContain("/bookings/");
    expect(stranger.body).not.toContain(first.location!.split("/").pop()!);
    expect((await site.documents("Bookings")).filter((booking) => booking.status === "held")).toHaveLength(1);
  });

  it("shows a paid gift order's page, with its voucher code, only to the browser that ordered it", async () => {
    const site = await bookingSite("duplicate-gift", SITE);
    const first = await site.post("/gift-a-session", GIFT_ORDER);
    expect(first.location).toMatch(new RegExp(`^${SIMULATOR}/checkout/tr_`));
    await fetch(first.location!);
    const paid = await fetch(first.location!, { method: "POST", body: new URLSearchParams({ status: "paid" }), redirect: "manual" });
    expect(paid.status).toBe(303);

    await minutesPass(site, "Payments");
    const stranger = await site.post("/gift-a-session", GIFT_ORDER, "198.18.30.2");
    expect(stranger.status).toBe(409);
    expect(stranger.body).toContain("This voucher order was already sent");
    expect(stranger.location).toBeNull();
    expect(stranger.body).not.toContain("/gift-vouchers/");

    const sameBrowser = await site.post("/gift-a-session", GIFT_ORDER, undefined, first.cookie);
    expect(sameBrowser.status).toBe(303);
    // Back to its checkout, which (paid) sends it on to the order's page.
    expect(sameBrowser.location).toBe(first.location);
  });
});
