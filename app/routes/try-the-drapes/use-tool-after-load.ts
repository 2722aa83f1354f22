import { useEffect, useState, type ComponentType } from "react";
import type { DrapesToolProps } from "./DrapesTool";

type ToolState = { state: "waiting" } | { state: "ready"; Tool: ComponentType<DrapesToolProps> } | { state: "failed" };

/**
 * The camera and drawing code, imported only on this page opened at its tool's address (`opened`),
 * and only once it has loaded and the browser is idle: its chunk is no route module's import, so
 * no other page loads or prefetches it, and it never competes with this page's own first paint.
 * Until then (and always without JavaScript) the page says what the tool would do.
 */
export function useToolAfterLoad(opened: boolean): ToolState {
  const [tool, setTool] = useState<ToolState>({ state: "waiting" });
  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    let idle = 0;
    const load = () => {
      import("./DrapesTool").then(
        ({ DrapesTool }) => !cancelled && setTool({ state: "ready", Tool: DrapesTool }),
        () => !cancelled && setTool({ state: "failed" }),
      );
    };
    // Safari has no requestIdleCallback: a timeout after the load event stands in for it.
    const onIdle = (window.requestIdleCallback as typeof window.requestIdleCallback | undefined)?.bind(window);
    const whenIdle = () => {
      idle = onIdle ? onIdle(load, { timeout: 2000 }) : window.setTimeout(load, 50);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", whenIdle);
      if (onIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [opened]);
  return tool;
}
