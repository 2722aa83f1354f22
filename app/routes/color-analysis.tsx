import type { Route } from "./+types/color-analysis";
import { Link } from "react-router";
import { PageHeader } from "~/components/PageHeader";
import { PhotoGuide } from "~/components/PhotoGuide";
import { ServiceFacts } from "~/components/ServiceFacts";
import { TitledList } from "~/components/TitledList";
import { COLOR_ANALYSIS_SERVICE_IDS } from "~/schemas";
import servicesStyles from "~/styles/services.css?url";
import photoGuideStyles from "~/styles/photo-guide.css?url";
import { bookingModes } from "~/data/booking-modes";
import { toServiceView } from "~/models/service-view";
import { getActiveServices } from "~/models/services.server";
import { ACCURACY_NL, COLOR_ANALYSIS_PAGE_NL, type ColorAnalysisWords } from "~/data/color-analysis-page.nl";
import { requestLocale } from "~/site/locale";
import { langOf } from "~/site/localize";
import { COLOR_ANALYSIS_CATEGORY } from "~/site/paths";
import { pageLocale, pageMeta } from "~/site/seo";
import { defineWords, useLocalPath, useLocale, useWords, wordsFor } from "~/site/words";
import { appContext } from "~/firestore/app-context.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: servicesStyles },
  { rel: "stylesheet", href: photoGuideStyles },
];

/** How sure each way of analysing can be; the honest part of the comparison. */
const ACCURACY: Record<string, string> = {
  "in-person-color-analysis":
    "The most reliable. Real fabric in real daylight, seen by eye: the reference we check the other two against.",
  "online-color-analysis":
    "Reliable in most sessions. Drapes are compared side by side against a white reference; if two neighbouring seasons stay close, we say so and credit the fee towards an in-person analysis.",
  "digital-color-analysis":
    "A sound first answer, reviewed by a second analyst, but the least certain of the three, especially for soft, muted colouring. If your photos don't allow a confident result, we ask for new ones.",
};

/** The three colour-analysis services (in-person, online, digital) that are active, in position order. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const accuracy = locale === "nl" ? ACCURACY_NL : ACCURACY;
  const services = await getActiveServices(context.get(appContext), COLOR_ANALYSIS_CATEGORY);
  return {
    services: services
      .filter((service) => (COLOR_ANALYSIS_SERVICE_IDS as readonly string[]).includes(service.serviceUUID))
      .map((service) => toServiceView(service, locale))
      .map((service) => ({ ...service, accuracy: accuracy[service.serviceUUID] ?? null })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsFor(WORDS, pageLocale(matches));
  return pageMeta(matches, { title: words.title, description: words.description, path: "/color-analysis" });
};

const STEPS = [
  {
    title: "A neutral start",
    text: "You arrive without make-up and sit facing a north-facing window in a grey cape. Dyed hair goes under a neutral wrap, so only your natural colouring is in view.",
  },
  {
    title: "Warm or cool",
    text: "We hold warm and cool drapes under your face in pairs. The right temperature evens out the skin and softens shadows; the wrong one brings up redness, greyness or a yellow cast.",
  },
  {
    title: "Light or deep",
    text: "Next we compare light against deep colours of the winning temperature, to see how much depth your face can carry before the colour starts to wear you.",
  },
  {
    title: "Clear or soft",
    text: "Then chroma: bright, clean colours against muted, greyed ones. This is the step that separates, say, a Bright Spring from a Warm Spring, and it is the subtlest to see.",
  },
  {
    title: "Your sub-season",
    text: "We test the full palettes of the two or three closest sub-seasons against each other until one clearly wins, and name the neighbour you can borrow from.",
  },
  {
    title: "Putting it to work",
    text: "The rest of the session is practical: your best neutrals and how to combine colours, make-up and hair-colour guidance, metals, and a look through photos of clothes you already own.",
  },
];

const TAKEAWAYS = [
  "Your sub-season out of sixteen, and the neighbouring one you can borrow from",
  "A fabric swatch wallet of about 40 colours to carry when you shop",
  "A personal guide to your neutrals, colour combinations, metals and make-up shades",
  "The reasons behind the result, so you can judge any new colour yourself",
  "Fewer shopping mistakes: what to keep, what to wear near your face and what to pass by",
];

const CAMERA_LIMITS = [
  {
    title: "White balance",
    text: "A phone or laptop decides for itself what white looks like and shifts every colour to match. In a warm room it cools the whole picture, which can make warm colouring look cool. A white sheet of paper in the frame lets us see and undo that correction.",
  },
  {
    title: "Light",
    text: "Bulbs are usually far warmer than daylight, and a lamp plus a window gives two colours of light on one face. Direct sun adds hard shadows and bleaches colour; a green wall or a red sofa reflects its colour onto your skin.",
  },
  {
    title: "Camera processing",
    text: "Beauty modes, filters, HDR and automatic skin smoothing remove exactly what we look for: the slight redness, shadow or sallowness a wrong colour causes. Video calls also compress colour to save bandwidth.",
  },
  {
    title: "Screens",
    text: "We analyse on calibrated screens, but yours probably isn't: the same palette looks different on a phone, a laptop and on paper. Treat the fabric swatch wallet, not a screen, as the true reference.",
  },
];

const WORDS = defineWords<ColorAnalysisWords>({
  en: {
    title: "Colour analysis in Utrecht, online or from photos",
    description:
      "What a sixteen-season colour analysis is, how a draping session runs step by step, what you take home, and an honest comparison of in-person, online and digital analysis.",
    eyebrow: "Colour analysis",
    heading: "Find the colours that look like you",
    lead: "A sixteen-season colour analysis shows which colours make your skin look clear, your eyes bright and your features sharp, and which ones quietly work against you.",
    whatTitle: "What colour analysis is",
    what: [
      "Every face has a colouring: the undertone of the skin (warm, cool or neutral), how light or deep the skin, hair and eyes are, how clear or soft they look, and the contrast between them. Colours that share those qualities harmonise with you; colours that don't cast shadows, bring up redness or simply look louder than your face.",
      [
        "Colour analysis finds that harmony by observation rather than theory. We place fabric drapes beneath your face in good daylight and compare them in pairs, watching your skin, eyes and jawline. The result is one of sixteen sub-seasons, four in each of ",
        "spring, summer, autumn and winter",
        ", each with its own palette.",
      ],
      "It is a guide, not a rulebook. You can still wear any colour you love; you will simply know which ones to put near your face, and how to make the others work.",
    ],
    stepsTitle: "How a session runs, step by step",
    steps: STEPS,
    takeawaysTitle: "What you take away",
    takeaways: TAKEAWAYS,
    compareTitle: "In person, online or from photos",
    compareLead: "The method is the same in each; what differs is how closely we can see you, and so how certain the result can be.",
    accuracy: "Accuracy",
    included: "What's included",
    moreAbout: (service) => `More about the ${service.toLowerCase()}`,
    closed: ["Our colour analysis sessions are not open for booking just now. ", "Contact us", " and we will let you know when they are back."],
    honestTitle: "Online and digital analysis: what a camera can and cannot do",
    honest:
      "A camera is not an eye. It can still show what matters most in a colour analysis, the difference between two drapes held under the same face in the same light, and that is why online and digital analysis work. But it adds its own colour on the way, and it helps to know where.",
    limits: CAMERA_LIMITS,
    meaningTitle: "What this means for your result",
    meaning:
      "Temperature and depth usually come through clearly on camera. Chroma, whether you need clear or softened colours, is the hardest to judge, so the choice between two neighbouring sub-seasons is where online and digital results are least certain. We tell you how sure we are, and if we can't be sure, we say so and credit your fee towards a session where we can see you in person.",
    photosTitle: "Photo guide for online and digital analysis",
    photosLead: "Ten minutes of preparation makes more difference than any camera.",
    bookTitle: "Ready to book?",
    bookText: "Choose your analysis and tell us which dates suit you; we confirm your date by email, with a secure link to pay.",
    book: "Book a colour analysis",
    faqs: "Questions? Read our FAQs",
  },
  nl: COLOR_ANALYSIS_PAGE_NL,
});

/** `/color-analysis`: what it is, how a session runs, what you take away, and the three ways to do it, compared. */
export default function ColorAnalysisPage({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  const words = useWords(WORDS);
  const locale = useLocale();
  const localPath = useLocalPath();
  const [whatFirst, [whatBefore, seasonsLink, whatAfter], whatLast] = words.what;
  const [closedBefore, contact, closedAfter] = words.closed;

  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.heading} lead={words.lead} />

      <section className="section" aria-labelledby="ca-what">
        <div className="container prose">
          <h2 id="ca-what">{words.whatTitle}</h2>
          <p>{whatFirst}</p>
          <p>
            {whatBefore}
            <Link to={localPath("/seasons")}>{seasonsLink}</Link>
            {whatAfter}
          </p>
          <p>{whatLast}</p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="ca-steps">
        <div className="container">
          <h2 id="ca-steps">{words.stepsTitle}</h2>
          <TitledList items={words.steps} ordered className="steps" itemClassName="steps__item" />
        </div>
      </section>

      <section className="section" aria-labelledby="ca-takeaways">
        <div className="container prose">
          <h2 id="ca-takeaways">{words.takeawaysTitle}</h2>
          <ul className="checklist">
            {words.takeaways.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="ca-compare">
        <div className="container">
          <h2 id="ca-compare">{words.compareTitle}</h2>
          <p className="lead">{words.compareLead}</p>
          {services.length ? (
            <ul className="card-grid compare-cards">
              {services.map((service) => (
                <li key={service.serviceUUID} className="card compare-card">
                  <h3 {...langOf(service, "name")}>{service.name}</h3>
                  <p {...langOf(service, "summary")}>{service.summary}</p>
                  <ServiceFacts service={service} variant="stacked">
                    {service.accuracy ? (
                      <div>
                        <dt>{words.accuracy}</dt>
                        <dd>{service.accuracy}</dd>
                      </div>
                    ) : null}
                    <div>
                      <dt>{words.included}</dt>
                      <dd>
                        <ul className="checklist checklist--compact" {...langOf(service, "deliverables")}>
                          {service.deliverables.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  </ServiceFacts>
                  <p className="compare-card__action">
                    <Link to={localPath(service.path)} prefetch="intent" className="button button--secondary">
                      {words.moreAbout(service.name)}
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {closedBefore}
              <Link to={localPath("/contact")}>{contact}</Link>
              {closedAfter}
            </p>
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="ca-honest">
        <div className="container prose">
          <h2 id="ca-honest">{words.honestTitle}</h2>
          <p>{words.honest}</p>
          <div className="limits">
            {words.limits.map((limit) => (
              <section key={limit.title} className="limits__item" aria-labelledby={`limit-${slugify(limit.title)}`}>
                <h3 id={`limit-${slugify(limit.title)}`}>{limit.title}</h3>
                <p>{limit.text}</p>
              </section>
            ))}
          </div>
          <h3>{words.meaningTitle}</h3>
          <p>{words.meaning}</p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="ca-photos">
        <div className="container">
          <h2 id="ca-photos">{words.photosTitle}</h2>
          <p className="lead">{words.photosLead}</p>
          <PhotoGuide />
        </div>
      </section>

      <section className="section" aria-labelledby="ca-book">
        <div className="container">
          <h2 id="ca-book">{words.bookTitle}</h2>
          <p>{words.bookText}</p>
          <p>
            <Link to={localPath("/service-booking")} className="button button--primary button--lg">
              {words.book}
            </Link>
          </p>
          <ul className="inline-links">
            {bookingModes(locale).map((mode) => (
              <li key={mode.id}>
                <Link to={localPath(mode.path)}>{mode.title}</Link>
              </li>
            ))}
            <li>
              <Link to={localPath("/faqs")}>{words.faqs}</Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
