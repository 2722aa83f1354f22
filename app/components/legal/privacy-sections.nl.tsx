import type { ReactNode } from "react";

/**
 * Two sections of the Dutch privacy policy (app/routes/legal.privacy-policy.nl.tsx), kept here so
 * the route stays short: the body of "Cookies en statistieken" (#cookies) and of "Uw rechten"
 * (#your-rights). Each goes inside the route's own `PolicySection`, so "On this page" lists them.
 */

/** The cookies the site sets, the analytics and withdrawing consent: the twin of the English #cookies section. */
export function PrivacyCookiesNl() {
  return (
    <>
      <p>
        Bij uw eerste bezoek vraagt een banner of u analytische cookies accepteert. De pagina&apos;s van deze site
        werken hetzelfde, wat u ook kiest. Dit zijn alle cookies die de site plaatst:
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="cookie-table-caption">
        <table>
          <caption id="cookie-table-caption">Cookies die deze website plaatst</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Doel</th>
              <th scope="col">Looptijd</th>
              <th scope="col">Soort</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <code>consent</code>
              </th>
              <td>
                Onthoudt uw cookiekeuze (geaccepteerd of geweigerd), zodat de banner het niet opnieuw vraagt. Onze
                server ondertekent deze cookie, zodat hij niet kan worden gewijzigd, en hij wordt pas geplaatst zodra u
                een keuze maakt.
              </td>
              <td>1 jaar</td>
              <td>Strikt noodzakelijk, geplaatst door ons</td>
            </tr>
            <tr>
              <th scope="row">
                <code>_ga</code>
              </th>
              <td>
                Google Analytics 4: onderscheidt bezoeken vanuit dezelfde browser, zodat wij bezoekers kunnen tellen in
                plaats van paginaweergaven. Wordt alleen geplaatst nadat u analytische cookies hebt geaccepteerd.
              </td>
              <td>2 jaar</td>
              <td>Analytisch, geplaatst door Google Analytics op ons domein</td>
            </tr>
            <tr>
              <th scope="row">
                <code>_ga_&lt;id&gt;</code>
              </th>
              <td>
                Google Analytics 4: houdt het huidige bezoek bij (het begin ervan en het aantal bekeken pagina&apos;s).
                Het deel na <code>_ga_</code> is onze metings-ID. Wordt alleen geplaatst nadat u analytische cookies
                hebt geaccepteerd.
              </td>
              <td>2 jaar</td>
              <td>Analytisch, geplaatst door Google Analytics op ons domein</td>
            </tr>
          </tbody>
        </table>
      </div>
      <h3>Zo werken de statistieken hier</h3>
      <p>
        Google Analytics 4 wordt pas geladen nadat u &quot;Accepteren&quot; hebt gekozen: voordat u een keuze maakt,
        en nadat u &quot;Weigeren&quot; hebt gekozen, vraagt uw browser het analysescript helemaal niet op en worden er
        geen <code>_ga</code>-cookies geplaatst. Wij gebruiken het om te zien welke pagina&apos;s worden gelezen en
        welke moeilijk te vinden zijn, nooit voor advertenties. Google Analytics 4 registreert en bewaart geen
        IP-adressen; wij hebben Google-signalen en de advertentiefuncties uitgeschakeld en bewaren analysegegevens 14
        maanden. De grondslag is uw toestemming (artikel 6 lid 1 sub a AVG en artikel 11.7a van de
        Telecommunicatiewet).
      </p>
      <h3>Uw toestemming intrekken</h3>
      <p>
        U kunt uw toestemming op elk moment intrekken. Verwijder de cookies van deze website via de instellingen van uw
        browser: daarmee verdwijnen de <code>consent</code>-cookie en eventuele <code>_ga</code>-cookies, en bij uw
        volgende bezoek vraagt de banner opnieuw naar uw keuze. Het intrekken van uw toestemming heeft geen gevolgen
        voor wat daarvóór is verzameld.
      </p>
    </>
  );
}

/** Your rights under the AVG, how to use them and where to complain: the twin of the English #your-rights section. */
export function PrivacyRightsNl({ emailLink }: { emailLink: ReactNode }) {
  return (
    <>
      <p>Op grond van de AVG hebt u het recht om:</p>
      <ul>
        <li>de persoonsgegevens die wij over u hebben in te zien en daarvan een kopie te ontvangen;</li>
        <li>onjuiste gegevens te laten corrigeren en onvolledige gegevens te laten aanvullen;</li>
        <li>uw gegevens te laten verwijderen, tenzij de wet ons verplicht ze te bewaren (zoals facturen);</li>
        <li>de verwerking van uw gegevens te laten beperken zolang een vraag daarover nog niet is afgehandeld;</li>
        <li>de gegevens die u ons hebt verstrekt in een gangbaar, machineleesbaar formaat te ontvangen (dataportabiliteit);</li>
        <li>bezwaar te maken tegen een verwerking die op ons gerechtvaardigd belang is gebaseerd;</li>
        <li>uw toestemming op elk moment in te trekken, bijvoorbeeld voor analytische cookies of een gepubliceerde ervaring.</li>
      </ul>
      <p>
        Stuur uw verzoek naar {emailLink}. Wij kunnen u alles toesturen wat deze website over u heeft opgeslagen, als
        leesbare pagina en als JSON-bestand, en dat op uw verzoek volledig verwijderen (de foto&apos;s van een digitale
        kleuranalyse direct); kopieën van onze e-mails aan en van u staan in onze mailbox, en ook die verwijderen wij.
        Wij reageren binnen een maand en kunnen u eerst vragen uw identiteit te bevestigen, zodat wij uw gegevens nooit
        aan iemand anders geven. Het uitoefenen van uw rechten is kosteloos.
      </p>
      <p>
        Bent u niet tevreden over de manier waarop wij met uw gegevens omgaan, laat het ons dan eerst weten; wij krijgen
        graag de kans om het recht te zetten. U kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens via{" "}
        <a href="https://www.autoriteitpersoonsgegevens.nl" rel="noopener noreferrer">
          autoriteitpersoonsgegevens.nl
        </a>
        , of bij de toezichthoudende autoriteit in het EU-land waar u woont.
      </p>
    </>
  );
}
