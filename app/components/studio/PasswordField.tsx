/** A password input with its label and, beside it, its message (setting and changing a password). */
export function PasswordField({ id, name, label, error, autoComplete = "new-password" }: { id: string; name: string; label: string; error?: string; autoComplete?: string }) {
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="password" autoComplete={autoComplete} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p className="studio-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
