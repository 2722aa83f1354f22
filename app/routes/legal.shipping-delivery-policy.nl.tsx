import { Link } from "react-router";
import { PolicyPage, PolicySection, policyHandle } from "~/components/PolicyPage";
import { useStudioContactNl } from "~/components/legal/studio-contact.nl";
import { localizedPath } from "~/site/locale";

/** The Dutch shipping and delivery policy (/nl/juridisch/verzending-en-levering): the twin of legal.shipping-delivery-policy.tsx, the same sections and anchors. */
export const handle = policyHandle("shipping-delivery-policy");

const DELIVERY = [
  ["Nederland", "PostNL, brievenbuspakje met track & trace", "1–2 werkdagen"],
  ["België, Luxemburg en Duitsland", "PostNL met lokale partner, met track & trace", "2–4 werkdagen"],
  ["Overige EU-landen", "PostNL met lokale partner, met track & trace", "3–7 werkdagen"],
  ["Verenigd Koninkrijk", "PostNL met Royal Mail, met track & trace", "5–10 werkdagen, met douaneafhandeling tot 2 weken"],
] as const;

const COSTS = [
  ["Stalenwaaier bij een online of digitale kleuranalyse", "Inbegrepen", "Inbegrepen", "Inbegrepen"],
  ["Extra of vervangende stalenwaaier", "€4,50", "€8,95", "€12,95"],
  ["Gedrukte cadeaukaart in een linnen envelop", "€3,50", "€6,50", "€9,50"],
  ["Drapeerdoeken voor een online kleuranalyse, heen en terug", "Inbegrepen", "Inbegrepen", "Inbegrepen"],
  ["Cadeaubon per e-mail", "Gratis", "Gratis", "Gratis"],
] as const;

export default function ShippingDeliveryPolicyNl() {
  const { emailLink } = useStudioContactNl();
  return (
    <PolicyPage lead="Het meeste van wat wij doen, gebeurt in de studio of via een videogesprek, maar sommige dingen gaan per post: stalenwaaiers, drapeerdoeken en gedrukte cadeaukaarten. Hier leest u waar wij ze naartoe sturen, hoe snel ze aankomen en wat dat kost.">
        <PolicySection id="what-we-post" title="Wat wij per post versturen">
          <ul>
            <li>
              <strong>Stalenwaaiers:</strong> een linnen stalenwaaier met ongeveer 40 stofstalen in het kleurenpalet van
              uw subseizoen. Na een kleuranalyse in de studio neemt u hem meteen mee naar huis; na een online of
              digitale kleuranalyse sturen wij hem u toe. U kunt ook een extra stalenwaaier bestellen, of een
              vervangende als de uwe kwijt of versleten is.
            </li>
            <li>
              <strong>Drapeerdoeken:</strong> een set van 24 drapeerdoeken die wij u uitlenen voor een live online
              kleuranalyse, met een gefrankeerde envelop om ze terug te sturen.
            </li>
            <li>
              <strong>Gedrukte cadeaukaarten:</strong> voor een cadeau dat u graag persoonlijk overhandigt. Een cadeaubon
              per e-mail komt direct aan en kost niets aan verzending.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="where" title="Waar wij bezorgen">
          <p>
            Wij versturen naar adressen in Nederland, in alle andere lidstaten van de Europese Unie en in het Verenigd
            Koninkrijk. Voor Zwitserland en Noorwegen vragen wij u om contact met ons op te nemen voordat u boekt:
            meestal kunnen wij ook daarheen versturen, tegen het tarief en met de levertijd van het Verenigd Koninkrijk.
            Voor andere bestemmingen bieden wij een digitale kleuranalyse aan, met een kleurenpalet om zelf te printen
            in plaats van een stalenwaaier.
          </p>
        </PolicySection>

        <PolicySection id="dispatch" title="Wanneer wij verzenden">
          <ul>
            <li>Stalenwaaiers na een online of digitale kleuranalyse: binnen 3 werkdagen na uw videogesprek of uw rapport.</li>
            <li>Extra en vervangende stalenwaaiers: binnen 3 werkdagen na uw bestelling.</li>
            <li>Gedrukte cadeaukaarten: binnen 2 werkdagen na uw bestelling.</li>
            <li>
              Drapeerdoeken: 7 dagen vóór uw online sessie; boek die daarom ten minste 10 dagen van tevoren. Boekt u op
              kortere termijn, dan versturen wij ze dezelfde of de volgende werkdag en laten wij het u weten als de
              datum moet worden verschoven.
            </li>
          </ul>
          <p>
            Werkdagen zijn maandag tot en met vrijdag, met uitzondering van Nederlandse feestdagen. Zodra wij uw pakket
            verzenden, ontvangt u een e-mail met de track-and-tracelink.
          </p>
        </PolicySection>

        <PolicySection id="delivery-times" title="Levertijden">
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="delivery-table-caption">
            <table>
              <caption id="delivery-table-caption">Gebruikelijke levertijden na verzending</caption>
              <thead>
                <tr>
                  <th scope="col">Bestemming</th>
                  <th scope="col">Verzendwijze</th>
                  <th scope="col">Gebruikelijke levertijd</th>
                </tr>
              </thead>
              <tbody>
                {DELIVERY.map(([destination, service, time]) => (
                  <tr key={destination}>
                    <th scope="row">{destination}</th>
                    <td>{service}</td>
                    <td>{time}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Dit zijn de gebruikelijke levertijden van de vervoerders, geen garanties. Houd rond feestdagen en in
            december rekening met een paar extra dagen.
          </p>
        </PolicySection>

        <PolicySection id="costs" title="Verzendkosten">
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="costs-table-caption">
            <table>
              <caption id="costs-table-caption">Verzendkosten, inclusief btw</caption>
              <thead>
                <tr>
                  <th scope="col">Artikel</th>
                  <th scope="col">Nederland</th>
                  <th scope="col">Overige EU-landen</th>
                  <th scope="col">Verenigd Koninkrijk</th>
                </tr>
              </thead>
              <tbody>
                {COSTS.map(([item, nl, eu, uk]) => (
                  <tr key={item}>
                    <th scope="row">{item}</th>
                    <td>{nl}</td>
                    <td>{eu}</td>
                    <td>{uk}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>De verzendkosten ziet u voordat u betaalt, en ze staan apart vermeld op uw factuur.</p>
        </PolicySection>

        <PolicySection id="customs" title="Douane en invoerkosten">
          <p>
            Pakketten naar het Verenigd Koninkrijk, Zwitserland en Noorwegen verlaten het douanegebied van de EU. Wij
            geven de inhoud en de waarde ervan naar waarheid aan. De vervoerder kan de ontvanger vóór de bezorging
            vragen om invoer-btw, invoerrechten of inklaringskosten te betalen. Deze kosten worden door het land van
            bestemming vastgesteld, zijn niet bij onze prijzen inbegrepen en komen voor rekening van de ontvanger.
            Drapeerdoeken versturen wij als tijdelijke uitlening, waardoor er doorgaans geen kosten worden geheven.
            Wordt een pakket geweigerd en aan ons teruggestuurd, dan betalen wij u de prijs van de inhoud terug, na aftrek van de
            verzendkosten heen en terug.
          </p>
        </PolicySection>

        <PolicySection id="late-or-lost" title="Vertraagde of zoekgeraakte pakketten">
          <p>
            Tot uw pakket is bezorgd, ligt het risico bij ons. Is het binnen de EU 10 werkdagen na verzending nog niet
            aangekomen, of 20 werkdagen na verzending naar het Verenigd Koninkrijk, Zwitserland of Noorwegen, laat het
            ons dan weten via {emailLink}. Wij laten de vervoerder het pakket opsporen, en is het na nog eens 5
            werkdagen niet terecht, dan sturen wij u kosteloos een vervanging of betalen wij u terug, wat u het liefst
            hebt.
          </p>
        </PolicySection>

        <PolicySection id="damaged" title="Beschadigd aangekomen">
          <p>
            Komt een stalenwaaier of cadeaukaart beschadigd aan, stuur ons dan binnen 14 dagen een e-mail met een foto
            van het artikel en de verpakking. Wij sturen u binnen 3 werkdagen kosteloos een vervanging. U hoeft het
            beschadigde artikel alleen terug te sturen als wij daarom vragen; u ontvangt dan van ons een gefrankeerd
            verzendlabel. Uw rechten om producten te retourneren leest u in ons{" "}
            <Link to={localizedPath("/legal/refund-policy", "nl")}>annulerings- en terugbetalingsbeleid</Link>.
          </p>
        </PolicySection>

        <PolicySection id="address" title="Uw bezorgadres">
          <p>
            Controleer uw adres goed wanneer u boekt. Komt een pakket bij ons terug omdat het adres onvolledig of
            onjuist was, dan versturen wij het opnieuw zodra u het juiste adres hebt bevestigd, tegen de verzendkosten
            uit de tabel hierboven. Brievenbuspakjes passen door een standaard Nederlandse brievenbus, dus in Nederland
            hoeft er niemand thuis te zijn.
          </p>
        </PolicySection>

        <PolicySection id="returning-drapes" title="Drapeerdoeken terugsturen">
          <p>
            Stuur de drapeerdoeken binnen 7 dagen na uw online sessie terug in de gefrankeerde envelop die wij
            meesturen. Vanuit een land buiten de EU gebruikt u het gefrankeerde internationale verzendlabel dat in het
            pakket zit. Is een set 30 dagen na uw sessie nog niet terug en hebben wij niets van u gehoord, dan kunnen
            wij €60 in rekening brengen als bijdrage aan de vervanging; wij sturen u altijd eerst een e-mail voordat wij
            dat doen.
          </p>
        </PolicySection>
    </PolicyPage>
  );
}
