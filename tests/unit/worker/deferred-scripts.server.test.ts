import { describe, expect, it } from "vitest";
import { FIRST_INTERACTION_CUES, insertModuleScript } from "~/worker/deferred-scripts.server";

describe("the script that inserts React Router's hydration module", () => {
  it("carries the module's code exactly, and nothing in it can end its <script> element", () => {
    const code = 'import * as route0 from "/build/root.js";\nwindow.__reactRouterRouteModules = {"root": route0};\n// "</script><script>alert(1)</script>"\nimport("/build/entry.client.js");';
    const loader = insertModuleScript(code, "at-once");
    expect(loader).not.toMatch(/<\/script/i);
    expect(loader).not.toContain("<");
    const inserted: { type?: string; textContent?: string }[] = [];
    const document = { createElement: () => ({}) as { type?: string; textContent?: string }, body: { appendChild: (element: never) => inserted.push(element) } };
    new Function("document", loader)(document);
    expect(inserted).toEqual([{ type: "module", textContent: code }]);
  });
});

describe("when a page's hydration module is inserted", () => {
  it("on a public page: at the visitor's first interaction of any kind, once, and never while the page only loads", () => {
    const module = "import('/build/entry.client.js')";
    for (const cue of FIRST_INTERACTION_CUES) {
      const inserted: unknown[] = [];
      const listeners = new Map<string, { listener: () => void; options: unknown }>();
      const document = { readyState: "loading", createElement: () => ({}), body: { appendChild: (element: unknown) => inserted.push(element) } };
      const run = new Function("document", "addEventListener", "removeEventListener", insertModuleScript(module, "on-interaction"));
      run(
        document,
        (type: string, listener: () => void, options: unknown) => listeners.set(type, { listener, options }),
        (type: string, listener: () => void, capture: unknown) => {
          if (capture === true && listeners.get(type)?.listener === listener) listeners.delete(type);
        },
      );
      expect([...listeners.keys()].sort()).toEqual([...FIRST_INTERACTION_CUES].sort());
      // Captured and passive: no element can swallow the cue, and a scroll or touch is never held up.
      for (const { options } of listeners.values()) expect(options).toEqual({ capture: true, passive: true });
      expect(inserted, "nothing before an interaction").toEqual([]);
      listeners.get(cue)!.listener();
      expect(inserted, `inserted on ${cue}`).toEqual([{ type: "module", textContent: module }]);
      expect(listeners.size, "every cue is let go").toBe(0);
    }
  });

  it("on a page whose tool is its script: waits for the load event and the frame after it, so no script request competes with a paint", () => {
    const inserted: unknown[] = [];
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = { readyState: "interactive", createElement: () => ({}), body: { appendChild: (element: unknown) => inserted.push(element) } };
    const run = new Function("document", "addEventListener", "requestAnimationFrame", "setTimeout", insertModuleScript("import('/build/entry.client.js')", "after-load"));
    run(document, (type: string, listener: () => void) => (listeners[type] = listener), (frame: () => void) => frames.push(frame), (timer: () => void) => timers.push(timer));
    expect(inserted).toEqual([]);
    listeners.load!();
    expect(inserted).toEqual([]);
    frames.shift()!();
    expect(inserted).toEqual([]);
    timers.shift()!();
    expect(inserted).toEqual([{ type: "module", textContent: "import('/build/entry.client.js')" }]);
  });
});
