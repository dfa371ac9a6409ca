/** A labelled input with its error message tied to it for assistive technology. */
import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../domain/users.ts";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
};

export function Field({
  label,
  name,
  value,
  onValueChange,
  error,
  hint,
  type = "text",
  ...rest
}: FieldProps) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        {...rest}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a Show/Hide toggle (the login form has one). */
export function PasswordField(props: Omit<FieldProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <Field {...props} type={visible ? "text" : "password"} />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? "Hide password" : "Show password"}
      </button>
    </div>
  );
}

type FieldBinding = Pick<FieldProps, "name" | "value" | "onValueChange" | "error">;

/**
 * A new password and its confirmation, asked for alike by sign-up, reset and change: the hint
 * states the length rule (domain/users.ts) and what else the customer should know (`note`).
 */
export function NewPasswordFields({
  label,
  note,
  password,
  confirmation,
}: {
  label: "Password" | "New password";
  note: string;
  password: FieldBinding;
  confirmation: FieldBinding;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. ${note}`}
        {...password}
      />
      <PasswordField label={`Confirm ${label.toLowerCase()}`} autoComplete="new-password" {...confirmation} />
    </>
  );
}

/**
 * A form's answer, above its fields: errors are announced at once (alert), successes politely
 * (status). A long form (sign-up on a phone) is submitted from far below it, so the answer is
 * brought into view when it appears (each submit clears the last one first): a customer must not
 * press again on a form that seems to have done nothing.
 */
export function FormMessage({
  kind,
  children,
}: {
  kind: "error" | "success" | "info";
  children: React.ReactNode;
}) {
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <p
      ref={shown}
      className={`form-message form-message-${kind}`}
      role={kind === "error" ? "alert" : "status"}
    >
      {children}
    </p>
  );
}
