import { Link } from "react-router";
import { RequiredMark } from "~/components/forms";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: { accept: "I accept the", terms: "terms and conditions", and: "and the", refund: "refund policy" },
  nl: { accept: "Ik ga akkoord met de", terms: "algemene voorwaarden", and: "en het", refund: "annulerings- en terugbetalingsbeleid" },
});

/** "I accept the terms and conditions and the refund policy. *": the label of a booking or order form's terms checkbox. */
export function AcceptTermsText() {
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <>
      {words.accept} <Link to={localPath("/legal/terms-and-conditions")}>{words.terms}</Link> {words.and}{" "}
      <Link to={localPath("/legal/refund-policy")}>{words.refund}</Link>. <RequiredMark />
    </>
  );
}
