import type { Route } from "./+types/route";
import { Link } from "react-router";
import { BookOrAskPanel } from "~/components/BookOrAskPanel";
import { PageHeader } from "~/components/PageHeader";
import callsToActionStyles from "~/styles/calls-to-action.css?url";
import formStyles from "~/styles/forms.css?url";
import drapesStyles from "~/styles/drapes.css?url";
import { drapesIn } from "~/color/drapes.server";
import { requestLocale } from "~/site/locale";
import { pageLocale, pageMeta } from "~/site/seo";
import { useLocalPath, useWords, wordsFor } from "~/site/words";
import { CAMERA_FOR_ITSELF } from "~/site/camera-policy";
import type { PhotoOnDeviceHandle } from "~/site/photo-on-device";
import type { ScriptsHandle } from "~/site/scripts-handle";
import { PAGE_WORDS } from "./page-words";
import { useToolAfterLoad } from "./use-tool-after-load";

/*
 * Try the drapes (issue 44): the visitor's own camera or photo with the sixteen sub-seasons' drapes
 * under their face. What the page says is the server's and works without JavaScript; the camera and
 * the drawing are ./DrapesTool.tsx, imported only on this page, once it has loaded and the browser
 * is idle. Nothing is uploaded: the picture is drawn on the device and no request carries it.
 */

const PAGE_PATH = "/try-the-drapes";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: callsToActionStyles },
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: drapesStyles },
];

/** The picture stays on the device: no origin but the site's, no analytics (app/site/photo-on-device.ts). */
// The camera and the drapes are the script: it starts once the page has loaded.
export const handle: PhotoOnDeviceHandle & ScriptsHandle = { photoOnDevice: true, scripts: "after-load" };

/** The one page the camera is allowed on, for itself alone (app/worker/security-headers.server.ts keeps this). */
export const headers: Route.HeadersFunction = () => ({ "Permissions-Policy": CAMERA_FOR_ITSELF });

export function loader({ request }: Route.LoaderArgs) {
  return drapesIn(requestLocale(request));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsFor(PAGE_WORDS, pageLocale(matches));
  return pageMeta(matches, { title: words.title, description: words.description, path: PAGE_PATH });
};

export default function TryTheDrapes({ loaderData }: Route.ComponentProps) {
  const words = useWords(PAGE_WORDS);
  const localPath = useLocalPath();
  const tool = useToolAfterLoad();
  const Tool = tool.state === "ready" ? tool.Tool : null;
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.heading} lead={words.lead} />
      <section className="section drapes" aria-labelledby="drapes-title">
        <div className="container">
          <h2 id="drapes-title">{words.toolTitle}</h2>
          {Tool ? (
            <Tool drapes={loaderData.drapes} seasons={loaderData.seasons} />
          ) : (
            <div className="drapes__without" data-drapes-state={tool.state}>
              <p>{tool.state === "failed" ? words.loadFailed : words.withoutScript}</p>
              <p>
                <Link to={localPath("/seasons#find-your-season")}>{words.quiz}</Link> · <Link to={localPath("/service-booking")}>{words.book}</Link>
              </p>
            </div>
          )}
        </div>
      </section>
      <section className="section" aria-labelledby="drapes-how">
        <div className="container drapes__prose">
          <h2 id="drapes-how">{words.howTitle}</h2>
          <ol>
            {words.how.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <h2 id="drapes-light">{words.lightTitle}</h2>
          <p>{words.lightLead}</p>
          <ul>
            {words.light.map((tip) => (
              <li key={tip.title}>
                <strong>{tip.title}.</strong> {tip.text}
              </li>
            ))}
          </ul>
          <h2 id="drapes-honest">{words.honestTitle}</h2>
          {words.honest.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="drapes-next">
        <BookOrAskPanel titleId="drapes-next" title={words.nextTitle} askLabel={words.quiz} askTo="/seasons#find-your-season">
          {words.nextText}
        </BookOrAskPanel>
      </section>
    </>
  );
}
