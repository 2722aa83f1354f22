import type { Faq } from "~/schemas";
import { ANALYSIS_ORDER_RETENTION } from "~/data/retention";
import { ANALYSIS_PHOTOS_PROMISE_NL } from "~/data/retention.nl";

/** "2 jaar en 30 dagen", for days counted as 365-day years and the days left over (as ~/data/retention counts them). */
function dagenAlsJaren(count: number): string {
  const whole = Math.floor(count / 365);
  const rest = count - whole * 365;
  const days = (n: number) => (n === 1 ? "1 dag" : `${n} dagen`);
  if (whole === 0) return days(count);
  return rest === 0 ? `${whole} jaar` : `${whole} jaar en ${days(rest)}`;
}

/** ANALYSIS_REPORT_KEPT in Dutch, from the same rule the retention job deletes by. */
const RAPPORT_BEWAARD = `tot ${dagenAlsJaren(ANALYSIS_ORDER_RETENTION.days)} na je bestelling`;

/**
 * The FAQ in Dutch: the English's ids, groups and order (scripts/seed/website-data.ts), and every
 * fact, number, promise and policy as the English states it, since the code keeps them.
 */
export const faqNl: Faq[] = [
  // Kleuranalyse
  {
    id: "what-is-color-analysis",
    category: "Kleuranalyse",
    question: "Wat is kleuranalyse, en wat betekent 'zestien seizoenen'?",
    answer:
      "Bij een kleuranalyse vergelijken we hoe verschillende kleuren samenspelen met je huid, je ogen en je natuurlijke haarkleur. Sommige kleuren laten je huid egaal en stralend ogen; andere geven schaduwen, roodheid of een grauwe teint. We kijken naar drie dingen: of warme of koele kleuren je het best staan, lichte of diepe, en heldere of zachte. De vier klassieke seizoenen (Lente, Zomer, Herfst en Winter) zijn elk onderverdeeld in vier subseizoenen, dus er zijn er in totaal zestien. Je uitkomst is het subseizoen met het palet dat je het mooist staat, plus het naastgelegen seizoen, waaruit je kunt lenen.",
  },
  {
    id: "what-to-wear-to-analysis",
    category: "Kleuranalyse",
    question: "Wat trek ik aan naar mijn kleuranalyse?",
    answer:
      "Iets comfortabels met een hals die je onder een cape kunt wegstoppen: we bedekken je kleding met een neutrale grijze cape, zodat die de uitkomst niet kleurt. Gebruik de week ervoor alsjeblieft geen zelfbruiner, en neem je bril mee als je die draagt, want je montuur hoort bij je gezicht. Is je haar geverfd, kom dan gewoon zoals je bent; tijdens het draperen bedekken we het met een grijze doek en aan het eind bespreken we je haarkleur.",
  },
  {
    id: "why-no-makeup",
    category: "Kleuranalyse",
    question: "Moet ik echt zonder make-up komen?",
    answer:
      "Ja, graag. Foundation, blush, bronzer en zelfs een getinte dagcrème verbergen precies de veranderingen waar we naar kijken: roodheid, schaduwen onder de ogen en hoe egaal je huid oogt bij elke kleur. Mascara mag wel. In de studio staat een make-uptafel met goed licht en een spiegel, voor als je je make-up weer wilt aanbrengen voordat je vertrekt, en in de Kleur- en make-upsessie brengen we je nieuwe tinten samen aan.",
  },
  {
    id: "how-long-does-analysis-take",
    category: "Kleuranalyse",
    question: "Hoe lang duurt een kleuranalyse in de studio?",
    answer:
      "Reken op tweeënhalf uur. Ongeveer negentig minuten daarvan draperen we, de rest gaat over het gebruik van je palet: hoe je kleuren combineert, op welke neutrale kleuren je bouwt, suggesties voor make-up en haarkleur, en vragen over kleding die je al hebt. Een duosessie duurt ongeveer vier uur voor twee personen, met een korte pauze ertussen.",
  },
  {
    id: "why-daylight-matters",
    category: "Kleuranalyse",
    question: "Waarom plannen jullie kleuranalyses in de studio alleen overdag?",
    answer:
      "Omdat kunstlicht kleur verandert. Warme lampen laten iedereen meer 'Herfst' lijken, en koele ledlampen kunnen een gezonde huid grauw laten ogen. We draperen naast grote ramen op het noorden, die zacht, gelijkmatig daglicht geven. Op donkere winterdagen zetten we er daglichtlampen met een hoge CRI bij, en van november tot en met februari begint de laatste analyse van de dag om 12:00, zodat het draperen klaar is voordat het licht wegzakt. De donderdagavonden zijn voor styling en garderobeplanning, waarbij een exact kleuroordeel minder uitmaakt.",
  },
  {
    id: "does-my-season-change",
    category: "Kleuranalyse",
    question: "Verandert mijn seizoen als ik bruin word, grijs word of mijn haar verf?",
    answer:
      "Je seizoen komt voort uit de ondertoon van je huid en de kleur van je ogen, en die blijven grotendeels gelijk. Een zomerkleurtje of grijzend haar kan je richting een naastgelegen palet schuiven (bijvoorbeeld van True Autumn, de ware herfst, naar Soft Autumn, de zachte herfst, wanneer je haar zachter van kleur wordt), en we laten je zien op welk deel van je palet je dan het best kunt leunen. Verf je je haar ver van je natuurlijke kleuren af, dan verandert je seizoen niet, maar het kan wel veranderen welke van je kleuren het mooist staan dicht bij je gezicht.",
  },

  // Boeken & cadeaus
  {
    id: "how-to-book",
    category: "Boeken & cadeaus",
    question: "Hoe boek ik, en betaal ik vooraf?",
    answer:
      "Kies een dienst en een tijd op onze boekingspagina. Voor een kleuranalyse of een stylingsessie, in de studio, via video, bij je thuis of in de stad, betaal je als laatste stap van je online boeking een aanbetaling van €50 (of het volledige bedrag, als je dat liever doet) met iDEAL | Wero, creditcard of Bancontact, via onze betaalprovider Mollie; de rest betaal je bij je sessie. Met de aanbetaling ligt je tijdstip vast, en je ontvangt een bevestigingsmail met een routebeschrijving en een korte voorbereidingsgids. Een digitale analyse betaal je volledig bij je bestelling. Voor een complete make-over boek je eerst online een gratis gesprek van 20 minuten, zodat we pas om betaling vragen als we samen een plan hebben afgesproken.",
  },
  {
    id: "gift-voucher-validity",
    category: "Boeken & cadeaus",
    question: "Hoe werken cadeaubonnen, en hoe lang zijn ze geldig?",
    answer:
      "Cadeaubonnen koop en betaal je online, en ze zijn 2 jaar geldig vanaf de aankoopdatum; de vervaldatum staat op de bon. Je kunt ze gebruiken voor elke dienst tot de waarde van de bon: kiest de ontvanger iets duurders, dan betaalt die het verschil bij, en wordt maar een deel gebruikt, dan blijft het restant op de bon staan tot die verloopt. Kies een e-mailbon, die meteen wordt verstuurd, of een gedrukte kaart in een linnen envelop, die binnen twee werkdagen op de post gaat. Cadeaubonnen zijn overdraagbaar, maar niet inwisselbaar voor geld. Een ongebruikte cadeaubon die online is gekocht, kun je binnen 14 dagen na aankoop retourneren; je krijgt dan het volledige bedrag terug.",
  },
  {
    id: "partner-and-group-sessions",
    category: "Boeken & cadeaus",
    question: "Kan ik met mijn partner of met een groep vrienden komen?",
    answer:
      "Ja. In een duosessie analyseren we twee mensen direct na elkaar, en veel stellen vinden het leuk om te zien hoe verschillend hun paletten zijn. Een groepssessie is voor drie of vier personen; meer mensen kunnen er niet bij onze daglichtplek zitten als het licht op ieders gezicht gelijk moet blijven. Iedereen krijgt nog steeds een eigen, volledige analyse en een eigen stalenwaaier. Voor grotere groepen kun je naar onze kleurworkshops vragen.",
  },
  {
    id: "accessibility-of-studio",
    category: "Boeken & cadeaus",
    question: "Is de studio toegankelijk?",
    answer:
      "De studio ligt op de eerste verdieping van een monumentaal grachtenpand en is bereikbaar via een vrij steile trap; er is geen lift. Is traplopen lastig voor je, laat het ons dan weten bij het boeken, dan regelen we je sessie in de ruimte op de begane grond van de galerie van onze buren, waar goed daglicht is, of komen we zonder extra kosten bij je thuis, binnen Utrecht.",
  },

  // Online & digitale sessies
  {
    id: "online-vs-digital",
    category: "Online & digitale sessies",
    question: "Wat is het verschil tussen een online en een digitale analyse?",
    answer:
      "Een online analyse is een live videogesprek van 90 minuten. Een week van tevoren sturen we je een set van 24 referentiedoeken; tijdens het gesprek houd je ze paar voor paar onder je kin terwijl wij naar je gezicht kijken en vertellen wat we zien, en daarna stuur je ze terug in de gefrankeerde envelop. Een digitale analyse heeft geen live gesprek. Je stuurt foto's die je volgens onze instructies hebt gemaakt, een analist vergelijkt ze in ongeveer een uur, en binnen vijf werkdagen ontvang je een schriftelijk rapport en je palet.",
  },
  {
    id: "accuracy-online-analysis",
    category: "Online & digitale sessies",
    question: "Hoe nauwkeurig is een online of digitale analyse?",
    answer:
      "Bruikbaar, maar eerlijk gezegd minder zeker dan een sessie in onze studio. Camera's van telefoons en laptops passen de witbalans automatisch aan, schermen geven kleur verschillend weer, en binnenlicht heeft vaak een gele of blauwe zweem. Dat beperken we door je te vragen op elke foto een wit vel papier vast te houden en met je gezicht naar een raam met daglicht te zitten, en in de meeste gevallen kunnen we je seizoen met zekerheid bepalen. Kunnen we niet kiezen tussen twee naastgelegen subseizoenen, dan zeggen we dat, leggen we beide uit en verrekenen we het volledige bedrag van je online of digitale sessie met een kleuranalyse in de studio binnen zes maanden.",
  },
  {
    id: "preparing-for-online-session",
    category: "Online & digitale sessies",
    question: "Wat heb ik nodig voor een online sessie?",
    answer:
      "Een laptop of tablet op een stevige ondergrond (een telefoon op een standaard kan ook), een plek met je gezicht naar een raam, ergens tussen ongeveer 10:00 en 15:00, een effen wit topje, een schone huid zonder make-up, je haar naar achteren en een vel wit printpapier. Zet de plafondlampen uit, en ook beauty- of achtergrondfilters in je videoapp. Een paar dagen van tevoren sturen we je een checklist en een link voor een kort testgesprek.",
  },
  {
    id: "swatch-wallet-posting",
    category: "Online & digitale sessies",
    question: "Krijg ik ook een stalenwaaier als ik niet naar de studio kom?",
    answer:
      "Ja. Na een online of digitale analyse versturen we je stalenwaaier binnen drie werkdagen met track & trace. Binnen Nederland duurt de bezorging meestal 1–2 werkdagen, elders in de EU 3–7 werkdagen. Voor het Verenigd Koninkrijk, Zwitserland en Noorwegen moet je rekenen op maximaal twee weken; er kunnen invoerkosten gelden, en die zijn voor rekening van de ontvanger.",
  },

  // Styling & garderobe
  {
    id: "do-i-need-new-wardrobe",
    category: "Styling & garderobe",
    question: "Moet ik mijn hele garderobe vervangen?",
    answer:
      "Nee, en dat raden we je vriendelijk af. De meeste klanten hebben al een flink deel van hun palet in de kast. We laten je zien hoe je stukken in 'verkeerde' kleuren kunt blijven dragen: weg van je gezicht, als broek, rok of tas, of met een sjaal in een van jouw kleuren bij je gezicht. Vervang dingen gewoon wanneer ze versleten zijn, en neem dan je stalenwaaier mee.",
  },
  {
    id: "what-happens-in-wardrobe-audit",
    category: "Styling & garderobe",
    question: "Wat gebeurt er tijdens een garderobecheck?",
    answer:
      "We komen bij je thuis en lopen samen stuk voor stuk je garderobe door. Samen verdelen we alles in houden, laten vermaken, opbergen en wegdoen, passen we combinaties waar je zelf nog niet aan had gedacht en fotograferen we de outfits die je mooi vindt, zodat je ze later terugvindt. We nemen kledingzakken mee en brengen, als je wilt, wat weg mag naar een kringloopwinkel in de buurt. Je ontvangt een korte shoplijst met de ontbrekende stukken die het meeste verschil maken.",
  },
  {
    id: "styling-for-all-bodies",
    category: "Styling & garderobe",
    question: "Werken jullie ook met mannen, klanten met een grote maat en non-binaire klanten?",
    answer:
      "Absoluut. Kleur werkt op elk gezicht hetzelfde, en goede styling draait om proporties, comfort en hoe je over wilt komen, niet om een bepaald lichaamstype of gender. Bij personal shopping gaan we ook naar winkels met een ruim maataanbod, en we stemmen elk advies af op je budget.",
  },

  // Voorwaarden
  {
    id: "rescheduling-policy",
    category: "Voorwaarden",
    question: "Kan ik mijn afspraak verzetten?",
    answer:
      "Ja. Tot 48 uur voor het begin kun je je sessie zo vaak als nodig verzetten naar elk vrij tijdstip, via de link in je bevestigingsmail. Je aanbetaling of betaling gaat mee, dus er wordt niets terugbetaald en niets extra in rekening gebracht. Daarna kun je de afspraak niet meer online verzetten, en geldt annuleren als late annulering, waarbij we de aanbetaling houden. Ben je ziek, laat het ons dan zo snel mogelijk weten, ook als dat pas op de ochtend zelf is; dan verzetten we je sessie één keer, met je betaling, hoe laat het ook is.",
  },
  {
    id: "refund-policy",
    category: "Voorwaarden",
    question: "Wat is jullie terugbetalingsbeleid?",
    answer:
      "Annuleer je 48 uur of langer voor je sessie, dan krijg je alles wat je hebt betaald volledig terug, of dat nu de aanbetaling was of het volledige bedrag. Annuleer je later of kom je niet, dan houden we de aanbetaling (€50 bij een kleuranalyse) en betalen we alles wat je daarboven hebt betaald terug. Moeten wij annuleren, dan krijg je altijd alles terug. Terugbetalingen gaan via Mollie terug naar de manier waarop je hebt betaald, en wat je met een cadeaubon hebt betaald, komt terug op de bon. Voor online boekingen geldt daarnaast het Europese herroepingsrecht van 14 dagen: binnen 14 dagen na je boeking kun je herroepen en krijg je alles terug, op elk moment tot je sessie begint. Vraag je ons om je sessie binnen die 14 dagen te laten plaatsvinden, dan vervalt dat recht zodra de sessie heeft plaatsgevonden. Bij een digitale analyse krijg je alles terug tot we aan je foto's beginnen, en niets meer zodra we zijn begonnen. Alle details staan in ons annulerings- en terugbetalingsbeleid.",
  },
  {
    id: "privacy-of-photos",
    category: "Voorwaarden",
    question: "Wat gebeurt er met de foto's die ik stuur?",
    answer: `Foto's die je stuurt voor een digitale analyse gebruiken we alleen om je uitkomst op te stellen. Ze worden versleuteld bewaard, in opslag die ze binnen de EU houdt, waar alleen jij (via de privélink van je bestelling) en onze analisten ze kunnen openen, en ze worden ${ANALYSIS_PHOTOS_PROMISE_NL}: vink "Bewaar mijn foto's voor een vervolg" aan op de pagina van je bestelling, en vink het weer uit wanneer je wilt. Je rapport blijft ${RAPPORT_BEWAARD} op de pagina van je bestelling staan. We nemen online sessies niet op, en we publiceren nooit foto's van klanten, ook geen voor-en-nafoto's, zonder aparte schriftelijke toestemming.`,
  },
];
