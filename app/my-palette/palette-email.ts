/**
 * The email that gives the client their "My palette" link, in the client's language (the booking's
 * or order's: issue 43), plain text as every email of the site. Sent by the studio ("Send the
 * link") once the result is recorded, and again after "Revoke the link" with the new one. It says
 * what the page holds, that the link is a key, how long the result is kept and that the client
 * may delete it themselves: the privacy policy's promises, where the client reads them first.
 */
import type { Locale } from "~/schemas/locales";
import { dayWords, dearWords, regardsWords } from "~/email/client-words";

export type PaletteEmail = { subject: string; lines: string[] };

/** The studio as an email signs and names it. */
type PaletteEmailStudio = { name: string; email: string; phone: string };

export type PaletteEmailInput = {
  clientName: string;
  /** The sub-season's name in the client's language ("Soft Autumn", "Zachte Herfst"). */
  subSeasonName: string;
  sessionDate: string;
  keptUntil: Date;
  /** The page's absolute address, in the client's language. */
  url: string;
  /** A new link replacing one the studio revoked. */
  replacing: boolean;
  studio: PaletteEmailStudio;
};

export function paletteLinkEmail(input: PaletteEmailInput, locale: Locale): PaletteEmail {
  return locale === "nl" ? dutch(input) : english(input);
}

function english({ clientName, subSeasonName, sessionDate, keptUntil, url, replacing, studio }: PaletteEmailInput): PaletteEmail {
  return {
    subject: replacing ? "A new link to your palette" : `Your palette, ${subSeasonName}, to keep on your phone`,
    lines: [
      dearWords(clientName, "en"),
      "",
      replacing
        ? "Here is a new link to your palette. The link we sent before no longer opens it."
        : `Thank you for your colour analysis on ${dayWords(sessionDate, "en")}. Your result is on a page of your own, "My palette": your ${subSeasonName} palette, the colours we chose for you and those to wear away from your face, and our notes on metals, make-up and hair.`,
      url,
      "",
      "Open it once on your phone and it stays readable in a shop without a connection. You can print it as a small card, and check a garment's colour against your palette.",
      "",
      "The link is a key: anyone who has it can see your palette, so please do not forward it. If it reaches someone it should not, tell us and we will send you a new one.",
      `We keep your result until ${dayWords(keptUntil.toISOString(), "en")}. You can delete it yourself on the same page at any time.`,
      "",
      `Questions? ${studio.phone ? `Call us on ${studio.phone} or write` : "Write"} to ${studio.email}.`,
      "",
      regardsWords("en"),
      studio.name,
    ],
  };
}

function dutch({ clientName, subSeasonName, sessionDate, keptUntil, url, replacing, studio }: PaletteEmailInput): PaletteEmail {
  return {
    subject: replacing ? "Een nieuwe link naar je palet" : `Je palet, ${subSeasonName}, om op je telefoon te bewaren`,
    lines: [
      dearWords(clientName, "nl"),
      "",
      replacing
        ? "Hier is een nieuwe link naar je palet. De link die we eerder stuurden, opent het niet meer."
        : `Dank je wel voor je kleuranalyse op ${dayWords(sessionDate, "nl")}. Je uitslag staat op een eigen pagina, 'Mijn palet': je palet ${subSeasonName}, de kleuren die we voor je hebben gekozen en de kleuren die je beter niet bij je gezicht draagt, en onze tips over metalen, make-up en haar.`,
      url,
      "",
      "Open de pagina één keer op je telefoon, dan blijft hij ook in een winkel zonder verbinding leesbaar. Je kunt hem afdrukken als klein kaartje, en de kleur van een kledingstuk naast je palet leggen.",
      "",
      "De link is een sleutel: iedereen die hem heeft, kan je palet zien. Stuur hem dus liever niet door. Komt hij toch bij iemand terecht voor wie hij niet bedoeld is, laat het ons weten, dan sturen we je een nieuwe.",
      `We bewaren je uitslag tot ${dayWords(keptUntil.toISOString(), "nl")}. Je kunt hem op dezelfde pagina op elk moment zelf verwijderen.`,
      "",
      `Vragen? ${studio.phone ? `Bel ons op ${studio.phone} of mail` : "Mail"} naar ${studio.email}.`,
      "",
      regardsWords("nl"),
      studio.name,
    ],
  };
}
