import { Form } from "react-router";
import type { ReactNode } from "react";
import { describedBy, FieldShell } from "~/components/forms";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/studio/auth/password-rules";

type PasswordErrors = Partial<Record<"current" | "password" | "confirm", string>>;

/** What a new password may be, said before the form that asks for one. */
export function PasswordRules({ children }: { children?: ReactNode }) {
  return (
    <p className="studio-muted">
      {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters; any characters, spaces included.{children}
    </p>
  );
}

/**
 * The form that sets a password, from an emailed link or from one's own account page: whose
 * password it is (a hidden username, for password managers), any hidden fields the page adds
 * (`children`), the current password where `askCurrent`, the new one twice, and the button.
 */
export function NewPasswordForm(props: { email: string; errors: PasswordErrors; submitLabel: string; askCurrent?: boolean; labelledBy?: string; children?: ReactNode }) {
  const { errors } = props;
  return (
    <Form method="post" className="studio-form studio-card" aria-labelledby={props.labelledBy}>
      <input type="hidden" name="username" autoComplete="username" value={props.email} />
      {props.children}
      {props.askCurrent ? <PasswordField id="current-password" name="current" label="Current password" autoComplete="current-password" error={errors.current} /> : null}
      <PasswordField id="new-password" name="password" label="New password" error={errors.password} />
      <PasswordField id="confirm-password" name="confirm" label="New password again" error={errors.confirm} />
      <div className="studio-actions">
        <button type="submit" className="studio-button">
          {props.submitLabel}
        </button>
      </div>
    </Form>
  );
}

function PasswordField({ id, name, label, error, autoComplete = "new-password" }: { id: string; name: string; label: string; error?: string; autoComplete?: string }) {
  return (
    <FieldShell look="studio" id={id} label={label} error={error}>
      <input id={id} name={name} type="password" autoComplete={autoComplete} required {...describedBy({ id, error })} />
    </FieldShell>
  );
}
