import { beforeAll, describe, expect, it } from "vitest";
import type { FirestoreClient } from "~/firestore/client.server";
import { isFirestoreError } from "~/firestore/client.server";
import { issueVoucher, readVoucher, redeemWrites, restoreVoucher, voucherProblem, type StoredVoucher } from "~/models/vouchers.server";
import type { VoucherOrder } from "~/schemas/payment";
import { formatVoucherCode, newVoucherCode } from "~/models/voucher-code";
import { callWorker, seededProject } from "./support";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";

// Gift vouchers against the real emulator: a voucher's balance is spent once however many bookings
// race for it, a cancelled booking gives back once, and the studio finds, voids and audits them on
// a page nobody else sees.

const SITE = "https://example.com";
const quiet = () => {};

const ORDER: VoucherOrder = {
  buyerName: "Mieke de Graaf",
  buyerEmail: "Mieke.deGraaf@example.org",
  recipientName: "Anouk de Graaf",
  recipientEmail: "anouk@example.net",
  message: "Happy birthday!",
  delivery: "email-recipient",
  serviceName: "",
  postalAddress: "",
};

let project: { projectId: string; firestore: FirestoreClient };
let app: { firestore: FirestoreClient; log: typeof quiet };

beforeAll(async () => {
  project = await seededProject("vouchers");
  app = { firestore: project.firestore, log: quiet };
});

/** A voucher of `amountCents`, issued now, as the gift purchase issues it once paid. */
async function voucher(amountCents: number, order: Partial<VoucherOrder> = {}): Promise<StoredVoucher> {
  const code = newVoucherCode();
  expect(await issueVoucher(app, { code, order: { ...ORDER, ...order }, amountCents, paymentId: `pay-${code}`, now: new Date() })).toBe("issued");
  return (await readVoucher(app, code))!;
}

/** A booking's own write, committed with the voucher's as the booking post does. */
const bookingWrite = (id: string) => ({ path: `VoucherTestBookings/${id}`, data: { id }, options: { exists: false } });

describe("paying with a voucher", () => {
  it("two bookings that read the voucher at the same version, committed at once: exactly one goes through, and the balance is charged once", async () => {
    const stored = await voucher(15_000);
    const now = new Date();
    const commit = (bookingId: string) =>
      project.firestore.commit([...redeemWrites(stored, { bookingId, amountCents: 12_000, now }), bookingWrite(bookingId)]).then(
        () => "committed",
        (error: unknown) => (isFirestoreError(error) ? error.kind : "other"),
      );
    const outcomes = await Promise.all([commit("race-a"), commit("race-b")]);
    expect(outcomes.sort()).toEqual(["committed", "conflict"]);

    const after = (await readVoucher(app, stored.code))!;
    expect(after.voucher.balanceCents).toBe(3_000);
    expect(after.voucher.uses).toHaveLength(1);
    expect(after.voucher.uses[0]).toMatchObject({ kind: "redeemed", amountCents: 12_000, by: "visitor" });
    // The refused booking's own write was refused with it: nothing half done.
    const winner = after.voucher.uses[0]!.bookingId;
    const loser = winner === "race-a" ? "race-b" : "race-a";
    expect(await project.firestore.getDocument(`VoucherTestBookings/${winner}`)).not.toBeNull();
    expect(await project.firestore.getDocument(`VoucherTestBookings/${loser}`)).toBeNull();
  });

  it("is refused for a second voucher issued under a code already taken: a conflict, never an overwrite", async () => {
    const stored = await voucher(5_000);
    const again = await issueVoucher(app, { code: stored.code, order: ORDER, amountCents: 9_900, paymentId: "another-payment", now: new Date() });
    expect(again).toBe("taken");
    const same = await issueVoucher(app, { code: stored.code, order: ORDER, amountCents: 5_000, paymentId: stored.voucher.paymentId, now: new Date() });
    expect(same).toBe("already-issued");
    expect((await readVoucher(app, stored.code))!.voucher).toEqual(stored.voucher);
  });

  it("a booking that costs less keeps the rest on the voucher; a cancelled booking gives back once, however often it is cancelled", async () => {
    const stored = await voucher(10_000);
    await project.firestore.commit(redeemWrites(stored, { bookingId: "partial", amountCents: 4_000, now: new Date() }));
    const redeemed = (await readVoucher(app, stored.code))!;
    expect(redeemed.voucher.balanceCents).toBe(6_000);
    expect(voucherProblem(redeemed.voucher)).toBeNull();

    expect(await restoreVoucher(app, redeemed, { bookingId: "partial", amountCents: 4_000, now: new Date() })).toBe("restored");
    const restored = (await readVoucher(app, stored.code))!;
    expect(restored.voucher.balanceCents).toBe(10_000);
    // Again, from the voucher as it is now: nothing to give back. From the version before: refused.
    expect(await restoreVoucher(app, restored, { bookingId: "partial", amountCents: 4_000, now: new Date() })).toBe("nothing");
    expect(await restoreVoucher(app, redeemed, { bookingId: "partial", amountCents: 4_000, now: new Date() })).toBe("changed");

    const final = (await readVoucher(app, stored.code))!;
    expect(final.voucher.balanceCents).toBe(10_000);
    expect(final.voucher.uses.map((use) => [use.kind, use.amountCents, use.bookingId])).toEqual([
      ["redeemed", 4_000, "partial"],
      ["restored", 4_000, "partial"],
    ]);
  });
});

describe("the studio's vouchers page", () => {
  const admin = `admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
  const editor = `editor.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
  const cookies = { admin: "", editor: "" };
  const env = () => ({ FIRESTORE_PROJECT_ID: project.projectId, ...studioEnv });
  const get = async (path: string, cookie = "") => {
    const response = await callWorker(path, env(), { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
    return { response, html: await response.text() };
  };
  const post = async (path: string, cookie: string, fields: Record<string, string>) => {
    const response = await callWorker(path, env(), {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: cookie },
      redirect: "manual",
    });
    return { response, html: await response.text() };
  };
  const updateTimeOf = (html: string) => /name="updateTime" value="([^"]+)"/.exec(html)?.[1];

  beforeAll(async () => {
    await grantStudioUser(project.firestore, admin, "admin");
    await grantStudioUser(project.firestore, editor, "editor");
    cookies.admin = await studioCookie(admin, project.firestore);
    cookies.editor = await studioCookie(editor, project.firestore);
  });

  it("finds a voucher by its code typed in lower case without dashes, and by the buyer's email in another case", async () => {
    const stored = await voucher(7_500);
    const byCode = await get(`/studio/vouchers?q=${stored.code.toLowerCase()}`, cookies.editor);
    expect(byCode.response.status).toBe(200);
    expect(byCode.html).toContain(formatVoucherCode(stored.code));
    // Written as on the rest of the site: "€75", not "€75.00".
    expect(byCode.html).toMatch(/€75(?![.\d])/);
    expect(byCode.html).toContain(ORDER.recipientName);

    const byEmail = await get(`/studio/vouchers?q=${encodeURIComponent(ORDER.buyerEmail.toUpperCase())}`, cookies.editor);
    expect(byEmail.response.status).toBe(200);
    expect(byEmail.html).toContain(formatVoucherCode(stored.code));

    const mistyped = await get(`/studio/vouchers?q=${stored.code.slice(0, 11)}${stored.code[11] === "0" ? "1" : "0"}`, cookies.editor);
    expect(mistyped.html).toContain("a character is mistyped");
    expect(mistyped.html).not.toContain(formatVoucherCode(stored.code));
  });

  it("lets an admin void a voucher, not an editor (403); the void is audited, and the voucher then reads as void", async () => {
    const stored = await voucher(12_000);
    const search = `/studio/vouchers?q=${stored.code}`;
    const editorPage = await get(search, cookies.editor);
    expect(editorPage.response.status).toBe(200);
    expect(editorPage.html).toContain(formatVoucherCode(stored.code));
    expect(editorPage.html).not.toContain("Yes, void this voucher");
    const adminPage = await get(search, cookies.admin);
    expect(adminPage.html).toContain("Yes, void this voucher");
    const seen = updateTimeOf(adminPage.html)!;
    expect(seen).toBe(stored.updateTime);

    // The admin's form, posted by an editor: refused, and nothing changed.
    const refused = await post(search, cookies.editor, { intent: "void", code: stored.code, updateTime: seen, confirm: "yes" });
    expect(refused.response.status).toBe(403);
    expect((await readVoucher(app, stored.code))!.voucher.status).toBe("active");

    const unconfirmed = await post(search, cookies.admin, { intent: "void", code: stored.code, updateTime: seen });
    expect(unconfirmed.response.status).toBe(400);

    const voided = await post(search, cookies.admin, { intent: "void", code: stored.code, updateTime: seen, confirm: "yes" });
    expect(voided.response.status).toBe(303);
    expect(voided.response.headers.get("Location")).toBe(`/studio/vouchers?q=${stored.code}&done=voided`);
    const after = (await readVoucher(app, stored.code))!;
    expect(voucherProblem(after.voucher)).toBe("void");
    expect(after.voucher.uses.at(-1)).toMatchObject({ kind: "voided", amountCents: 12_000, by: admin });

    const shown = await get(`/studio/vouchers?q=${stored.code}&done=voided`, cookies.admin);
    expect(shown.html).toContain("The voucher is void");
    expect(shown.html).toMatch(/studio-badge[^"]*">Void</);

    const audit = await get("/studio/audit", cookies.admin);
    expect(audit.html).toContain("Voided a gift voucher");
    expect(audit.html).toContain(`Vouchers/${stored.code}`);
    // The audit log keeps no buyer's or recipient's details.
    expect(audit.html).not.toContain(ORDER.buyerEmail);
    expect(audit.html).not.toContain(ORDER.recipientName);
  });

  it("lists a printed voucher under the cards to post until an editor marks it posted", async () => {
    const stored = await voucher(5_000, { delivery: "print", recipientName: "Fenna Postma" });
    const queue = await get("/studio/vouchers", cookies.editor);
    expect(queue.html).toContain("Cards to post");
    expect(queue.html).toContain(formatVoucherCode(stored.code));
    const page = await get(`/studio/vouchers?q=${stored.code}`, cookies.editor);
    const marked = await post(`/studio/vouchers?q=${stored.code}`, cookies.editor, { intent: "posted", code: stored.code, updateTime: updateTimeOf(page.html)! });
    expect(marked.response.status).toBe(303);
    expect((await readVoucher(app, stored.code))!.voucher.printed).toBe(true);
    expect((await get("/studio/vouchers", cookies.editor)).html).not.toContain(formatVoucherCode(stored.code));
  });

  it("refuses a change made from a page that is out of date (409), and extends from the version shown", async () => {
    const stored = await voucher(6_000);
    const search = `/studio/vouchers?q=${stored.code}`;
    const seen = updateTimeOf((await get(search, cookies.admin)).html)!;
    // A booking takes from it meanwhile.
    await project.firestore.commit(redeemWrites(stored, { bookingId: "meanwhile", amountCents: 1_000, now: new Date() }));
    const stale = await post(search, cookies.admin, { intent: "extend", code: stored.code, updateTime: seen });
    expect(stale.response.status).toBe(409);
    expect(stale.html).toContain("This voucher changed since you opened the page");
    expect((await readVoucher(app, stored.code))!.voucher.expiresAt).toBe(stored.voucher.expiresAt);

    const fresh = updateTimeOf((await get(search, cookies.admin)).html)!;
    const extended = await post(search, cookies.admin, { intent: "extend", code: stored.code, updateTime: fresh });
    expect(extended.response.status).toBe(303);
    const after = (await readVoucher(app, stored.code))!.voucher;
    const months = (Date.parse(after.expiresAt) - Date.parse(stored.voucher.expiresAt)) / (30.44 * 86_400_000);
    expect(Math.round(months)).toBe(6);
    expect(after.balanceCents).toBe(5_000);
    expect(after.uses.map((use) => use.kind)).toEqual(["redeemed", "extended"]);
  });
});

describe("/studio/vouchers is private", () => {
  it("is never stored by a cache, and sends a signed-out visitor to the sign-in page", async () => {
    const stored = await voucher(4_000);
    const admin = `private.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
    await grantStudioUser(project.firestore, admin, "admin");
    const cookie = await studioCookie(admin, project.firestore);
    const env = { FIRESTORE_PROJECT_ID: project.projectId, ...studioEnv };
    const path = `/studio/vouchers?q=${stored.code}`;

    const signedIn = await callWorker(path, env, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
    expect(signedIn.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    // No page-cache outcome: the page cache never looked at it.
    expect(signedIn.headers.get("Server-Timing") ?? "").not.toMatch(/page;desc=/);
    expect(await signedIn.text()).toContain(formatVoucherCode(stored.code));

    for (let visit = 0; visit < 2; visit++) {
      const signedOut = await callWorker(path, env, { redirect: "manual" });
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("Location")).toBe(`/studio/sign-in?redirectTo=${encodeURIComponent(path)}`);
      expect(signedOut.headers.get("Cache-Control")).toBe("private, no-store");
      const body = await signedOut.text();
      expect(body).not.toContain(formatVoucherCode(stored.code));
      expect(body).not.toContain(ORDER.buyerName);
    }
  });
});
