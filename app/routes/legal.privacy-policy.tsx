import { Link } from "react-router";
import { PolicyPage, PolicySection, policyHandle, useStudioContact } from "~/components/PolicyPage";
import { COMPANY_REGISTRATION } from "~/data/legal-pages";
import {
  ANALYSIS_ORDER_RETENTION,
  ANALYSIS_PHOTOS_PROMISE,
  APPOINTMENT_RETENTION,
  BOOKING_RETENTION,
  CONTACT_RETENTION,
  keptForWords,
  PALETTE_RESULT_RETENTION,
  RETENTION_TABLE,
} from "~/data/retention";

export const handle = policyHandle("privacy-policy");

export default function PrivacyPolicy() {
  const { business, emailLink } = useStudioContact();
  return (
    <PolicyPage lead="How we handle the personal details you share with us when you write to us, book a session or visit this website, and the choices you have." contents>
        <PolicySection id="who-we-are" title="Who is responsible for your data">
          <p>
            The controller of your personal data under the General Data Protection Regulation (GDPR) is{" "}
            {business ? (
              <>
                {business.legalName}, trading as {business.name}, {business.address.street},{" "}
                {business.address.postalCode} {business.address.city}, {business.address.country}
              </>
            ) : (
              "Plum & Linen Studio B.V., Utrecht, the Netherlands"
            )}
            , registered with the Dutch Chamber of Commerce (KvK) under number {COMPANY_REGISTRATION.kvk}.
          </p>
          <p>
            We are a small studio without a formal data protection officer. Our founder is responsible for privacy
            questions; you can reach her at {emailLink}{" "}
            or by post at the address above, marked &quot;Privacy&quot;.
          </p>
        </PolicySection>

        <PolicySection id="in-short" title="In short">
          <ul>
            <li>We collect only what we need to answer your questions, run your session and post your swatch wallet.</li>
            <li>Messages and booking requests are stored in Google Cloud Firestore in the European Union.</li>
            <li>Payments are handled by Mollie; our website never sees your card or bank details.</li>
            <li>
              The only cookie we set without asking is the one that remembers your cookie choice. Google Analytics is
              loaded only after you accept it, never before you choose and never after you reject it.
            </li>
            <li>We never sell your data and we do not use advertising cookies or social media tracking pixels.</li>
            <li>You can ask to see, correct or delete your data at any time.</li>
          </ul>
        </PolicySection>

        <PolicySection id="what-we-collect" title="What we collect, why, and for how long">

          <h3>When you use the contact form</h3>
          <p>
            We store your name, your email address, your message, your WhatsApp number if you give one, the page you
            sent the form from and the date and time. We use them only to answer you. The legal basis is our
            legitimate interest in answering the questions people send us, or the steps you ask us to take before a
            booking (Article 6(1)(f) and (b) GDPR). We keep contact messages for {keptForWords(CONTACT_RETENTION)}, then delete them.
          </p>

          <h3>When you send a booking request</h3>
          <p>
            The booking forms ask for your name, email address and phone or WhatsApp number, the service you are
            interested in, the booking mode and your preferred dates. Depending on the mode we also ask for:
          </p>
          <ul>
            <li>
              <strong>Gift sessions:</strong> the recipient&apos;s name and email address and the personal message you
              want us to pass on;
            </li>
            <li>
              <strong>Partner sessions:</strong> your partner&apos;s name;
            </li>
            <li>
              <strong>Group sessions:</strong> the size of the group and the names of the participants.
            </li>
          </ul>
          <p>
            Please only give us someone else&apos;s details if they know you are doing so. We use booking requests to
            plan and confirm your session (Article 6(1)(b) GDPR). We delete booking requests{" "}
            {keptForWords(BOOKING_RETENTION)}; once you book, the details you need for your session become part of your
            client record.
          </p>

          <h3>When you are our client</h3>
          <p>
            For your session we keep your contact details, the session date, your sub-season result, the notes your
            analyst or stylist makes, and any sizes, style preferences or wardrobe photos you choose to share. For a
            digital analysis we also receive the photos you upload. We do not record online sessions. We keep client
            records for 3 years after your last session so we can answer follow-up questions and replace a lost swatch
            wallet. The legal basis is the contract with you (Article 6(1)(b) GDPR).
          </p>

          <h3>When you order a digital analysis</h3>
          <p>
            We store your name, email address, what you paid and how, the photos you upload (with the file names
            your device gave them; we take out their location and camera data) and the report we write for you, and
            use them only to make and deliver your analysis (Article 6(1)(b) GDPR).{" "}
            {`Your photos are ${ANALYSIS_PHOTOS_PROMISE}, a choice on your order's page that you can undo at any time; if you cancel, they are deleted at once.`}{" "}
            {`Your order and report, with its PDF, are kept ${keptForWords(ANALYSIS_ORDER_RETENTION)}, so that you can read your report again; then they are deleted, with any photo still kept.`}{" "}
            The payment stays as a payment record, like every other.
          </p>

          <h3>Your palette on your phone (&ldquo;My palette&rdquo;)</h3>
          <p>
            After your session, or once your digital analysis report is delivered, we record your result on this
            website so that you can keep it on your phone: your name, email address and language, your sub-season and
            the neighbouring one you can borrow from, the colours we chose for you from your palette and those to wear
            away from your face, our notes on metals, make-up and hair, and a personal note. We email you a private
            link to it. Anyone who has the link can open the page, so it never appears in our logs or analytics, and
            we replace it at your request, after which the old link opens nothing. This is part of the service you
            booked (Article 6(1)(b) GDPR).{" "}
            {`We keep it for ${keptForWords(PALETTE_RESULT_RETENTION)}, apart from your booking, which is deleted sooner: a palette is used for years. The link stops working the day it is deleted.`}{" "}
            When you delete it on the page it is gone from our database at once, and the page also removes the copy
            your phone kept to show it offline.
          </p>

          <h3>When you book and pay online</h3>
          <p>
            When you book a time on this website we store your name, email address and phone number if you give one,
            the names of the people coming with you, your notes to us, the service and the date and time of your
            session. We use them to hold your time, send your confirmation and reminder, and run your session
            (Article 6(1)(b) GDPR), and delete them {keptForWords(APPOINTMENT_RETENTION)}.
          </p>
          <p>
            Deposits and gift vouchers are paid through Mollie B.V. in Amsterdam, a payment institution supervised by
            De Nederlandsche Bank. You enter your card or bank details on Mollie&apos;s checkout or in your own
            banking app: our website never sees them. Mollie tells us the amount, the payment method, whether the
            payment succeeded and its reference, and processes the payment under its own privacy statement, as
            financial law requires of it.
          </p>

          <h3>Payments, invoices and gift vouchers</h3>
          <p>
            For every payment and refund we keep your name, email address, the amount, the date, the payment method
            and Mollie&apos;s reference, never your card or bank details. For gift vouchers we record the buyer, the
            voucher code, its value, the recipient&apos;s name if it is printed on the card and when it is used.
            Dutch tax law requires us to keep invoices, payment and gift voucher records for 7 years (Article 6(1)(c)
            GDPR), so these stay when the rest of a booking made online has been deleted.
          </p>

          <h3>When we post something to you</h3>
          <p>
            To post swatch wallets, reference drapes and printed gift cards we use your name, postal address and email
            address, and pass them to the postal carrier so it can deliver and send you tracking updates.
          </p>

          <h3>Testimonials</h3>
          <p>
            We publish a review only with your written permission, with your first name, the initial of your surname
            and, if you agree, your town. You can ask us to take it down at any time and we will do so within five
            working days.
          </p>

          <h3>When you visit this website</h3>
          <p>
            Our hosting provider, Cloudflare, processes your IP address, browser type and the pages you request in
            order to deliver the site and protect it from attacks and abuse. This is our legitimate interest in a
            secure website (Article 6(1)(f) GDPR). Forms on the site are also protected against automated abuse,
            which involves counting requests per network address for a few minutes; these counters are not stored with
            your message and expire by themselves.
          </p>
        </PolicySection>

        <PolicySection id="where-stored" title="Where your data is stored">
          <p>
            Everything you send through the contact and booking forms is stored in Google Cloud Firestore, a database
            run by Google Cloud (Google Cloud EMEA Ltd, Dublin, Ireland) as our processor. Our database is located in
            Google Cloud&apos;s EU region, in data centres in Belgium and the Netherlands. Data is encrypted in
            transit and at rest. Only the three members of our team can read it, with personal accounts protected by
            two-factor authentication.
          </p>
          <p>
            The website itself is served by Cloudflare&apos;s network. Form submissions pass through Cloudflare on their
            way to our database but are not stored by it.
          </p>
          <p>
            The photos you upload for a digital analysis, and your report&apos;s PDF, are stored in Cloudflare R2 as
            our processor, in a bucket bound to its EU jurisdiction, which keeps them stored and processed within the
            EU, and encrypted at rest. They are never published: only your order&apos;s private link and our team,
            signed in, can open them.
          </p>
        </PolicySection>

        <PolicySection id="cookies" title="Cookies and analytics">
          <p>
            When you first visit, a banner asks whether you accept analytics cookies. The pages of this site work the
            same whichever you choose. These are all the cookies the site sets:
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="cookie-table-caption">
            <table>
              <caption id="cookie-table-caption">Cookies set by this website</caption>
              <thead>
                <tr>
                  <th scope="col">Cookie</th>
                  <th scope="col">Purpose</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Type</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">
                    <code>consent</code>
                  </th>
                  <td>
                    Remembers your cookie choice (accepted or rejected) so the banner does not ask again. It is signed
                    by our server so it cannot be altered, and it is set only once you make a choice.
                  </td>
                  <td>1 year</td>
                  <td>Strictly necessary, set by us</td>
                </tr>
                <tr>
                  <th scope="row">
                    <code>_ga</code>
                  </th>
                  <td>
                    Google Analytics 4: tells visits from the same browser apart, so we can count visitors rather
                    than page views. Set only after you accept analytics.
                  </td>
                  <td>2 years</td>
                  <td>Analytics, set by Google Analytics on our domain</td>
                </tr>
                <tr>
                  <th scope="row">
                    <code>_ga_&lt;id&gt;</code>
                  </th>
                  <td>
                    Google Analytics 4: keeps track of the current visit (its start, number of pages). The part after{" "}
                    <code>_ga_</code> is our measurement id. Set only after you accept analytics.
                  </td>
                  <td>2 years</td>
                  <td>Analytics, set by Google Analytics on our domain</td>
                </tr>
              </tbody>
            </table>
          </div>
          <h3>How analytics works here</h3>
          <p>
            Google Analytics 4 is loaded only after you choose &quot;Accept&quot;: before you make a choice, and after
            you choose &quot;Reject&quot;, your browser does not request the analytics script at all and no{" "}
            <code>_ga</code> cookies are set. We use it to see which pages are read and which are hard to find, never
            for advertising. Google Analytics 4 does not log or store IP addresses; we have switched off Google
            signals and advertising features and keep analytics data for 14 months. The legal basis is your consent
            (Article 6(1)(a) GDPR and Article 11.7a of the Dutch Telecommunications Act).
          </p>
          <h3>Changing your mind</h3>
          <p>
            You can withdraw your consent at any time. Delete the cookies of this website in your browser settings:
            that removes the <code>consent</code> cookie and any <code>_ga</code> cookies, and the banner will ask you
            again on your next visit. Withdrawing consent does not affect what was collected before.
          </p>
        </PolicySection>

        <PolicySection id="sharing" title="Who we share data with">
          <p>
            We never sell your personal data. We share it only with the service providers below and with
            authorities when the law requires it. Each provider works for us under a data processing agreement,
            except Mollie, which handles payments as a controller in its own right.
          </p>
          <ul>
            <li>
              <strong>Google Cloud</strong> (Firestore): stores messages, booking requests and client records in the
              EU.
            </li>
            <li>
              <strong>Cloudflare</strong>: hosts the website, protects it against attacks, and stores the photos and
              reports of digital analyses in the EU.
            </li>
            <li>
              <strong>Google Analytics</strong>: only if you accept analytics cookies.
            </li>
            <li>
              <strong>Mollie B.V.</strong> (Amsterdam), our payment provider: processes deposits, gift voucher
              purchases and refunds by iDEAL, card and Bancontact.
            </li>
            <li>
              <strong>PostNL</strong> and its international partners: deliver swatch wallets, reference drapes and
              gift cards.
            </li>
            <li>
              <strong>Our email provider</strong>, with servers in the EU: carries our correspondence with you.
            </li>
            <li>
              <strong>Our accountant</strong>: sees invoices and payment records for our bookkeeping and tax returns.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="transfers" title="Transfers outside the EU">
          <p>
            Your form data stays in the EU. Google and Cloudflare are part of groups based in the United States and
            may access limited data from there, for example for support or security. Both are certified under the
            EU-U.S. Data Privacy Framework and have signed the European Commission&apos;s standard contractual
            clauses with us. When we post to Norway, your address goes to a carrier there, where the GDPR applies as in
            the EU (Norway is in the European Economic Area). When we post to the United Kingdom or Switzerland, it goes
            to the carrier in that country, which the European Commission recognises as protecting personal data adequately.
          </p>
        </PolicySection>

        <PolicySection id="retention" title="How long we keep data">
          <p>
            What you send through this website is deleted by itself when its time is up: every night our server
            deletes each contact message, booking request and appointment booked online that has reached the end of
            the period below (an appointment with its time in our calendar), and the photos and orders of digital
            analyses whose time is up. In our
            inbox we record the day we reply to a message; that is the &quot;last reply&quot; the table counts from.
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="retention-table-caption">
            <table>
              <caption id="retention-table-caption">Retention periods</caption>
              <thead>
                <tr>
                  <th scope="col">Data</th>
                  <th scope="col">Kept for</th>
                </tr>
              </thead>
              <tbody>
                {RETENTION_TABLE.map((row) => (
                  <tr key={row.data}>
                    <th scope="row">{row.data}</th>
                    <td>{row.keptFor}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </PolicySection>

        <PolicySection id="your-rights" title="Your rights">
          <p>Under the GDPR you have the right to:</p>
          <ul>
            <li>see the personal data we hold about you and receive a copy;</li>
            <li>have incorrect data corrected and incomplete data completed;</li>
            <li>have your data deleted, unless the law requires us to keep it (such as invoices);</li>
            <li>have the use of your data restricted while a question about it is settled;</li>
            <li>receive the data you gave us in a common, machine-readable format (data portability);</li>
            <li>object to processing based on our legitimate interest;</li>
            <li>withdraw your consent at any time, for example for analytics cookies or a published testimonial.</li>
          </ul>
          <p>
            Send your request to {emailLink}. We
            can send you everything this website has stored about you, as a readable page and as a JSON file, and
            delete all of it at your request (the photos of a digital analysis at once); copies of our emails to and from you are kept in our mailbox and we
            delete those too. We answer within one month, and may ask you to confirm your identity first so that we never give your data to
            someone else. Exercising your rights is free.
          </p>
          <p>
            If you are unhappy with how we handle your data, please tell us first; we would like the chance to put it
            right. You may also complain to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) at{" "}
            <a href="https://www.autoriteitpersoonsgegevens.nl" rel="noopener noreferrer">
              autoriteitpersoonsgegevens.nl
            </a>
            , or to the supervisory authority in the EU country where you live.
          </p>
        </PolicySection>

        <PolicySection id="children" title="Children">
          <p>
            We welcome clients under 16 when a parent or guardian books the session and comes along. We do not
            knowingly accept messages or booking requests from children under 16 through this website; if you
            believe a child has sent us their details, let us know and we will delete them.
          </p>
        </PolicySection>

        <PolicySection id="security" title="Security">
          <p>
            The website is served only over an encrypted connection, forms are checked for abuse, and our database
            accepts no direct access from browsers: only our server can read or write it. Team accounts use
            two-factor authentication, and paper notes made during a session are typed up and shredded within a week.
          </p>
        </PolicySection>

        <PolicySection id="changes" title="Changes to this policy">
          <p>
            When we change how we handle personal data we update this page and the date at the top. If a change
            affects clients with an upcoming session, we tell them by email. Read together with our{" "}
            <Link to="/legal/terms-and-conditions">terms and conditions</Link>.
          </p>
        </PolicySection>
    </PolicyPage>
  );
}
