import type { BookingConfirmationData } from "~/booking/request-action.server";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    title: (name: string) => `Thank you${name ? `, ${name}` : ""}: your request is with us`,
    reply: (email: string, gift: boolean) =>
      `We reply within two working days${email ? ` at ${email}` : ""} to confirm${gift ? " the voucher" : " your date"}, with a secure link to pay. Nothing is charged until then.`,
    analysis: "Analysis",
    giftFor: "Gift for",
    voucher: "Voucher",
    printed: "Printed card, posted",
    emailed: "Email voucher",
    people: "People",
    for: "For",
    dates: "Preferred dates",
    or: " or ",
  },
  nl: {
    title: (name: string) => `Dank je wel${name ? `, ${name}` : ""}: je aanvraag is binnen`,
    reply: (email: string, gift: boolean) =>
      `We antwoorden binnen twee werkdagen${email ? ` op ${email}` : ""} om ${gift ? "de cadeaubon" : "je datum"} te bevestigen, met een beveiligde link om te betalen. Tot die tijd betaal je niets.`,
    analysis: "Analyse",
    giftFor: "Cadeau voor",
    voucher: "Cadeaubon",
    printed: "Gedrukte kaart, per post",
    emailed: "Cadeaubon per e-mail",
    people: "Personen",
    for: "Voor",
    dates: "Voorkeursdata",
    or: " of ",
  },
});

/** The confirmation a visitor sees once the request is stored: what they asked for. */
export function BookingConfirmation({ confirmation }: { confirmation: BookingConfirmationData }) {
  const c = confirmation;
  const words = useWords(WORDS);
  return (
    <section className="form-status booking-confirmation" role="status" aria-labelledby="booking-confirmation-title">
      <h2 id="booking-confirmation-title">{words.title(c.name)}</h2>
      <p>{words.reply(c.email, c.kind === "gift")}</p>
      {c.serviceName ? (
        <dl className="booking-confirmation__summary">
          <dt>{words.analysis}</dt>
          <dd>{c.serviceName}</dd>
          {c.recipient ? (
            <>
              <dt>{words.giftFor}</dt>
              <dd>
                {c.recipient.name} ({c.recipient.email})
              </dd>
              <dt>{words.voucher}</dt>
              <dd>{c.recipient.voucherFormat === "printed" ? words.printed : words.emailed}</dd>
            </>
          ) : (
            <>
              <dt>{c.people.length > 1 ? words.people : words.for}</dt>
              <dd>{c.people.join(", ")}</dd>
            </>
          )}
          {c.dates.length ? (
            <>
              <dt>{words.dates}</dt>
              <dd>{c.dates.join(words.or)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
