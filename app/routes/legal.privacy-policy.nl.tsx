import { Link } from "react-router";
import { PolicyPage, PolicySection, policyHandle } from "~/components/PolicyPage";
import { PrivacyCookiesNl, PrivacyRightsNl } from "~/components/legal/privacy-sections.nl";
import { useStudioContactNl } from "~/components/legal/studio-contact.nl";
import { COMPANY_REGISTRATION } from "~/data/legal-pages";
import { ANALYSIS_ORDER_RETENTION, APPOINTMENT_RETENTION, BOOKING_RETENTION, CONTACT_RETENTION, PALETTE_RESULT_RETENTION } from "~/data/retention";
import { ANALYSIS_PHOTOS_PROMISE_NL_U, keptForWordsNl, retentionTableNl } from "~/data/retention.nl";
import { localizedPath } from "~/site/locale";

/** The Dutch privacy policy (/nl/juridisch/privacybeleid): the twin of legal.privacy-policy.tsx, the same sections and anchors. */
export const handle = policyHandle("privacy-policy");

export default function PrivacyPolicyNl() {
  const { business, emailLink, country } = useStudioContactNl();
  return (
    <PolicyPage lead="Hoe wij omgaan met de persoonsgegevens die u met ons deelt wanneer u ons schrijft, een afspraak maakt of deze website bezoekt, en welke keuzes u daarbij hebt." contents>
        <PolicySection id="who-we-are" title="Wie verantwoordelijk is voor uw gegevens">
          <p>
            Verwerkingsverantwoordelijke voor uw persoonsgegevens in de zin van de Algemene verordening
            gegevensbescherming (AVG) is{" "}
            {business ? (
              <>
                {business.legalName}, handelend onder de naam {business.name}, {business.address.street},{" "}
                {business.address.postalCode} {business.address.city}, {country}
              </>
            ) : (
              "Plum & Linen Studio B.V., Utrecht, Nederland"
            )}
            , ingeschreven bij de Kamer van Koophandel (KvK) onder nummer {COMPANY_REGISTRATION.kvk}.
          </p>
          <p>
            Wij zijn een kleine studio en hebben geen functionaris voor gegevensbescherming aangesteld. Onze oprichter
            is verantwoordelijk voor privacyvragen; u bereikt haar via {emailLink}{" "}
            of per post op het hierboven genoemde adres, onder vermelding van &quot;Privacy&quot;.
          </p>
        </PolicySection>

        <PolicySection id="in-short" title="In het kort">
          <ul>
            <li>Wij verzamelen alleen wat wij nodig hebben om uw vragen te beantwoorden, uw sessie te verzorgen en uw stalenwaaier te versturen.</li>
            <li>Berichten en aanvragen voor een afspraak worden opgeslagen in Google Cloud Firestore, binnen de Europese Unie.</li>
            <li>Betalingen verlopen via Mollie; onze website krijgt uw kaart- of bankgegevens nooit te zien.</li>
            <li>
              De enige cookie die wij plaatsen zonder het u te vragen, is de cookie die uw cookiekeuze onthoudt. Google
              Analytics wordt pas geladen nadat u daarmee hebt ingestemd: nooit voordat u een keuze maakt en nooit
              nadat u hebt geweigerd.
            </li>
            <li>Wij verkopen uw gegevens nooit en gebruiken geen advertentiecookies of trackingpixels van sociale media.</li>
            <li>U kunt ons op elk moment vragen uw gegevens in te zien, te corrigeren of te verwijderen.</li>
          </ul>
        </PolicySection>

        <PolicySection id="what-we-collect" title="Welke gegevens wij verzamelen, waarom en hoe lang">

          <h3>Als u het contactformulier gebruikt</h3>
          <p>
            Wij bewaren uw naam, uw e-mailadres, uw bericht, uw WhatsApp-nummer als u dat opgeeft, de pagina van
            waaruit u het formulier verstuurde en de datum en het tijdstip van verzending. Wij gebruiken deze gegevens alleen om u te
            antwoorden. De grondslag is ons gerechtvaardigd belang om de vragen te beantwoorden die mensen ons sturen,
            of het nemen van maatregelen op uw verzoek voordat u een afspraak maakt (artikel 6 lid 1 sub f en sub b AVG).
            Contactberichten verwijderen wij {keptForWordsNl(CONTACT_RETENTION)}.
          </p>

          <h3>Als u een afspraak aanvraagt</h3>
          <p>
            In de afspraakformulieren vragen wij naar uw naam, uw e-mailadres en uw telefoon- of WhatsApp-nummer, de
            dienst waarin u geïnteresseerd bent, de soort afspraak en uw voorkeursdata. Afhankelijk van de soort
            afspraak vragen wij ook naar:
          </p>
          <ul>
            <li>
              <strong>Een sessie cadeau doen:</strong> de naam en het e-mailadres van de ontvanger en het persoonlijke
              bericht dat wij namens u mogen doorgeven;
            </li>
            <li>
              <strong>Duosessies:</strong> de naam van uw partner;
            </li>
            <li>
              <strong>Groepssessies:</strong> de grootte van de groep en de namen van de deelnemers.
            </li>
          </ul>
          <p>
            Geef ons de gegevens van een ander alleen als die persoon weet dat u dat doet. Wij gebruiken aanvragen om
            uw sessie in te plannen en te bevestigen (artikel 6 lid 1 sub b AVG). Aanvragen voor een afspraak
            verwijderen wij {keptForWordsNl(BOOKING_RETENTION)}; zodra u boekt, worden de gegevens die voor uw sessie
            nodig zijn onderdeel van uw klantdossier.
          </p>

          <h3>Als u klant bij ons bent</h3>
          <p>
            Voor uw sessie bewaren wij uw contactgegevens, de datum van de sessie, uw subseizoen (de uitkomst van uw
            analyse), de aantekeningen van uw kleuranalist of stylist en de maten, stijlvoorkeuren of foto&apos;s van uw
            garderobe die u met ons wilt delen. Bij een digitale kleuranalyse ontvangen wij ook de foto&apos;s die u
            uploadt. Online sessies nemen wij niet op. Klantdossiers bewaren wij tot 3 jaar na uw laatste sessie, zodat
            wij vervolgvragen kunnen beantwoorden en een kwijtgeraakte stalenwaaier kunnen vervangen. De grondslag is de
            overeenkomst met u (artikel 6 lid 1 sub b AVG).
          </p>

          <h3>Als u een digitale kleuranalyse bestelt</h3>
          <p>
            Wij bewaren uw naam en e-mailadres, wat u hebt betaald en hoe, de foto&apos;s die u uploadt (met de
            bestandsnamen die uw apparaat eraan heeft gegeven; locatie- en cameragegevens halen wij eruit) en het
            rapport dat wij voor u schrijven. Wij gebruiken ze uitsluitend om uw analyse te maken en te leveren
            (artikel 6 lid 1 sub b AVG).{" "}
            {`Uw foto's worden ${ANALYSIS_PHOTOS_PROMISE_NL_U}: een keuze op de pagina van uw bestelling die u altijd ongedaan kunt maken. Als u annuleert, worden ze direct verwijderd.`}{" "}
            {`Uw bestelling en rapport, met de bijbehorende pdf, bewaren wij tot ${keptForWordsNl(ANALYSIS_ORDER_RETENTION)}, zodat u uw rapport opnieuw kunt lezen; daarna worden ze verwijderd, samen met eventueel nog bewaarde foto's.`}{" "}
            De betaling zelf blijft, zoals elke andere betaling, bewaard in onze betalingsadministratie.
          </p>

          <h3>Uw palet op uw telefoon (&lsquo;Mijn palet&rsquo;)</h3>
          <p>
            Na uw sessie, of zodra het rapport van uw digitale kleuranalyse is geleverd, leggen wij uw uitslag vast op
            deze website, zodat u die op uw telefoon kunt bewaren: uw naam, e-mailadres en taal, uw subseizoen en het
            naburige subseizoen waarvan u kunt lenen, de kleuren die wij uit uw palet voor u hebben gekozen en de
            kleuren die u beter niet bij uw gezicht draagt, onze aantekeningen over metalen, make-up en haar, en een
            persoonlijke notitie. Wij mailen u een privélink naar deze pagina. Iedereen die de link heeft, kan de
            pagina openen; daarom komt de link nooit in onze logbestanden of statistieken terecht, en vervangen wij hem
            op uw verzoek, waarna de oude link niets meer opent. Dit hoort bij de dienst die u hebt geboekt (artikel 6
            lid 1 sub b AVG).{" "}
            {`Wij bewaren uw uitslag tot ${keptForWordsNl(PALETTE_RESULT_RETENTION)}, los van uw afspraak, die eerder wordt verwijderd: een palet gebruikt u jarenlang. Op de dag dat de uitslag wordt verwijderd, werkt ook de link niet meer.`}{" "}
            Als u de uitslag op de pagina verwijdert, is die direct uit onze database verdwenen, en haalt de pagina ook
            de kopie weg die uw telefoon bewaarde om hem offline te tonen.
          </p>

          <h3>Als u online boekt en betaalt</h3>
          <p>
            Wanneer u via deze website een tijd boekt, bewaren wij uw naam, uw e-mailadres en, als u dat opgeeft, uw
            telefoonnummer, en verder de namen van de mensen die met u meekomen, uw opmerkingen voor ons, de dienst
            en de datum en het tijdstip van uw sessie. Wij gebruiken deze gegevens om het tijdstip voor u vast te
            houden, u een bevestiging en een herinnering te sturen en uw sessie te verzorgen (artikel 6 lid 1 sub b
            AVG), en verwijderen ze {keptForWordsNl(APPOINTMENT_RETENTION)}.
          </p>
          <p>
            Aanbetalingen en cadeaubonnen worden betaald via Mollie B.V. in Amsterdam, een betaalinstelling onder
            toezicht van De Nederlandsche Bank. U voert uw kaart- of bankgegevens in op de betaalpagina van Mollie of
            in uw eigen bankapp: onze website krijgt ze nooit te zien. Mollie geeft ons het bedrag, de betaalmethode,
            of de betaling is gelukt en het betalingskenmerk door, en verwerkt de betaling onder een eigen
            privacyverklaring, zoals de financiële wetgeving van Mollie verlangt.
          </p>

          <h3>Betalingen, facturen en cadeaubonnen</h3>
          <p>
            Van elke betaling en terugbetaling bewaren wij uw naam, uw e-mailadres, het bedrag, de datum, de
            betaalmethode en het kenmerk van Mollie, nooit uw kaart- of bankgegevens. Van cadeaubonnen leggen wij de
            koper vast, de code van de bon, de waarde, de naam van de ontvanger als die op de kaart is gedrukt, en
            wanneer de bon wordt gebruikt. De Nederlandse belastingwetgeving verplicht ons facturen en gegevens van
            betalingen en cadeaubonnen 7 jaar te bewaren (artikel 6 lid 1 sub c AVG). Deze gegevens blijven daarom
            bewaard wanneer de rest van een online gemaakte afspraak al is verwijderd.
          </p>

          <h3>Als wij u iets toesturen</h3>
          <p>
            Om stalenwaaiers, drapeerdoeken en gedrukte cadeaukaarten te versturen, gebruiken wij uw naam, uw postadres
            en uw e-mailadres. Die geven wij door aan de postvervoerder, zodat die uw zending kan bezorgen en u
            via track &amp; trace op de hoogte kan houden.
          </p>

          <h3>Ervaringen</h3>
          <p>
            Wij publiceren een ervaring alleen met uw schriftelijke toestemming, met uw voornaam, de eerste letter van
            uw achternaam en, als u daarmee instemt, uw woonplaats. U kunt ons op elk moment vragen de ervaring te
            verwijderen; wij doen dat binnen vijf werkdagen.
          </p>

          <h3>Als u deze website bezoekt</h3>
          <p>
            Onze hostingprovider, Cloudflare, verwerkt uw IP-adres, het type browser en de pagina&apos;s die u opvraagt
            om de site te leveren en te beschermen tegen aanvallen en misbruik. Dit is ons gerechtvaardigd belang bij
            een veilige website (artikel 6 lid 1 sub f AVG). De formulieren op de site zijn bovendien beveiligd tegen
            geautomatiseerd misbruik; daarvoor tellen wij enkele minuten lang het aantal verzoeken per netwerkadres.
            Deze tellers worden niet bij uw bericht opgeslagen en verlopen vanzelf.
          </p>
        </PolicySection>

        <PolicySection id="where-stored" title="Waar uw gegevens worden opgeslagen">
          <p>
            Alles wat u via het contactformulier en de afspraakformulieren verstuurt, wordt opgeslagen in Google Cloud
            Firestore, een database van Google Cloud (Google Cloud EMEA Ltd, Dublin, Ierland), die daarbij als onze
            verwerker optreedt. Onze database staat in de EU-regio van Google Cloud, in datacenters in België en
            Nederland. De gegevens worden versleuteld, zowel tijdens het verzenden als in opslag. Alleen de drie leden
            van ons team kunnen ze inzien, met persoonlijke accounts die met tweestapsverificatie zijn beveiligd.
          </p>
          <p>
            De website zelf wordt geleverd via het netwerk van Cloudflare. Ingevulde formulieren gaan via Cloudflare
            naar onze database, maar worden door Cloudflare niet opgeslagen.
          </p>
          <p>
            De foto&apos;s die u uploadt voor een digitale kleuranalyse en de pdf van uw rapport worden opgeslagen in
            Cloudflare R2, dat daarbij als onze verwerker optreedt, in een opslagruimte die aan het EU-rechtsgebied van
            Cloudflare is gebonden: ze worden dus binnen de EU opgeslagen en verwerkt, en versleuteld bewaard. Ze worden
            nooit openbaar gemaakt: alleen de persoonlijke link naar uw bestelling en ons team, na inloggen, kunnen ze
            openen.
          </p>
        </PolicySection>

        <PolicySection id="cookies" title="Cookies en statistieken">
          <PrivacyCookiesNl />
        </PolicySection>

        <PolicySection id="sharing" title="Met wie wij gegevens delen">
          <p>
            Wij verkopen uw persoonsgegevens nooit. Wij delen ze alleen met de dienstverleners hieronder en met
            overheidsinstanties wanneer de wet dat vereist. Elke dienstverlener werkt voor ons op basis van een
            verwerkersovereenkomst, behalve Mollie, dat betalingen als zelfstandige verwerkingsverantwoordelijke
            afhandelt.
          </p>
          <ul>
            <li>
              <strong>Google Cloud</strong> (Firestore): slaat berichten, aanvragen voor een afspraak en klantdossiers op
              in de EU.
            </li>
            <li>
              <strong>Cloudflare</strong>: host de website, beschermt die tegen aanvallen en slaat de foto&apos;s en
              rapporten van digitale kleuranalyses op in de EU.
            </li>
            <li>
              <strong>Google Analytics</strong>: alleen als u analytische cookies accepteert.
            </li>
            <li>
              <strong>Mollie B.V.</strong> (Amsterdam), onze betaaldienstverlener: verwerkt aanbetalingen, aankopen van
              cadeaubonnen en terugbetalingen via iDEAL, creditcard en Bancontact.
            </li>
            <li>
              <strong>PostNL</strong> en zijn internationale partners: bezorgen stalenwaaiers, drapeerdoeken en
              cadeaukaarten.
            </li>
            <li>
              <strong>Onze e-mailprovider</strong>, met servers in de EU: verzorgt onze e-mailwisseling met u.
            </li>
            <li>
              <strong>Onze accountant</strong>: ziet facturen en betalingsgegevens voor onze boekhouding en
              belastingaangiften.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="transfers" title="Doorgifte buiten de EU">
          <p>
            Uw formuliergegevens blijven in de EU. Google en Cloudflare maken deel uit van concerns met hun hoofdzetel in
            de Verenigde Staten en kunnen van daaruit beperkte toegang tot gegevens krijgen, bijvoorbeeld voor
            ondersteuning of beveiliging. Beide zijn gecertificeerd onder het EU-U.S. Data Privacy Framework en hebben
            met ons de standaardcontractbepalingen van de Europese Commissie gesloten. Wanneer wij iets naar Noorwegen
            versturen, gaat uw adres naar een vervoerder daar, waar de AVG net als in de EU geldt (Noorwegen hoort bij de
            Europese Economische Ruimte). Wanneer wij iets naar het Verenigd Koninkrijk of Zwitserland versturen, gaat uw
            adres naar de vervoerder in dat land, dat volgens de Europese Commissie een passend beschermingsniveau voor
            persoonsgegevens biedt.
          </p>
        </PolicySection>

        <PolicySection id="retention" title="Hoe lang wij gegevens bewaren">
          <p>
            Wat u via deze website verstuurt, wordt vanzelf verwijderd wanneer de bewaartermijn is verstreken: elke
            nacht verwijdert onze server elk contactbericht, elke aanvraag voor een afspraak en elke online geboekte
            afspraak waarvan de termijn hieronder is verstreken (een afspraak samen met het tijdstip in onze agenda),
            en ook de foto&apos;s en bestellingen van digitale kleuranalyses waarvan de termijn is verstreken. In onze
            inbox leggen wij vast op welke dag wij een bericht beantwoorden; dat is het &quot;laatste antwoord&quot;
            waarvan de tabel uitgaat.
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="retention-table-caption">
            <table>
              <caption id="retention-table-caption">Bewaartermijnen</caption>
              <thead>
                <tr>
                  <th scope="col">Gegevens</th>
                  <th scope="col">Bewaartermijn</th>
                </tr>
              </thead>
              <tbody>
                {retentionTableNl().map((row) => (
                  <tr key={row.data} lang={row.lang}>
                    <th scope="row">{row.data}</th>
                    <td>{row.keptFor}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </PolicySection>

        <PolicySection id="your-rights" title="Uw rechten">
          <PrivacyRightsNl emailLink={emailLink} />
        </PolicySection>

        <PolicySection id="children" title="Kinderen">
          <p>
            Klanten jonger dan 16 jaar zijn welkom wanneer een ouder of voogd de sessie boekt en meekomt. Via deze
            website nemen wij niet bewust berichten of aanvragen voor een afspraak aan van kinderen jonger dan 16 jaar.
            Denkt u dat een kind ons zijn of haar gegevens heeft gestuurd, laat het ons dan weten; wij verwijderen die
            gegevens dan.
          </p>
        </PolicySection>

        <PolicySection id="security" title="Beveiliging">
          <p>
            De website is uitsluitend bereikbaar via een versleutelde verbinding, formulieren worden op misbruik
            gecontroleerd en onze database is niet rechtstreeks vanuit een browser toegankelijk: alleen onze server kan
            erin lezen en schrijven. Teamaccounts zijn beveiligd met tweestapsverificatie, en papieren aantekeningen die
            tijdens een sessie worden gemaakt, worden binnen een week uitgetypt en daarna versnipperd.
          </p>
        </PolicySection>

        <PolicySection id="changes" title="Wijzigingen in dit privacybeleid">
          <p>
            Als wij de manier waarop wij met persoonsgegevens omgaan wijzigen, passen wij deze pagina en de datum
            bovenaan aan. Heeft een wijziging gevolgen voor klanten met een geplande sessie, dan laten wij hun dat per
            e-mail weten. Lees dit privacybeleid samen met onze{" "}
            <Link to={localizedPath("/legal/terms-and-conditions", "nl")}>algemene voorwaarden</Link>.
          </p>
        </PolicySection>
    </PolicyPage>
  );
}
