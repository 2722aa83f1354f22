import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { PolicyPage, PolicySection, policyHandle } from "~/components/PolicyPage";
import { useStudioContactNl } from "~/components/legal/studio-contact.nl";
import { DEFAULT_CANCELLATION_CUTOFF_HOURS, WITHDRAWAL_DAYS } from "~/data/refund-policy";
import { EARLY_START_CONSENT_LABEL_NL, hoursNl, refundTableRowsNl } from "~/data/refund-policy.nl";
import { appContext } from "~/firestore/app-context.server";
import { getAvailabilitySettings } from "~/models/availability.server";
import { localizedPath } from "~/site/locale";

// The Dutch twin of legal.refund-policy.tsx (app/site/route-twins.ts): the same sections, ids, facts and links, in "u".
// The table's rows are the English module's rules, worded by app/data/refund-policy.nl.ts.

export const handle = policyHandle("refund-policy");

/** The cut-off the booking pages and the cancellation code use: the table is printed with it. */
export async function loader({ context }: LoaderFunctionArgs) {
  const settings = await getAvailabilitySettings(context.get(appContext));
  return { cutoffHours: settings?.cancellationCutoffHours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS };
}

const nl = (englishPath: string) => localizedPath(englishPath, "nl");

export default function RefundPolicyNl() {
  // Typed by its loader rather than by ./+types, so it typechecks whether or not `react-router typegen` has seen this module.
  const loaderData = useLoaderData<typeof loader>();
  const { business, emailLink, country } = useStudioContactNl();
  const { cutoffHours } = loaderData;
  const cutoff = hoursNl(cutoffHours);
  return (
    <PolicyPage lead="Plannen veranderen. Hier leest u hoe u een sessie verzet of annuleert, wat er met uw aanbetaling gebeurt, hoe cadeaubonnen werken en hoe u een stalenwaaier terugstuurt, inclusief de rechten die het Nederlandse en Europese consumentenrecht u geven." contents>
        <PolicySection id="in-short" title="In het kort">
          <ul>
            <li>
              Tot <strong>{cutoff} voor uw sessie</strong> kunt u deze via de link in uw bevestigingsmail annuleren,
              met volledige terugbetaling, of naar een ander tijdstip verzetten.
            </li>
            <li>
              Annuleert u later, of verschijnt u niet, dan houden wij de aanbetaling in: <strong>€50</strong> bij een
              kleuranalyse. Wat u daarboven hebt betaald, krijgt u terug.
            </li>
            <li>
              Binnen <strong>{WITHDRAWAL_DAYS} dagen</strong> na uw boeking kunt u de overeenkomst herroepen, op elk
              moment tot uw sessie begint, en krijgt u alles terug.
            </li>
            <li>Moeten wij annuleren, dan krijgt u altijd alles terug.</li>
            <li>
              Cadeaubonnen zijn <strong>2 jaar geldig</strong> en kunnen binnen {WITHDRAWAL_DAYS} dagen na aankoop
              tegen volledige terugbetaling worden teruggegeven, zolang ze niet zijn gebruikt.
            </li>
            <li>Komt een stalenwaaier beschadigd aan, dan vervangen wij hem kosteloos.</li>
          </ul>
          <p>
            Waar dit beleid en de wet van elkaar verschillen, geldt wat voor u het gunstigst is. Niets in dit beleid
            beperkt uw wettelijke rechten.
          </p>
        </PolicySection>

        <PolicySection id="deposits" title="Aanbetalingen en online betalen">
          <p>
            Boekt u online een kleuranalyse, dan legt u met een aanbetaling van €50 uw tijdstip vast: vanaf dat moment
            is het voor u gereserveerd en bieden wij het aan niemand anders aan. U betaalt de aanbetaling als laatste
            stap van het boeken, met iDEAL, creditcard of Bancontact, in de beveiligde betaalomgeving van onze
            betaaldienstverlener Mollie, en uw afspraak is bevestigd zodra de betaling is gelukt. Regelt u liever alles
            in één keer, dan kunt u ook meteen de volledige prijs betalen. Wat er van de prijs overblijft, betaalt u op
            de dag van uw sessie.
          </p>
          <p>
            Bij een digitale analyse is er geen afspraak om vast te leggen. U betaalt daarom de volledige prijs bij uw
            bestelling, en wij beginnen zodra uw foto's binnen zijn.
          </p>
        </PolicySection>

        <PolicySection id="cancelling" title="Een sessie annuleren of verzetten">
          <p>
            In deze tabel staat wat er met uw betaling gebeurt als een sessie wordt geannuleerd of verzet, of als een
            digitale analyse wordt geannuleerd. Ons boekingssysteem past precies deze regels toe: wat u hier leest, is
            wat er gebeurt.
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="cancel-table-caption">
            <table>
              <caption id="cancel-table-caption">Wat er met uw betaling gebeurt als een sessie wordt geannuleerd of verzet, of een digitale analyse wordt geannuleerd</caption>
              <thead>
                <tr>
                  <th scope="col">Wanneer</th>
                  <th scope="col">Uw betaling</th>
                </tr>
              </thead>
              <tbody>
                {refundTableRowsNl(cutoffHours).map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.when}</th>
                    <td>{row.outcome}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Een terugbetaling gaat altijd terug langs de weg waarop u hebt betaald: via Mollie naar uw bankrekening of
            creditcard, en een deel dat u met een cadeaubon hebt betaald terug op de cadeaubon. Hebt u de volledige
            prijs betaald en annuleert u te laat, dan houden wij alleen het bedrag van de aanbetaling in, nooit meer.
          </p>
          <p>
            Annuleren of verzetten doet u via de link in uw bevestigingsmail: die werkt tot {cutoff} voor uw sessie.
            Daarna kunt u ons bellen, mailen via {emailLink} of een WhatsApp-bericht sturen; wij regelen het dan voor u,
            volgens dezelfde tabel.
          </p>
          <p>
            Een duo- of groepssessie is één afspraak met één betaling, en de tabel geldt voor die afspraak als geheel.
            Kan een van de deelnemers niet komen, dan mag iemand anders kosteloos diens plaats innemen; geef ons vóór
            de sessie de naam van die persoon door.
          </p>
        </PolicySection>

        <PolicySection id="rescheduling" title="Een sessie verzetten">
          <ul>
            <li>
              U kunt uw sessie tot <strong>{cutoff}</strong> voor aanvang naar elk vrij tijdstip verzetten, zo vaak als
              nodig is. Uw aanbetaling of betaling gaat mee, en een verzette sessie behoudt haar oorspronkelijke prijs,
              ook als onze prijzen sinds uw boeking zijn gestegen.
            </li>
            <li>
              Voelt u zich niet goed? Een verkoudheid, opspelend eczeem of verse zonnebrand verandert hoe uw huid op
              kleur reageert, dus dan zien wij u liever op een andere dag. Laat het ons zo snel mogelijk weten, desnoods
              op de ochtend zelf: wij verzetten uw sessie dan één keer, met uw betaling, ongeacht het tijdstip.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="withdrawal" title={`Uw herroepingsrecht van ${WITHDRAWAL_DAYS} dagen`}>
          <p>
            Koopt u op afstand bij ons (via deze website, per e-mail, telefonisch of via WhatsApp), dan geven het
            Europese consumentenrecht en het Nederlandse recht (artikelen 6:230o tot en met 6:230s van het Burgerlijk
            Wetboek) u het recht om de overeenkomst binnen {WITHDRAWAL_DAYS} dagen zonder opgave van redenen te
            herroepen. Deze bedenktijd gaat in op de dag na uw boeking, en de laatste dag eindigt om middernacht,
            Nederlandse tijd. Afspraken die u in de studio maakt en betaalt, zijn geen overeenkomsten op afstand. Het
            wettelijke herroepingsrecht geldt daarvoor niet, de tabel hierboven wel.
          </p>

          <h3>Sessies (in de studio, online, duo- en groepssessies)</h3>
          <p>
            Vindt uw sessie plaats na die {WITHDRAWAL_DAYS} dagen, dan kunt u de overeenkomst eenvoudig binnen de
            bedenktijd herroepen en betalen wij alles terug wat u hebt betaald, net als bij elke tijdige annulering.
          </p>
          <p>
            Kiest u een datum binnen die {WITHDRAWAL_DAYS} dagen, dan mogen wij uw sessie volgens de wet alleen op uw
            uitdrukkelijk verzoek laten plaatsvinden. Boekt u zo'n datum, dan vinkt u een vakje aan met deze tekst:
          </p>
          <blockquote>
            <p>{EARLY_START_CONSENT_LABEL_NL}</p>
          </blockquote>
          <p>
            Uw bevestigingsmail herhaalt deze verklaring. Tot het begin van uw sessie kunt u de overeenkomst nog steeds
            herroepen en krijgt u alles terug, ook als dat minder dan {cutoff} voor de sessie is. Zodra de sessie heeft
            plaatsgevonden, is het herroepingsrecht vervallen.
          </p>
          <p>
            Voor een online analyse sturen wij u ongeveer een week voor het gesprek een set drapeerdoeken. Herroept u
            de overeenkomst nadat ze zijn verstuurd, stuur ze dan terug in de gefrankeerde retourenvelop; u krijgt toch
            alles terug en betaalt niets voor de verzending.
          </p>

          <h3>Digitale analyses</h3>
          <p>
            Met de bestelling van een digitale analyse vraagt u ons binnen uw bedenktijd van {WITHDRAWAL_DAYS} dagen te
            beginnen, omdat wij aan de slag kunnen op de dag dat uw foto's binnenkomen. Zolang onze analist nog niet met
            uw foto's is begonnen, kunt u annuleren op de pagina van uw bestelling of per e-mail, en krijgt u alles wat
            u hebt betaald volledig terug, ook als u de foto's al hebt gestuurd. Is de analist eenmaal begonnen, dan
            wordt de analyse speciaal voor u gemaakt en betalen wij niets terug, zoals in de tabel hierboven staat en
            zoals u bij uw bestelling bevestigt.
          </p>

          <h3>Complete make-overs</h3>
          <p>
            Een make-over begint met een gratis gesprek en een schriftelijk plan; u betaalt pas als u het plan
            aanvaardt. De bedenktijd van {WITHDRAWAL_DAYS} dagen gaat in op de dag nadat u het plan hebt aanvaard.
            Vindt op uw verzoek een deel van de make-over binnen die dagen plaats en herroept u daarna de overeenkomst,
            dan brengen wij de standaardprijs van de al geleverde onderdelen in mindering en betalen wij de rest terug.
          </p>

          <h3>Cadeaubonnen</h3>
          <p>
            Een cadeaubon die u online of op een andere manier op afstand hebt gekocht, kunt u binnen {WITHDRAWAL_DAYS}{" "}
            dagen na aankoop teruggeven, mits hij niet is gebruikt. Wij blokkeren de code en betalen de prijs terug,
            plus eventuele verzendkosten die u voor een gedrukte kaart hebt betaald. U hoeft de kaart niet terug te
            sturen.
          </p>

          <h3>Los gekochte stalenwaaiers</h3>
          <p>
            Een vervangende of extra stalenwaaier kunt u retourneren binnen {WITHDRAWAL_DAYS} dagen na de dag waarop u
            hem ontvangt. Laat het ons binnen die termijn weten en stuur de waaier daarna binnen nog eens{" "}
            {WITHDRAWAL_DAYS} dagen terug, ongebruikt en in de hoes. De kosten van het terugsturen zijn voor uw
            rekening. Wij betalen de prijs en de standaardverzendkosten die u hebt betaald terug. Een stalenwaaier die
            bij een analyse hoort, maakt deel uit van de dienst; daarvoor gelden de regels voor sessies hierboven.
          </p>

          <h3>Zo herroept u de overeenkomst</h3>
          <p>
            Annuleer via de link in uw bevestigingsmail, of stuur ons een ondubbelzinnige verklaring, bijvoorbeeld per
            e-mail aan {emailLink}, met uw naam en uw afspraak- of bestelnummer. U kunt daarvoor het{" "}
            <a href="#withdrawal-form">modelformulier voor herroeping</a> hieronder gebruiken, maar dat is niet
            verplicht. Het is voldoende dat u uw verklaring verstuurt voordat de {WITHDRAWAL_DAYS} dagen voorbij zijn.
            Wij bevestigen de ontvangst per e-mail.
          </p>
        </PolicySection>

        <PolicySection id="no-shows" title="Te laat komen en niet verschijnen">
          <p>
            Een kleuranalyse is afhankelijk van daglicht, en na uw sessie volgt die van de volgende klant. Wij kunnen
            daarom niet altijd tijd aan het einde toevoegen.
          </p>
          <ul>
            <li>
              <strong>In de studio:</strong> bent u later, bel of stuur ons dan een bericht. Wij wachten 30 minuten; de
              sessie eindigt op het geplande tijdstip, en wij zorgen ervoor dat het draperen zelf volledig wordt
              afgerond. Bent u na 30 minuten niet aangekomen en hebt u geen contact met ons opgenomen, dan geldt dat als
              niet verschijnen.
            </li>
            <li>
              <strong>Online:</strong> wij wachten 15 minuten en proberen u telefonisch en via WhatsApp te bereiken
              voordat de sessie als niet verschenen geldt. Stuur de drapeerdoeken zoals gewoonlijk terug.
            </li>
          </ul>
          <p>
            Niet verschijnen behandelen wij als een late annulering: wij houden de aanbetaling in en betalen terug wat
            u daarboven hebt betaald.
          </p>
        </PolicySection>

        <PolicySection id="our-cancellations" title="Als wij moeten annuleren">
          <p>
            Annuleren wij uw sessie, bijvoorbeeld omdat uw analist ziek is, dan betalen wij alles terug wat u hebt
            betaald, hoe kort voor de sessie dat ook is. Houdt u uw afspraak liever, laat het ons dan weten; dan
            verzetten wij haar, met uw betaling, naar een nieuwe datum die u schikt. Hebt u een online sessie geboekt en
            komen de drapeerdoeken niet op tijd aan, dan verzetten wij het gesprek kosteloos.
          </p>
        </PolicySection>

        <PolicySection id="gift-vouchers" title="Cadeaubonnen">
          <ul>
            <li>
              Cadeaubonnen zijn <strong>2 jaar geldig</strong> vanaf de aankoopdatum; de vervaldatum staat op de bon.
              Boek uw sessie vóór die datum; de sessie zelf mag later plaatsvinden.
            </li>
            <li>
              Een cadeaubon kan worden gebruikt voor elke dienst tot de waarde van de bon. Kost de dienst meer, dan
              betaalt de ontvanger het verschil. Kost hij minder, of wordt de bon gedeeltelijk gebruikt, dan blijft het
              resterende tegoed tot de vervaldatum op de bon staan voor een volgende afspraak.
            </li>
            <li>
              Cadeaubonnen zijn overdraagbaar, maar niet geheel of gedeeltelijk inwisselbaar voor geld. Een online
              gekochte cadeaubon kunt u binnen {WITHDRAWAL_DAYS} dagen na aankoop teruggeven, zolang hij niet is
              gebruikt (zie <a href="#withdrawal">uw herroepingsrecht</a>).
            </li>
            <li>
              Zodra met een cadeaubon een afspraak is gemaakt, is de ontvanger onze klant en geldt de tabel hierboven.
              Een terugbetaling voor een geannuleerde sessie gaat terug op de cadeaubon. Blijft er daardoor te weinig
              tijd over om vóór de vervaldatum opnieuw te boeken, schrijf ons dan; wij verlengen de bon.
            </li>
            <li>Cadeaubon kwijt? Wij sturen hem opnieuw per e-mail naar de koper, met dezelfde code en hetzelfde tegoed.</li>
          </ul>
        </PolicySection>

        <PolicySection id="swatch-wallets" title="Stalenwaaiers: retourneren en schade">
          <p>
            Komt uw stalenwaaier beschadigd aan, onbruikbaar gekreukt of met de verkeerde stalen, mail ons dan binnen
            14 dagen na levering een foto van de waaier en de verpakking. Wij sturen u binnen drie werkdagen kosteloos
            een nieuwe, of betalen de waaier terug als u dat liever hebt. De beschadigde waaier hoeft u alleen terug te
            sturen als wij daarom vragen; u krijgt dan van ons een gefrankeerd retourlabel. Voor pakketten die te laat
            komen of zoekraken, zie ons{" "}
            <Link to={nl("/legal/shipping-delivery-policy")}>beleid voor verzending en levering</Link>.
          </p>
          <p>
            Stofstalen kunnen er bij warm binnenlicht anders uitzien dan bij daglicht; dat is geen gebrek. Vergelijk ze
            overdag bij een raam. Uw wettelijke garantie (conformiteit, artikel 7:17 van het Burgerlijk Wetboek) geldt
            altijd: een stalenwaaier die bij normaal gebruik eerder verkleurt of uit elkaar valt dan u redelijkerwijs
            mag verwachten, wordt gerepareerd of vervangen.
          </p>
        </PolicySection>

        <PolicySection id="how-refunds" title="Hoe en wanneer wij terugbetalen">
          <p>
            Wij betalen terug via onze betaaldienstverlener Mollie, op de betaalmethode die u hebt gebruikt: betalingen
            met iDEAL en Bancontact naar de bankrekening waarvan u hebt betaald, creditcardbetalingen naar dezelfde
            kaart. Wij zetten de terugbetaling in gang zodra een annulering is verwerkt of zodra wij uw herroeping
            ontvangen, en meestal staat het bedrag binnen 5 tot 10 werkdagen op uw rekening, afhankelijk van uw bank.
            Een bedrag dat met een cadeaubon is betaald, gaat direct terug op de bon.
          </p>
          <p>
            Wij rekenen nooit kosten voor een terugbetaling, en na een herroeping betalen wij altijd binnen 14 dagen na
            ontvangst terug, zoals de wet voorschrijft. Bij een los gekochte stalenwaaier mogen wij wachten tot wij hem
            terug hebben ontvangen of tot u hebt aangetoond dat u hem hebt teruggestuurd.
          </p>
        </PolicySection>

        <PolicySection id="withdrawal-form" title="Modelformulier voor herroeping">
          <p>Vul dit formulier alleen in en stuur het alleen terug als u de overeenkomst wilt herroepen.</p>
          <blockquote className="policy__form">
            <p>
              Aan:{" "}
              {business
                ? `${business.legalName}, ${business.address.street}, ${business.address.postalCode} ${business.address.city}, ${country}, ${business.email}`
                : "Plum & Linen Studio B.V., Utrecht, Nederland"}
            </p>
            <p>
              Ik/Wij (*) deel/delen (*) u hierbij mede dat ik/wij (*) onze overeenkomst betreffende de levering van de
              volgende dienst / de verkoop van de volgende goederen (*) herroep/herroepen (*):
            </p>
            <p>Besteld op (*) / ontvangen op (*):</p>
            <p>Naam/Namen consument(en):</p>
            <p>Adres consument(en):</p>
            <p>Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend):</p>
            <p>Datum:</p>
            <p>(*) Doorhalen wat niet van toepassing is.</p>
          </blockquote>
        </PolicySection>
    </PolicyPage>
  );
}
