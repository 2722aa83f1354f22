import type { Route } from "./+types/studio.vouchers";
import { data, redirect } from "react-router";
import { Form, Link } from "react-router";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { StudioTable } from "~/components/studio/StudioTable";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { findVouchers, printQueue, type VoucherSearch } from "~/models/vouchers.server";
import { pageUrl } from "~/site/page-url";
import { requireAdmin, studioUserContext } from "~/studio/auth/guard.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";
import { EXTENSION_MONTHS, extendVoucher, markCardPosted, voidVoucher, voucherView, type VoucherChangeResult, type VoucherView } from "~/studio/vouchers.server";
import { parseVoucherCode } from "~/models/voucher-code";

/**
 * Gift vouchers (editors and admins): find one by its code or by the buyer's or recipient's email
 * address, read its balance and history, and post a printed card. Admins may also extend or void
 * one. The search is a GET form, so it works without JavaScript; each change is a POST through the
 * studio's one write, from the version shown, and comes back here with the voucher (POST, redirect, GET).
 */

export const meta: Route.MetaFunction = () => [{ title: "Vouchers | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

/** What a search was read as, in the page's words. */
const SEARCH_NOTES: Record<VoucherSearch["by"], string> = {
  code: "No voucher has this code.",
  email: "No voucher names this email address as its buyer or recipient.",
  "mistyped-code": "That is not a valid voucher code: a character is mistyped (its last character checks the others). Compare it with the voucher again.",
  unrecognised: "Type a voucher code (12 letters and numbers, with or without dashes) or a whole email address.",
};

const DONE_NOTES: Record<string, string> = {
  extended: "The voucher was extended.",
  voided: "The voucher is void: it can no longer pay for anything.",
  posted: "The card is marked posted.",
};

const VOUCHERS_PATH = "/studio/vouchers";

/** The longest text a search takes: an email address at most. */
const QUERY_MAX_LENGTH = 254;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = context.get(studioUserContext);
  const url = pageUrl(request);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX_LENGTH);
  const now = new Date();
  const search = q ? await findVouchers(app, q) : null;
  const queue = q ? [] : await printQueue(app);
  return {
    q,
    admin: user.role === "admin",
    extensionMonths: EXTENSION_MONTHS,
    search: search ? { note: search.vouchers.length ? null : SEARCH_NOTES[search.by], vouchers: search.vouchers.map((stored) => voucherView(stored, now)) } : null,
    queue: queue.map((stored) => voucherView(stored, now)),
    done: DONE_NOTES[url.searchParams.get("done") ?? ""] ?? null,
  };
}

const INTENTS = ["extend", "extend-to", "void", "posted"] as const;
type Intent = (typeof INTENTS)[number];
/** Only admins extend or void; anyone in the studio may mark a card posted. */
const ADMIN_INTENTS: ReadonlySet<Intent> = new Set(["extend", "extend-to", "void"]);
const DONE: Record<Intent, string> = { extend: "extended", "extend-to": "extended", void: "voided", posted: "posted" };

type ActionData = { code: string; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const editor = context.get(studioUserContext);
  const form = await request.formData().catch(() => new FormData());
  const posted = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = posted("intent") as Intent;
  if (!INTENTS.includes(intent)) return data<ActionData>({ code: "", message: "Choose one of the page's buttons." }, { status: 400 });
  const user = ADMIN_INTENTS.has(intent) ? requireAdmin(context) : editor;
  const code = parseVoucherCode(posted("code"));
  if (!code) return data<ActionData>({ code: "", message: "This form names no voucher: search for it again." }, { status: 400 });
  if (intent === "void" && posted("confirm") !== "yes") {
    return data<ActionData>({ code, message: "Tick “Yes, void this voucher” to void it. Nothing was changed." }, { status: 400 });
  }
  if (intent === "extend-to" && !posted("until")) {
    return data<ActionData>({ code, message: "Choose the new expiry date, or extend by 6 months. Nothing was changed." }, { status: 400 });
  }

  const env = context.get(cloudflareContext).env;
  const input = { code, seen: posted("updateTime") };
  let result: VoucherChangeResult;
  if (intent === "void") result = await voidVoucher(app, env, user, input);
  else if (intent === "posted") result = await markCardPosted(app, env, user, input);
  else result = await extendVoucher(app, env, user, { ...input, until: intent === "extend-to" ? posted("until") : undefined });

  switch (result.status) {
    case "saved":
      throw redirect(`${VOUCHERS_PATH}?q=${code}&done=${DONE[intent]}`, 303);
    case "limited":
      return tooManySaves<ActionData>({ code, message: `${SAVE_LIMIT_MESSAGE} Nothing was changed.` });
    case "conflict":
      return data<ActionData>(
        { code, message: "This voucher changed since you opened the page (a booking, or someone in the studio). It now shows as it is: check it, and try again if it still needs it. Nothing was changed." },
        { status: 409 },
      );
    case "not-found":
      return data<ActionData>({ code, message: "No voucher has this code any more. Nothing was changed." }, { status: 404 });
    case "refused":
      return data<ActionData>({ code, message: result.message }, { status: 400 });
  }
}

export default function StudioVouchers({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { q, admin, extensionMonths, search, queue, done } = loaderData;
  return (
    <>
      <h1>Vouchers</h1>
      <p className="studio-muted">Gift vouchers bought on the website: find one by its code or by the buyer&apos;s or recipient&apos;s email address. Dates are the studio&apos;s (Amsterdam).</p>
      {done && !answer ? <StudioNotice tone="ok">{done}</StudioNotice> : null}
      {answer ? <StudioNotice tone="error">{answer.message}</StudioNotice> : null}

      <Form method="get" className="studio-journal-filters" role="search">
        <div className="studio-field">
          <label htmlFor="voucher-q">Code or email address</label>
          <input id="voucher-q" name="q" type="search" defaultValue={q} maxLength={QUERY_MAX_LENGTH} autoComplete="off" spellCheck={false} />
        </div>
        <button type="submit" className="studio-button studio-button--quiet">
          Find
        </button>
      </Form>

      {search ? (
        <section aria-labelledby="vouchers-found">
          <h2 id="vouchers-found">{search.vouchers.length === 1 ? "1 voucher" : `${search.vouchers.length} vouchers`}</h2>
          {search.note ? <p>{search.note}</p> : null}
          {search.vouchers.map((voucher) => (
            <VoucherCard key={voucher.code} voucher={voucher} admin={admin} extensionMonths={extensionMonths} />
          ))}
        </section>
      ) : (
        <PrintQueue queue={queue} />
      )}
    </>
  );
}

function PrintQueue({ queue }: { queue: readonly VoucherView[] }) {
  return (
    <section aria-labelledby="print-queue">
      <h2 id="print-queue">Cards to post</h2>
      {queue.length === 0 ? (
        <p className="studio-muted">No printed voucher is waiting to be posted.</p>
      ) : (
        <StudioTable columns={["Code", "For", "Amount", "Bought"]} caption="Printed vouchers not yet marked posted, oldest first" captionClassName="studio-muted">
          {queue.map((voucher) => (
            <tr key={voucher.code}>
              <th scope="row">
                <Link to={`${VOUCHERS_PATH}?q=${voucher.code}`} prefetch="none">
                  <code>{voucher.formatted}</code>
                </Link>
              </th>
              <td>{voucher.recipient.name}</td>
              <td>{voucher.amount}</td>
              <td>{voucher.issued}</td>
            </tr>
          ))}
        </StudioTable>
      )}
    </section>
  );
}

function VoucherCard({ voucher, admin, extensionMonths }: { voucher: VoucherView; admin: boolean; extensionMonths: number }) {
  const id = `voucher-${voucher.code}`;
  const action = `${VOUCHERS_PATH}?q=${voucher.code}`;
  const hidden = (
    <>
      <input type="hidden" name="code" value={voucher.code} />
      <input type="hidden" name="updateTime" value={voucher.updateTime} />
    </>
  );
  return (
    <section className="studio-card" aria-labelledby={id}>
      <h3 id={id}>
        <code>{voucher.formatted}</code>{" "}
        <span className={voucher.statusLabel === "Active" ? "studio-badge studio-badge--ok" : "studio-badge studio-badge--warn"}>{voucher.statusLabel}</span>
      </h3>
      <dl className="studio-definition">
        <dt>Amount</dt>
        <dd>
          {voucher.amount}
          {voucher.serviceName ? ` (${voucher.serviceName})` : null}
        </dd>
        <dt>Balance</dt>
        <dd>{voucher.balance}</dd>
        <dt>Bought</dt>
        <dd>{voucher.issued}</dd>
        <dt>Expires</dt>
        <dd>{voucher.expires}</dd>
        <dt>Buyer</dt>
        <dd>
          {voucher.buyer.name} (<a href={`mailto:${voucher.buyer.email}`}>{voucher.buyer.email}</a>)
        </dd>
        <dt>For</dt>
        <dd>
          {voucher.recipient.name}
          {voucher.recipient.email ? (
            <>
              {" "}
              (<a href={`mailto:${voucher.recipient.email}`}>{voucher.recipient.email}</a>)
            </>
          ) : null}
        </dd>
        <dt>Delivery</dt>
        <dd>
          {voucher.deliveryLabel}
          {voucher.delivery === "print" ? (voucher.printed ? ": posted" : ": not yet posted") : null}
        </dd>
        <dt>Message</dt>
        <dd>{voucher.message || <span className="studio-muted">(none)</span>}</dd>
        <dt>Payment</dt>
        <dd>
          <code>{voucher.paymentId}</code>
        </dd>
      </dl>

      <h4>History</h4>
      {voucher.uses.length === 0 ? (
        <p className="studio-muted">Not used yet.</p>
      ) : (
        <StudioTable columns={["When", "What", "Amount", "Booking", "By"]}>
          {voucher.uses.map((use) => (
            <tr key={use.key}>
              <td>
                <time dateTime={use.at}>{use.atLabel}</time>
              </td>
              <td>
                {use.kindLabel}
                {use.expires ? ` to ${use.expires}` : null}
              </td>
              <td>{use.amount}</td>
              <td>
                {use.bookingId ? (
                  <Link to={`/studio/bookings/${use.bookingId}`} prefetch="none">
                    {use.bookingId}
                  </Link>
                ) : null}
              </td>
              <td>{use.by}</td>
            </tr>
          ))}
        </StudioTable>
      )}

      {voucher.delivery === "print" && !voucher.printed && voucher.status === "active" ? (
        <Form method="post" action={action} className="studio-actions">
          {hidden}
          <input type="hidden" name="intent" value="posted" />
          <button type="submit" className="studio-button">
            Mark card posted
          </button>
        </Form>
      ) : null}

      {admin && voucher.status === "active" ? (
        <>
          <Form method="post" action={action} className="studio-form">
            {hidden}
            <fieldset>
              <legend>Extend</legend>
              <div className="studio-field">
                <label htmlFor={`${id}-until`}>To this date (optional)</label>
                <input id={`${id}-until`} name="until" type="date" aria-describedby={`${id}-until-hint`} />
                <p className="studio-field__hint" id={`${id}-until-hint`}>
                  {`It then expires at the end of that day. Or extend it by ${extensionMonths} months from its expiry (from today, if it has expired).`}
                </p>
              </div>
              <div className="studio-actions">
                <button type="submit" name="intent" value="extend" className="studio-button studio-button--quiet">
                  {`Extend by ${extensionMonths} months`}
                </button>
                <button type="submit" name="intent" value="extend-to" className="studio-button studio-button--quiet">
                  Extend to the date
                </button>
              </div>
            </fieldset>
          </Form>
          <Form method="post" action={action} className="studio-form">
            {hidden}
            <input type="hidden" name="intent" value="void" />
            <fieldset>
              <legend>Void</legend>
              <p className="studio-muted">{`A void voucher pays for nothing more; its balance of ${voucher.balance} stays on record. It cannot be undone here.`}</p>
              <div className="studio-field studio-field--inline">
                <input type="checkbox" id={`${id}-confirm`} name="confirm" value="yes" required />
                <label htmlFor={`${id}-confirm`}>Yes, void this voucher</label>
              </div>
              <div className="studio-actions">
                <button type="submit" className="studio-button studio-button--danger">
                  Void
                </button>
              </div>
            </fieldset>
          </Form>
        </>
      ) : null}
    </section>
  );
}
