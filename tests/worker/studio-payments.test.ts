import { beforeAll, describe, expect, inject, it } from "vitest";
import { callWorker, seededProject } from "./support";
import { bookingDetails, bookingSite, offered, weeksAhead, type BookingSite, pageText as text } from "./support/booking-site";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";
import { mollieAddress } from "./support/mollie";

/**
 * The studio's payments (admins): the table at /studio/payments, and a refund by hand from a
 * booking's page, against the local Mollie simulator (scripts/lib/mollie-simulator.mjs). Each test
 * books and pays a deposit of its own, as payments.test.ts does: the checkout's test-mode button,
 * then the webhook delivered by the test.
 */
const SIMULATOR = inject("mollieSimulatorUrl");
const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";
const SITE = "https://example.com";

type SimulatedPayment = { id: string; refunds: Array<{ id: string; amount: { value: string }; status: string }> };

let site: BookingSite;
const admin = `payments-admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
const editor = `payments-editor.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
const cookies = { admin: "", editor: "" };
let weeks = 4;

beforeAll(async () => {
  site = await bookingSite("studio-payments", { SITE_URL: "http://127.0.0.1:9" });
  await grantStudioUser(site.firestore, admin, "admin");
  await grantStudioUser(site.firestore, editor, "editor");
  cookies.admin = await studioCookie(admin, site.firestore);
  cookies.editor = await studioCookie(editor, site.firestore);
});

const env = (extra: Record<string, string> = {}) => ({ ...site.overrides, ...studioEnv, ...extra });

async function get(path: string, cookie: string) {
  const response = await callWorker(path, env(), { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, html: text(await response.text()) };
}

async function post(path: string, cookie: string, fields: Record<string, string>, extra: Record<string, string> = {}) {
  const response = await callWorker(path, env(extra), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: cookie },
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("Location"), html: text(await response.text()) };
}


async function simulated(id: string): Promise<SimulatedPayment> {
  const response = await fetch(`${SIMULATOR}/_simulator/payments/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SimulatedPayment;
}

/** A deposit of €50 booked by `name` a week further ahead than the last, paid with iDEAL, and the webhook delivered. */
async function paidDeposit(name: string): Promise<{ bookingId: string; providerId: string }> {
  weeks += 1;
  const page = await site.get(`${SELF_PAGE}&from=${weeksAhead(weeks)}`);
  const slot = offered(page.body)[0]!;
  const posted = await site.post(SELF_PAGE, bookingDetails(name, slot));
  expect(posted.status).toBe(303);
  const checkout = posted.location!;
  const providerId = checkout.split("/").pop()!;
  expect((await fetch(checkout)).status).toBe(200);
  expect((await fetch(checkout, { method: "POST", body: new URLSearchParams({ status: "paid" }), redirect: "manual" })).status).toBe(303);
  const webhook = await callWorker("/payments/webhook", site.overrides, {
    method: "POST",
    body: new URLSearchParams({ id: providerId }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": mollieAddress() },
  });
  expect(await webhook.text()).toBe("OK: confirmed\n");
  const booking = (await site.documents("Bookings")).find((row) => row.name === name)!;
  return { bookingId: booking.id, providerId };
}

async function storedRefunds(paymentId: string) {
  const payment = (await site.documents("Payments")).find((row) => row.id === paymentId)!;
  return payment.refunds as Array<Record<string, unknown>>;
}

const refundFields = (amount: string, refundsSeen = "0") => ({ intent: "refund", amount, confirm: "yes", refundsSeen });

describe("/studio/payments", () => {
  it("shows an admin a paid deposit with its method and Mollie id, linked to its booking, and filters by status; an editor gets 403", async () => {
    const { bookingId, providerId } = await paidDeposit("Ada Jansen");

    const page = await get("/studio/payments", cookies.admin);
    expect(page.status).toBe(200);
    const row = new RegExp(`<tr>(?:(?!</tr>).)*${providerId}(?:(?!</tr>).)*</tr>`, "s").exec(page.html)?.[0] ?? "";
    for (const cell of ["Deposit", "€50", "Paid", "iDEAL", `href="/studio/bookings/${bookingId}"`]) expect(row).toContain(cell);
    // The studio's navigation names the page, for admins.
    expect(page.html).toMatch(/href="\/studio\/payments"[^>]*>Payments</);

    expect((await get("/studio/payments?status=paid", cookies.admin)).html).toContain(providerId);
    const open = await get("/studio/payments?status=open", cookies.admin);
    expect(open.status).toBe(200);
    expect(open.html).not.toContain(providerId);

    expect((await get("/studio/payments", cookies.editor)).status).toBe(403);
    expect((await get("/studio/inbox", cookies.editor)).html).not.toContain('href="/studio/payments"');
  });
});

describe("/studio/payments, page by page", () => {
  it("shows 50 payments to a page, newest first, and the rest on the older page, with the filter kept", async () => {
    const { projectId, firestore } = await seededProject("studio-payments-pages");
    const pager = `payments-pager.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
    await grantStudioUser(firestore, pager, "admin");
    const cookie = await studioCookie(pager, firestore);
    const start = Date.parse("2026-09-01T08:00:00Z");
    const stored = (index: number) => {
      const at = new Date(start + index * 3_600_000);
      const id = `page-${String(index).padStart(2, "0")}`;
      return {
        path: `Payments/${id}`,
        data: {
          purpose: "deposit", status: index % 10 === 0 ? "expired" : "paid", amountCents: 5000, currency: "EUR", description: "Deposit", provider: "mollie",
          providerId: `tr_Page${String(index).padStart(2, "0")}`, bookingId: id, refunds: [], email: "someone@example.org", emailKeys: ["someone@example.org"], method: "ideal", createdAt: at, updatedAt: at,
        },
      };
    };
    await firestore.commit(Array.from({ length: 55 }, (_, index) => stored(index)));
    const page = async (path: string) => text(await (await callWorker(path, { FIRESTORE_PROJECT_ID: projectId, ...studioEnv }, { headers: { Cookie: cookie } })).text());
    const shown = (html: string) => [...html.matchAll(/<code>(tr_Page\d\d)<\/code>/g)].map((match) => match[1]!);

    const first = await page("/studio/payments");
    expect(shown(first)).toHaveLength(50);
    expect(shown(first)[0]).toBe("tr_Page54");
    const older = /href="(\/studio\/payments\?cursor=[^"]+)"[^>]*>Older payments/.exec(first)?.[1];
    expect(older).toBeDefined();
    const second = await page(older!);
    expect(shown(second)).toEqual(["tr_Page04", "tr_Page03", "tr_Page02", "tr_Page01", "tr_Page00"]);
    expect(second).not.toContain("Older payments");
    expect(second).toContain("Newest payments");

    const expired = await page("/studio/payments?status=expired");
    expect(shown(expired)).toEqual(["tr_Page50", "tr_Page40", "tr_Page30", "tr_Page20", "tr_Page10", "tr_Page00"]);
    expect(expired).toMatch(/<option value="expired" selected="">/);
  });
});

describe("a refund by hand from the booking's page", () => {
  it("refunds part of a deposit at Mollie, and shows it in the table, on the booking's page and in the audit log", async () => {
    const { bookingId, providerId } = await paidDeposit("Bram de Wit");
    const path = `/studio/bookings/${bookingId}`;
    const before = await get(path, cookies.admin);
    expect(before.html).toContain("Refund by hand");
    expect(before.html).toMatch(/name="amount"[^>]*value="50.00"/);

    // Editors see the payment but may not refund it.
    const asEditor = await get(path, cookies.editor);
    expect(asEditor.html).toContain(providerId);
    expect(asEditor.html).not.toContain("Refund by hand");
    expect((await post(path, cookies.editor, refundFields("20"))).status).toBe(403);

    const refunded = await post(path, cookies.admin, refundFields("20"));
    expect(refunded.status).toBe(303);
    expect(refunded.location).toBe(`${path}?refunded=1`);

    expect((await simulated(providerId)).refunds).toMatchObject([{ amount: { value: "20.00" } }]);
    expect(await storedRefunds(bookingId)).toMatchObject([{ amountCents: 2000, reason: "by-hand", by: admin }]);

    const after = await get(`${path}?refunded=1`, cookies.admin);
    expect(after.html).toContain("The refund was made at Mollie");
    expect(after.html).toMatch(/<dt>Remains<\/dt><dd>€30<\/dd>/);
    expect(after.html).toMatch(/name="amount"[^>]*value="30.00"/);

    const table = await get("/studio/payments", cookies.admin);
    expect(table.html).toContain(`€20, by hand, pending, by ${admin}`);

    const audit = await get("/studio/audit", cookies.admin);
    expect(audit.html).toContain("Refunded a payment by hand");
    expect(audit.html).toContain(`Payments/${bookingId}`);
    expect(audit.html).not.toContain("bram.de.wit@example.org");
  });

  it("makes one refund of a post sent twice, at once or one after the other", async () => {
    const { bookingId, providerId } = await paidDeposit("Carla Smit");
    const path = `/studio/bookings/${bookingId}`;
    const [first, second] = await Promise.all([post(path, cookies.admin, refundFields("10")), post(path, cookies.admin, refundFields("10"))]);
    expect([first.status, second.status]).toContain(303);
    for (const answer of [first, second]) expect([303, 409]).toContain(answer.status);

    // Sent again later, from the page as it was: told that a refund was recorded since, and nothing more is refunded.
    const again = await post(path, cookies.admin, refundFields("10"));
    expect(again.status).toBe(409);
    expect(again.html).toContain("A refund of this payment was recorded since the page was shown");

    expect((await simulated(providerId)).refunds).toHaveLength(1);
    expect(await storedRefunds(bookingId)).toMatchObject([{ amountCents: 1000, reason: "by-hand" }]);
    const entries = (await site.documents("StudioAudit")).filter((entry) => entry.action === "Refunded a payment by hand" && entry.document === `Payments/${bookingId}`);
    expect(entries).toHaveLength(1);
  });

  it("refuses an amount above what remains with a 400 and the field's message, and refunds nothing", async () => {
    const { bookingId, providerId } = await paidDeposit("Dirk Visser");
    const path = `/studio/bookings/${bookingId}`;
    const tooMuch = await post(path, cookies.admin, refundFields("50.01"));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.html).toContain("Enter at most €50: that is what remains of the €50 paid, after €0 refunded.");
    expect(tooMuch.html).toMatch(/id="refund-amount-error"/);
    expect(tooMuch.html).toMatch(/name="amount"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="amount"/);

    const fraction = await post(path, cookies.admin, refundFields("12.345"));
    expect(fraction.status).toBe(400);
    expect(fraction.html).toContain("at most two decimals");

    const unconfirmed = await post(path, cookies.admin, { intent: "refund", amount: "5", refundsSeen: "0" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.html).toContain("Tick the box to confirm the refund.");

    expect((await simulated(providerId)).refunds).toHaveLength(0);
    expect(await storedRefunds(bookingId)).toEqual([]);
  });

  it("says Mollie could not be reached with a 503 when it cannot, and refunds nothing", async () => {
    const { bookingId, providerId } = await paidDeposit("Eva Bakker");
    const down = await post(`/studio/bookings/${bookingId}`, cookies.admin, refundFields("5"), { MOLLIE_API_URL: "http://127.0.0.1:9/v2" });
    expect(down.status).toBe(503);
    expect(down.html).toContain("Mollie could not be reached; nothing was refunded");
    expect((await simulated(providerId)).refunds).toHaveLength(0);
    expect(await storedRefunds(bookingId)).toEqual([]);
  });
});
