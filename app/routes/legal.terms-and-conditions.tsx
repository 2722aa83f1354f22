import type { Route } from "./+types/legal.terms-and-conditions";
import { Link } from "react-router";
import { PolicyPage, PolicySection, policyHandle, useStudioContact } from "~/components/PolicyPage";
import { COMPANY_REGISTRATION } from "~/data/legal-pages";
import { DEFAULT_CANCELLATION_CUTOFF_HOURS, hours, WITHDRAWAL_DAYS } from "~/data/refund-policy";
import { appContext } from "~/firestore/app-context.server";
import { getAvailabilitySettings } from "~/models/availability.server";

export const handle = policyHandle("terms-and-conditions");

/** The cut-off the refund policy's table is printed with, so section 9 summarises the same rule. */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getAvailabilitySettings(context.get(appContext));
  return { cutoffHours: settings?.cancellationCutoffHours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS };
}

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  const { business, emailLink } = useStudioContact();
  const { cutoffHours } = loaderData;
  return (
    <PolicyPage lead="The agreement between you and our studio when you book a session, buy a gift voucher or order a swatch wallet. We have tried to write it plainly." contents numberedHeadings>
        <PolicySection id="who-we-are" title="1. Who we are">
          <p>
            {business ? (
              <>
                {business.name} is the trading name of {business.legalName}, {business.address.street},{" "}
                {business.address.postalCode} {business.address.city}, {business.address.country}
              </>
            ) : (
              "Plum & Linen Colour Studio is the trading name of Plum & Linen Studio B.V., Utrecht, the Netherlands"
            )}
            . Chamber of Commerce (KvK) number {COMPANY_REGISTRATION.kvk}, VAT number {COMPANY_REGISTRATION.vat}.
          </p>
          <p>
            You can reach us by email at {emailLink}
            {business ? (
              <>
                , by phone on <a href={`tel:${business.phone.replace(/[^+\d]/g, "")}`}>{business.phone}</a>
              </>
            ) : null}{" "}
            or through our <Link to="/contact">contact page</Link>. We answer within two working days.
          </p>
        </PolicySection>

        <PolicySection id="definitions" title="2. Definitions">
          <dl className="policy__definitions">
            <dt>We, us</dt>
            <dd>the studio named in section 1.</dd>
            <dt>You</dt>
            <dd>the person who books a session or buys from us, and, for a gift, the person who receives it.</dd>
            <dt>Session</dt>
            <dd>
              any service we provide: an in-person, online or digital colour analysis, a personal-styling session, a
              wardrobe audit or a complete makeover, alone, with a partner or in a group.
            </dd>
            <dt>Online analysis</dt>
            <dd>a colour analysis on a live video call, using reference drapes we post to you.</dd>
            <dt>Digital analysis</dt>
            <dd>a colour analysis made from photos you send us, delivered as a written report without a live call.</dd>
            <dt>Swatch wallet</dt>
            <dd>a linen wallet of fabric swatches in the colours of your sub-season.</dd>
            <dt>Gift voucher</dt>
            <dd>a code, by email or on a printed card, that can be used to pay for a session.</dd>
          </dl>
        </PolicySection>

        <PolicySection id="scope" title="3. When these terms apply">
          <p>
            These terms apply to every booking and purchase you make with us, together with our{" "}
            <Link to="/legal/refund-policy">refund and cancellation policy</Link>, our{" "}
            <Link to="/legal/shipping-delivery-policy">shipping and delivery policy</Link> and our{" "}
            <Link to="/legal/privacy-policy">privacy policy</Link>. If you are a consumer, you keep every right that
            consumer law gives you; nothing in these terms takes those rights away. You can save or print these terms
            from this page at any time, and we send them with every booking confirmation.
          </p>
        </PolicySection>

        <PolicySection id="prices" title="4. Prices">
          <p>
            Our prices are in euros and include 21% Dutch VAT. The price shown when you book is the price you pay;
            delivery costs, where they apply, are shown separately before you pay. If a price on our website is
            obviously wrong, for example a session listed for €1.50, we will tell you and you may choose to book at
            the correct price or cancel free of charge.
          </p>
        </PolicySection>

        <PolicySection id="booking" title="5. Booking and payment">
          <ul>
            <li>
              You can book on our website, by email, by phone or in the studio. The contract is made when we send you a
              booking confirmation by email.
            </li>
            <li>
              When you book a colour analysis online, you pay a deposit of €50 as the last step of booking, or the
              full price if you prefer, and the rest at your session. A digital analysis and a gift voucher are paid
              in full when you order them. You pay online by iDEAL | Wero, card or Bancontact, through our payment
              provider, Mollie. We do not charge a surcharge for any payment method.
            </li>
            <li>
              A complete makeover starts with a free introductory call. We then send you a written plan and price; the
              contract is made when you accept it and pay.
            </li>
            <li>
              A booking request sent through one of our forms is a request, not yet a booking: we reply with available
              dates and a payment link.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="preparation" title="6. Preparing for your session">
          <p>
            Your confirmation email includes a short preparation guide. For a colour analysis, please come without
            make-up, avoid self-tan for a week beforehand and tell us about anything that affects your skin, such as a
            recent sunburn. If you arrive with make-up we will ask you to remove it; we have everything you need in the
            studio. If a preparation step has not been followed and it affects the result, we may offer to continue
            another day, which counts as a rescheduled session.
          </p>
          <p>
            Our studio is on the first floor of a listed canal house and is reached by stairs. Please tell us when you
            book if stairs are difficult for you, so we can arrange a ground-floor room.
          </p>
        </PolicySection>

        <PolicySection id="online-digital" title="7. Online and digital analyses">
          <p>
            Cameras adjust colour automatically and screens show it differently, so an online or digital analysis is
            less certain than one in our studio. For an online analysis you need a device with a camera, a stable
            internet connection and a seat facing a window in daylight. For a digital analysis you send photos taken
            to our instructions; if they are not usable we ask for new ones, and the delivery time starts again.
          </p>
          <p>
            If we cannot decide between two neighbouring sub-seasons, we tell you so in your result and explain both.
            In that case we credit the full price of your online or digital analysis towards an in-person analysis
            booked within six months.
          </p>
        </PolicySection>

        <PolicySection id="results" title="8. What an analysis can and cannot promise">
          <p>
            A colour analysis is a professional assessment, made with care and a consistent method, but it involves
            judgement. We cannot guarantee that every person you meet will agree with your result, or that every item
            in your palette will suit every outfit. Our advice about clothing, make-up and hair colour is a
            recommendation; you decide what to buy, and we are not responsible for purchases you make. Our sessions
            are not medical or dermatological advice.
          </p>
        </PolicySection>

        <PolicySection id="changes-cancellations" title="9. Rescheduling, cancellation and no-shows">
          <p>
            What happens to your payment when a session is cancelled or moved is set out in the table in our{" "}
            <Link to="/legal/refund-policy">refund and cancellation policy</Link>, which forms part of these terms. In
            short: if you cancel {hours(cutoffHours)} or more before your session, everything you paid is refunded in
            full; if you move it by then, your payment moves with it to the new time. If you cancel later than that,
            or do not come, we keep the deposit and refund anything you paid above it. If we cancel, you always get
            everything back.
          </p>
          <p>
            A deposit or price you paid online through our payment provider, Mollie, is refunded through Mollie to the
            payment method you used; any part paid with a gift voucher goes back onto the voucher. If you booked at a
            distance, you may also withdraw within {WITHDRAWAL_DAYS} days for a full refund at any time until your
            session begins; a session within those {WITHDRAWAL_DAYS} days takes place only at your express request.
            Late arrival and no-shows are covered in the same policy.
          </p>
        </PolicySection>

        <PolicySection id="partner-group" title="10. Partner and group sessions">
          <p>
            A partner session is for two people and a group session for the number of participants stated in your
            booking confirmation. Each participant receives their own analysis and swatch wallet. The person who books
            is responsible for payment and for passing our preparation guide on to the others. Participants can be
            swapped for someone else at no cost; just tell us their name before the session.
          </p>
        </PolicySection>

        <PolicySection id="vouchers" title="11. Gift vouchers">
          <p>
            Gift vouchers are bought and paid online and carry a code of 12 letters and numbers. They are valid for 2
            years from the date of purchase, and the expiry date is printed on the voucher. A voucher can be used for
            any session up to its value; if it is used in part, the remaining balance stays on the voucher until it
            expires. Vouchers are transferable but cannot be exchanged for cash. A voucher bought online may be
            withdrawn within {WITHDRAWAL_DAYS} days of purchase for a full refund, as long as it has not been used.
            Treat a voucher code like cash: whoever presents it may use it. Extensions, lost vouchers and refunds are
            covered in our <Link to="/legal/refund-policy">refund and cancellation policy</Link>.
          </p>
        </PolicySection>

        <PolicySection id="goods" title="12. Swatch wallets and other goods">
          <p>
            Swatch wallets are made from dyed cotton and silk swatches that we check against a reference set. Small
            differences between wallets are normal for fabric. We deliver as set out in our{" "}
            <Link to="/legal/shipping-delivery-policy">shipping and delivery policy</Link>, and remain responsible for a
            parcel until it reaches you. Goods you buy from us come with the legal guarantee of conformity under Dutch
            law. Reference drapes for online analyses remain our property and are lent to you for the session.
          </p>
        </PolicySection>

        <PolicySection id="photos" title="13. Photos and personal data">
          <p>
            We only take photos during a session if you agree, and only to include in your own report. We never use
            photos of clients in our marketing without separate written permission. How we handle your personal data
            is explained in our <Link to="/legal/privacy-policy">privacy policy</Link>.
          </p>
        </PolicySection>

        <PolicySection id="ip" title="14. Our materials">
          <p>
            Reports, palettes, style guides and other materials we give you are for your personal use. You are welcome
            to share your results with friends and family, but please do not copy, sell or publish our materials as
            your own or use them to offer colour analysis to others.
          </p>
        </PolicySection>

        <PolicySection id="liability" title="15. Liability">
          <p>
            We carry out every session with care. If something still goes wrong through our fault, our liability is
            limited to the price you paid for the session or goods concerned, except where the damage is caused by our
            intent or gross negligence, or where the law does not allow a limitation, such as for personal injury. We
            are not liable for indirect loss, such as clothing bought on the basis of our advice. Please take care of
            your belongings in the studio; we have a coat rack and a locker for valuables.
          </p>
        </PolicySection>

        <PolicySection id="force-majeure" title="16. Circumstances beyond our control">
          <p>
            If we cannot hold a session because of circumstances beyond our control, such as illness, severe weather,
            a power cut or a building closure, we offer you a new date. If that does not work for you, we refund you
            in full. If a carrier is delayed for reasons beyond our control, we keep you informed and may move an
            online session to a later date at no cost to you.
          </p>
        </PolicySection>

        <PolicySection id="complaints" title="17. Complaints">
          <p>
            If you are not happy with a session or a purchase, please tell us as soon as you can, and preferably within
            two months of noticing the problem, by email at {emailLink} with a short description. We confirm receipt
            within two working days and send a full reply within 14 days. If a complaint needs more time, we tell you
            when you can expect our answer.
          </p>
        </PolicySection>

        <PolicySection id="law" title="18. Applicable law and disputes">
          <p>
            These terms and every contract with us are governed by Dutch law. If you live in another country, you also
            keep the protection of the mandatory consumer law of that country. We would always rather solve a
            disagreement together. If that fails, disputes go to the competent court in the district of
            Midden-Nederland, unless the law gives you the right to go to the court where you live.
          </p>
        </PolicySection>

        <PolicySection id="amendments" title="19. Changes to these terms">
          <p>
            We may update these terms from time to time; the date at the top shows the latest version. The terms that
            applied when you booked remain valid for that booking.
          </p>
        </PolicySection>
    </PolicyPage>
  );
}
