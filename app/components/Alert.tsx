import { useCallback, useEffect, useReducer, useRef } from "react";
import {
  ALERT_CLOSE_BLOCK_MS,
  alertReducer,
  alertRole,
  initialAlertState,
  type AlertState,
  type AlertType,
} from "~/browser/alert-state";
import { usePageWords } from "~/site/page-locale";
import { defineWords } from "~/site/words";

const WORDS = defineWords({
  en: { close: "Close" },
  nl: { close: "Sluiten" },
});

type AlertControls = {
  state: AlertState;
  open: (type: AlertType, message: string) => void;
  close: () => void;
};

/**
 * The alert's state and its two actions. Each opening starts a fresh block: a second `open`
 * within the block restarts the timer, so closing is allowed ALERT_CLOSE_BLOCK_MS after the
 * last opening. The spec's alert (SPEC.md, "Alert"); no page opens one yet, so it is public API
 * for the pages to come (booking, payments), tested through its reducer.
 * @public
 */
export function useAlert(blockMs: number = ALERT_CLOSE_BLOCK_MS): AlertControls {
  const [state, dispatch] = useReducer(alertReducer, initialAlertState);

  useEffect(() => {
    if (!state.preventClose) return;
    const timer = setTimeout(() => dispatch({ type: "allowClose" }), blockMs);
    return () => clearTimeout(timer);
  }, [state, blockMs]);

  const open = useCallback((type: AlertType, message: string) => dispatch({ type: "open", alertType: type, message }), []);
  const close = useCallback(() => dispatch({ type: "close" }), []);
  return { state, open, close };
}

/**
 * Shows the alert while `state.show`. It closes from its close button, from Escape and from
 * a click outside it; the reducer ignores all three while closing is still blocked.
 */
export function Alert({ state, onClose }: { state: AlertState; onClose: () => void }) {
  const words = usePageWords(WORDS);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!state.show) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    const onDocumentClick = (event: globalThis.MouseEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onDocumentClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onDocumentClick);
    };
  }, [state.show, onClose]);

  if (!state.show) return null;
  return (
    <div ref={ref} className={`alert alert--${state.type}`} role={alertRole(state.type)}>
      <p className="alert__message">{state.message}</p>
      <button type="button" className="alert__close" aria-label={words.close} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
