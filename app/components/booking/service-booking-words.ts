import { defineWords } from "~/site/words";

/** The words of /service-booking (app/routes/service-booking.tsx), kept apart so the route stays short. */
export const SERVICE_BOOKING_WORDS = defineWords({
  en: {
    self: { label: "Just for me", description: "A colour analysis for yourself, on a date that suits you." },
    ordering: "Ordering",
    order: (service: string) => `Order your ${service}`,
    back: "Back to choosing the analysis and who it is for",
    booking: "Booking",
    bookCall: (minutes: number) => `Book your free ${minutes}-minute call`,
    bookService: (service: string) => `Book ${service}`,
    callLead: (service: string) =>
      `Every ${service} starts with a free call: we agree a plan, the dates and your budget before you pay anything. Choose a time and we will phone you.`,
    onlineLead: "Choose a free time and tell us who you are. You get a confirmation and a calendar invitation by email at once.",
    requestAnalysis: "Book your colour analysis",
    requestService: (service: string | undefined) => `Ask for a ${service ?? "session"}`,
    requestLead: "Tell us which dates suit you, and we reply by email to confirm your appointment, with a secure link to pay.",
    title: "Book a colour analysis",
    startLead: "Two quick choices: which analysis, and who it is for. Then tell us which dates suit you.",
    start: "Start your booking",
    chooseAnalysis: "1. Choose your analysis",
    whoFor: "2. Who is it for?",
    next: "Continue",
    notSure: "Not sure which to choose?",
    advice:
      "In-person draping in our Utrecht studio gives the most reliable result. Online and digital analyses bring the same method to your home, with an honest note on how certain we are.",
    compare: "Compare the three ways to find your colours",
    someoneElse: "Booking for someone else?",
  },
  nl: {
    self: { label: "Voor mezelf", description: "Een kleuranalyse voor jezelf, op een datum die jou uitkomt." },
    ordering: "Bestellen",
    order: (service: string) => `${service} bestellen`,
    back: "Terug naar de keuze: welke analyse en voor wie",
    booking: "Afspraak maken",
    bookCall: (minutes: number) => `Plan je gratis gesprek van ${minutes} minuten`,
    bookService: (service: string) => `${service} boeken`,
    callLead: (service: string) =>
      `Elke ${service} begint met een gratis gesprek: we spreken een plan, de data en je budget af voordat je iets betaalt. Kies een tijd en we bellen je.`,
    onlineLead: "Kies een vrije tijd en vertel ons wie je bent. Je krijgt meteen een bevestiging en een agenda-uitnodiging per e-mail.",
    requestAnalysis: "Boek je kleuranalyse",
    requestService: (service: string | undefined) => `${service ?? "Een sessie"} aanvragen`,
    requestLead: "Laat ons weten welke data je uitkomen; we bevestigen je afspraak per e-mail, met een beveiligde link om te betalen.",
    title: "Kleuranalyse boeken",
    startLead: "Twee snelle keuzes: welke analyse, en voor wie. Daarna laat je ons weten welke data je uitkomen.",
    start: "Begin met boeken",
    chooseAnalysis: "1. Kies je analyse",
    whoFor: "2. Voor wie is het?",
    next: "Verder",
    notSure: "Twijfel je welke je moet kiezen?",
    advice:
      "Draperen in onze studio in Utrecht geeft het betrouwbaarste resultaat. Een online of digitale analyse brengt dezelfde methode bij je thuis, met een eerlijke toelichting op hoe zeker we van de uitkomst zijn.",
    compare: "Vergelijk de drie manieren om je kleuren te vinden",
    someoneElse: "Boek je voor iemand anders?",
  },
});

/** The page's title and description, for `meta`. */
export const SERVICE_BOOKING_META = {
  en: {
    title: "Book a colour analysis",
    description: "Start your colour analysis booking: choose in-person, online or digital analysis, for yourself, as a gift, for two or for a group.",
  },
  nl: {
    title: "Kleuranalyse boeken",
    description: "Boek je kleuranalyse: kies voor de studio, online of digitaal, voor jezelf, als cadeau, voor twee of voor een groep.",
  },
} as const;
