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
import { COLOR_ANALYSIS_CATEGORY } from "~/site/paths";
import { pageMeta } from "~/site/seo";
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
export async function loader({ context }: Route.LoaderArgs) {
  const services = await getActiveServices(context.get(appContext), COLOR_ANALYSIS_CATEGORY);
  return {
    services: services
      .filter((service) => (COLOR_ANALYSIS_SERVICE_IDS as readonly string[]).includes(service.serviceUUID))
      .map(toServiceView)
      .map((service) => ({ ...service, accuracy: ACCURACY[service.serviceUUID] ?? null })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Colour analysis in Utrecht, online or from photos",
    description:
      "What a sixteen-season colour analysis is, how a draping session runs step by step, what you take home, and an honest comparison of in-person, online and digital analysis.",
    path: "/color-analysis",
  });

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

/** `/color-analysis`: what it is, how a session runs, what you take away, and the three ways to do it, compared. */
export default function ColorAnalysisPage({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;

  return (
    <>
      <PageHeader
        eyebrow="Colour analysis"
        title="Find the colours that look like you"
        lead="A sixteen-season colour analysis shows which colours make your skin look clear, your eyes bright and your features sharp, and which ones quietly work against you."
      />

      <section className="section" aria-labelledby="ca-what">
        <div className="container prose">
          <h2 id="ca-what">What colour analysis is</h2>
          <p>
            Every face has a colouring: the undertone of the skin (warm, cool or neutral), how light or deep the skin,
            hair and eyes are, how clear or soft they look, and the contrast between them. Colours that share those
            qualities harmonise with you; colours that don&apos;t cast shadows, bring up redness or simply look louder
            than your face.
          </p>
          <p>
            Colour analysis finds that harmony by observation rather than theory. We place fabric drapes beneath your
            face in good daylight and compare them in pairs, watching your skin, eyes and jawline. The result is one of
            sixteen sub-seasons, four in each of <Link to="/seasons">spring, summer, autumn and winter</Link>, each
            with its own palette.
          </p>
          <p>
            It is a guide, not a rulebook. You can still wear any colour you love; you will simply know which ones to
            put near your face, and how to make the others work.
          </p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="ca-steps">
        <div className="container">
          <h2 id="ca-steps">How a session runs, step by step</h2>
          <TitledList items={STEPS} ordered className="steps" itemClassName="steps__item" />
        </div>
      </section>

      <section className="section" aria-labelledby="ca-takeaways">
        <div className="container prose">
          <h2 id="ca-takeaways">What you take away</h2>
          <ul className="checklist">
            {TAKEAWAYS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="ca-compare">
        <div className="container">
          <h2 id="ca-compare">In person, online or from photos</h2>
          <p className="lead">
            The method is the same in each; what differs is how closely we can see you, and so how certain the result
            can be.
          </p>
          {services.length ? (
            <ul className="card-grid compare-cards">
              {services.map((service) => (
                <li key={service.serviceUUID} className="card compare-card">
                  <h3>{service.name}</h3>
                  <p>{service.summary}</p>
                  <ServiceFacts service={service} variant="stacked">
                    {service.accuracy ? (
                      <div>
                        <dt>Accuracy</dt>
                        <dd>{service.accuracy}</dd>
                      </div>
                    ) : null}
                    <div>
                      <dt>What&apos;s included</dt>
                      <dd>
                        <ul className="checklist checklist--compact">
                          {service.deliverables.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  </ServiceFacts>
                  <p className="compare-card__action">
                    <Link to={service.path} prefetch="intent" className="button button--secondary">
                      More about the {service.name.toLowerCase()}
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              Our colour analysis sessions are not open for booking just now. <Link to="/contact">Contact us</Link> and
              we will let you know when they are back.
            </p>
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="ca-honest">
        <div className="container prose">
          <h2 id="ca-honest">Online and digital analysis: what a camera can and cannot do</h2>
          <p>
            A camera is not an eye. It can still show what matters most in a colour analysis, the difference between
            two drapes held under the same face in the same light, and that is why online and digital analysis work.
            But it adds its own colour on the way, and it helps to know where.
          </p>
          <div className="limits">
            {CAMERA_LIMITS.map((limit) => (
              <section key={limit.title} className="limits__item" aria-labelledby={`limit-${slugify(limit.title)}`}>
                <h3 id={`limit-${slugify(limit.title)}`}>{limit.title}</h3>
                <p>{limit.text}</p>
              </section>
            ))}
          </div>
          <h3>What this means for your result</h3>
          <p>
            Temperature and depth usually come through clearly on camera. Chroma, whether you need clear or softened
            colours, is the hardest to judge, so the choice between two neighbouring sub-seasons is where online and
            digital results are least certain. We tell you how sure we are, and if we can&apos;t be sure, we say so and
            credit your fee towards a session where we can see you in person.
          </p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="ca-photos">
        <div className="container">
          <h2 id="ca-photos">Photo guide for online and digital analysis</h2>
          <p className="lead">Ten minutes of preparation makes more difference than any camera.</p>
          <PhotoGuide />
        </div>
      </section>

      <section className="section" aria-labelledby="ca-book">
        <div className="container">
          <h2 id="ca-book">Ready to book?</h2>
          <p>Choose your analysis and tell us which dates suit you; we confirm your date by email, with a secure link to pay.</p>
          <p>
            <Link to="/service-booking" className="button button--primary button--lg">
              Book a colour analysis
            </Link>
          </p>
          <ul className="inline-links">
            {bookingModes().map((mode) => (
              <li key={mode.id}>
                <Link to={mode.path}>{mode.title}</Link>
              </li>
            ))}
            <li>
              <Link to="/faqs">Questions? Read our FAQs</Link>
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
