import { describe, expect, it } from "vitest";
import { localizedPath } from "~/site/locale";
import { FIRST_INTERACTION_CUES } from "~/worker/deferred-scripts.server";
import { callWorker, sameSitePost, seededProject } from "./support";

// When a page's scripts start (docs/decisions/036-hydration-on-first-interaction.md), as the
// server's HTML says it: the classic inline script that inserts React Router's module script.

const site = await seededProject("script-start");

type Start = "on-interaction" | "after-load" | "at-once";

/** How the page's one inline script that inserts the hydration module waits. */
function startIn(html: string, path: string): Start {
  const loaders = [...html.matchAll(/<script(?: [^>]*)?>([^<]*s\.type="module"[^<]*)<\/script>/g)].map((match) => match[1]!);
  expect(loaders, `${path} has one script that inserts the hydration module`).toHaveLength(1);
  const loader = loaders[0]!;
  if (FIRST_INTERACTION_CUES.every((cue) => loader.includes(`"${cue}"`)) && !loader.includes('"load"')) return "on-interaction";
  if (loader.includes('addEventListener("load"') && !loader.includes('"pointerdown"')) return "after-load";
  expect(loader, `${path}: inserted at once`).toMatch(/^\(\(\)=>\{/);
  return "at-once";
}

async function scriptStartOf(path: string): Promise<Start> {
  const response = await callWorker(path, { FIRESTORE_PROJECT_ID: site.projectId });
  expect(response.status, `${path} is answered`).toBe(/not-a-real-token|does-not-exist/.test(path) ? 404 : 200);
  return startIn(await response.text(), path);
}

describe("when a page's scripts start", () => {
  it.each(["/", "/seasons/sub-season/light-spring", "/service-booking", "/contact", "/journal", "/this-page-does-not-exist"])(
    "%s, a page that works without them: on the visitor's first interaction, in both languages",
    async (path) => {
      expect(await scriptStartOf(path)).toBe("on-interaction");
      expect(await scriptStartOf(localizedPath(path, "nl"))).toBe("on-interaction");
    },
  );

  it.each(["/try-the-drapes?open=camera", "/colors-app?check=soft-autumn&photo=1", "/colors-app?color=%23b5651d", "/my-palette/not-a-real-token"])(
    "%s, a page whose tool is its script: once it has loaded, in both languages",
    async (address) => {
      const [path = "", query = ""] = address.split("?");
      expect(await scriptStartOf(address)).toBe("after-load");
      expect(await scriptStartOf(localizedPath(path, "nl") + (query ? `?${query}` : ""))).toBe("after-load");
    },
  );

  it.each(["/try-the-drapes", "/colors-app", "/colors-app?check=soft-autumn"])(
    "%s, a photo tool's kept page, which opens no photo: on the visitor's first interaction, in both languages",
    async (address) => {
      const [path = "", query = ""] = address.split("?");
      expect(await scriptStartOf(address)).toBe("on-interaction");
      expect(await scriptStartOf(localizedPath(path, "nl") + (query ? `?${query}` : ""))).toBe("on-interaction");
    },
  );

  it("the answer to a form posted before the page's script ran, with its error summary: once it has loaded, so the summary takes focus as it opens", async () => {
    for (const path of ["/contact", localizedPath("/contact", "nl")]) {
      const answer = await callWorker(path, { FIRESTORE_PROJECT_ID: site.projectId }, sameSitePost({ name: "A", email: "not-an-email", message: "Too short" }, { ip: "192.0.2.36" }));
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html).toContain('id="error-summary"');
      expect(startIn(html, `${path}, posted with problems`)).toBe("after-load");
    }
  });

  it("a studio page: at once", async () => {
    expect(await scriptStartOf("/studio/sign-in")).toBe("at-once");
  });
});
