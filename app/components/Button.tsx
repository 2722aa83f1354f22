import type { ButtonHTMLAttributes, MouseEvent } from "react";
import * as v from "valibot";
import { useInputsDisabled } from "~/components/InputsDisabled";

/** What a button may be: three sizes, the three HTML types, three variants. */
export const BUTTON_SIZES = ["sm", "md", "lg"] as const;
export const BUTTON_TYPES = ["button", "submit", "reset"] as const;
export const BUTTON_VARIANTS = ["primary", "secondary", "danger"] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonType = (typeof BUTTON_TYPES)[number];
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Heights in CSS pixels; app.css gives `.button` (md), `.button--sm` and `.button--lg` these min-heights. */
export const BUTTON_HEIGHTS_PX: Readonly<Record<ButtonSize, number>> = { sm: 40, md: 48, lg: 56 };
export const DEFAULT_PROGRESS_TEXT = "Loading...";

const ButtonRules = v.object({
  text: v.pipe(v.string("Button text is required"), v.trim(), v.nonEmpty("Button text is required")),
  size: v.picklist(BUTTON_SIZES, "Button size must be sm, md or lg"),
  type: v.picklist(BUTTON_TYPES, "Button type must be button, submit or reset"),
  variant: v.picklist(BUTTON_VARIANTS, "Button variant must be primary, secondary or danger"),
  progressText: v.pipe(v.string(), v.trim(), v.nonEmpty("Button progress text must not be empty")),
});
export type ButtonRules = v.InferInput<typeof ButtonRules>;

/**
 * Checks the props these rules constrain. A button without a label is a bug in the page, not
 * a visitor's mistake, so it throws (and the error boundary shows it) rather than render an
 * unlabelled control.
 */
export function assertButtonRules(rules: ButtonRules): void {
  const result = v.safeParse(ButtonRules, rules);
  if (!result.success) throw new TypeError(result.issues.map((issue) => issue.message).join("; "));
}

/** md is the base `.button`; sm and lg add a modifier. */
export function buttonClassName({
  size = "md",
  variant = "primary",
  loading = false,
  className,
}: {
  size?: ButtonSize;
  variant?: ButtonVariant;
  loading?: boolean;
  className?: string;
}): string {
  return ["button", `button--${variant}`, size === "md" ? null : `button--${size}`, loading ? "is-loading" : null, className]
    .filter(Boolean)
    .join(" ");
}

/** Clicks are ignored while the button is disabled, loading, or inputs are globally disabled. */
export function isButtonInactive({
  disabled = false,
  loading = false,
  inputsDisabled = false,
}: {
  disabled?: boolean;
  loading?: boolean;
  inputsDisabled?: boolean;
}): boolean {
  return disabled || loading || inputsDisabled;
}

/**
 * An inactive click is cancelled, which also stops a submit button from sending its form
 * (Enter in a field submits through a click on that button, so it is covered too).
 */
export function handleButtonClick<E extends { preventDefault(): void }>(
  event: E,
  inactive: boolean,
  onClick?: (event: E) => void,
): void {
  if (inactive) {
    event.preventDefault();
    return;
  }
  onClick?.(event);
}

export type ButtonProps = {
  /** The label; required and never blank. */
  text: string;
  size?: ButtonSize;
  /** "button" unless given: a form's button says `type="submit"` on purpose. */
  type?: ButtonType;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** The progress state: a spinner and `progressText` replace the label. */
  loading?: boolean;
  progressText?: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onClick" | "children" | "disabled" | "className">;

/**
 * The site's button. `disabled` is the native attribute, so it holds without JavaScript too.
 * Loading and globally disabled inputs use `aria-disabled` instead: the button keeps focus
 * (a natively disabled button drops it mid-submit) and its clicks are cancelled in the handler.
 * Neither state can be on in a server render without JavaScript, where a submit button is a
 * plain `<button type="submit">`.
 */
export function Button({
  text,
  size = "md",
  type = "button",
  variant = "primary",
  disabled = false,
  loading = false,
  progressText = DEFAULT_PROGRESS_TEXT,
  onClick,
  className,
  ...rest
}: ButtonProps) {
  assertButtonRules({ text, size, type, variant, progressText });
  const inputsDisabled = useInputsDisabled();
  const inactive = isButtonInactive({ disabled, loading, inputsDisabled });
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ size, variant, loading, className })}
      disabled={disabled || undefined}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => handleButtonClick(event, inactive, onClick)}
    >
      {loading ? (
        <>
          <span className="button__spinner" aria-hidden="true" />
          <span>{progressText}</span>
        </>
      ) : (
        text
      )}
    </button>
  );
}
