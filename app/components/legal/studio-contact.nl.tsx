import { useStudioContact } from "~/components/PolicyPage";

/**
 * `useStudioContact` for the Dutch policies: the studio's email as a link or, without one, in
 * Dutch words that fit "u bereikt ons via …", and its country in Dutch where it is the Netherlands
 * (the content holds the English name).
 */
export function useStudioContactNl() {
  const { business } = useStudioContact();
  const email = business?.email;
  const emailLink = email ? <a href={`mailto:${email}`}>{email}</a> : "het e-mailadres van de studio";
  const country = business ? (business.address.countryCode.toUpperCase() === "NL" ? "Nederland" : business.address.country) : "Nederland";
  return { business, emailLink, country };
}
