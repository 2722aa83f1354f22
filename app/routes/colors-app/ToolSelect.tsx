import type { ChangeEventHandler, ReactNode } from "react";

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

type ToolSelectProps = {
  id: string;
  name: string;
  label: string;
  /** The first option, which stands for "nothing chosen". */
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  children: ReactNode;
};

/** One of the tool's drop-down questions, with its error (`<id>-error`) wired to the select. */
export function ToolSelect({ id, name, label, placeholder, value, error, onChange, children }: ToolSelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={onChange}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
