import { Link } from "react-router";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: { closed: "Our colour analysis sessions are not open for booking just now.", contact: "Contact us", after: "and we will let you know as soon as they are." },
  nl: { closed: "Onze kleuranalyses zijn op dit moment niet te boeken.", contact: "Neem contact met ons op", after: "en we laten je weten zodra dat weer kan." },
});

/** Shown instead of a form when no colour-analysis service is open for booking. */
export function BookingPaused() {
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <div className="form-status" role="status">
      <p>
        {words.closed} <Link to={localPath("/contact")}>{words.contact}</Link> {words.after}
      </p>
    </div>
  );
}
