import { Link } from "react-router";
import { PolicyPage, PolicySection, policyHandle, useStudioContact } from "~/components/PolicyPage";

export const handle = policyHandle("shipping-delivery-policy");

const DELIVERY = [
  ["Netherlands", "PostNL, tracked letterbox parcel", "1–2 working days"],
  ["Belgium, Luxembourg and Germany", "PostNL with local partner, tracked", "2–4 working days"],
  ["Other EU countries", "PostNL with local partner, tracked", "3–7 working days"],
  ["United Kingdom", "PostNL with Royal Mail, tracked", "5–10 working days, up to 2 weeks with customs"],
] as const;

const COSTS = [
  ["Swatch wallet that comes with an online or digital analysis", "Included", "Included", "Included"],
  ["Extra or replacement swatch wallet", "€4.50", "€8.95", "€12.95"],
  ["Printed gift voucher card in a linen envelope", "€3.50", "€6.50", "€9.50"],
  ["Reference drapes for an online analysis, both ways", "Included", "Included", "Included"],
  ["Email gift voucher", "Free", "Free", "Free"],
] as const;

export default function ShippingDeliveryPolicy() {
  const { emailLink } = useStudioContact();
  return (
    <PolicyPage lead="Most of what we do happens in the studio or on a video call, but some things travel by post: swatch wallets, reference drapes and printed gift cards. Here is where they go, how fast and at what cost.">
        <PolicySection id="what-we-post" title="What we post">
          <ul>
            <li>
              <strong>Swatch wallets:</strong> a linen wallet of about 40 fabric swatches in your sub-season&apos;s
              palette. After an in-person analysis you take it home with you; after an online or digital analysis we
              post it. You can also order an extra wallet, or a replacement for one that is lost or worn.
            </li>
            <li>
              <strong>Reference drapes:</strong> a set of 24 fabric drapes we lend you for a live online analysis,
              with a prepaid envelope to send them back.
            </li>
            <li>
              <strong>Printed gift voucher cards:</strong> for gifts you would like to hand over in person. Email
              vouchers arrive straight away and have no delivery cost.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="where" title="Where we deliver">
          <p>
            We post to addresses in the Netherlands, every other member state of the European Union and the United
            Kingdom. For Switzerland and Norway, please ask us before booking: we can usually post there too, at the
            United Kingdom rate and delivery time. Elsewhere, we offer digital analyses with a printable palette
            instead of a fabric wallet.
          </p>
        </PolicySection>

        <PolicySection id="dispatch" title="When we send it">
          <ul>
            <li>Swatch wallets after an online or digital analysis: within 3 working days of your call or report.</li>
            <li>Extra and replacement swatch wallets: within 3 working days of your order.</li>
            <li>Printed gift voucher cards: within 2 working days of your order.</li>
            <li>
              Reference drapes: 7 days before your online session, so please book it at least 10 days ahead. If you
              book at shorter notice we post them the same or next working day and tell you if the date needs to move.
            </li>
          </ul>
          <p>
            Working days are Monday to Friday, except Dutch public holidays. When we post your parcel you receive an
            email with its tracking link.
          </p>
        </PolicySection>

        <PolicySection id="delivery-times" title="Delivery times">
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="delivery-table-caption">
            <table>
              <caption id="delivery-table-caption">Usual delivery times after dispatch</caption>
              <thead>
                <tr>
                  <th scope="col">Destination</th>
                  <th scope="col">Service</th>
                  <th scope="col">Usual delivery time</th>
                </tr>
              </thead>
              <tbody>
                {DELIVERY.map(([destination, service, time]) => (
                  <tr key={destination}>
                    <th scope="row">{destination}</th>
                    <td>{service}</td>
                    <td>{time}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            These are the carriers&apos; usual times, not guarantees. Around public holidays and in December, allow a
            few extra days.
          </p>
        </PolicySection>

        <PolicySection id="costs" title="Delivery costs">
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="costs-table-caption">
            <table>
              <caption id="costs-table-caption">Delivery costs, including VAT</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Netherlands</th>
                  <th scope="col">Other EU countries</th>
                  <th scope="col">United Kingdom</th>
                </tr>
              </thead>
              <tbody>
                {COSTS.map(([item, nl, eu, uk]) => (
                  <tr key={item}>
                    <th scope="row">{item}</th>
                    <td>{nl}</td>
                    <td>{eu}</td>
                    <td>{uk}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>The delivery cost is shown before you pay and is listed separately on your invoice.</p>
        </PolicySection>

        <PolicySection id="customs" title="Customs and import charges">
          <p>
            Parcels to the United Kingdom, Switzerland and Norway leave the EU customs area. We declare their contents
            and value accurately. The carrier may ask the recipient to pay import VAT, duties or a handling fee before
            delivery; these charges are set by the destination country, are not included in our prices and are the
            recipient&apos;s responsibility. Reference drapes are sent as a temporary loan, which usually avoids
            charges. If a parcel is refused and returned to us, we refund its contents minus the postage both ways.
          </p>
        </PolicySection>

        <PolicySection id="late-or-lost" title="Late or lost parcels">
          <p>
            We carry the risk until your parcel is delivered. If it has not arrived 10 working days after dispatch
            within the EU, or 20 working days for the United Kingdom, Switzerland or Norway, let us know at{" "}
            {emailLink}. We ask the carrier to trace it, and if it has not turned up within 5 more working days, we
            send a replacement free of charge or refund you, whichever you prefer.
          </p>
        </PolicySection>

        <PolicySection id="damaged" title="Damaged on arrival">
          <p>
            If a swatch wallet or gift card arrives damaged, email us within 14 days with a photo of the item and its
            packaging. We send a replacement free of charge within 3 working days. You only need to return the damaged
            item if we ask, and then we provide a prepaid label. Your rights to return goods are explained in our{" "}
            <Link to="/legal/refund-policy">refund and cancellation policy</Link>.
          </p>
        </PolicySection>

        <PolicySection id="address" title="Your delivery address">
          <p>
            Please check your address when you book. If a parcel comes back to us because the address was incomplete
            or incorrect, we post it again once you confirm the right address, at the delivery cost in the table
            above. Letterbox parcels fit through a standard Dutch letterbox, so nobody needs to be at home in the
            Netherlands.
          </p>
        </PolicySection>

        <PolicySection id="returning-drapes" title="Returning reference drapes">
          <p>
            Please post the reference drapes back within 7 days of your online session, in the prepaid envelope we
            include. From outside the EU, use the prepaid international label in the parcel. If a set has not come
            back within 30 days of your session and we have not heard from you, we may charge €60 towards its
            replacement; we always email you before we do.
          </p>
        </PolicySection>
    </PolicyPage>
  );
}
