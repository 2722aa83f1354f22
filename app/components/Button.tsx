import type { ButtonHTMLAttributes, MouseEvent } from "react";

/** What a button may be: three sizes, the three HTML types, three variants. */
type ButtonSize = "sm" | "md" | "lg";
type ButtonType = "button" | "submit" | "reset";
type ButtonVariant = "primary" | "secondary" | "danger";

/** Heights in CSS pixels; button.css gives `.button` (md), `.button--sm` and `.button--lg` these min-heights. */
export const BUTTON_HEIGHTS_PX: Readonly<Record<ButtonSize, number>> = { sm: 40, md: 48, lg: 56 };
export const DEFAULT_PROGRESS_TEXT = "Loading...";

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

/** Clicks are ignored while the button is disabled or loading. */
export function isButtonInactive({ disabled = false, loading = false }: { disabled?: boolean; loading?: boolean }): boolean {
  return disabled || loading;
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
 * Loading uses `aria-disabled` instead: the button keeps focus (a natively disabled button drops
 * it mid-submit) and its clicks are cancelled in the handler. Loading cannot be on in a server
 * render without JavaScript, where a submit button is a plain `<button type="submit">`. The types
 * say what a size, type and variant may be; nothing is checked again at render time.
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
  const inactive = isButtonInactive({ disabled, loading });
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
