/**
 * The personal-information form (the user's firstName, lastName, email, phone, address, city,
 * state and zipCode, as `User` in domain/api/user.ts), on `/personal_info` and in the user dashboard. Saves to the server; Cancel puts back
 * the saved values. The e-mail is changed on Edit Profile (it needs the current password).
 */
import { useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { profileUpdatedResponse } from "../../../domain/api/user.ts";
import { api, errorMessage, isSessionExpired } from "../../lib/api.ts";
import { saveDraft, takeDraft } from "../../lib/drafts.ts";
import type { SessionUser } from "../../stores/session.ts";
import { Field, FormMessage } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useFieldErrors } from "../forms/useFieldErrors.ts";
import { SessionExpiredNotice } from "./SessionExpiredNotice.tsx";

const DRAFT = "personal_info";
const FIELDS = ["firstName", "lastName", "phone", "address", "city", "state", "zipCode"] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const valuesOf = (user: SessionUser): Values =>
  Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ""])) as Values;

export function PersonalInfoForm({
  user,
  onSaved,
}: {
  user: SessionUser;
  onSaved: (user: SessionUser) => void;
}) {
  const [values, setValues] = useState<Values>(() => ({ ...valuesOf(user), ...takeDraft<Values>(DRAFT) }));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "success" | "error" | "expired"; text: string } | null>(
    null,
  );
  const { errors, validate, clear, setErrors } = useFieldErrors("personalInfo");

  const edit = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    setOutcome(null);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const valid = await validate(values);
    if (!valid) return;
    setBusy(true);
    try {
      const res = await api.put<typeof profileUpdatedResponse>("/api/user/profile", valid);
      onSaved(res.data);
      setValues(valuesOf(res.data));
      setOutcome({ kind: "success", text: accountMessages.profileUpdated });
    } catch (error) {
      if (isSessionExpired(error)) {
        saveDraft(DRAFT, values);
        setOutcome({ kind: "expired", text: "" });
      } else {
        setOutcome({ kind: "error", text: errorMessage(error, accountMessages.somethingWrong) });
      }
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    setValues(valuesOf(user));
    setErrors({});
    setOutcome(null);
  }

  const field = (name: FieldName, label: string, extra: Partial<React.ComponentProps<typeof Field>> = {}) => (
    <Field
      label={label}
      name={name}
      value={values[name]}
      onValueChange={edit(name)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <Form className="auth-form wide-form" onSubmit={submit}>
      {outcome?.kind === "expired" && <SessionExpiredNotice />}
      {outcome && outcome.kind !== "expired" && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <div className="form-grid">
        {field("firstName", "First name", { autoComplete: "given-name" })}
        {field("lastName", "Last name", { autoComplete: "family-name" })}
        <div className="field">
          <label htmlFor="personal-email">Email</label>
          <input
            id="personal-email"
            type="email"
            value={user.email}
            readOnly
            aria-describedby="personal-email-hint"
          />
          <p className="field-hint" id="personal-email-hint">
            To change your email, use <a href="/edit_profile">Edit Profile</a>.
          </p>
        </div>
        {field("phone", "Phone", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
        {field("address", "Address", { autoComplete: "street-address" })}
        {field("city", "City", { autoComplete: "address-level2" })}
        {field("state", "State", { autoComplete: "address-level1" })}
        {field("zipCode", "PIN code", { autoComplete: "postal-code", inputMode: "numeric" })}
      </div>
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
        <button className="button secondary" type="button" onClick={cancel}>
          Cancel
        </button>
      </div>
    </Form>
  );
}
