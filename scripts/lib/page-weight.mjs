import { gzipSync } from "node:zlib";
import { BROWSER_UA } from "./load.mjs";
import { elementEnd, hasRel, scanTags } from "./html-tags.mjs";

/**
 * What the first round trips of a new connection carry: TCP's initial window of 10 segments,
 * about 14.6 KB. The first screen (everything up to the page's opening section) must fit in it.
 */
export const FIRST_SCREEN_BUDGET = 14_950;

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * A GET's answer as it left the worker, uncompressed, for a browser's user agent. Tried twice:
 * workerd closes idle keep-alive connections (Lighthouse runs leave ours idle for minutes), and a
 * request sent on one as it closes fails before reaching the worker: "other side closed"
 * (UND_ERR_SOCKET), or EPIPE when the write itself finds the socket gone.
 */
const CLOSED_IDLE_CONNECTION = new Set(["UND_ERR_SOCKET", "EPIPE", "ECONNRESET"]);
export async function fetchBytes(url, headers = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, { headers: { "User-Agent": BROWSER_UA, "Accept-Encoding": "identity", ...headers } });
      return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
    } catch (error) {
      if (attempt === 2 || !CLOSED_IDLE_CONNECTION.has(error?.cause?.code)) throw error;
    }
  }
}

/** The offset just past `</head>`, or null. */
function headEnd(html) {
  for (const tag of scanTags(html)) if (tag.closing && tag.name === "head") return tag.end;
  return null;
}

/**
 * Where the first screen ends: just past the page's opening section, the child of `<main>` that
 * holds the h1 (normally its first child; a breadcrumb may come before it), or the first child
 * when no child holds one. When one element wraps all of `<main>` (a layout's wrapper, with the
 * h1 deeper down), the opening section is looked for among its children instead. Returns
 * `{ end, path, holdsH1 }`, `path` naming the element ("main > div.hero"); null when there is no
 * `<main>` or it has no child element.
 */
function findFirstScreen(html) {
  const main = findStartTag(html, "main");
  if (!main) return null;
  const path = ["main"];
  let parent = main;
  for (;;) {
    const children = childElements(html, parent);
    const opening = children.find((child) => holdsH1(html, child)) ?? children[0];
    if (!opening) return null;
    path.push(describe(opening.tag));
    const isWrapper = children.length === 1 && holdsH1(html, opening) && !childElements(html, opening.tag).some((child) => child.tag.name === "h1");
    if (!isWrapper) return { end: opening.end, path: path.join(" > "), holdsH1: holdsH1(html, opening) };
    parent = opening.tag;
  }
}

function findStartTag(html, name) {
  for (const tag of scanTags(html)) if (!tag.closing && tag.name === name) return tag;
  return null;
}

/** The child elements of `parent` (a start tag), each as `{ tag, end }`. */
function childElements(html, parent) {
  const children = [];
  let position = parent.end;
  for (;;) {
    const tag = scanTags(html, position).next().value;
    const end = tag && !tag.closing ? elementEnd(html, tag) : null;
    if (end === null) return children;
    children.push({ tag, end });
    position = end;
  }
}

const holdsH1 = (html, element) => /<h1[\s>]/i.test(html.slice(element.tag.start, element.end));

const describe = (tag) => [tag.name, ...(tag.attributes.get("class") ?? "").split(/\s+/).filter(Boolean).slice(0, 1)].join(".");

/**
 * The requests in `<head>` that hold back the first paint: stylesheets that apply to the screen
 * and are not disabled, and classic scripts with a src that are neither async nor deferred.
 */
function renderBlockingInHead(html) {
  const blocking = [];
  for (const tag of scanTags(html)) {
    if ((tag.closing && tag.name === "head") || tag.name === "body") break;
    if (tag.closing) continue;
    const { attributes } = tag;
    const isBlockingStylesheet =
      tag.name === "link" && hasRel(tag, "stylesheet") && (attributes.get("media") ?? "").trim().toLowerCase() !== "print" && !attributes.has("disabled");
    const isBlockingScript =
      tag.name === "script" &&
      attributes.has("src") &&
      !attributes.has("async") &&
      !attributes.has("defer") &&
      (attributes.get("type") ?? "").toLowerCase() !== "module";
    if (isBlockingStylesheet) blocking.push(attributes.get("href") ?? "(stylesheet without href)");
    if (isBlockingScript) blocking.push(attributes.get("src"));
  }
  return blocking;
}

/**
 * What the page makes the browser load or parse besides its HTML: external stylesheets (and
 * stylesheet preloads), the text of its inline `<style>` elements, and its JavaScript (script
 * src, module preloads and the modules its inline module scripts import).
 */
function resourcesOf(html) {
  const stylesheets = new Set();
  const scripts = new Set();
  const inlineStyles = [];
  for (const tag of scanTags(html)) {
    if (tag.closing) continue;
    const href = tag.attributes.get("href");
    if (tag.name === "link" && href && (hasRel(tag, "stylesheet") || (hasRel(tag, "preload") && tag.attributes.get("as") === "style"))) {
      stylesheets.add(href);
    }
    if (tag.name === "link" && href && hasRel(tag, "modulepreload")) scripts.add(href);
    if (tag.name === "style") inlineStyles.push(tag.text);
    if (tag.name !== "script") continue;
    if (tag.attributes.has("src")) scripts.add(tag.attributes.get("src"));
    for (const [, imported] of tag.text.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from\s+|\s*\()\s*"([^"]+\.js)"/g)) scripts.add(imported);
  }
  return { stylesheets: [...stylesheets], scripts: [...scripts], inlineStyles };
}

/**
 * One route's weight: its HTML gzipped whole, up to `</head>` and up to the end of its first
 * screen; the render-blocking requests in its head; its JavaScript and its external and inline
 * CSS gzipped. `assetSizes` (href -> { status, gzip }) is shared between routes.
 */
export async function measurePage(origin, route, assetSizes) {
  const page = await fetchBytes(origin + route);
  const html = page.bytes.toString("utf8");
  const prefixGzip = (end) => (end === null ? null : gzipSize(Buffer.from(html.slice(0, end))));
  const firstScreen = findFirstScreen(html);
  const { stylesheets, scripts, inlineStyles } = resourcesOf(html);
  const assetOf = async (href) => {
    if (!assetSizes.has(href)) {
      const asset = await fetchBytes(new URL(href, origin).href);
      assetSizes.set(href, { href, status: asset.status, gzip: asset.status === 200 ? gzipSize(asset.bytes) : 0 });
    }
    return assetSizes.get(href);
  };
  const assets = { stylesheets: await Promise.all(stylesheets.map(assetOf)), scripts: await Promise.all(scripts.map(assetOf)) };
  const totalSize = (list) => list.reduce((sum, asset) => sum + asset.gzip, 0);
  const cssExternalGzip = totalSize(assets.stylesheets);
  const cssInlineGzip = inlineStyles.length ? gzipSize(Buffer.from(inlineStyles.join("\n"))) : 0;
  return {
    route,
    status: page.status,
    htmlRaw: page.bytes.length,
    htmlGzip: gzipSize(page.bytes),
    headGzip: prefixGzip(headEnd(html)),
    firstScreenGzip: prefixGzip(firstScreen?.end ?? null),
    firstScreenElement: firstScreen?.path ?? null,
    firstScreenHoldsH1: firstScreen?.holdsH1 ?? false,
    renderBlocking: renderBlockingInHead(html),
    jsGzip: totalSize(assets.scripts),
    cssExternalGzip,
    cssInlineGzip,
    cssGzip: cssExternalGzip + cssInlineGzip,
    // An asset the page names but the server does not have: a stale build/ (rebuilt while serving).
    missingAssets: [...assets.stylesheets, ...assets.scripts].filter((asset) => asset.status !== 200).map(({ href, status }) => `${href} (${status})`),
  };
}

/** Why a measured route fails the page-weight checks; empty when it passes. */
export function pageWeightProblems(weight) {
  const problems = [];
  if (weight.status !== 200) problems.push(`answered ${weight.status}`);
  if (weight.firstScreenGzip === null) problems.push("no <main> with a child element to measure");
  else if (weight.firstScreenGzip > FIRST_SCREEN_BUDGET) {
    problems.push(`first screen ${weight.firstScreenGzip} B gzipped > ${FIRST_SCREEN_BUDGET} B`);
  }
  if (weight.missingAssets.length) problems.push(`assets not served: ${weight.missingAssets.join(", ")}`);
  if (weight.renderBlocking.length) problems.push(`${weight.renderBlocking.length} render-blocking: ${weight.renderBlocking.join(", ")}`);
  return problems;
}
