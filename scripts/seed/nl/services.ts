import type * as v from "valibot";
import type { Service } from "~/schemas";

/** A service's Dutch text: every field of SERVICE_TEXT_FIELDS, written in Dutch (issue 43). */
export type ServiceDutch = Required<NonNullable<v.InferOutput<typeof Service>["nl"]>>;

/**
 * The Dutch text of every seeded service (drafts and archived ones too), keyed by the service's
 * seed id (scripts/seed/services.ts). Written for Dutch readers, not word for word: the facts,
 * numbers, times and prices are the English's.
 */
export const servicesNl: Record<string, ServiceDutch> = {
  // ── Kleuranalyse & styling ───────────────────────────────────────────────────
  "in-person-color-analysis": {
    name: "Kleuranalyse in de studio",
    summary:
      "Onze kenmerkende drapeersessie van tweeënhalf uur bij natuurlijk daglicht in de studio in Utrecht, met een stalenwaaier die je mee naar huis neemt.",
    description: [
      "Je zit in een neutrale grijze cape bij onze ramen op het noorden, terwijl we meer dan 140 drapeerdoeken van katoen en zijde onder je gezicht houden en ze steeds twee aan twee vergelijken. Bij elke stap vertellen we wat we zien (hoe egaal je huid oogt, hoe helder je ogen zijn, welke schaduwen er langs je kaaklijn vallen), zodat je het zelf ook leert zien.",
      "Zodra we je subseizoen hebben gevonden, maken we het in de tweede helft van de sessie praktisch: je beste neutrale kleuren, hoe je kleuren combineert, advies over make-up en haarkleur, en samen bekijken we foto's van je huidige garderobe.",
      "Sessies beginnen tussen 09:30 en 13:00 (van november tot en met februari uiterlijk om 12:00), zodat het hele draperen bij goed daglicht gebeurt. Kom alsjeblieft zonder make-up; voor na afloop staat er een make-uptafel klaar.",
    ],
    forWhom:
      "Iedereen die naar de studio in Utrecht kan komen en het meest betrouwbare resultaat wil, ook als je al een online analyse hebt gehad en zekerheid zoekt.",
    deliverables: [
      "Je subseizoen uit de zestien, plus het naastgelegen seizoen waaruit je kunt lenen",
      "Een stalenwaaier met zo'n 40 kleuren",
      "Je palet op je telefoon: een eigen pagina „Mijn palet” die je na één keer openen ook in een winkel zonder bereik kunt bekijken",
      "Een persoonlijke gids (pdf) met je neutrale kleuren, combinaties, metalen en make-uptinten",
      "Binnen een maand tot drie vervolgvragen over shoppen per e-mail",
    ],
    preparation:
      "Kom alsjeblieft zonder make-up: foundation, blush en zelfs een getinte dagcrème verbergen precies de veranderingen waar we naar kijken (mascara mag wel), en gebruik de week ervoor geen zelfbruiner. Draag iets comfortabels met een hals die je onder onze grijze cape kunt wegstoppen, en neem je bril mee als je die draagt. Is je haar geverfd, kom dan gewoon zoals je bent. Zet voor de tweede helft een paar foto's op je telefoon van kleding waar je dol op bent en van kleding die je nooit draagt. Voor na afloop is er een make-uptafel met goed licht.",
  },
  "online-color-analysis": {
    name: "Online kleuranalyse",
    summary:
      "Een live videosessie van 90 minuten met referentiedoeken die we je vooraf toesturen, waarin je analist je stap voor stap begeleidt.",
    description: [
      "Een week voor je sessie sturen we je een set van 24 referentiedoeken en een checklist. Op de dag zelf zit je met je gezicht naar een raam met daglicht en houd je de doeken twee aan twee onder je kin; je analist kijkt via de camera mee naar je gezicht en neemt elke vergelijking met je door.",
      "Camera's en schermen zijn minder betrouwbaar dan het oog in dezelfde ruimte: automatische witbalans en binnenlicht kunnen kleuren laten verschuiven. Dat corrigeren we met een wit referentievel en door de vergelijkingen steeds naast elkaar te houden, en in de meeste sessies kunnen we je subseizoen met zekerheid benoemen. Blijven twee naastgelegen seizoenen dicht bij elkaar, dan zeggen we dat eerlijk en kun je het volledige bedrag binnen zes maanden verrekenen met een kleuranalyse in de studio.",
      "De referentiedoeken stuur je terug in de gefrankeerde retourenvelop; je eigen stalenwaaier gaat binnen drie werkdagen na het gesprek op de post.",
    ],
    forWhom:
      "Klanten elders in Europa, of iedereen die liever vanuit huis meedoet, met een laptop of tablet en een raam met goed daglicht.",
    deliverables: [
      "Je subseizoen, met een eerlijke toelichting op hoe zeker we zijn",
      "Een stalenwaaier met zo'n 40 kleuren, verstuurd met track & trace",
      "Je palet op je telefoon: een eigen pagina „Mijn palet” die je na één keer openen ook in een winkel zonder bereik kunt bekijken",
      "Een persoonlijke gids (pdf) met je neutrale kleuren, combinaties en make-uptinten",
    ],
    preparation:
      "Houd de 24 referentiedoeken die we je hebben gestuurd binnen handbereik, nog in hun genummerde volgorde, samen met de gefrankeerde envelop om ze terug te sturen. Draag een effen wit topje, kom met een schone huid zonder make-up, doe je haar naar achteren en leg een vel wit printpapier klaar: daarmee corrigeren we de kleuren van je camera. Laad je laptop of tablet op en zet hem voordat we beginnen op gezichtshoogte neer.",
  },
  "digital-color-analysis": {
    name: "Digitale kleuranalyse",
    summary:
      "Een analyse op basis van foto's, zonder live gesprek: je stuurt foto's die je volgens onze instructies maakt, en binnen vijf werkdagen ontvang je een schriftelijk rapport en je kleurenpalet.",
    description: [
      "Na je boeking ontvang je een korte handleiding voor zes foto's bij daglicht: met je gezicht naar een raam, zonder make-up, je haar naar achteren, in een wit topje en met een wit vel papier in je hand als referentie. Je uploadt ze via je eigen privélink.",
      "Een analist besteedt ongeveer een uur aan je foto's: de witbalans wordt gecorrigeerd aan de hand van je referentievel en je natuurlijke kleuren worden vergeleken met digitale drapeerdoeken. Een tweede analist controleert elk resultaat voordat het de deur uitgaat. De vermelde duur is die tijd van de analist; zelf hoef je nergens bij te zijn.",
      "Foto's laten nu eenmaal niet alles zien. Geven je foto's geen zeker resultaat, dan vragen we kosteloos om een tweede set, en kunnen we dan nog steeds niet kiezen, dan leggen we je de twee meest waarschijnlijke seizoenen uit en verrekenen we het bedrag met een online sessie of een sessie in de studio.",
    ],
    forWhom:
      "Mensen met een drukke of onregelmatige agenda, klanten die ver van Utrecht wonen en iedereen die op een betaalbare manier kennis wil maken met de eigen kleuren.",
    deliverables: [
      "Binnen vijf werkdagen een schriftelijk rapport met je subseizoen en de onderbouwing",
      "Een digitaal palet van 40 kleuren voor op je telefoon",
      "Een stalenwaaier, verstuurd met track & trace",
    ],
    preparation:
      "Je hoeft nergens naartoe. Maak je zes foto's zoals de handleiding laat zien die je na je boeking ontvangt: met je gezicht naar een raam bij daglicht, ongeveer tussen 10:00 en 15:00, zonder make-up, met je haar naar achteren, in een wit topje en met een vel wit papier naast je gezicht. Geen flitser, filters, portretmodus of bewerking: stuur ze precies zoals de camera ze heeft gemaakt, via je persoonlijke uploadlink.",
  },
  "colour-and-makeup-palette-session": {
    name: "Kleur- en make-upsessie",
    summary:
      "Voor klanten die hun seizoen al kennen: we kiezen make-uptinten uit je palet, brengen ze samen aan en maken een eenvoudige dag- en avondlook.",
    description: [
      "Neem je make-uptas mee. We verdelen wat je hebt in tinten die wel en niet bij je seizoen passen, en testen daarna bij daglicht de ondertoon van foundation, blush, lip- en oogkleuren, steeds op één helft van je gezicht, zodat je het verschil in de spiegel ziet.",
      "Je gaat naar huis met een geschreven lijst van tinten, met alternatieven in verschillende prijsklassen. We verkopen geen make-up en zijn aan geen enkel merk verbonden.",
    ],
    forWhom: "Klanten die bij ons of elders een kleuranalyse hebben gedaan en make-up willen die hun natuurlijke kleuren ondersteunt.",
    deliverables: [
      "Een uitgezochte make-uptas",
      "Een geschreven lijst met aanbevolen tinten in drie prijsklassen",
      "Een face chart van je dag- en avondlook",
    ],
    preparation:
      "Neem je make-uptas mee met alles wat je nu gebruikt, en ook met wat je hebt opgegeven: we zoeken het samen uit. Kom met een schoon gezicht met alleen een dagcrème, zodat we tinten op de blote huid kunnen testen, één kant tegelijk. Neem je stalenwaaier mee als je die hebt en, als je analyse elders was, de naam van je seizoen. Een foto van een look waar je van houdt is ook welkom.",
  },

  // ── Persoonlijk stijladvies ──────────────────────────────────────────────────
  "style-essentials-session": {
    name: "Stijlsessie",
    summary:
      "Twee uur in de studio om uit te zoeken welke vormen, lengtes en stoffen je proporties flatteren, met een rek vol voorbeeldstukken om te passen.",
    description: [
      "We beginnen met een gesprek over hoe je dagen eruitzien, wat je graag draagt en waar je je aan ergert, en bekijken daarna samen je proporties in de grote spiegel. Je past voorbeeldstukken die laten zien wat verschillende halslijnen, taillehoogtes, lengtes en stoffen met je silhouet doen.",
      "Aan het eind weet je naar welke vormen je moet zoeken en waarom, en heb je een geschreven stijlgids met voorbeelden die je in een winkel kunt laten zien of online kunt opzoeken.",
    ],
    forWhom: "Voor iedereen die wil begrijpen wat bij je lichaam past, voordat je gaat shoppen of je kledingkast onder handen neemt.",
    deliverables: [
      "Een geschreven stijlgids met je beste vormen, lengtes en stoffen",
      "Een moodboard met voorbeeldoutfits",
      "Binnen een maand tot drie vervolgvragen per e-mail",
    ],
    preparation:
      "Je gaat voorbeeldstukken passen, dus draag eenvoudige, aansluitende lagen die snel uit en aan gaan, zoals een hemdje met een legging of een smalle broek, en het ondergoed dat je normaal draagt. Neem de schoenen mee die je het vaakst draagt, en twee of drie outfits waar je dol op bent (foto's mogen ook). Het helpt als je van tevoren nadenkt over een gewone week: werk, weekenden en avondjes uit.",
  },
  "guided-shopping-trip": {
    name: "Personal shopping",
    summary:
      "Drie uur met een stylist door de binnenstad van Utrecht, met vooraf gereserveerde paskamers en kleding in jouw kleuren en maat die al klaarhangt als je aankomt.",
    description: [
      "Een paar dagen van tevoren spreken we samen een lijst en een budget af. Je stylist gaat vooraf langs de winkels en laat stukken in jouw palet apart hangen, zodat je je tijd besteedt aan passen in plaats van aan zoeken tussen de rekken.",
      "We nemen ook winkels met een ruim maataanbod en tweedehandsboetieks mee, en we krijgen nooit commissie, dus het is helemaal goed als je niets koopt omdat niets echt klopt.",
    ],
    forWhom: "Klanten die hun kleuren kennen en hulp willen om goed te kiezen, minder uit te geven en miskopen te voorkomen.",
    deliverables: [
      "Een shopplan vooraf, met een lijst op volgorde van prioriteit en een budget",
      "Vooraf gereserveerde stukken in jouw kleuren en maten",
      "Foto's van elke outfit die je past, met aantekeningen",
    ],
    preparation:
      "Draag comfortabele schoenen en kleding die snel uit en aan gaat, met het ondergoed dat je zou dragen onder wat je gaat kopen. Neem je stalenwaaier mee, de lijst en het budget die we hebben afgesproken, en een kledingstuk waar iets bij moet passen, als dat er is. Eet vooraf goed: drie uur in en uit paskamers is vermoeiender dan het klinkt.",
  },
  "occasion-outfit-styling": {
    name: "Styling voor een speciale gelegenheid",
    summary:
      "Een outfit voor één belangrijke dag (een bruiloft, sollicitatiegesprek, speech of fotoshoot), samen uitgedacht van kleur tot schoenen.",
    description: [
      "We beginnen met een videogesprek van 30 minuten over de gelegenheid, de dresscode, de locatie en je budget. Daarna stelt je stylist een shortlist met opties samen, en tijdens een pasafspraak van een uur probeer je de beste daarvan in de studio of bij je thuis.",
      "We denken ook mee over de praktische kant: hoe kleuren op foto's overkomen onder het licht op de locatie, wat je eronder draagt en hoe je de hele dag comfortabel blijft.",
    ],
    forWhom: "Iedereen met een belangrijke gelegenheid in het vooruitzicht die zich helemaal zeker wil voelen in de outfit.",
    deliverables: [
      "Een shortlist van outfits met links of winkeladressen",
      "Een pasafspraak om de look te kiezen en af te maken",
      "Tips over accessoires, make-uptinten en hoe de kleuren op foto's overkomen",
    ],
    preparation:
      "Houd de uitnodiging of dresscode bij de hand, met de datum, de locatie en je budget; een foto van de locatie helpt ons het licht daar in te schatten. Bedenk waar je de outfit verder nog zou kunnen dragen. Heb je al schoenen, een tas of een jasje dat je wilt gebruiken, leg ze dan klaar om aan ons te laten zien.",
  },
  "online-style-consultation": {
    name: "Online stijladvies",
    summary:
      "Een videosessie van een uur over vormen en proporties voor klanten buiten Nederland, met achteraf een geschreven stijlgids.",
    description: [
      "Vóór het gesprek stuur je foto's van top tot teen en een paar outfits waar je van houdt en een paar waar je niets mee hebt. Tijdens de sessie bespreken we je proporties en laten we voorbeeldkledingstukken op het scherm zien, en achteraf ontvang je dezelfde geschreven stijlgids als onze klanten in de studio.",
    ],
    forWhom: "Klanten die niet naar Utrecht kunnen komen en advies willen over vormen en pasvormen.",
    deliverables: ["Een geschreven stijlgids", "Een moodboard met voorbeeldoutfits"],
    preparation:
      "Stuur ons een paar dagen van tevoren twee foto's van top tot teen (van voren en van opzij) in aansluitende kleding tegen een effen muur, en foto's van drie outfits waar je dol op bent en drie waar je niets mee hebt. Zet je laptop voor het gesprek op borsthoogte neer in een kamer met daglicht, met een passpiegel in de buurt als je die hebt.",
  },

  // ── Garderobecheck ───────────────────────────────────────────────────────────
  "wardrobe-edit-at-home": {
    name: "Garderobecheck aan huis",
    summary:
      "Een sessie van drie uur bij jou thuis, waarin we samen elk kledingstuk doornemen en nieuwe outfits maken met wat je al hebt.",
    description: [
      "We verdelen je kleding in houden, laten vermaken, opbergen en wegdoen, en je past alles waarover je twijfelt. Kleuren waarover je twijfelt, houden we met onze drapeerdoeken bij je gezicht. Ondertussen stellen we outfits samen waar je zelf nog niet aan had gedacht, en die fotograferen we voor je.",
      "Na afloop ontvang je een lookbook met je outfits en een korte lijst met ontbrekende stukken, op volgorde van prioriteit. Als je wilt, nemen we bij vertrek wat weg mag mee naar een kringloopwinkel. Reiskosten zijn inbegrepen voor Utrecht, Nieuwegein, Maarssen, Zeist, De Bilt en Amersfoort, en die bezoeken kun je online boeken; woon je verder weg, vraag het ons dan per e-mail, dan rekenen we €0,35 per kilometer.",
    ],
    forWhom:
      "Iedereen met een volle kast en toch niets om aan te trekken, vooral na een kleuranalyse, een verhuizing of een verandering in je lichaam of levensstijl.",
    deliverables: [
      "Een uitgezochte, opnieuw ingedeelde garderobe",
      "Een fotolookbook met minstens 15 outfits uit je eigen kleding",
      "Een shoplijst met ontbrekende stukken, op volgorde van prioriteit",
    ],
    preparation:
      "Ga vooraf alsjeblieft niet opruimen of sorteren: we willen zien hoe je je kledingkast echt gebruikt. Verzamel wel alles op één plek, ook de kleding op zolder, onder het bed of bij de stomerij, en maak het bed of een tafel vrij om op te sorteren. Draag eenvoudige, aansluitende basics zodat passen snel gaat, en zorg voor een passpiegel binnen handbereik. We nemen kledingzakken mee voor alles wat je besluit weg te geven.",
  },
  "capsule-wardrobe-plan": {
    name: "Capsulegarderobe op maat",
    summary:
      "Een doordachte capsulegarderobe van 25–35 stukken in jouw palet, deels uit wat je al hebt en deels van een shoplijst, met een combinatieschema.",
    description: [
      "Je stuurt foto's van je garderobe, waarna we elkaar zien voor een sessie van twee uur (in de studio of via video) om je neutrale basiskleuren, accentkleuren en sleutelstukken te kiezen. We stellen een capsule samen die je hele week dekt, van werk tot weekend.",
      "Je ontvangt een visueel schema dat laat zien hoe elk stuk met de andere te combineren is, en een shoplijst voor wat nog ontbreekt, met opties in verschillende prijsklassen.",
    ],
    forWhom: "Minimalisten, mensen die veel reizen en iedereen die minder maar betere kleding wil die allemaal met elkaar te combineren is.",
    deliverables: [
      "Een capsuleplan van 25–35 stukken",
      "Een combinatieschema voor je outfits",
      "Een shoplijst met opties in drie prijsklassen",
    ],
    preparation:
      "Stuur ons minstens drie dagen van tevoren foto's van je garderobe: elk stuk op een hanger of plat neergelegd op een effen ondergrond, gegroepeerd in tops, broeken en rokken, jurken, breiwerk, jassen en schoenen. Neem je stalenwaaier mee naar de sessie en denk na over een gewone week en eventuele reizen die eraan komen, zodat de capsule past bij de dagen die je echt hebt.",
  },
  "seasonal-wardrobe-refresh": {
    name: "Seizoenswissel aan huis",
    summary:
      "Elk voorjaar of najaar een vervolgbezoek van twee uur om je seizoenskleding te wisselen, afgedragen stukken weg te doen en een paar aanvullingen te plannen.",
    description: [
      "Voor terugkerende klanten. We halen de kleding tevoorschijn die je vorig seizoen hebt opgeborgen, kijken wat nog past en werkt, en maken nieuwe outfits waarin die stukken samengaan met wat je dit jaar hebt. Het is ook een mooi moment om je shoplijst opnieuw te bekijken.",
    ],
    forWhom: "Klanten die bij ons een garderobecheck hebben gehad en twee keer per jaar een lichte update willen.",
    deliverables: ["Een bijgewerkt fotolookbook", "Een vernieuwde shoplijst"],
    preparation:
      "Haal de opgeborgen kleding van vorig seizoen van zolder of uit de kast voordat we komen, maar laat alles in de dozen of tassen, zodat we het samen doornemen. Houd je lookbook en shoplijst van de vorige keer bij de hand, en noteer wat versleten is of niet meer past.",
  },
  "virtual-wardrobe-audit": {
    name: "Online garderobecheck",
    summary:
      "Een videosessie van 90 minuten waarin we samen door je garderobe gingen. Vervangen door Capsulegarderobe op maat, dat ook via video kan.",
    description: [
      "Je liet ons je garderobe stuk voor stuk via de camera zien en wij hielpen je die uit te zoeken. Klanten vertelden ons dat werken met vooraf gestuurde foto's meer ontspannen was en betere resultaten gaf, dus deze dienst is opgegaan in Capsulegarderobe op maat.",
    ],
    forWhom: "Klanten buiten Utrecht die hulp wilden bij het uitzoeken van hun garderobe.",
    deliverables: ["Een lijst van wat je houdt, laat vermaken en wegdoet", "Een korte shoplijst"],
    preparation:
      "Zet je laptop of telefoon zo neer dat we zowel je kledingkast als een passpiegel kunnen zien, met daglicht in de kamer. Maak een plek vrij om te sorteren en houd een oplader binnen handbereik: een hele garderobe via de camera doornemen kost tijd.",
  },

  // ── Complete make-over ───────────────────────────────────────────────────────
  "signature-makeover": {
    name: "Signature make-over",
    summary: "Kleuranalyse, een stijlsessie, een garderobecheck aan huis en personal shopping, verdeeld over vier tot zes weken.",
    description: [
      "Ons meest complete programma. Het begint met een kleuranalyse in de studio, gaat verder met een stijlsessie en een garderobecheck bij je thuis, en eindigt met personal shopping gericht op de gaten die we samen hebben gevonden.",
      "Tussen de sessies door kun je je stylist berichtjes sturen met vragen en foto's. Aan het eind ontvang je een geschreven lookbook waarin je kleuren, vormen en outfits op één plek samenkomen. De vermelde duur is de totale tijd van alle vier de sessies samen.",
      "Elke make-over begint met een gratis gesprek van 20 minuten, zodat we een plan en een planning afspreken voordat je betaalt.",
    ],
    forWhom: "Mensen die met begeleiding grondig opnieuw willen kijken naar hoe ze zich kleden, van kleur tot garderobe.",
    deliverables: [
      "Kleuranalyse in de studio met stalenwaaier",
      "Geschreven stijlgids",
      "Garderobecheck aan huis met outfitlookbook",
      "Personal shopping",
      "Het hele programma door contact via berichtjes",
    ],
    preparation:
      "Bedenk voor je gratis gesprek van 20 minuten wat je graag wilt veranderen en waarom juist nu, wat je ongeveer wilt uitgeven aan het shoppen binnen het programma, en welke belangrijke data eraan komen. Houd je agenda bij de hand, zodat we de vier sessies over de weken daarna kunnen inplannen. De voorbereiding voor elke sessie krijg je bij de boeking ervan.",
  },
  "new-chapter-makeover": {
    name: "Make-over Nieuw hoofdstuk",
    summary:
      "Een make-over rond een keerpunt in je leven: een nieuwe functie, het leven na een baby, een mijlpaalverjaardag of je pensioen.",
    description: [
      "Bij grote veranderingen in je leven blijft je garderobe vaak achter. We beginnen met een gesprek over waar je naartoe wilt, en combineren daarna een kleuranalyse, een stijlsessie rond je nieuwe ritme en een garderobecheck die recht doet aan de kleding die nog steeds bij je leven hoort.",
      "Het programma sluit af met een outfit voor een speciale gelegenheid of een korte shoppingronde, wat voor jou het nuttigst is. De vermelde duur is het totaal van alle sessies.",
    ],
    forWhom: "Iedereen van wie het leven is veranderd, maar de garderobe nog niet.",
    deliverables: [
      "Kleuranalyse in de studio met stalenwaaier",
      "Stijlsessie rond je nieuwe ritme",
      "Garderobecheck aan huis",
      "Styling voor een speciale gelegenheid of personal shopping",
    ],
    preparation:
      "Bedenk voor je gratis gesprek van 20 minuten welke verandering je doormaakt (een nieuwe functie, een nieuw ritme, een mijlpaal) en hoe een gewone week er straks uitziet. Houd je agenda bij de hand en heb een globaal budget voor het shoppen in gedachten. De voorbereiding voor elke sessie krijg je bij de boeking ervan.",
  },
  "makeover-day": {
    name: "Make-overdag",
    summary:
      "Eén intensieve dag in Utrecht: 's ochtends kleuranalyse in het mooiste licht, dan lunch, en 's middags styling en personal shopping.",
    description: [
      "Ideaal als je van verder komt. We beginnen om 09:30 met je kleuranalyse, wanneer het licht het best is, lunchen bij een café aan de gracht (inbegrepen) en besteden de middag aan vormen en personal shopping, met vooraf gereserveerde stukken.",
      "Het is een lange, volle dag, dus we plannen hooguit één make-overdag per week. Zoals bij elke make-over beginnen we met een gratis gesprek van 20 minuten om de dag, je lijst en je budget te plannen.",
    ],
    forWhom: "Klanten die voor een dag naar Utrecht komen, of iedereen die liever één gerichte dag heeft dan meerdere sessies.",
    deliverables: [
      "Kleuranalyse in de studio met stalenwaaier",
      "Geschreven stijlgids",
      "Personal shopping met gereserveerde stukken",
      "Lunch aan de gracht",
    ],
    preparation:
      "Houd voor je gratis gesprek van 20 minuten je reisplannen bij de hand als je van elders komt, een globaal budget voor het shoppen in de middag, en eventuele dieetwensen voor de lunch. Voor de dag zelf is het lijstje kort: geen make-up voor de analyse in de ochtend en comfortabele schoenen voor de middag. Na het gesprek sturen we je het volledige lijstje.",
  },
};
