/// <reference types="vite/client" />
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { isStudioRouteId } from "~/site/studio-routes";
import type { Env } from "~/platform/env.server";
import worker from "~build/worker";
import { authEmulatorUser, callWorker, seededProject, workerEnv } from "./support";

// Private by route, never by spelling: whether a request is the studio's, and whether the page
// cache may keep it, follows the route React Router matches (letters in any case, after percent-decoding),
// and every other spelling of a path is sent to its one canonical spelling.

const SITE = "https://example.com";
const CUSTOMER = { name: "Ottilie Brandauer", email: "ottilie.brandauer@example.org" };
const CONTACT_ID = "private-routes-contact";

/** Every route file, by name: the studio's paths are made from these, so a new studio route is tried too. */
const ROUTE_FILES = Object.keys(import.meta.glob(["../../app/routes/*.{ts,tsx}", "../../app/routes/*/route.tsx"])).map((file) =>
  file.replace("../../app/routes/", "").replace(/\/route\.tsx$/, "").replace(/\.tsx?$/, ""),
);

/** A value for each parameter of a studio route, naming a document of the seeded project. */
const STUDIO_PARAMS: Record<string, () => string> = {
  "studio.inbox.$kind.$id": () => `/studio/inbox/contact/${CONTACT_ID}`,
  "studio.content.services.$id": () => "/studio/content/services/virtual-wardrobe-audit",
  "studio.content.categories.$id": () => "/studio/content/categories/wardrobe-audit",
  "studio.content.testimonials.$id": () => `/studio/content/testimonials/${testimonialId}`,
  "studio.users_.$email": () => `/studio/users/${encodeURIComponent(adminEmail)}`,
  "studio.bookings.$id": () => "/studio/bookings/no-such-booking",
  "studio.media_.$id": () => "/studio/media/nosuchphoto000000000",
  "studio.orders.$id": () => "/studio/orders/no-such-order",
  "studio.orders.$id_.photos.$photoId": () => "/studio/orders/no-such-order/photos/0123456789abcdef",
  "studio.journal.$id": () => "/studio/journal/what-colours-suit-a-soft-autumn",
  "studio.journal.$id_.revisions.$revisionId": () => "/studio/journal/what-colours-suit-a-soft-autumn/revisions/2026-11-25T01-00-00-000Z-0a1b2c3d",
};
/** Studio pages anyone may open (signing in, a forgotten password, Firebase's email links): they show nothing private. */
const OPEN_STUDIO_PAGES = new Set(["/studio/sign-in", "/studio/forgot-password", "/studio/account-action"]);

/** A flat-route file name as its URL pattern ("seasons.sub-season.$slug" -> "/seasons/sub-season/:slug"). */
function urlPatternOf(name: string): string {
  // A dot escaped as "[.]" (studio.calendar[.]ics) is part of its segment, not a separator.
  const segments = name
    .replace(/\[\.\]/g, "~dot~")
    .split(".")
    .filter((segment) => segment !== "_index" && !/^_[^.]/.test(segment))
    .map((segment) => segment.replace(/_$/, "").replace(/^\[(.*)\]$/, "$1").replace(/^\$(.+)/, ":$1").replace(/^\$$/, "*"));
  return `/${segments.join("/")}`.replaceAll("~dot~", ".");
}

let projectId = "";
let adminCookie = "";
let adminEmail = "";
let testimonialId = "";
let ip = 0;

function visitorHeaders(cookie = ""): Record<string, string> {
  const headers: Record<string, string> = { Host: "example.com", "CF-Connecting-IP": `198.51.100.${(++ip % 200) + 20}` };
  if (cookie) headers.Cookie = cookie;
  return headers;
}

/** Follows up to four same-site redirects, as a browser would; returns every answer on the way. */
async function visit(path: string, cookie = ""): Promise<{ chain: { path: string; status: number; location: string | null }[]; final: Response; body: string }> {
  const chain: { path: string; status: number; location: string | null }[] = [];
  let at = path;
  for (let hop = 0; ; hop++) {
    const response = await callWorker(at, { FIRESTORE_PROJECT_ID: projectId }, { headers: visitorHeaders(cookie), redirect: "manual" });
    const location = response.headers.get("Location");
    chain.push({ path: at, status: response.status, location });
    if (response.status >= 300 && response.status < 400 && location && hop < 4) {
      await response.body?.cancel();
      const next = new URL(location, `${SITE}${at.startsWith("/") ? "" : "/"}`);
      expect(next.origin).toBe(SITE);
      at = next.pathname + next.search;
      continue;
    }
    return { chain, final: response, body: await response.text() };
  }
}

/** Nothing of the studio's: no customer, no staff address, no studio chrome. */
function expectNothingPrivate(body: string) {
  expect(body).not.toContain(CUSTOMER.name);
  expect(body).not.toContain(CUSTOMER.email);
  expect(body).not.toContain(adminEmail);
  expect(body).not.toContain(`class="studio-header"`);
}

beforeAll(async () => {
  const project = await seededProject("private-routes");
  projectId = project.projectId;
  adminEmail = `admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
  await project.firestore.writeDocument(`StudioUsers/${adminEmail}`, { email: adminEmail, role: "admin", active: true, createdAt: new Date() });
  await project.firestore.writeDocument(`ContactMessages/${CONTACT_ID}`, {
    ...CUSTOMER,
    message: "Could we book a colour analysis for my daughter's wedding party?",
    whatsapp: "",
    page: "/Studio/users",
    createdAt: new Date(),
    status: "new",
    notified: true,
  });
  const testimonials = await project.firestore.runQuery({ collection: "Testimonials", limit: 1 });
  testimonialId = testimonials[0]!.name.split("/").at(-1)!;
  await authEmulatorUser(adminEmail, "studio-password-123");
  const signIn = await callWorker("/studio/sign-in", { FIRESTORE_PROJECT_ID: projectId }, {
    method: "POST",
    headers: { ...visitorHeaders(), Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: adminEmail, password: "studio-password-123", redirectTo: "/studio" }),
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
  adminCookie = signIn.headers.get("Set-Cookie")!.split(";")[0]!;
});

function studioPaths(): string[] {
  const studioFiles = ROUTE_FILES.filter((name) => isStudioRouteId(`routes/${name}`) && name !== "studio_.sign-out");
  return studioFiles.map((name) => {
    const pattern = urlPatternOf(name);
    if (!pattern.includes(":")) return pattern;
    const filled = STUDIO_PARAMS[name];
    if (!filled) throw new Error(`Give the studio route ${name} a parameter value in STUDIO_PARAMS`);
    return filled();
  });
}

describe("which routes are the studio's", () => {
  it("is decided by the route: every route at /studio is the studio's, and no other", () => {
    expect(ROUTE_FILES.length).toBeGreaterThan(40);
    for (const name of ROUTE_FILES) {
      const atStudio = /^\/studio(?:\/|$)/.test(urlPatternOf(name));
      expect({ name, studio: isStudioRouteId(`routes/${name}`) }).toEqual({ name, studio: atStudio });
    }
  });
});

describe("a studio page under another spelling", () => {
  it("is never served to an anonymous visitor, whatever the spelling (property-based)", async () => {
    const paths = studioPaths();
    expect(paths.length).toBeGreaterThanOrEqual(20);
    const spelling = fc
      .record({
        path: fc.constantFrom(...paths),
        choices: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 64, maxLength: 64 }),
        trailing: fc.boolean(),
        doubled: fc.integer({ min: 0, max: 3 }),
        dot: fc.boolean(),
      })
      .map(({ path, choices, trailing, doubled, dot }) => respell(path, choices, { trailing, doubled, dot }));
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(spelling, async (path) => {
        tried++;
        // Signed in first: whatever the admin's visit could leave in a cache is there…
        const admin = await visit(path, adminCookie);
        expect(admin.final.status, `${path} as the admin`).toBeLessThan(500);
        // …and an anonymous visitor still gets nothing of it.
        const anonymous = await visit(path);
        expectNothingPrivate(anonymous.body);
        const last = anonymous.chain.at(-1)!;
        const openPage = OPEN_STUDIO_PAGES.has(new URL(last.path, SITE).pathname);
        expect(openPage || last.status === 404, `${path} -> ${JSON.stringify(anonymous.chain)}`).toBe(true);
        // The same spelling as a client navigation's data, a HEAD and a form post: nothing private either.
        const data = await callWorker(`${path.replace(/\/+$/, "")}.data`, { FIRESTORE_PROJECT_ID: projectId }, { headers: visitorHeaders(), redirect: "manual" });
        expectNothingPrivate(await data.text());
        // React Router 8 asks for a path that ends in a slash as `/path/_.data`.
        const slashData = await callWorker(`${path.replace(/\/*$/, "/")}_.data`, { FIRESTORE_PROJECT_ID: projectId }, { headers: visitorHeaders(), redirect: "manual" });
        expectNothingPrivate(await slashData.text());
        const head = await callWorker(path, { FIRESTORE_PROJECT_ID: projectId }, { method: "HEAD", headers: visitorHeaders(), redirect: "manual" });
        expect(head.status === 200 ? openPage || OPEN_STUDIO_PAGES.has(path) : true, `HEAD ${path}: ${head.status}`).toBe(true);
        await head.body?.cancel();
        const posted = await callWorker(path, { FIRESTORE_PROJECT_ID: projectId }, {
          method: "POST",
          body: "",
          headers: { ...visitorHeaders(), Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
          redirect: "manual",
        });
        expectNothingPrivate(await posted.text());
      }),
      { numRuns: 400, seed: 1611 },
    );
    console.log(`private-routes: tried ${tried} spellings of ${paths.length} studio paths, signed in and then anonymous (GET, .data, HEAD, POST)`);
  }, 180_000);

  it.each([
    ["/Studio/inbox", "/studio/inbox"],
    ["/STUDIO/users", "/studio/users"],
    ["/%73tudio/audit", "/studio/audit"],
    ["/studio//inbox/", "/studio/inbox"],
    [`/Studio/Inbox/contact/${CONTACT_ID}`, `/studio/inbox/contact/${CONTACT_ID}`],
  ])("%s: the admin is sent to %s, and a visitor without a cookie gets no studio page", async (spelled, canonical) => {
    const admin = await visit(spelled, adminCookie);
    expect(admin.chain[0]).toMatchObject({ status: 301, location: canonical });
    expect(admin.final.status).toBe(200);
    expect(admin.body).toContain(adminEmail);
    const anonymous = await visit(spelled);
    expect(anonymous.chain.map((step) => step.status)).toEqual([301, 302, 200]);
    expect(anonymous.chain.at(-1)!.path).toMatch(/^\/studio\/sign-in\?redirectTo=/);
    expectNothingPrivate(anonymous.body);
  });

  it.each(["/studio/inbox/_.data", "/Studio/Inbox/_.data", "/studio/_.data"])("%s, React Router 8's data URL of a path with a trailing slash, is the studio's: never stored, never indexed", async (path) => {
    const response = await callWorker(path, { FIRESTORE_PROJECT_ID: projectId }, { headers: visitorHeaders(adminCookie), redirect: "manual" });
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    await response.body?.cancel();
  });

  it("a studio page's client-navigation data is private under any spelling", async () => {
    const response = await callWorker("/Studio/inbox.data", { FIRESTORE_PROJECT_ID: projectId }, { headers: visitorHeaders(adminCookie), redirect: "manual" });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    await response.body?.cancel();
  });
});

describe("one spelling for every public page", () => {
  it.each([
    ["/Seasons", "/seasons"],
    ["/seasons/", "/seasons"],
    ["//seasons", "/seasons"],
    ["/seasons//sub-season/soft-autumn", "/seasons/sub-season/soft-autumn"],
    ["/se%61sons?from=letter", "/seasons?from=letter"],
    ["/SEASONS/Sub-Season/Soft-Autumn/", "/seasons/sub-season/soft-autumn"],
    ["/services/color-analysis-styling/./", "/services/color-analysis-styling"],
    ["/FAQs?x=1&y=2", "/faqs?x=1&y=2"],
    ["/c%6Fntact/", "/contact"],
  ])("%s answers 301 to %s, the query kept", async (spelled, canonical) => {
    const response = await callWorker(spelled, { FIRESTORE_PROJECT_ID: projectId }, { headers: visitorHeaders(), redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(canonical);
    const target = await callWorker(canonical, { FIRESTORE_PROJECT_ID: projectId }, { headers: visitorHeaders(), redirect: "manual" });
    expect(target.status).toBe(200);
    await target.body?.cancel();
  });

  it("leaves canonical paths, unknown paths and reserved escapes alone", async () => {
    for (const path of ["/seasons", "/", "/seasons/sub-season/soft-autumn", "/no-such-page", "/No-Such-Page/", "/seasons%2Fsub-season"]) {
      const response = await callWorker(path, { FIRESTORE_PROJECT_ID: projectId }, { headers: visitorHeaders(), redirect: "manual" });
      expect({ path, status: response.status }).toEqual({ path, status: path.toLowerCase().startsWith("/no-such") || path.includes("%2F") ? 404 : 200 });
      await response.body?.cancel();
    }
  });
});

describe("what the page cache never keeps", () => {
  const pageOutcome = (response: Response) => /page;desc="([^"]+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1];
  const get = (path: string, headers: Record<string, string> = {}) =>
    callWorker(path, { FIRESTORE_PROJECT_ID: projectId }, { headers: { ...visitorHeaders(), ...headers }, redirect: "manual" });

  it("answers anyone with a studio session cookie or an Authorization header past the cache", async () => {
    await (await get("/about")).text();
    expect(pageOutcome(await get("/about"))).toBe("hit");
    const credentials: Record<string, string>[] = [{ Cookie: adminCookie }, { Cookie: "studio_session=forged" }, { Cookie: "__Host-studio_session=x; other=1" }, { Authorization: "Bearer anything" }];
    for (const headers of credentials) {
      const response = await get("/about", headers);
      expect(response.status).toBe(200);
      expect(pageOutcome(response)).toBeUndefined();
      await response.body?.cancel();
    }
  });

  it("keeps no studio page: the sign-in page is rendered for every visitor", async () => {
    for (let round = 0; round < 2; round++) {
      const response = await get("/studio/sign-in");
      expect(response.status).toBe(200);
      expect(pageOutcome(response)).toBeUndefined();
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      await response.body?.cancel();
    }
  });
});

describe("the sitemap", () => {
  it("lists only public pages, each answering 200 to a visitor", async () => {
    const sitemap = await (await callWorker("/sitemap.xml", { FIRESTORE_PROJECT_ID: projectId })).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, "&")));
    expect(urls.length).toBeGreaterThan(40);
    const answers = [];
    for (const url of urls) {
      const response = await callWorker(url.pathname + url.search, { FIRESTORE_PROJECT_ID: projectId }, { headers: visitorHeaders(), redirect: "manual" });
      answers.push({ path: url.pathname, status: response.status });
      await response.body?.cancel();
    }
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    console.log(`sitemap: ${answers.length} URLs, each 200 to a visitor`);
    expect(answers.filter((answer) => answer.path.toLowerCase().startsWith("/studio"))).toEqual([]);
  }, 60_000);
});

/**
 * Another spelling of `path`: each character as it is, in the other case, or percent-encoded (upper
 * or lower hex), slashes doubled, a `.` segment, a trailing slash. React Router reads them all as `path`.
 */
function respell(path: string, choices: readonly number[], { trailing, doubled, dot }: { trailing: boolean; doubled: number; dot: boolean }): string {
  let out = "";
  let slashes = 0;
  [...path].forEach((char, index) => {
    const choice = choices[index % choices.length]!;
    if (char === "/") {
      slashes++;
      out += slashes === 2 && doubled > 0 ? "/".repeat(doubled + 1) : "/";
      if (slashes === 2 && dot) out += "./";
      return;
    }
    if (choice === 1 && /[a-z]/i.test(char)) out += char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
    else if (choice === 2) out += `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
    else if (choice === 3) out += `%${char.charCodeAt(0).toString(16).toLowerCase().padStart(2, "0")}`;
    else out += char;
  });
  return trailing ? `${out}/` : out;
}

describe("the studio over plain http", () => {
  /** The worker as deployed: production settings, a service account instead of the emulator. */
  async function production(url: string): Promise<Response> {
    const ctx = createExecutionContext();
    const productionEnv: Env = workerEnv({
      ENVIRONMENT: "production",
      FIRESTORE_EMULATOR_HOST: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      MOLLIE_API_URL: undefined,
      FIRESTORE_SERVICE_ACCOUNT: "{}",
    });
    const response = await (worker as ExportedHandler<Env>).fetch!(new Request(url, { redirect: "manual" }) as Request<unknown, IncomingRequestCfProperties>, productionEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("is sent to https outside development, under any spelling, with the query kept", async () => {
    for (const path of ["/studio/sign-in?redirectTo=%2Fstudio%2Finbox", "/studio/inbox", "/studio"]) {
      const response = await production(`http://example.com${path}`);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location"), path).toBe(`https://example.com${path}`);
    }
    const respelled = await production("http://example.com/Studio/inbox");
    expect(respelled.status).toBe(301);
    expect(new URL(respelled.headers.get("Location")!, "http://example.com").pathname).toBe("/studio/inbox");
  });

  it("and every https answer carries HSTS", async () => {
    const response = await production("https://example.com/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{8,}/);
    await response.body?.cancel();
  });
});
