import { beforeAll, describe, expect, it } from "vitest";
import { callWorker } from "./support";
import { bookingDetails, bookingSite, offered, weeksAhead, type BookingSite, pageText as text } from "./support/booking-site";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";

/**
 * The studio cancels a booking paid online (issue 39, item 2): it says why, by the refund policy's
 * rows, sees what each way refunds, and a way that refunds money is an admin's. Against the local
 * Mollie simulator, as studio-payments.test.ts.
 */
const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";
const SITE = "https://example.com";

let site: BookingSite;
const admin = `cancel-admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
const editor = `cancel-editor.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
const cookies = { admin: "", editor: "" };
let weeks = 4;

beforeAll(async () => {
  site = await bookingSite("studio-booking-cancel", { SITE_URL: "http://127.0.0.1:9" });
  await grantStudioUser(site.firestore, admin, "admin");
  await grantStudioUser(site.firestore, editor, "editor");
  cookies.admin = await studioCookie(admin, site.firestore);
  cookies.editor = await studioCookie(editor, site.firestore);
});

const env = () => ({ ...site.overrides, ...studioEnv });

async function get(path: string, cookie: string) {
  const response = await callWorker(path, env(), { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, html: text(await response.text()) };
}

async function post(path: string, cookie: string, fields: Record<string, string>) {
  const response = await callWorker(path, env(), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: cookie },
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("Location"), html: text(await response.text()) };
}

/** A €50 deposit booked by `name`, each a week further ahead, paid, and the webhook delivered. */
async function paidDeposit(name: string): Promise<{ id: string; providerId: string; email: string }> {
  weeks += 1;
  const slot = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(weeks)}`)).body)[0]!;
  const details = bookingDetails(name, slot);
  const posted = await site.post(SELF_PAGE, details);
  const checkout = posted.location!;
  await fetch(checkout);
  await fetch(checkout, { method: "POST", body: new URLSearchParams({ status: "paid" }), redirect: "manual" });
  const providerId = checkout.split("/").pop()!;
  const webhook = await callWorker("/payments/webhook", site.overrides, {
    method: "POST",
    body: new URLSearchParams({ id: providerId }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.8" },
  });
  expect(await webhook.text()).toBe("OK: confirmed\n");
  const booking = (await site.documents("Bookings")).find((row) => row.name === name)!;
  return { id: booking.id, providerId, email: details.email };
}

const storedBooking = async (id: string) => (await site.documents("Bookings")).find((row) => row.id === id)!;
const refundsOf = async (id: string) => ((await site.documents("Payments")).find((row) => row.id === id)!.refunds ?? []) as Array<Record<string, unknown>>;
const cancel = (reason: string) => ({ intent: "cancel", reason, confirm: "yes" });

describe("the studio cancels a booking paid online", () => {
  it("shows each way to cancel with what it refunds, and refuses an editor one that refunds money", async () => {
    const paid = await paidDeposit("Ada Jansen");
    const page = await get(`/studio/bookings/${paid.id}`, cookies.editor);
    expect(page.html).toContain("The studio cancels");
    expect(page.html).toContain("Refunds €50");
    expect(page.html).toContain("Refunds money, so only an admin can choose it.");
    expect(page.html).not.toContain("Any refund is handled apart from this");
    // A no-show cannot be marked before the session.
    expect(page.html).toMatch(/id="cancel-no-show"[^>]*disabled/);

    const refused = await post(`/studio/bookings/${paid.id}`, cookies.editor, cancel("studio:5000"));
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("Only an admin can make this cancellation");
    expect(await storedBooking(paid.id)).toMatchObject({ status: "confirmed" });
    expect(await refundsOf(paid.id)).toEqual([]);
    expect((await post(`/studio/bookings/${paid.id}`, cookies.admin, cancel("no-show:0"))).status).toBe(400);
  });

  it("makes an admin's cancellation with the refund shown, recorded under the admin's name, and tells the visitor", async () => {
    const paid = await paidDeposit("Bram de Wit");
    // What the page showed no longer holds (a stale page): shown again, nothing made.
    const stale = await post(`/studio/bookings/${paid.id}`, cookies.admin, cancel("studio:4000"));
    expect(stale.status).toBe(409);
    expect(stale.html).toContain("Refunds €50");
    expect(await refundsOf(paid.id)).toEqual([]);

    const done = await post(`/studio/bookings/${paid.id}`, cookies.admin, cancel("studio:5000"));
    expect(done.status).toBe(303);
    expect(await storedBooking(paid.id)).toMatchObject({ status: "cancelled", cancelledBy: "studio", cancelReason: "studio" });
    expect(await refundsOf(paid.id)).toEqual([expect.objectContaining({ amountCents: 5000, reason: "cancelled-by-studio", by: admin })]);
    const email = site.mail.sent.find((sent) => sent.to === paid.email && sent.email.header("subject")?.startsWith("Cancelled"));
    expect(email?.email.text).toContain("€50");
  });

  it("lets an editor mark a no-show once the session has started: the deposit is kept, nothing refunded, the visitor not emailed", async () => {
    const paid = await paidDeposit("Cato Bakker");
    const started = new Date(Date.now() - 30 * 60_000);
    await site.firestore.commit([{ path: `Bookings/${paid.id}`, data: { startsAt: started }, options: { fields: ["startsAt"], exists: true } }]);
    const page = await get(`/studio/bookings/${paid.id}`, cookies.editor);
    expect(page.html).toContain("The visitor did not come (no-show)");
    expect(page.html).toContain("Refunds nothing; the studio keeps the €50 deposit.");
    const before = site.mail.sent.filter((sent) => sent.to === paid.email).length;

    const marked = await post(`/studio/bookings/${paid.id}`, cookies.editor, cancel("no-show:0"));
    expect(marked.status).toBe(303);
    expect(marked.location).toBe(`/studio/bookings/${paid.id}?no-show=1`);
    expect(await storedBooking(paid.id)).toMatchObject({ status: "cancelled", cancelReason: "no-show" });
    expect(await refundsOf(paid.id)).toEqual([]);
    expect(site.mail.sent.filter((sent) => sent.to === paid.email)).toHaveLength(before);
    const after = await get(`/studio/bookings/${paid.id}?no-show=1`, cookies.editor);
    expect(after.html).toContain("the visitor did not come (no-show)");
    expect(after.html).toContain("marked as a no-show");
  });
});

describe("a new link for the visitor", () => {
  it("retires the booking's link at once and emails the visitor a new one that opens it", async () => {
    const paid = await paidDeposit("Door Smit");
    const booked = site.mail.sent.find((sent) => sent.to === paid.email && sent.email.header("subject")?.startsWith("Booked"))!;
    const oldPath = new URL(/https?:\/\/\S+\/bookings\/[^\s)]+/.exec(booked.email.text)![0]).pathname;
    expect((await site.get(oldPath)).status).toBe(200);

    const renewed = await post(`/studio/bookings/${paid.id}`, cookies.editor, { intent: "new-link" });
    expect(renewed.status).toBe(303);
    expect(renewed.location).toBe(`/studio/bookings/${paid.id}?new-link=1`);
    expect((await site.get(oldPath)).status).toBe(404);

    const email = site.mail.sent.find((sent) => sent.to === paid.email && sent.email.header("subject")?.startsWith("A new link for your booking"))!;
    const newPath = new URL(/https?:\/\/\S+\/bookings\/[^\s)]+/.exec(email.email.text)![0]).pathname;
    expect(newPath).toMatch(/\.v1\./);
    const opened = await site.get(newPath);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain("Door Smit");
    expect(await storedBooking(paid.id)).toMatchObject({ status: "confirmed", linkVersion: 1 });
  });
});
