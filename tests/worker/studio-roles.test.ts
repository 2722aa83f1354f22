import { beforeAll, describe, expect, it } from "vitest";
import { studioCookie } from "./support/studio-session";
import { authEmulatorUser, callWorker, seededProject } from "./support";

// The role matrix: anonymous, signed in without a role, editor and admin, against every studio
// page (GET) and every studio action (POST). Anonymous people are sent to the sign-in page (302),
// people without a role get 403, editors get 403 on the admins' pages, and those allowed get the
// page (200) or, for an empty form, the form's own answer: 400 (fields missing) or 409 (no
// updateTime: "someone saved since you loaded the form"); never a 500.

const SITE = "https://example.com";
const CONTACT_ID = "roles-contact-message";
const BOOKING_ID = "roles-booking-request";

const EDITOR_PAGES = [
  "/studio",
  "/studio/inbox",
  "/studio/inbox?status=spam",
  `/studio/inbox/contact/${CONTACT_ID}`,
  `/studio/inbox/booking/${BOOKING_ID}`,
  "/studio/content",
  "/studio/content/home",
  "/studio/content/faqs",
  "/studio/content/business",
  "/studio/content/links",
  "/studio/content/colors",
  "/studio/content/palettes",
  "/studio/content/services",
  "/studio/content/services/virtual-wardrobe-audit",
  "/studio/content/services/new",
  "/studio/content/categories",
  "/studio/content/categories/wardrobe-audit",
  "/studio/content/categories/new",
  "/studio/content/testimonials",
  "/studio/journal",
  "/studio/journal?q=autumn&status=published",
  "/studio/journal/new",
  "/studio/journal/what-colours-suit-a-soft-autumn",
  "/studio/vouchers",
  "/studio/orders",
  "/studio/account",
];
const ADMIN_PAGES = ["/studio/users", "/studio/audit", "/studio/payments", "/studio/payments?status=paid"];
const EDITOR_ACTIONS = [
  `/studio/inbox/contact/${CONTACT_ID}`,
  `/studio/inbox/booking/${BOOKING_ID}`,
  "/studio/content/home",
  "/studio/content/faqs",
  "/studio/content/business",
  "/studio/content/links",
  "/studio/content/colors",
  "/studio/content/palettes",
  "/studio/content/services/virtual-wardrobe-audit",
  "/studio/content/services/new",
  "/studio/content/categories/wardrobe-audit",
  "/studio/content/categories/new",
  "/studio/journal/new",
  "/studio/journal/what-colours-suit-a-soft-autumn",
  "/studio/vouchers",
  "/studio/account",
];
const ADMIN_ACTIONS = ["/studio/users"];

type Persona = "anonymous" | "no role" | "editor" | "admin";
const cookies: Record<Persona, string> = { anonymous: "", "no role": "", editor: "", admin: "" };
let projectId = "";
let ip = 0;

function request(path: string, persona: Persona, method: "GET" | "POST") {
  const headers: Record<string, string> = { Host: "example.com", "CF-Connecting-IP": `192.0.2.${(++ip % 200) + 20}` };
  if (cookies[persona]) headers.Cookie = cookies[persona];
  if (method === "POST") Object.assign(headers, { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" });
  return callWorker(path, { FIRESTORE_PROJECT_ID: projectId }, { method, headers, redirect: "manual", body: method === "POST" ? "" : undefined });
}

beforeAll(async () => {
  const project = await seededProject("roles");
  projectId = project.projectId;
  const people = { "no role": `norole.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`, editor: `editor.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`, admin: `admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example` };
  for (const role of ["editor", "admin"] as const) {
    await project.firestore.writeDocument(`StudioUsers/${people[role]}`, { email: people[role], role, active: true, createdAt: new Date() });
  }
  const now = new Date();
  await project.firestore.writeDocument(`ContactMessages/${CONTACT_ID}`, { name: "Noor Haddad", email: "noor@example.org", message: "Do you offer analyses on Sundays?", whatsapp: "", page: "/contact", createdAt: now, status: "new", notified: true });
  await project.firestore.writeDocument(`BookingRequests/${BOOKING_ID}`, {
    mode: "couple", service: "in-person-color-analysis", serviceName: "In-Person Colour Analysis", name: "Sam de Wit", email: "sam@example.org", phone: "", partnerName: "Robin de Wit",
    preferredDate1: "2027-03-06", preferredDate2: "", availability: "", notes: "", page: "/partner-session", createdAt: now, status: "new", notified: false,
  });
  // Nobody without a role can sign in: "no role" is a session whose person's record was removed since.
  cookies["no role"] = await studioCookie(people["no role"], project.firestore);
  for (const persona of ["editor", "admin"] as const) {
    await authEmulatorUser(people[persona], "studio-password-123");
    const response = await callWorker("/studio/sign-in", { FIRESTORE_PROJECT_ID: projectId }, {
      method: "POST",
      body: new URLSearchParams({ email: people[persona], password: "studio-password-123" }),
      headers: { Origin: SITE, Host: "example.com", "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `192.0.2.${persona.length}` },
      redirect: "manual",
    });
    expect(response.status, `${persona} signs in`).toBe(302);
    cookies[persona] = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  }
}, 60_000);

function expectAnswer(response: Response, expected: number | "form", persona: Persona, what: string) {
  if (expected === 302) {
    expect(response.status, `${persona} ${what}`).toBe(302);
    expect(response.headers.get("Location"), `${persona} ${what}`).toMatch(/^\/studio\/sign-in\?redirectTo=/);
  } else if (expected === "form") {
    expect([400, 409], `${persona} ${what}: the form's own answer, got ${response.status}`).toContain(response.status);
  } else {
    expect(response.status, `${persona} ${what}`).toBe(expected);
  }
}

describe("studio role matrix", () => {
  const expectations: Record<Persona, { editorPage: number; adminPage: number; editorAction: number | "form"; adminAction: number | "form" }> = {
    anonymous: { editorPage: 302, adminPage: 302, editorAction: 302, adminAction: 302 },
    "no role": { editorPage: 403, adminPage: 403, editorAction: 403, adminAction: 403 },
    editor: { editorPage: 200, adminPage: 403, editorAction: "form", adminAction: 403 },
    admin: { editorPage: 200, adminPage: 200, editorAction: "form", adminAction: "form" },
  };

  for (const [persona, expected] of Object.entries(expectations) as Array<[Persona, (typeof expectations)[Persona]]>) {
    it(`${persona}: every page and action answers as the role allows`, async () => {
      for (const path of EDITOR_PAGES) {
        const response = await request(path, persona, "GET");
        // /studio itself redirects the allowed into the inbox.
        if (path === "/studio" && expected.editorPage === 200) expect(response.headers.get("Location")).toBe("/studio/inbox");
        else expectAnswer(response, expected.editorPage, persona, `GET ${path}`);
      }
      for (const path of ADMIN_PAGES) expectAnswer(await request(path, persona, "GET"), expected.adminPage, persona, `GET ${path}`);
      for (const path of EDITOR_ACTIONS) expectAnswer(await request(path, persona, "POST"), expected.editorAction, persona, `POST ${path}`);
      for (const path of ADMIN_ACTIONS) expectAnswer(await request(path, persona, "POST"), expected.adminAction, persona, `POST ${path}`);
      // Refreshing the whole site: admins only; it answers by going to the audit log.
      const publish = await request("/studio/publish", persona, "POST");
      if (persona === "admin") expect(publish.headers.get("Location")).toBe("/studio/audit");
      else expectAnswer(publish, persona === "anonymous" ? 302 : 403, persona, "POST /studio/publish");
    });
  }

  it("anyone may sign out, and the sign-in page is open to all", async () => {
    for (const persona of Object.keys(cookies) as Persona[]) {
      expect((await request("/studio/sign-out", persona, "POST")).headers.get("Location")).toBe("/studio/sign-in");
    }
    expect((await request("/studio/sign-in", "anonymous", "GET")).status).toBe(200);
  });
});
