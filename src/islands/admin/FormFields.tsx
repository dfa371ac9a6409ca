/**
 * Admin forms' shared parts: a labelled field with its hint and error, the state of a form of text
 * fields with an input bound to each and the schema's refusals shown beside them, and the form's end
 * (why saving failed, submit, Cancel).
 */
import { cloneElement, isValidElement, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { adminErrorText } from "../../lib/admin-panel.ts";
import { FormActions } from "../forms/FormActions.tsx";

export function Field({
  id,
  label,
  error,
  required,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {/* The star is for the eye; the control itself tells assistive technology it is required. */}
      {required && isValidElement<{ "aria-required"?: boolean }>(children)
        ? cloneElement(children, { "aria-required": true })
        : children}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

type RowOptions = InputHTMLAttributes<HTMLInputElement> & {
  hint?: string;
  required?: boolean;
  described?: boolean | string[];
};

/** The first message for each field a schema refused, keyed by the field's name. */
function fieldErrors<K extends PropertyKey>(
  issues: { path: PropertyKey[]; message: string }[],
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0] as K;
    found[key] ??= issue.message;
  }
  return found;
}

/**
 * The fields of a form (all text), their errors, and `input(name)`: an input bound to a field, with
 * the id `${prefix}-${name}` its `Field` labels, described by its hint (when `hinted`) and error.
 */
export function useFormFields<F extends Record<string, string>>(prefix: string, initial: F) {
  const [fields, setFields] = useState<F>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});

  const set = (name: keyof F) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  /** `described`: true for the field's own hint, or the ids of whatever else describes it. */
  const input = (
    name: keyof F & string,
    props: InputHTMLAttributes<HTMLInputElement> = {},
    described: boolean | string[] = false,
  ) => {
    const extra = Array.isArray(described) ? described : described ? [`${prefix}-${name}-hint`] : [];
    const describedBy = [...extra, errors[name] ? `${prefix}-${name}-error` : ""].filter(Boolean).join(" ");
    return (
      <input
        id={`${prefix}-${name}`}
        name={name}
        value={fields[name]}
        onChange={set(name)}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={describedBy || undefined}
        {...props}
      />
    );
  };

  /**
   * A labelled row for a field: its `Field` (label, hint, error) around `input(name, props)`.
   * The hint describes the input (`input`'s `described`), unless `described` names other ids.
   */
  const row = (
    name: keyof F & string,
    label: string,
    { hint, required, described = hint !== undefined, ...props }: RowOptions = {},
  ) => (
    <Field id={`${prefix}-${name}`} label={label} error={errors[name]} required={required} hint={hint}>
      {input(name, props, described)}
    </Field>
  );

  /** Shows a schema's refusals beside their fields and moves the focus to the first. */
  const showIssues = (issues: { path: PropertyKey[]; message: string }[]) => {
    const found = fieldErrors<keyof F>(issues);
    setErrors(found);
    document.getElementById(`${prefix}-${String(Object.keys(found)[0])}`)?.focus();
  };

  return { fields, setFields, errors, setErrors, set, input, row, showIssues };
}

/** Why saving a form failed: the API's answer, or the form's own message when no answer came. */
export const formErrorText = (e: unknown) =>
  e instanceof ApiRequestError ? adminErrorText(e) : adminMessages.submitFormError;

/**
 * The end of an admin form: why the last save failed, as an admin notice, then the shop's
 * `FormActions` (submit, and Cancel for a form that can be closed).
 */
export function FormFooter({
  error,
  ...actions
}: { error: string | null } & Parameters<typeof FormActions>[0]) {
  return (
    <>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <FormActions {...actions} />
    </>
  );
}
