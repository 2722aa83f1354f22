import { createContext, useContext, type ReactNode } from "react";

/**
 * The site's `disableInputs` setting: while it is on (say, during a background save), every
 * Button ignores clicks. A context rather than a global so the server render of one request
 * can never leak the flag into another.
 */
const InputsDisabledContext = createContext(false);

export function InputsDisabledProvider({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return <InputsDisabledContext.Provider value={disabled}>{children}</InputsDisabledContext.Provider>;
}

/** True while inputs are globally disabled; false outside any provider. */
export function useInputsDisabled(): boolean {
  return useContext(InputsDisabledContext);
}
