import type { Route } from "./+types/route";
import type { ReactNode } from "react";
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
import type { PageCacheHandle } from "~/site/page-cache-handle";
import { pageUrl } from "~/site/page-url";
import { usePhotoAllowed, type PhotoAddress, type PhotoOnDeviceHandle } from "~/site/photo-on-device";
import { SCRIPTS_AFTER_LOAD } from "~/site/scripts-handle";
import { PAGE_WORDS } from "./page-words";
import { TOOL_WORDS } from "./tool-words";
import { useToolAfterLoad } from "./use-tool-after-load";

/*
 * Try the drapes (issue 44): the visitor's own camera or photo with the sixteen sub-seasons' drapes
 * under their face. What the page says is the server's and works without JavaScript. The page
 * itself is kept and shared, and opens no picture: "Start the camera" and "Pick a photo" load it
 * again at `?open=camera` or `?open=photo`, an address never kept and sent with its own opener
 * policy (app/site/photo-on-device.ts, decision 038). There the camera and the drawing,
 * ./DrapesTool.tsx, are imported once the page has loaded and the browser is idle. Nothing is
 * uploaded: the picture is drawn on the device and no request carries it.
 */

const PAGE_PATH = "/try-the-drapes";
/** The address that opens the tool; the page cache never keeps a page asked for with it. */
const ANSWERS = ["open"] as const;
const PHOTO_ADDRESS: PhotoAddress = { path: PAGE_PATH, answers: ANSWERS };
/** Where an opened page lands: the tool, below the page's header. */
const TOOL_ANCHOR = "drapes-title";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: callsToActionStyles },
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: drapesStyles },
];

/** The picture stays on the device: no origin but the site's, no analytics (app/site/photo-on-device.ts). */
export const handle: PageCacheHandle & PhotoOnDeviceHandle = { photoOnDevice: true, pageCache: { answers: ANSWERS } };

/** The one page the camera is allowed on, for itself alone (app/worker/security-headers.server.ts keeps this). */
export const headers: Route.HeadersFunction = () => ({ "Permissions-Policy": CAMERA_FOR_ITSELF });

export function loader({ request }: Route.LoaderArgs) {
  const asked = pageUrl(request).searchParams.get("open");
  // Any value opens the tool; only "camera" starts the camera as it opens.
  const open = asked === null ? null : asked === "camera" ? "camera" : "photo";
  return { open, tool: open ? drapesIn(requestLocale(request)) : null };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsFor(PAGE_WORDS, pageLocale(matches));
  return pageMeta(matches, { title: words.title, description: words.description, path: PAGE_PATH });
};

export default function TryTheDrapes({ loaderData }: Route.ComponentProps) {
  const words = useWords(PAGE_WORDS);
  const localPath = useLocalPath();
  const { open, tool: toolData } = loaderData;
  const opened = usePhotoAllowed(PHOTO_ADDRESS) && toolData !== null;
  const tool = useToolAfterLoad(opened);
  const Tool = tool.state === "ready" ? tool.Tool : null;
  const alternatives = (
    <p>
      <Link to={localPath("/seasons#find-your-season")}>{words.quiz}</Link> · <Link to={localPath("/service-booking")}>{words.book}</Link>
    </p>
  );
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.heading} lead={words.lead} />
      <section className="section drapes" aria-labelledby={TOOL_ANCHOR}>
        <div className="container">
          <h2 id={TOOL_ANCHOR}>{words.toolTitle}</h2>
          {!opened ? (
            <OpenTheTool at={localPath(PAGE_PATH)} alternatives={alternatives} />
          ) : Tool ? (
            <Tool drapes={toolData.drapes} seasons={toolData.seasons} opened={open === "camera" ? "camera" : "photo"} pagePath={PAGE_PATH} />
          ) : (
            <div className="drapes__without" data-drapes-state={tool.state} {...{ [SCRIPTS_AFTER_LOAD]: "" }}>
              <p>{tool.state === "failed" ? words.loadFailed : words.withoutScript}</p>
              {alternatives}
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

/**
 * The kept page's way into the tool: plain links, not client navigations, so the tool is always a
 * document loaded at its own address. Without JavaScript they are hidden, and the page says why.
 */
function OpenTheTool({ at, alternatives }: { at: string; alternatives: ReactNode }) {
  const words = useWords(PAGE_WORDS);
  const tool = useWords(TOOL_WORDS);
  return (
    <div className="drapes__open">
      <div className="drapes__open-actions when-scripting">
        <a className="button button--primary" href={`${at}?open=camera#${TOOL_ANCHOR}`}>
          {tool.start}
        </a>
        <a className="button button--secondary" href={`${at}?open=photo#${TOOL_ANCHOR}`}>
          {tool.pick}
        </a>
        <p className="drapes-tool__note">{tool.stays}</p>
      </div>
      <div className="drapes__without when-no-scripting">
        <p>{words.withoutScript}</p>
        {alternatives}
      </div>
    </div>
  );
}
