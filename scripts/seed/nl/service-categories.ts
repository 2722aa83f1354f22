import type * as v from "valibot";
import type { ServiceCategory } from "~/schemas";

/** A category's Dutch text: every field of CATEGORY_TEXT_FIELDS, written in Dutch (issue 43). */
export type ServiceCategoryDutch = Required<NonNullable<v.InferOutput<typeof ServiceCategory>["nl"]>>;

/** The Dutch text of every seeded service category, keyed by its id (scripts/seed/service-categories.ts). */
export const serviceCategoriesNl: Record<string, ServiceCategoryDutch> = {
  "color-analysis-styling": {
    name: "Kleuranalyse & styling",
    description:
      "Ontdek welk van de zestien subseizoenen het jouwe is, met drapeerdoeken bij daglicht, online of aan de hand van foto's, en leer het vanaf dag één te gebruiken.",
    descriptionLong: [
      "Bij de meeste klanten begint alles met een kleuranalyse. Je zit in een neutrale grijze cape bij onze ramen op het noorden, terwijl we meer dan 140 drapeerdoeken van katoen en zijde onder je gezicht houden, steeds twee tegelijk. Warm tegenover koel, licht tegenover diep, helder tegenover zacht: stap voor stap scheiden de kleuren die je huid fris en je ogen helder laten ogen zich van de kleuren die schaduwen en roodheid naar boven halen.",
      "Je gaat naar huis met je subseizoen, een stalenwaaier met zo'n 40 kleuren om mee te nemen als je gaat winkelen, en praktisch advies over neutrale kleuren, combinaties, make-up en haarkleur. We sluiten af met foto's van kleding die je al hebt, zodat je de volgende ochtend al weet waar je naar kunt grijpen.",
      "Kun je niet naar Utrecht komen? Met onze live online analyse en onze digitale analyse op basis van foto's haal je dezelfde methode in huis. We zijn eerlijk over wat een camera wel en niet kan laten zien, en we zeggen het je als we je echt in de studio moeten zien om zeker te zijn.",
    ],
    targetAudience:
      "Je hebt een kast vol kleding en toch niets om aan te trekken, je weet niet zeker welke kleuren je goed staan, of je wilt een betrouwbare leidraad voordat je in nieuwe stukken investeert.",
    headline: "Ontdek de kleuren waarin je er echt uitziet als jezelf",
    subHeadline: "Draperen volgens zestien seizoenen bij natuurlijk daglicht, in Utrecht of online",
  },
  "personal-styling": {
    name: "Persoonlijk stijladvies",
    description:
      "Vormen, proporties en outfits die werken voor je lichaam, je werk en je budget, met een stylist aan je zijde in de studio of in de winkels.",
    descriptionLong: [
      "Kleur is de helft van het verhaal; de andere helft is vorm. In een stijlsessie kijken we naar je proporties, de lijnen van je gezicht en hoe je wilt bewegen en je wilt voelen, en vertalen we dat naar halslijnen, lengtes, stoffen en pasvormen waar je zelf naar kunt zoeken.",
      "We kunnen in de studio werken met een rek vol voorbeeldstukken, met je gaan shoppen in de binnenstad van Utrecht, of je stylen voor een speciale gelegenheid, van een sollicitatiegesprek tot een speech op een bruiloft. We krijgen nooit commissie van winkels, dus elk advies draait om jou, niet om een verkoopdoel.",
    ],
    targetAudience:
      "Je begint aan een nieuwe baan, gaat weer aan het werk, kleedt een lichaam dat verandert, of bent het gewoon zat om kleding te kopen die nooit helemaal lekker voelt.",
    headline: "Kleding die past bij je lichaam en je leven",
    subHeadline: "Stijlsessies, personal shopping en styling voor speciale gelegenheden",
  },
  "wardrobe-audit": {
    name: "Garderobecheck",
    description:
      "We lopen bij je thuis samen je garderobe door, houden wat werkt, vinden nieuwe outfits in wat je al hebt en plannen alleen de aankopen die ertoe doen.",
    descriptionLong: [
      "In de meeste kledingkasten zitten meer goede outfits dan de eigenaar beseft; ze gaan schuil achter kleding die niet past, niet flatteert of nergens bij kan. Tijdens een garderobecheck gaan we elk stuk samen met je langs, passen we combinaties waar je zelf nog niet aan had gedacht en fotograferen we de outfits die je mooi vindt, zodat je ze later terugvindt.",
      "Er gaat niets de deur uit zonder jouw toestemming. We verdelen alles in houden, laten vermaken, opbergen en wegdoen, en als je wilt brengen we bij vertrek wat weg mag naar een kringloopwinkel in de buurt. Je krijgt een korte shoplijst op volgorde van prioriteit, zodat nieuwe aankopen echte gaten vullen.",
      "Een garderobecheck werkt het best na een kleuranalyse, maar het hoeft niet: we nemen een volledige set drapeerdoeken mee en houden twijfelgevallen onderweg bij je gezicht.",
    ],
    targetAudience:
      "Je hebt een volle kast en toch dat knagende gevoel dat je niets hebt om aan te trekken; of je gaat verhuizen, maakt een carrièreswitch of went aan een nieuw lichaam of een nieuwe levensfase.",
    headline: "Word opnieuw verliefd op de kleding die je al hebt",
    subHeadline: "Garderobechecks aan huis, capsuleplanning en seizoenswissels",
  },
  "complete-makeover": {
    name: "Complete make-over",
    description:
      "Kleuranalyse, persoonlijk stijladvies, een garderobecheck en personal shopping in één plan, verspreid over een paar weken en in jouw tempo.",
    descriptionLong: [
      "Een complete make-over brengt alles samen wat we doen. Hij begint met een kleuranalyse in de studio, gaat verder met een stijlsessie en een garderobecheck bij je thuis, en eindigt met personal shopping gericht op de gaten die we samen hebben gevonden. Tussen de sessies door kun je je stylist berichtjes sturen met vragen, en aan het eind ontvang je een geschreven lookbook met je outfits.",
      "Omdat geen make-over hetzelfde is, begint elke make-over met een gratis gesprek van 20 minuten. We praten over wat je graag wilt veranderen, je planning en je budget, en pas daarna stellen we een plan met een vaste prijs voor.",
    ],
    targetAudience:
      "Mensen op een keerpunt (een nieuwe functie, een mijlpaalverjaardag, het leven na een grote verandering) die liever een grondige, persoonlijke reset willen dan één losse sessie.",
    headline: "Een complete reset, begeleid van het eerste drapeerdoek tot de laatste outfit",
    subHeadline: "Kleur, stijl, garderobe en shoppen in één doordacht plan",
  },
};
