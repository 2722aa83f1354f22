/**
 * The Dutch twins of the digital analysis's emails to the client (order-emails.ts,
 * progress-emails.ts): the same lines in the same order, written as a Dutch client reads them, with
 * the order's page at its Dutch address (/nl/analyse/{token}).
 */
import { KEEP_PHOTOS_NL, SEND_FOR_ANALYSIS_NL } from "./order-labels.nl";
import type { AnalysisOrder } from "~/schemas/analysis-order";
import { ANALYSIS_PHOTOS } from "~/schemas/analysis-order";
import { getSubSeason } from "~/data/seasons";
import { dutchNameOf } from "~/data/seasons/in-language.server";
import { EARLY_START_CONFIRMATION_NL } from "~/data/refund-policy.nl";
import { ANALYSIS_PHOTOS_PROMISE_NL } from "~/data/retention.nl";
import { dearWords, localizedUrl, regardsWords } from "~/email/client-words";
import { formatCents } from "~/platform/money";
import { formatVoucherCode } from "~/models/voucher-code";
import type { AnalysisEmail, AnalysisEmailStudio } from "./analysis-email";


const euros = (cents: number) => formatCents(cents, "nl");

function paidLine(order: AnalysisOrder): string {
  return `Betaald: ${euros(order.priceCents)}${order.voucherCents > 0 ? ` (cadeaubon: ${euros(order.voucherCents)}${order.providerCents > 0 ? `; online betaald: ${euros(order.providerCents)}` : ""})` : ""}`;
}

const signOff = (studio: AnalysisEmailStudio) => [
  "",
  `Vragen? ${studio.phone ? `Bel ons op ${studio.phone} of mail naar` : "Mail ons op"} ${studio.email}.`,
  "",
  regardsWords("nl"),
  studio.name,
];

export function orderConfirmationEmailNl(order: AnalysisOrder, orderUrl: string, studio: AnalysisEmailStudio): AnalysisEmail {
  return {
    subject: `Je ${order.serviceName}: stuur ons je foto's`,
    lines: [
      dearWords(order.name, "nl"),
      "",
      `Dank je wel voor je bestelling: ${order.serviceName}. ${paidLine(order)}.`,
      "",
      "Zo gaat het verder:",
      `1. Maak zes foto's zoals de fotogids op de pagina van je bestelling beschrijft (minimaal ${ANALYSIS_PHOTOS.min}, maximaal ${ANALYSIS_PHOTOS.max}): met je gezicht naar een raam bij daglicht, zonder make-up, met je haar naar achteren, in een wit topje, met een vel wit papier naast je gezicht, en zonder flits, filters of bewerking.`,
      `2. Stuur ze via je persoonlijke link hieronder. Je kunt foto's toevoegen en verwijderen tot je op "${SEND_FOR_ANALYSIS_NL}" drukt.`,
      "3. Een analist gaat met je foto's aan de slag en een tweede analist controleert de uitkomst. Binnen vijf werkdagen na je foto's mailen we je dat je schriftelijke rapport en je digitale kleurenpalet klaarstaan op de pagina van je bestelling, en sturen we je stalenwaaier op met track & trace.",
      "",
      `Je persoonlijke link (houd hem voor jezelf: iedereen met deze link kan je bestelling zien): ${localizedUrl(orderUrl, "nl")}`,
      "",
      "Zolang we nog niet met je foto's zijn begonnen, kun je op die pagina annuleren en krijg je alles terug. Zijn we eenmaal begonnen, dan kunnen we de analyse niet meer terugbetalen.",
      "",
      EARLY_START_CONFIRMATION_NL,
      "",
      `We gebruiken je foto's alleen voor je analyse. Ze worden versleuteld opgeslagen in de EU en ${ANALYSIS_PHOTOS_PROMISE_NL}.`,
      "",
      `Vragen? Bel ons op ${studio.phone} of mail naar ${studio.email}.`,
      "",
      regardsWords("nl"),
      studio.name,
    ],
  };
}

/** "Soft Autumn (zachte herfst)": the name clients meet everywhere, with its Dutch name beside it. */
function subSeasonWords(slug: string): string {
  const name = getSubSeason(slug)?.name ?? slug;
  const dutch = dutchNameOf(slug, "nl");
  return dutch ? `${name} (${dutch.toLowerCase()})` : name;
}

export function reportDeliveredEmailNl(order: AnalysisOrder, orderUrl: string, studio: AnalysisEmailStudio, photoDays: number): AnalysisEmail {
  const subSeason = order.report ? subSeasonWords(order.report.subSeason) : null;
  return {
    subject: `Je ${order.serviceName}: je rapport staat klaar`,
    lines: [
      dearWords(order.name, "nl"),
      "",
      subSeason
        ? `Je analist is klaar, en een tweede analist heeft de uitkomst gecontroleerd: je bent een ${subSeason}.`
        : "Je analist is klaar, en een tweede analist heeft de uitkomst gecontroleerd.",
      "",
      `Je rapport staat op de pagina van je bestelling${order.report?.pdf ? ", met een pdf om te downloaden en te bewaren" : ""}: je beste kleuren, en wat je analist op je foto's zag.`,
      localizedUrl(orderUrl, "nl"),
      "",
      order.keepPhotos
        ? `Je hebt ons gevraagd je foto's te bewaren voor een vervolg. Dat doen we, tot je dat op dezelfde pagina uitzet. Daarna verwijderen we ze ${photoDays} dagen na vandaag, of nog diezelfde nacht als die dagen dan al voorbij zijn.`
        : `Over ${photoDays} dagen verwijderen we je foto's. Wil je dat we ze bewaren voor een vervolg? Kies dan "${KEEP_PHOTOS_NL}" op dezelfde pagina; je kunt je keuze daar altijd weer wijzigen.`,
      ...signOff(studio),
    ],
  };
}

export function secondSetEmailNl(order: AnalysisOrder, note: string, orderUrl: string, studio: AnalysisEmailStudio): AnalysisEmail {
  return {
    subject: `Je ${order.serviceName}: graag een tweede set foto's`,
    lines: [
      dearWords(order.name, "nl"),
      "",
      "Je analist heeft je foto's bekeken, maar ze zijn nog niet geschikt voor een uitkomst waar we echt achter kunnen staan. Wil je ons een tweede set sturen? Dat kost je niets. De toelichting van je analist:",
      "",
      ...note.split(/\r?\n/).map((line) => line.trim()),
      "",
      `Open de pagina van je bestelling via je persoonlijke link hieronder. De foto's die je hebt gestuurd, staan er nog: verwijder de foto's die je vervangt, voeg de nieuwe toe zoals de fotogids op die pagina laat zien, en druk opnieuw op "${SEND_FOR_ANALYSIS_NL}".`,
      localizedUrl(orderUrl, "nl"),
      "",
      "Je rapport volgt binnen vijf werkdagen na je nieuwe foto's.",
      ...signOff(studio),
    ],
  };
}

function refundLines(order: AnalysisOrder): string[] {
  const lines: string[] = [];
  if (order.providerCents > 0) lines.push(`We hebben de ${euros(order.providerCents)} die je online hebt betaald teruggestort. Het bedrag staat binnen een paar werkdagen weer op je rekening, via de betaalmethode waarmee je betaalde.`);
  if (order.voucherCents > 0 && order.voucherCode) lines.push(`De ${euros(order.voucherCents)} die je met je cadeaubon ${formatVoucherCode(order.voucherCode)} hebt betaald, staat weer op de bon.`);
  return lines.length ? lines : ["Er is niets betaald, dus er hoeft ook niets terugbetaald te worden."];
}

export function orderCancelledEmailNl(order: AnalysisOrder, by: "client" | "studio", studio: AnalysisEmailStudio): AnalysisEmail {
  return {
    subject: `Geannuleerd: je ${order.serviceName}`,
    lines: [
      dearWords(order.name, "nl"),
      "",
      by === "client"
        ? `Zoals je vroeg, hebben we je ${order.serviceName} geannuleerd.`
        : `We hebben je ${order.serviceName} geannuleerd. Het spijt ons; heb je nog niet van ons gehoord, dan nemen we contact met je op.`,
      "",
      ...refundLines(order),
      "",
      order.photos.length ? "De foto's die je hebt gestuurd, zijn verwijderd." : "",
      ...signOff(studio),
    ].filter((line, index, all) => line !== "" || all[index - 1] !== ""),
  };
}
