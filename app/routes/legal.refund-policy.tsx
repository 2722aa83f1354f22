import { Link } from "react-router";
import { PolicyPage, PolicySection, policyHandle, useStudioContact } from "~/components/PolicyPage";

export const handle = policyHandle("refund-policy");

export default function RefundPolicy() {
  const { business, emailLink } = useStudioContact();
  return (
    <PolicyPage lead="Plans change. Here is how to move or cancel a session, what happens to gift vouchers, and how to return a swatch wallet, including the rights Dutch and European consumer law give you." contents>
        <PolicySection id="in-short" title="In short">
          <ul>
            <li>
              Booked online, by email or by phone? You may cancel within <strong>14 days</strong> of booking for a full
              refund, as long as your session has not yet taken place.
            </li>
            <li>
              After that, you can <strong>reschedule free of charge</strong> up to 48 hours before your session, and
              cancel for a full refund up to 7 days before it.
            </li>
            <li>
              Gift vouchers are <strong>valid for 12 months</strong> and can be returned for a full refund within 14
              days of purchase if they have not been used.
            </li>
            <li>A swatch wallet that arrives damaged is replaced free of charge.</li>
          </ul>
          <p>
            Where this policy and the law differ, whichever is more favourable to you applies. Nothing here limits
            your statutory rights.
          </p>
        </PolicySection>

        <PolicySection id="withdrawal" title="Your 14-day right of withdrawal">
          <p>
            When you buy from us at a distance (on this website, by email, by phone or through WhatsApp), Dutch law
            (Book 6, Articles 230o to 230s of the Dutch Civil Code) gives you the right to withdraw from the contract
            within 14 days without giving a reason. Bookings made and paid in person at the studio are not distance
            contracts, so the statutory right does not apply to them, but our own rescheduling and cancellation terms
            below do.
          </p>

          <h3>Sessions (in-person, online and partner or group sessions)</h3>
          <p>
            The withdrawal period ends 14 days after the day you book. If your session is further away than that, you
            can simply cancel within the 14 days and we refund everything you paid.
          </p>
          <p>
            If you choose a session date that falls inside those 14 days, you ask us to perform the service before
            the withdrawal period ends. You can still withdraw before the session and receive a full refund. Once the
            session has taken place in full, the right of withdrawal ends, as you confirm when you book.
          </p>
          <p>
            For an online analysis we post a set of reference drapes about a week before the call. If you withdraw
            after they have been posted, please send them back in the prepaid envelope; you still receive a full
            refund and pay nothing for the postage.
          </p>

          <h3>Digital analyses</h3>
          <p>
            A digital analysis starts when you upload your photos and ask us to begin. If you withdraw before the
            analyst has started, you receive a full refund. If you withdraw while the analysis is under way, we
            deduct a proportionate amount for the work already done, never more than half of the price. Once we have
            delivered your report, the right of withdrawal has ended, as you confirm when you upload your photos.
          </p>

          <h3>Complete makeovers</h3>
          <p>
            Makeovers begin with a free call and a written plan; you only pay once you accept the plan. The 14-day
            period starts on the day you accept. If any part of the makeover takes place within those 14 days at your
            request and you then withdraw, we deduct the standard price of the parts already delivered and refund
            the rest.
          </p>

          <h3>Gift vouchers</h3>
          <p>
            You may return a gift voucher bought at a distance within 14 days of purchase, provided it has not been
            used to book a session. We cancel the voucher code and refund the price and any postage you paid for a
            printed card. There is no need to send the card back.
          </p>

          <h3>Swatch wallets bought on their own</h3>
          <p>
            Replacement or extra swatch wallets can be returned within 14 days of the day you receive them. Tell us
            within that period, then post the wallet back within a further 14 days, unused and in its sleeve. The
            cost of returning it is yours. We refund the price and the standard postage you paid. A swatch wallet
            that comes with an analysis is part of the service and is covered by the rules for sessions above.
          </p>

          <h3>How to withdraw</h3>
          <p>
            Send us a clear statement, for example by email to {emailLink}, with your name and booking or order number.
            You may use the <a href="#withdrawal-form">model withdrawal form</a> below, but you do not have to. It is
            enough to send your statement before the 14 days have passed. We confirm receipt by email.
          </p>
        </PolicySection>

        <PolicySection id="rescheduling" title="Rescheduling a session">
          <ul>
            <li>
              You can move your session free of charge up to <strong>48 hours</strong> before it starts, twice per
              booking. Reply to your confirmation email, call us or send a WhatsApp message.
            </li>
            <li>
              Within 48 hours we will still try to find a new date. We charge a rescheduling fee of €35, which goes
              towards the new session.
            </li>
            <li>
              Feeling unwell? A cold, a flare-up of eczema or a fresh sunburn changes how your skin reacts to colour,
              so we would rather see you another day. Tell us as soon as you can, even on the morning itself, and we
              move your session once without a fee.
            </li>
            <li>
              A rescheduled session keeps its original price, even if our prices have gone up since you booked.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="cancelling" title="Cancelling after the withdrawal period">
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="cancel-table-caption">
            <table>
              <caption id="cancel-table-caption">What you get back when you cancel a session</caption>
              <thead>
                <tr>
                  <th scope="col">When you cancel</th>
                  <th scope="col">Refund</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">More than 7 days before the session</th>
                  <td>Full refund</td>
                </tr>
                <tr>
                  <th scope="row">Between 7 days and 48 hours before</th>
                  <td>50% refund, or the full amount as studio credit valid for 12 months</td>
                </tr>
                <tr>
                  <th scope="row">Less than 48 hours before</th>
                  <td>No refund; you may send someone else in your place at no cost</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            For partner and group sessions the same periods apply to each participant&apos;s share. If one person
            cannot come, the others keep their session and we refund the missing person&apos;s share according to the
            table. For complete makeovers you can cancel the parts that have not started yet; we refund them in full
            if you cancel more than 7 days before the next appointment.
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
            A no-show is not refunded. Because life sometimes gets in the way, we offer one new date at half the price
            within three months of a first no-show.
          </p>
        </PolicySection>

        <PolicySection id="our-cancellations" title="If we have to cancel">
          <p>
            If we cancel or move your session, for example because your analyst is ill, you choose: a new date that
            suits you, or a full refund within 14 days. If you booked an online session and the reference drapes do
            not arrive in time, we move the call at no cost.
          </p>
        </PolicySection>

        <PolicySection id="gift-vouchers" title="Gift vouchers">
          <ul>
            <li>
              Gift vouchers are <strong>valid for 12 months</strong> from the date of purchase, which is printed on
              the voucher. The session must be booked within that period; it may take place later.
            </li>
            <li>
              A voucher can be used for any service up to its value. If the service costs more, the recipient pays the
              difference; if it costs less, the remaining balance stays on the voucher until it expires.
            </li>
            <li>
              Vouchers are transferable. After the 14-day withdrawal period they cannot be exchanged for cash.
            </li>
            <li>
              Once a voucher is used for a booking, the recipient is our client and the rules for sessions above
              apply. Any refund for a cancelled session goes back onto the voucher; if less than three months of
              validity remain, we extend it by three months.
            </li>
            <li>
              Missed the expiry date? Write to us within three months after it and we extend the voucher once, by three
              months.
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
            We refund within 14 days of receiving your withdrawal or cancellation, using the payment method you used
            (iDEAL and Bancontact to the bank account you paid from, cards to the same card), unless you ask for
            something else. We never charge a fee for a refund. For a swatch wallet bought on its own, we may wait
            until we have received it back or you have shown that you posted it. Card refunds can take 5 to 10 working
            days to appear on your statement.
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
