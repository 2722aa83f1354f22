import { useSubmit } from "react-router";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocalPath } from "~/site/words";
import { TOOL_PATH } from "./tool-query";

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/** False in the server's HTML and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}

/** A value that follows its source (the loader's answer) but can run ahead of it as the visitor types. */
export function useFollowingState(source: string) {
  const [value, setValue] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (followed !== source) {
    setFollowed(source);
    setValue(source);
  }
  return [value, setValue] as const;
}

/** Submits a form as a GET to this page (in its language) without a new history entry or a scroll jump. */
export function useAnswerAsYouPick() {
  const submit = useSubmit();
  const action = useLocalPath()(TOOL_PATH);
  return useCallback(
    (form: HTMLFormElement, drop: readonly string[] = []) => {
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === "string" && value !== "" && !drop.includes(name)) query.append(name, value);
      }
      submit(query, { method: "get", action, replace: true, preventScrollReset: true });
    },
    [submit, action],
  );
}

/**
 * Runs the last scheduled call after a pause, so a colour picker being dragged submits once it
 * settles; scheduling `null` cancels what is pending (a hex code typed one digit too far).
 */
export function useDebounced(delayMs: number) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (run: (() => void) | null) => {
      window.clearTimeout(timer.current);
      if (run) timer.current = window.setTimeout(run, delayMs);
    },
    [delayMs],
  );
}
