import { describe, expect, it } from "vitest";
import { bookingDetails, bookingSite, offered, weeksAhead } from "./support/booking-site";

// A booking's manage link and a gift order's page are keys: whoever has the address can act as the
// visitor. Such a page runs no analytics whatever the visitor accepted, sends no referrer, and is
// entered by loading the document (app/site/secret-address.ts).

const GTAG = "googletagmanager.com/gtag/js";
const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";

/** The turbo-stream answer of a single-fetch post, as the flat array it is written as. */
function singleFetchRedirect(body: string): Record<string, unknown> {
  const values = JSON.parse(body.split("\n")[0]!) as unknown[];
  const at = (index: unknown) => values[index as number];
  const object = Object.entries(values.find((value) => typeof value === "object" && value !== null && !Array.isArray(value)) as Record<string, number>);
  return Object.fromEntries(object.map(([key, index]) => [at(Number(key.slice(1))) as string, at(index)]));
}

describe("an address that is a key", () => {
  it("a booking's manage page runs no analytics after the visitor accepted cookies, its policy allows none, and it sends no path as a referrer", async () => {
    const site = await bookingSite("secret-manage", { MOLLIE_API_KEY: undefined });
    const accepted = await site.post("/consent", { choice: "accepted", redirectTo: "/faqs" });
    const cookie = (accepted.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^consent=/);
    // The same visitor's other pages do run analytics: what follows is the key's doing.
    expect((await site.get("/faqs", { Cookie: cookie })).body).toContain(GTAG);

    const [slot] = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(5)}`)).body);
    const booked = await site.post(SELF_PAGE, bookingDetails("Noor Jansen", slot!));
    expect(booked.location).toMatch(/^\/bookings\/[^/?]+\?booked=1$/);
    const manage = await site.get(booked.location!, { Cookie: cookie });
    expect(manage.status).toBe(200);
    expect(manage.body).toContain("Noor Jansen");
    expect(manage.body).not.toContain(GTAG);
    expect(manage.body).not.toContain("gtag(");
    // The origin only, never the path; not no-referrer, under which a form post's Origin is "null" (refused as cross-origin).
    expect(manage.headers.get("Referrer-Policy")).toBe("strict-origin");
    expect(manage.headers.get("Content-Security-Policy")).not.toContain("google");
    expect(manage.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("with JavaScript, booking answers with a document load of the manage page, not a client navigation", async () => {
    const site = await bookingSite("secret-redirect", { MOLLIE_API_KEY: undefined });
    const [slot] = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(5)}`)).body);
    // React Router's form post with JavaScript goes to the route's single-fetch data address.
    const booked = await site.post(SELF_PAGE.replace("?", ".data?"), bookingDetails("Daan Visser", slot!));
    expect(booked.status).toBe(202);
    expect(singleFetchRedirect(booked.body)).toMatchObject({ redirect: expect.stringMatching(/^\/bookings\/[^/?]+\?booked=1$/), reload: true });
  });

  it("a gift order's page sends no path as a referrer and allows no analytics, even when it answers not found", async () => {
    const site = await bookingSite("secret-gift", { MOLLIE_API_KEY: undefined });
    const accepted = await site.post("/consent", { choice: "accepted", redirectTo: "/" });
    const cookie = (accepted.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    const order = await site.get("/gift-vouchers/not-a-real-order-link", { Cookie: cookie });
    expect(order.status).toBe(404);
    expect(order.headers.get("Referrer-Policy")).toBe("strict-origin");
    expect(order.headers.get("Content-Security-Policy")).not.toContain("google");
    expect(order.body).not.toContain(GTAG);
  });
});
