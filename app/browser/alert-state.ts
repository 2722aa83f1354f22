/**
 * The site's alert state {show, type, message, preventClose} as a pure reducer. Opening blocks
 * closing until `allowClose` arrives, so the click that opened an alert cannot also close it
 * (it is still bubbling to the document when the alert appears). `useAlert` in
 * app/components/Alert.tsx sends `allowClose` after ALERT_CLOSE_BLOCK_MS.
 */
export type AlertType = "success" | "error" | "info" | "warning";

export type AlertState = {
  show: boolean;
  type: AlertType;
  message: string;
  preventClose: boolean;
};

type AlertAction =
  | { type: "open"; alertType: AlertType; message: string }
  | { type: "close" }
  | { type: "allowClose" };

/** How long an alert cannot be closed after it opens. */
export const ALERT_CLOSE_BLOCK_MS = 300;

export const initialAlertState: AlertState = { show: false, type: "info", message: "", preventClose: false };

export function alertReducer(state: AlertState, action: AlertAction): AlertState {
  switch (action.type) {
    case "open":
      return { show: true, type: action.alertType, message: action.message, preventClose: true };
    case "close":
      if (!state.show || state.preventClose) return state;
      return { ...state, show: false };
    case "allowClose":
      if (!state.preventClose) return state;
      return { ...state, preventClose: false };
  }
}

/** Errors interrupt (role="alert"); everything else waits for a pause (role="status"). */
export function alertRole(type: AlertType): "alert" | "status" {
  return type === "error" ? "alert" : "status";
}
