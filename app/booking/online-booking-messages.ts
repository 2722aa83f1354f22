import { defineWords } from "~/site/words";

/** What the online booking's post answers (online-booking.server.ts), in the page's language. */
export const ONLINE_BOOKING_MESSAGES = defineWords({
  en: {
    taken: "That time was just taken. Please choose another: the nearest free times are below, and what you typed is kept.",
    expired: "This form was out of date, so nothing has been booked yet. Please send it again; what you typed is still here.",
    unreadable: "We could not read what your browser sent. Please try again.",
    invalid: "Some details need another look: see the messages next to the fields.",
    "rate-limited": "You have sent several forms in the last minute. Please wait a minute and send it again; what you typed is still here.",
    failed: "We could not book just now. Please try again in a moment; what you typed is still here.",
    providerDown:
      "We could not reach our payment provider, so nothing has been charged. Your time is held for a few minutes: please send the form again; what you typed is still here.",
    voucherLimited: "You have tried several voucher codes in the last minute. Please wait a minute, then check the code against your voucher.",
    voucherChanged: "Your voucher was used for another booking a moment ago, so nothing was booked. Please send the form again to use what is left on it.",
    earlyStartNeeded: (days: number) => `This time is within ${days} days: tick the box to ask for it, or choose a later time.`,
    /** A home visit's postcode the studio does not travel to (`area`: its postcodes in words, null for none); the form puts the link to ask beside it. */
    outsideArea: (postcode: string, area: string | null) =>
      area
        ? `We do not come to ${postcode} for sessions booked online: we travel to postcodes ${area}. Please ask us whether we can come to you: the link below starts the message.`
        : "We are not taking home visits online at the moment. Please ask us whether we can come to you: the link below starts the message.",
    notOffered: "That time cannot be booked online. Please choose one of the times listed.",
    notOnline: "This service cannot be booked online. Please choose another, or send us a request.",
  },
  nl: {
    taken: "Die tijd is net door iemand anders geboekt. Kies een andere: hieronder staan de dichtstbijzijnde vrije tijden, en wat je hebt ingevuld, staat er nog.",
    expired: "Dit formulier was verouderd, dus er is nog niets geboekt. Verstuur het opnieuw; wat je hebt ingevuld, staat er nog.",
    unreadable: "We konden niet lezen wat je browser verstuurde. Probeer het opnieuw.",
    invalid: "Een paar gegevens kloppen nog niet: kijk bij de meldingen naast de velden.",
    "rate-limited": "Je hebt in de afgelopen minuut meerdere formulieren verstuurd. Wacht even een minuut en verstuur het dan opnieuw; wat je hebt ingevuld, staat er nog.",
    failed: "Het boeken lukte even niet. Probeer het zo nog eens; wat je hebt ingevuld, staat er nog.",
    providerDown:
      "We konden onze betaalprovider niet bereiken, dus er is niets afgeschreven. We houden je tijd een paar minuten vast: verstuur het formulier opnieuw; wat je hebt ingevuld, staat er nog.",
    voucherLimited: "Je hebt in de afgelopen minuut meerdere cadeauboncodes geprobeerd. Wacht even een minuut en vergelijk de code dan met je cadeaubon.",
    voucherChanged: "Je cadeaubon is zojuist voor een andere afspraak gebruikt, dus er is niets geboekt. Verstuur het formulier opnieuw om te gebruiken wat er nog op staat.",
    earlyStartNeeded: (days: number) => `Deze tijd valt binnen ${days} dagen: vink het vakje aan om erom te vragen, of kies een latere tijd.`,
    outsideArea: (postcode: string, area: string | null) =>
      area
        ? `Voor online geboekte sessies komen we niet naar ${postcode}: we komen in de postcodes ${area}. Vraag ons gerust of we bij jou kunnen komen: de link hieronder begint het bericht al voor je.`
        : "Op dit moment zijn huisbezoeken niet online te boeken. Vraag ons gerust of we bij jou kunnen komen: de link hieronder begint het bericht al voor je.",
    notOffered: "Die tijd is niet online te boeken. Kies een van de tijden in de lijst.",
    notOnline: "Deze dienst is niet online te boeken. Kies een andere, of stuur ons een aanvraag.",
  },
});

export type OnlineBookingMessages = (typeof ONLINE_BOOKING_MESSAGES)["en"];
