import { beforeAll, describe, expect, it } from "vitest";
import { studioCookie } from "./support/studio-session";
import { callWorker, seededProject } from "./support";

// The studio's sign-in check is its layout's middleware (app/routes/studio.tsx), which React Router
// runs before any loader; what it throws is shown at the root's error boundary. A person it refuses
// still gets the studio's own 403 page, as when each loader made the check itself.

const SITE = "https://example.com";
let projectId = "";
let ip = 0;
const cookies = { noRole: "", inactive: "" };

function request(path: string, cookie: string, method: "GET" | "POST" = "GET") {
  const headers: Record<string, string> = { Host: "example.com", Cookie: cookie, "CF-Connecting-IP": `198.51.100.${(++ip % 200) + 20}` };
  if (method === "POST") Object.assign(headers, { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" });
  return callWorker(path, { FIRESTORE_PROJECT_ID: projectId }, { method, headers, redirect: "manual", body: method === "POST" ? "" : undefined });
}

beforeAll(async () => {
  const project = await seededProject("refusal-page");
  projectId = project.projectId;
  const noRole = `norole.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
  const inactive = `inactive.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
  await project.firestore.writeDocument(`StudioUsers/${inactive}`, { email: inactive, role: "editor", active: false, createdAt: new Date() });
  cookies.noRole = await studioCookie(noRole, project.firestore);
  cookies.inactive = await studioCookie(inactive, project.firestore);
}, 60_000);

describe("the studio's refusal page", () => {
  it("a signed-in person without a studio role gets the studio's 403 page, in its words and under its title, for a page and a form post", async () => {
    for (const [path, method] of [
      ["/studio/inbox", "GET"],
      ["/studio/users", "GET"],
      ["/studio/content/faqs", "POST"],
    ] as const) {
      const response = await request(path, cookies.noRole, method);
      expect(response.status, `${method} ${path}`).toBe(403);
      const html = await response.text();
      expect(html, `${method} ${path}`).toContain("have access to this page</h1>");
      expect(html, `${method} ${path}`).toContain("but that account has no access to the studio");
      expect(html, `${method} ${path}`).toContain("<title>Studio | Plum &amp; Linen</title>");
      expect(html, `${method} ${path}`).toContain('action="/studio/sign-out"');
    }
  });

  it("a switched-off account is told so on the studio's 403 page, and its page's data is refused too", async () => {
    const response = await request("/studio/journal", cookies.inactive);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("has been switched off");
    const data = await request("/studio/journal.data", cookies.inactive);
    expect(data.status).toBe(403);
    expect(await data.text()).not.toContain("What colours suit");
  });
});
