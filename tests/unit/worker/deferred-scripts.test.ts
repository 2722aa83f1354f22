import { describe, expect, it } from "vitest";
import { insertModuleScript } from "~/worker/deferred-scripts.server";

describe("the script that inserts Remix's hydration module", () => {
  it("carries the module's code exactly, and nothing in it can end its <script> element", () => {
    const code = 'import * as route0 from "/build/root.js";\nwindow.__remixRouteModules = {"root": route0};\n// "</script><script>alert(1)</script>"\nimport("/build/entry.client.js");';
    const loader = insertModuleScript(code);
    expect(loader).not.toMatch(/<\/script/i);
    expect(loader).not.toContain("<");
    const inserted: { type?: string; textContent?: string }[] = [];
    const document = { createElement: () => ({}) as { type?: string; textContent?: string }, body: { appendChild: (element: never) => inserted.push(element) } };
    new Function("document", loader)(document);
    expect(inserted).toEqual([{ type: "module", textContent: code }]);
  });
});
