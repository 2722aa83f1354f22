import type { WebsiteDutch } from "~/schemas";
import { faqNl } from "./website-faq";

/**
 * The Dutch text of the `Website/Data` document (its `nl`): every section whole, in the English's
 * shapes (scripts/seed/website-data.ts). Every `href` is the English's: the site turns it into the
 * Dutch address itself (app/site/locale.ts).
 */
export const websiteNl: Required<WebsiteDutch> = {
  sectionHero: {
    eyebrow: "Kleuranalyse & persoonlijk stijladvies in Utrecht",
    title: "Draag de kleuren die al bij je horen",
    subTitle: "Kleuranalyse volgens zestien seizoenen, styling en garderobechecks in een daglichtstudio aan de gracht",
    description:
      "In natuurlijk noorderlicht houden we meer dan 140 drapeerdoeken bij je gezicht en laten we je naast elkaar zien welke kleuren je huid helder en uitgerust laten ogen, en welke je vaal maken. Je gaat naar huis met je seizoen, een stalenwaaier en een plan om te gebruiken wat je al hebt.",
    primaryCta: { label: "Boek je kleuranalyse", href: "/service-booking" },
    secondaryCta: { label: "Ontdek de seizoenen", href: "/seasons" },
  },

  sectionAbout: {
    title: "Over Plum & Linen",
    subTitle: "Een kleine daglichtstudio voor iedereen die wil dat aankleden weer makkelijk voelt",
    intro:
      "Plum & Linen is een studio voor kleuranalyse en persoonlijk stijladvies op de eerste verdieping van een grachtenpand in de Utrechtse binnenstad. We werken met één klant, één stel of één kleine groep tegelijk, zodat er in elke sessie ruimte is voor vragen, passen en van gedachten veranderen.",
    story: [
      "Marieke van Doorn werkte elf jaar in de stoffenbemonstering van een Nederlands breimerk. Dag in, dag uit zag ze dezelfde trui stralen bij de ene collega en grauw ogen bij de volgende, en ze wilde weten waarom. Die nieuwsgierigheid bracht haar naar een opleiding in kleuranalyse volgens zestien seizoenen en later in persoonlijk stijladvies.",
      "In 2019 opende ze Plum & Linen in een gehuurde kamer met één groot raam op het noorden, want goed kleurwerk begint bij eerlijk licht. De studio is inmiddels twee deuren verderop in dezelfde straat gevestigd, maar het raam, de drapeerspiegel en de gewoonte om voor elke sessie thee te zetten verhuisden mee.",
      "Tegenwoordig werkt Marieke samen met kleuranalist Lotte Bakker en stylist Jasper Meijer, in de studio en online, met klanten uit heel Europa. We geloven nog steeds dat het mooiste resultaat geen nieuwe garderobe is, maar een scherpere blik: weten wat je staat, waarom het je staat, en hoe je minder koopt en meer draagt.",
    ],
    approach: [
      {
        title: "Begin bij eerlijk licht",
        text: "Analyses in de studio vinden overdag plaats bij onze ramen op het noorden; alleen op de donkerste wintermiddagen gebruiken we daglichtlampen met een hoge CRI. Je gezicht wordt omlijst door een neutrale grijze cape, zodat alleen het drapeerdoek verandert.",
      },
      {
        title: "Vergelijken, niet gokken",
        text: "We leggen kleuren steeds in paren naast elkaar (warm tegenover koel, helder tegenover gedempt, licht tegenover diep) en vertellen je wat we zien aan je huid, je ogen en je kaaklijn, zodat jij het ook ziet.",
      },
      {
        title: "Vertaald naar jouw leven",
        text: "Je seizoen heeft pas zin als je het kunt gebruiken. We kijken naar je werk, je budget en de kleding waar je nu al van houdt, en laten zien waar je palet daarin past, ook hoe je een lievelingskleur draagt die er niet in zit.",
      },
      {
        title: "We blijven bereikbaar",
        text: "Elke klant kan ons in de maand na een sessie tot drie shoppingvragen per e-mail sturen. Een foto van een jas in een paskamer is welkom; we antwoorden binnen twee werkdagen.",
      },
    ],
    differences: [
      {
        title: "Zestien seizoenen, niet vier",
        text: "Vier seizoenen zijn een goed begin, maar veel mensen zitten tussen twee in. Door met zestien subseizoenen te werken, kunnen we een Soft Autumn (zachte herfst) onderscheiden van een Soft Summer (zachte zomer), en dat is vaak het verschil tussen 'leuk' en 'precies goed'.",
      },
      {
        title: "Echte stof, geen filters",
        text: "Onze drapeerdoeken zijn van geverfd katoen en zijde, worden twee keer per jaar vergeleken met een referentieset en vervangen zodra ze verbleken. Kleur op een scherm is een handige eerste indruk; kleur op stof bij daglicht is de echte test.",
      },
      {
        title: "Geen verkoopdruk",
        text: "We verkopen geen kleding of make-up en krijgen geen commissie van winkels. Ons advies gaat over wat jou staat, en de meeste klanten ontdekken dat ze al meer van hun palet in de kast hebben dan ze dachten.",
      },
      {
        title: "Voor elk lichaam en elke leeftijd",
        text: "We werken met klanten van alle maten, genders en leeftijden, van studenten die hun eerste pak voor een sollicitatiegesprek uitkiezen tot tachtigers die na hun pensioen hun garderobe opfrissen.",
      },
    ],
    founder: {
      name: "Marieke van Doorn",
      role: "Oprichter & hoofdkleuranalist",
      bio: "Marieke is opgeleid als textielontwerper en werkte ruim tien jaar in stoffenbemonstering en kleurontwikkeling voordat ze zich kwalificeerde in kleuranalyse volgens zestien seizoenen en persoonlijk stijladvies. Ze heeft meer dan 2.400 klanten geanalyseerd, geeft de maandelijkse kleurworkshop van de studio en is het gelukkigst als een klant in de spiegel kijkt en zegt: 'O, dat ben ik.' Ze spreekt Nederlands, Engels en Duits.",
    },
  },

  navbar: {
    brandName: "Plum & Linen",
    tagline: "Kleurstudio · Utrecht",
    items: [
      { label: "Home", href: "/" },
      {
        label: "Diensten",
        href: "/services/color-analysis-styling",
        children: [
          { label: "Kleuranalyse & styling", href: "/services/color-analysis-styling" },
          { label: "Persoonlijk stijladvies", href: "/services/personal-styling" },
          { label: "Garderobecheck", href: "/services/wardrobe-audit" },
          { label: "Complete make-over", href: "/services/complete-makeover" },
        ],
      },
      {
        label: "Seizoenen",
        href: "/seasons",
        children: [
          { label: "De zestien seizoenen", href: "/seasons" },
          { label: "Kleurenpaletten", href: "/color/color-palettes" },
          { label: "Kleurenapp", href: "/colors-app" },
        ],
      },
      { label: "Kleuranalyse", href: "/color-analysis" },
      { label: "Journal", href: "/journal" },
      { label: "Ervaringen", href: "/testimonials" },
      { label: "Vragen", href: "/faqs" },
      { label: "Over ons", href: "/about" },
      { label: "Contact", href: "/contact" },
    ],
    cta: { label: "Maak een afspraak", href: "/service-booking" },
  },

  footer: {
    blurb:
      "Plum & Linen is een studio voor kleuranalyse en persoonlijk stijladvies in Utrecht. We helpen je de kleuren en vormen te vinden die bij je passen, in onze studio met noorderlicht aan de gracht of online, waar in Europa je ook bent.",
    columns: [
      {
        title: "Diensten",
        links: [
          { label: "Kleuranalyse & styling", href: "/services/color-analysis-styling" },
          { label: "Persoonlijk stijladvies", href: "/services/personal-styling" },
          { label: "Garderobecheck", href: "/services/wardrobe-audit" },
          { label: "Complete make-over", href: "/services/complete-makeover" },
          { label: "Maak een afspraak", href: "/service-booking" },
        ],
      },
      {
        title: "Kleur",
        links: [
          { label: "De zestien seizoenen", href: "/seasons" },
          { label: "Wat is kleuranalyse?", href: "/color-analysis" },
          { label: "Kleurenpaletten", href: "/color/color-palettes" },
          { label: "Kleurenapp", href: "/colors-app" },
          { label: "Het journal", href: "/journal" },
        ],
      },
      {
        title: "Studio",
        links: [
          { label: "Een sessie cadeau doen", href: "/gift-a-session" },
          { label: "Duosessie", href: "/partner-session" },
          { label: "Groepssessie", href: "/group-session" },
          { label: "Ervaringen", href: "/testimonials" },
          { label: "Veelgestelde vragen", href: "/faqs" },
          { label: "Over ons", href: "/about" },
          { label: "Contact", href: "/contact" },
        ],
      },
    ],
    legal: [
      { label: "Privacybeleid", href: "/legal/privacy-policy" },
      { label: "Annulerings- en terugbetalingsbeleid", href: "/legal/refund-policy" },
      { label: "Verzending en levering", href: "/legal/shipping-delivery-policy" },
      { label: "Algemene voorwaarden", href: "/legal/terms-and-conditions" },
    ],
    copyright: "Alle rechten voorbehouden.",
  },

  faq: faqNl,

  openingHours: [
    { days: "Dinsdag, woensdag en vrijdag", hours: "09:30–17:30" },
    { days: "Donderdag", hours: "09:30–20:00 ('s avonds voor styling en garderobeplanning)" },
    { days: "Zaterdag", hours: "10:00–16:00" },
    { days: "Zondag en maandag", hours: "Gesloten; online sessies in overleg" },
  ],

  directions: {
    studio:
      "We zitten aan de Lange Nieuwstraat 87 in het Museumkwartier, één straat achter de Nieuwegracht en een paar minuten lopen van het Centraal Museum. Bel aan bij Plum & Linen naast de groene deur, links van de etalage van de galerie, dan komen we naar beneden om je binnen te laten. De studio is op de eerste verdieping, via een vrij steile trap, en er is geen lift: is traplopen lastig voor je, laat het ons dan weten, dan spreken we af in de ruimte van de galerie op de begane grond.\n\nVanaf Utrecht Centraal is het 20 minuten lopen door het centrum, langs de Oudegracht en de Domtoren. Je kunt ook bus 2 (de Museumlijn) nemen vanaf de Centrumzijde van het station naar de halte Centraal Museum, op drie minuten van onze deur.\n\nMet de fiets: er staan fietsenrekken aan de overkant van de straat; zet je fiets alsjeblieft niet vast aan de grachtleuningen, daar haalt de gemeente fietsen weg. Met de auto: parkeren in de oude binnenstad is betaald en een plek vinden is lastig. Het makkelijkst is P+R Westraven aan de A12, met de tram naar Utrecht Centraal en vandaar bus 2.\n\nKom alsjeblieft op tijd, maar niet te vroeg: de daglichtplek is meestal bezet tot jouw sessie begint.",
    online:
      "Je videoruimte is een persoonlijke Jitsi Meet-link, alleen voor jouw boeking gemaakt. Je krijgt hem bij de herinnering, twee dagen voor je sessie. Op een laptop opent hij in Chrome, Edge, Firefox of Safari, zonder account of download; op een telefoon of tablet installeer je vooraf de gratis Jitsi Meet-app. De ruimte is alleen van jou, dus je kunt hem vóór de dag zelf openen wanneer je wilt om je camera en geluid te testen; open hem op de dag zelf vijf minuten van tevoren, dan komen wij er op de starttijd bij.\n\nKies een rustige kamer waar je niet gestoord wordt, en ga met je gezicht naar een raam zitten, met daglicht op je gezicht en de plafondlampen en andere lampen uit. Zet de camera op ooghoogte, ongeveer een armlengte van je af, en zet beauty- en achtergrondfilters uit.\n\nWerkt de link niet, bel ons dan op +31 30 204 7718, dan gaan we verder via WhatsApp-video.",
  },
};
