import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { PolicyPage, PolicySection, policyHandle } from "~/components/PolicyPage";
import { useStudioContactNl } from "~/components/legal/studio-contact.nl";
import { COMPANY_REGISTRATION } from "~/data/legal-pages";
import { DEFAULT_CANCELLATION_CUTOFF_HOURS, WITHDRAWAL_DAYS } from "~/data/refund-policy";
import { hoursNl } from "~/data/refund-policy.nl";
import { appContext } from "~/firestore/app-context.server";
import { getAvailabilitySettings } from "~/models/availability.server";
import { localizedPath } from "~/site/locale";

// The Dutch twin of legal.terms-and-conditions.tsx (app/site/route-twins.ts): the same sections, ids, facts and links, in "u".

export const handle = policyHandle("terms-and-conditions");

/** The cut-off the refund policy's table is printed with, so section 9 summarises the same rule. */
export async function loader({ context }: LoaderFunctionArgs) {
  const settings = await getAvailabilitySettings(context.get(appContext));
  return { cutoffHours: settings?.cancellationCutoffHours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS };
}

const nl = (englishPath: string) => localizedPath(englishPath, "nl");

export default function TermsAndConditionsNl() {
  // Typed by its loader rather than by ./+types, so it typechecks whether or not `react-router typegen` has seen this module.
  const loaderData = useLoaderData<typeof loader>();
  const { business, emailLink, country } = useStudioContactNl();
  const cutoff = hoursNl(loaderData.cutoffHours);
  return (
    <PolicyPage lead="De afspraken tussen u en onze studio wanneer u een sessie boekt, een cadeaubon koopt of een stalenwaaier bestelt. Wij hebben ze zo eenvoudig mogelijk opgeschreven." contents numberedHeadings>
        <PolicySection id="who-we-are" title="1. Wie wij zijn">
          <p>
            {business ? (
              <>
                {business.name} is de handelsnaam van {business.legalName}, {business.address.street},{" "}
                {business.address.postalCode} {business.address.city}, {country}
              </>
            ) : (
              "Plum & Linen Colour Studio is de handelsnaam van Plum & Linen Studio B.V., Utrecht, Nederland"
            )}
            . KvK-nummer {COMPANY_REGISTRATION.kvk}, btw-nummer {COMPANY_REGISTRATION.vat}.
          </p>
          <p>
            U kunt ons bereiken per e-mail via {emailLink}
            {business ? (
              <>
                , telefonisch op <a href={`tel:${business.phone.replace(/[^+\d]/g, "")}`}>{business.phone}</a>
              </>
            ) : null}{" "}
            of via onze <Link to={nl("/contact")}>contactpagina</Link>. Wij reageren binnen twee werkdagen.
          </p>
        </PolicySection>

        <PolicySection id="definitions" title="2. Begrippen">
          <dl className="policy__definitions">
            <dt>Wij, ons</dt>
            <dd>de studio die in artikel 1 wordt genoemd, de ondernemer.</dd>
            <dt>U</dt>
            <dd>degene die een sessie boekt of iets bij ons koopt en, bij een cadeau, degene die het ontvangt.</dd>
            <dt>Sessie</dt>
            <dd>
              elke dienst die wij verlenen: een kleuranalyse in de studio, een online of digitale kleuranalyse, een
              sessie persoonlijk stijladvies, een garderobecheck of een complete make-over, alleen, als duosessie of
              als groepssessie.
            </dd>
            <dt>Online analyse</dt>
            <dd>een kleuranalyse via een live videogesprek, met drapeerdoeken die wij u ter referentie toesturen.</dd>
            <dt>Digitale analyse</dt>
            <dd>een kleuranalyse op basis van foto's die u ons stuurt, opgeleverd als schriftelijk rapport, zonder live gesprek.</dd>
            <dt>Stalenwaaier</dt>
            <dd>een linnen etui met stofstalen in de kleuren van uw subseizoen.</dd>
            <dt>Cadeaubon</dt>
            <dd>een code, per e-mail of op een gedrukte kaart, waarmee een sessie kan worden betaald.</dd>
          </dl>
        </PolicySection>

        <PolicySection id="scope" title="3. Wanneer deze voorwaarden gelden">
          <p>
            Deze algemene voorwaarden gelden voor elke afspraak en elke aankoop bij ons, samen met ons{" "}
            <Link to={nl("/legal/refund-policy")}>annulerings- en terugbetalingsbeleid</Link>, ons{" "}
            <Link to={nl("/legal/shipping-delivery-policy")}>beleid voor verzending en levering</Link> en ons{" "}
            <Link to={nl("/legal/privacy-policy")}>privacybeleid</Link>. Bent u consument, dan behoudt u alle rechten
            die het consumentenrecht u geeft; niets in deze voorwaarden doet daaraan af. U kunt deze voorwaarden op
            elk moment vanaf deze pagina opslaan of afdrukken, en wij sturen ze mee met elke bevestiging van een
            afspraak.
          </p>
        </PolicySection>

        <PolicySection id="prices" title="4. Prijzen">
          <p>
            Onze prijzen zijn in euro's en inclusief 21% Nederlandse btw. De prijs die u bij het boeken ziet, is de
            prijs die u betaalt; eventuele verzendkosten ziet u apart voordat u betaalt. Staat er op onze website een
            prijs die kennelijk onjuist is, bijvoorbeeld een sessie voor €1,50, dan laten wij u dat weten en kiest u
            zelf: u boekt tegen de juiste prijs of u annuleert kosteloos.
          </p>
        </PolicySection>

        <PolicySection id="booking" title="5. Boeken en betalen">
          <ul>
            <li>
              U kunt boeken via onze website, per e-mail, telefonisch of in de studio. De overeenkomst komt tot stand
              zodra wij u per e-mail een bevestiging van uw afspraak sturen.
            </li>
            <li>
              Boekt u online een kleuranalyse, dan betaalt u als laatste stap een aanbetaling van €50, of desgewenst
              meteen de volledige prijs, en het restant tijdens uw sessie. Een digitale analyse en een cadeaubon betaalt
              u volledig bij de bestelling. Online betaalt u met iDEAL | Wero, creditcard of Bancontact, via onze
              betaaldienstverlener Mollie. Voor geen enkele betaalmethode rekenen wij een toeslag.
            </li>
            <li>
              Een complete make-over begint met een gratis kennismakingsgesprek. Daarna sturen wij u een schriftelijk
              plan met prijs; de overeenkomst komt tot stand wanneer u dat plan aanvaardt en betaalt.
            </li>
            <li>
              Een aanvraag via een van onze formulieren is een verzoek en nog geen afspraak: wij antwoorden met de
              beschikbare data en een betaallink.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="preparation" title="6. Uw sessie voorbereiden">
          <p>
            In uw bevestigingsmail vindt u een korte voorbereidingsgids. Kom voor een kleuranalyse zonder make-up,
            gebruik een week van tevoren geen zelfbruiner en laat ons weten als er iets is dat uw huid beïnvloedt, zoals
            recente zonnebrand. Komt u toch met make-up, dan vragen wij u die te verwijderen; alles wat u daarvoor nodig
            hebt, ligt in de studio klaar. Is een voorbereidingsstap niet gevolgd en heeft dat invloed op het resultaat,
            dan kunnen wij aanbieden de sessie op een andere dag voort te zetten; dat geldt als een verzette sessie.
          </p>
          <p>
            Onze studio ligt op de eerste verdieping van een monumentaal grachtenpand en is bereikbaar via de trap.
            Laat het ons bij het boeken weten als traplopen lastig voor u is, dan regelen wij een ruimte op de begane
            grond.
          </p>
        </PolicySection>

        <PolicySection id="online-digital" title="7. Online en digitale analyses">
          <p>
            Camera's passen kleuren automatisch aan en elk scherm geeft kleur anders weer. Een online of digitale
            analyse is daarom minder zeker dan een analyse in onze studio. Voor een online analyse hebt u een apparaat
            met camera nodig, een stabiele internetverbinding en een plek waar u bij daglicht met uw gezicht naar een
            raam zit. Voor een digitale analyse stuurt u foto's die volgens onze instructies zijn gemaakt; zijn ze niet
            bruikbaar, dan vragen wij om nieuwe foto's en begint de levertijd opnieuw.
          </p>
          <p>
            Kunnen wij niet kiezen tussen twee aangrenzende subseizoenen, dan vermelden wij dat in uw resultaat en
            lichten wij beide toe. In dat geval verrekenen wij de volledige prijs van uw online of digitale analyse met
            een kleuranalyse in de studio die u binnen zes maanden boekt.
          </p>
        </PolicySection>

        <PolicySection id="results" title="8. Wat een analyse wel en niet kan beloven">
          <p>
            Een kleuranalyse is een professionele beoordeling, zorgvuldig en volgens een vaste methode uitgevoerd, maar
            er komt altijd een eigen oordeel bij kijken. Wij kunnen niet garanderen dat iedereen die u ontmoet het met
            uw resultaat eens is, of dat elke kleur uit uw kleurenpalet bij elke outfit past. Ons advies over kleding,
            make-up en haarkleur is een aanbeveling; u beslist zelf wat u koopt, en wij zijn niet verantwoordelijk voor
            uw aankopen. Onze sessies zijn geen medisch of dermatologisch advies.
          </p>
        </PolicySection>

        <PolicySection id="changes-cancellations" title="9. Verzetten, annuleren en niet verschijnen">
          <p>
            Wat er met uw betaling gebeurt als een sessie wordt geannuleerd of verzet, staat in de tabel in ons{" "}
            <Link to={nl("/legal/refund-policy")}>annulerings- en terugbetalingsbeleid</Link>, dat deel uitmaakt van
            deze voorwaarden. Kort gezegd: annuleert u uiterlijk {cutoff} voor uw sessie, dan krijgt u alles wat u
            hebt betaald volledig terug; verzet u de sessie uiterlijk {cutoff} van tevoren, dan gaat uw betaling mee
            naar het nieuwe tijdstip. Annuleert u later, of verschijnt u niet, dan houden wij de aanbetaling in en
            betalen wij terug wat u daarboven hebt betaald. Annuleren wij, dan krijgt u altijd alles terug.
          </p>
          <p>
            Een aanbetaling of prijs die u online via onze betaaldienstverlener Mollie hebt betaald, betalen wij via
            Mollie terug op de betaalmethode die u hebt gebruikt; een deel dat u met een cadeaubon hebt betaald, gaat
            terug op de cadeaubon. Hebt u op afstand geboekt, dan kunt u de overeenkomst bovendien binnen een
            bedenktijd van {WITHDRAWAL_DAYS} dagen herroepen en krijgt u alles terug, op elk moment tot uw sessie
            begint; een sessie binnen die {WITHDRAWAL_DAYS} dagen vindt alleen op uw uitdrukkelijk verzoek plaats. Te
            laat komen en niet verschijnen zijn in hetzelfde beleid geregeld.
          </p>
        </PolicySection>

        <PolicySection id="partner-group" title="10. Duo- en groepssessies">
          <p>
            Een duosessie is voor twee personen, een groepssessie voor het aantal deelnemers dat in uw bevestiging
            staat. Iedere deelnemer krijgt een eigen analyse en een eigen stalenwaaier. Wie boekt, is verantwoordelijk
            voor de betaling en voor het doorsturen van onze voorbereidingsgids aan de anderen. Een deelnemer kan
            kosteloos door iemand anders worden vervangen; geef ons vóór de sessie diens naam door.
          </p>
        </PolicySection>

        <PolicySection id="vouchers" title="11. Cadeaubonnen">
          <p>
            Cadeaubonnen worden online gekocht en betaald en hebben een code van 12 letters en cijfers. Ze zijn 2 jaar
            geldig vanaf de aankoopdatum; de vervaldatum staat op de bon. Een cadeaubon kan worden gebruikt voor elke
            sessie tot de waarde van de bon; wordt hij gedeeltelijk gebruikt, dan blijft het resterende tegoed op de
            bon staan tot de vervaldatum. Cadeaubonnen zijn overdraagbaar, maar niet inwisselbaar voor geld. Een online
            gekochte cadeaubon kunt u binnen {WITHDRAWAL_DAYS} dagen na aankoop herroepen tegen volledige
            terugbetaling, zolang hij niet is gebruikt. Behandel een code als contant geld: wie de code heeft, kan hem
            gebruiken. Verlenging, verlies en terugbetaling van cadeaubonnen zijn geregeld in ons{" "}
            <Link to={nl("/legal/refund-policy")}>annulerings- en terugbetalingsbeleid</Link>.
          </p>
        </PolicySection>

        <PolicySection id="goods" title="12. Stalenwaaiers en andere producten">
          <p>
            Stalenwaaiers bestaan uit geverfde stalen van katoen en zijde, die wij controleren aan de hand van een
            referentieset. Kleine verschillen tussen waaiers zijn bij stof normaal. Wij leveren zoals beschreven in ons{" "}
            <Link to={nl("/legal/shipping-delivery-policy")}>beleid voor verzending en levering</Link> en blijven
            verantwoordelijk voor een pakket totdat het bij u is aangekomen. Op producten die u bij ons koopt, is de
            wettelijke garantie naar Nederlands recht van toepassing: zij moeten aan de overeenkomst beantwoorden
            (conformiteit, artikel 7:17 van het Burgerlijk Wetboek). Drapeerdoeken voor online analyses blijven ons
            eigendom en krijgt u voor de sessie in bruikleen.
          </p>
        </PolicySection>

        <PolicySection id="photos" title="13. Foto's en persoonsgegevens">
          <p>
            Wij maken tijdens een sessie alleen foto's als u daarmee instemt, en alleen voor uw eigen rapport. Foto's
            van klanten gebruiken wij nooit in onze marketing zonder aparte schriftelijke toestemming. Hoe wij met uw
            persoonsgegevens omgaan, leest u in ons <Link to={nl("/legal/privacy-policy")}>privacybeleid</Link>.
          </p>
        </PolicySection>

        <PolicySection id="ip" title="14. Ons materiaal">
          <p>
            Rapporten, kleurenpaletten, stijlgidsen en ander materiaal dat u van ons krijgt, zijn bestemd voor uw
            persoonlijk gebruik. U mag uw resultaten gerust met vrienden en familie delen, maar wij vragen u ons
            materiaal niet te kopiëren, te verkopen of als het uwe te publiceren, en het niet te gebruiken om zelf
            kleuranalyses aan anderen aan te bieden.
          </p>
        </PolicySection>

        <PolicySection id="liability" title="15. Aansprakelijkheid">
          <p>
            Wij voeren elke sessie zorgvuldig uit. Gaat er door onze schuld toch iets mis, dan is onze aansprakelijkheid
            beperkt tot de prijs die u voor de betreffende sessie of producten hebt betaald, behalve als de schade is
            veroorzaakt door opzet of grove schuld van onze kant, of als de wet geen beperking toestaat, zoals bij
            letselschade. Wij zijn niet aansprakelijk voor indirecte schade, zoals kleding die u op basis van ons advies
            hebt gekocht. Let in de studio goed op uw spullen; er is een kapstok en een kluisje voor waardevolle
            spullen.
          </p>
        </PolicySection>

        <PolicySection id="force-majeure" title="16. Overmacht">
          <p>
            Kunnen wij een sessie niet laten doorgaan door omstandigheden buiten onze macht, zoals ziekte, zwaar weer,
            een stroomstoring of sluiting van het gebouw, dan bieden wij u een nieuwe datum aan. Komt die u niet uit,
            dan betalen wij u alles terug. Loopt een vervoerder vertraging op om redenen buiten onze macht, dan houden
            wij u op de hoogte en kunnen wij een online sessie kosteloos naar een latere datum verzetten.
          </p>
        </PolicySection>

        <PolicySection id="complaints" title="17. Klachten">
          <p>
            Bent u niet tevreden over een sessie of een aankoop, laat het ons dan zo snel mogelijk weten, bij voorkeur
            binnen twee maanden nadat u het probleem hebt ontdekt, per e-mail aan {emailLink}, met een korte
            beschrijving. Wij bevestigen de ontvangst binnen twee werkdagen en sturen u binnen 14 dagen een volledig
            antwoord. Vraagt een klacht meer tijd, dan laten wij u weten wanneer u ons antwoord kunt verwachten.
          </p>
        </PolicySection>

        <PolicySection id="law" title="18. Toepasselijk recht en geschillen">
          <p>
            Op deze voorwaarden en op elke overeenkomst met ons is Nederlands recht van toepassing. Woont u in een ander
            land, dan behoudt u daarnaast de bescherming van het dwingende consumentenrecht van dat land. Wij lossen een
            meningsverschil altijd liever samen op. Lukt dat niet, dan worden geschillen voorgelegd aan de bevoegde
            rechter in het arrondissement Midden-Nederland, tenzij de wet u het recht geeft naar de rechter in uw
            woonplaats te gaan.
          </p>
        </PolicySection>

        <PolicySection id="amendments" title="19. Wijziging van deze voorwaarden">
          <p>
            Wij kunnen deze voorwaarden van tijd tot tijd aanpassen; de datum bovenaan de pagina geeft de nieuwste
            versie aan. Voor een afspraak blijven de voorwaarden gelden die van toepassing waren toen u boekte.
          </p>
        </PolicySection>
    </PolicyPage>
  );
}
