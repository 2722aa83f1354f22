export function EmailsNote({ notifyAddress }: { notifyAddress: string }) {
  return (
    <section aria-labelledby="emails-heading">
      <h2 id="emails-heading">What this page cannot reach</h2>
      <p>
        {`Emails are outside this website. Each request and booking was emailed to the studio at ${notifyAddress} when it arrived, and our replies were sent from the studio's mailbox: delete the person's emails there too, in the mail program, when they ask for erasure. This page finds and erases only what the website stores.`}
      </p>
    </section>
  );
}
