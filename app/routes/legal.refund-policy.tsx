import type { Route } from "./+types/legal.refund-policy";
import { Link } from "react-router";
import { PolicyPage, PolicySection, policyHandle, useStudioContact } from "~/components/PolicyPage";
import { DEFAULT_CANCELLATION_CUTOFF_HOURS, EARLY_START_CONSENT_LABEL, hours, refundTableRows, WITHDRAWAL_DAYS } from "~/data/refund-policy";
import { appContext } from "~/firestore/app-context.server";
import { getAvailabilitySettings } from "~/models/availability.server";

export const handle = policyHandle("refund-policy");

/** The cut-off the booking pages and the cancellation code use: the table is printed with it. */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getAvailabilitySettings(context.get(appContext));
  return { cutoffHours: settings?.cancellationCutoffHours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS };
}

export default function RefundPolicy({ loaderData }: Route.ComponentProps) {
  const { business, emailLink } = useStudioContact();
  const { cutoffHours } = loaderData;
  const cutoff = hours(cutoffHours);
  return (
    <PolicyPage lead="Plans change. Here is how to move or cancel a session, what happens to your deposit, how gift vouchers work, and how to return a swatch wallet, including the rights Dutch and European consumer law give you." contents>
        <PolicySection id="in-short" title="In short">
          <ul>
            <li>
              Until <strong>{cutoff} before your session</strong> you can cancel it for a full refund, or move it to
              another time, with the link in your confirmation email.
            </li>
            <li>
              Cancel later than that, or do not come, and we keep the deposit: <strong>€50</strong> on a colour
              analysis. Anything you paid above it is refunded.
            </li>
            <li>
              Within <strong>{WITHDRAWAL_DAYS} days</strong> of booking you may withdraw for a full refund at any time
              until your session begins.
            </li>
            <li>If we have to cancel, you always get everything back.</li>
            <li>
              Gift vouchers are <strong>valid for 2 years</strong> and can be returned for a full refund within{" "}
              {WITHDRAWAL_DAYS} days of purchase if they have not been used.
            </li>
            <li>A swatch wallet that arrives damaged is replaced free of charge.</li>
          </ul>
          <p>
            Where this policy and the law differ, whichever is more favourable to you applies. Nothing here limits
            your statutory rights.
          </p>
        </PolicySection>

        <PolicySection id="deposits" title="Deposits and paying online">
          <p>
            When you book a colour analysis online, a deposit of €50 secures your time: from that moment the slot is
            yours and we offer it to no one else. You pay it as the last step of booking, with iDEAL, a card or
            Bancontact, on the secure checkout of our payment provider, Mollie, and your booking is confirmed as soon
            as the payment has gone through. If you would rather have everything settled at once, you can pay the
            full price instead. Whatever remains of the price is paid on the day of your session.
          </p>
          <p>
            A digital analysis has no appointment to hold, so you pay its full price when you order it, and we begin
            once your photos have arrived.
          </p>
        </PolicySection>

        <PolicySection id="cancelling" title="Cancelling or moving a session">
          <p>
            This table sets out what happens to your payment when a session is cancelled or moved, or a digital
            analysis cancelled. Our booking system applies exactly these rules, so what you read here is what happens.
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="cancel-table-caption">
            <table>
              <caption id="cancel-table-caption">What happens to your payment when a session is cancelled or moved, or a digital analysis cancelled</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Your payment</th>
                </tr>
              </thead>
              <tbody>
                {refundTableRows(cutoffHours).map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.when}</th>
                    <td>{row.outcome}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            A refund always goes back the way you paid: through Mollie to your bank account or card, and any part
            you paid with a gift voucher back onto the voucher. If you paid the full price and cancel late, we keep
            only the amount of the deposit, never more.
          </p>
          <p>
            To cancel or move, use the link in your confirmation email: it works until {cutoff} before your session.
            After that, call us, email {emailLink} or send us a WhatsApp message and we handle it for you, by the
            same table.
          </p>
          <p>
            A partner or group session is one booking with one payment, and the table applies to it as a whole. If
            one of you cannot come, someone else may take their place at no cost; just tell us their name before the
            session.
          </p>
        </PolicySection>

        <PolicySection id="rescheduling" title="Rescheduling a session">
          <ul>
            <li>
              You can move your session to any free time up to <strong>{cutoff}</strong> before it starts, as often
              as you need. Your deposit or payment moves with it, and a moved session keeps its original price, even
              if our prices have gone up since you booked.
            </li>
            <li>
              Feeling unwell? A cold, a flare-up of eczema or a fresh sunburn changes how your skin reacts to colour,
              so we would rather see you another day. Tell us as soon as you can, even on the morning itself, and we
              move your session once, with your payment, whatever the time.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="withdrawal" title={`Your ${WITHDRAWAL_DAYS}-day right of withdrawal`}>
          <p>
            When you buy from us at a distance (on this website, by email, by phone or through WhatsApp), European
            consumer law and Dutch law (Book 6, Articles 230o to 230s of the Dutch Civil Code) give you the right to
            withdraw from the contract within {WITHDRAWAL_DAYS} days without giving a reason. The days are counted
            from the day after you book, and the last of them ends at midnight, Dutch time. Bookings made and paid
            in person at the studio are not distance contracts, so the statutory right does not apply to them, but
            the table above does.
          </p>

          <h3>Sessions (in-person, online and partner or group sessions)</h3>
          <p>
            If your session is later than the {WITHDRAWAL_DAYS} days, you can simply withdraw within them and we
            refund everything you paid, as for any cancellation in good time.
          </p>
          <p>
            If you choose a date within those {WITHDRAWAL_DAYS} days, the law lets us hold your session only at your
            express request. When you book such a date, you tick a box that reads:
          </p>
          <blockquote>
            <p>{EARLY_START_CONSENT_LABEL}</p>
          </blockquote>
          <p>
            Your confirmation email repeats it. Until your session begins you can still withdraw and receive
            everything back, even less than {cutoff} before it. Once the session has taken place, the right of
            withdrawal has ended.
          </p>
          <p>
            For an online analysis we post a set of reference drapes about a week before the call. If you withdraw
            after they have been posted, please send them back in the prepaid envelope; you still receive a full
            refund and pay nothing for the postage.
          </p>

          <h3>Digital analyses</h3>
          <p>
            When you order a digital analysis you ask us to start within your {WITHDRAWAL_DAYS}-day withdrawal
            period, because we can begin the day your photos arrive. Until our analyst starts work on your photos you
            can cancel on your order&apos;s page, or by email, and everything you paid is refunded in full, also after
            you have sent them. Once the analyst has started, the analysis is being made for you alone and is not
            refunded, as the table above says and as you confirm when you order.
          </p>

          <h3>Complete makeovers</h3>
          <p>
            Makeovers begin with a free call and a written plan; you only pay once you accept the plan. The{" "}
            {WITHDRAWAL_DAYS}-day period starts on the day after you accept. If any part of the makeover takes place
            within those days at your request and you then withdraw, we deduct the standard price of the parts
            already delivered and refund the rest.
          </p>

          <h3>Gift vouchers</h3>
          <p>
            You may return a gift voucher bought online or otherwise at a distance within {WITHDRAWAL_DAYS} days of
            purchase, provided it has not been used. We cancel the voucher code and refund the price and any postage
            you paid for a printed card. There is no need to send the card back.
          </p>

          <h3>Swatch wallets bought on their own</h3>
          <p>
            Replacement or extra swatch wallets can be returned within {WITHDRAWAL_DAYS} days of the day you receive
            them. Tell us within that period, then post the wallet back within a further {WITHDRAWAL_DAYS} days,
            unused and in its sleeve. The cost of returning it is yours. We refund the price and the standard postage
            you paid. A swatch wallet that comes with an analysis is part of the service and is covered by the rules
            for sessions above.
          </p>

          <h3>How to withdraw</h3>
          <p>
            Cancel with the link in your confirmation email, or send us a clear statement, for example by email to{" "}
            {emailLink}, with your name and booking or order number. You may use the{" "}
            <a href="#withdrawal-form">model withdrawal form</a> below, but you do not have to. It is enough to send
            your statement before the {WITHDRAWAL_DAYS} days have passed. We confirm receipt by email.
          </p>
        </PolicySection>

        <PolicySection id="no-shows" title="Late arrival and no-shows">
          <p>
            Colour analysis depends on daylight, and the next client&apos;s session follows yours, so we cannot always
            add time at the end.
          </p>
          <ul>
            <li>
              <strong>In the studio:</strong> if you are running late, please call or message us. We wait 30 minutes;
              the session ends at its planned time, and we make sure the draping itself is complete. If you have not
              arrived or contacted us after 30 minutes, the session counts as a no-show.
            </li>
            <li>
              <strong>Online:</strong> we wait 15 minutes and try to reach you by phone and WhatsApp before the
              session counts as a no-show. Please return the reference drapes as usual.
            </li>
          </ul>
          <p>
            A no-show is treated as a late cancellation: we keep the deposit and refund anything you paid above it.
          </p>
        </PolicySection>

        <PolicySection id="our-cancellations" title="If we have to cancel">
          <p>
            If we cancel your session, for example because your analyst is ill, we refund everything you paid, however
            close to the session it is. If you would rather keep your booking, tell us and we move it to a new date that
            suits you instead, with your payment. If you booked an online session and the reference drapes do not
            arrive in time, we move the call at no cost.
          </p>
        </PolicySection>

        <PolicySection id="gift-vouchers" title="Gift vouchers">
          <ul>
            <li>
              Gift vouchers are <strong>valid for 2 years</strong> from the date of purchase; the expiry date is
              printed on the voucher. Book your session before it; the session itself may take place later.
            </li>
            <li>
              A voucher can be used for any service up to its value. If the service costs more, the recipient pays the
              difference. If it costs less, or the voucher is used in part, the remaining balance stays on the voucher
              for a next booking until it expires.
            </li>
            <li>
              Vouchers are transferable, but they cannot be exchanged for cash, in whole or in part. A voucher bought
              online may be returned within {WITHDRAWAL_DAYS} days of purchase, as long as it has not been used (see{" "}
              <a href="#withdrawal">your right of withdrawal</a>).
            </li>
            <li>
              Once a voucher is used for a booking, the recipient is our client and the table above applies. Any
              refund for a cancelled session goes back onto the voucher. If that leaves too little time to book again
              before it expires, write to us and we extend it.
            </li>
            <li>Lost a voucher? We reissue it by email to the buyer, under the same code and with the same balance.</li>
          </ul>
        </PolicySection>

        <PolicySection id="swatch-wallets" title="Swatch wallets: returns and damage">
          <p>
            If your swatch wallet arrives damaged, creased beyond use or with the wrong swatches, email us within 14
            days of delivery with a photo of the wallet and the packaging. We send a replacement free of charge within
            three working days, or refund the wallet if you prefer. You only need to return the damaged wallet if we
            ask, and then we send you a prepaid label. See our{" "}
            <Link to="/legal/shipping-delivery-policy">shipping and delivery policy</Link> for parcels that are late
            or lost.
          </p>
          <p>
            Fabric swatches can look different under warm indoor lighting than in daylight; that is not a defect.
            Compare them by a window during the day. Your legal guarantee (conformity, Article 7:17 of the Dutch Civil
            Code) always applies: a wallet that fades or comes apart under normal use sooner than you may reasonably
            expect is repaired or replaced.
          </p>
        </PolicySection>

        <PolicySection id="how-refunds" title="How and when we refund">
          <p>
            We pay refunds through our payment provider, Mollie, back to the payment method you used: iDEAL and
            Bancontact payments to the bank account you paid from, card payments to the same card. We start the
            refund as soon as a cancellation is made, or as soon as we receive your withdrawal, and it usually reaches
            you within 5 to 10 working days, depending on your bank. An amount paid with a gift voucher goes back onto
            the voucher straight away.
          </p>
          <p>
            We never charge a fee for a refund, and we always pay a withdrawal back within 14 days of receiving it,
            as the law requires. For a swatch wallet bought on its own, we may wait until we have received it back or
            you have shown that you posted it.
          </p>
        </PolicySection>

        <PolicySection id="withdrawal-form" title="Model withdrawal form">
          <p>Complete and return this form only if you wish to withdraw from the contract.</p>
          <blockquote className="policy__form">
            <p>
              To:{" "}
              {business
                ? `${business.legalName}, ${business.address.street}, ${business.address.postalCode} ${business.address.city}, ${business.address.country}, ${business.email}`
                : "Plum & Linen Studio B.V., Utrecht, the Netherlands"}
            </p>
            <p>
              I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the provision of the
              following service / sale of the following goods (*):
            </p>
            <p>Ordered on (*) / received on (*):</p>
            <p>Name of consumer(s):</p>
            <p>Address of consumer(s):</p>
            <p>Signature of consumer(s) (only if this form is sent on paper):</p>
            <p>Date:</p>
            <p>(*) Delete as appropriate.</p>
          </blockquote>
        </PolicySection>
    </PolicyPage>
  );
}
