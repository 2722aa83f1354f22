import { HONEYPOT_FIELD } from "~/forms/honeypot";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); form-filling bots fill it, and their posts are dropped.
 */
export function HoneypotField() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input type="text" id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
