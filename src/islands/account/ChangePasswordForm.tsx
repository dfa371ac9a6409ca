/** The dashboard's settings: change the password (every other device is signed out). */
import { useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { passwordChangedResponse } from "../../../domain/api/auth.ts";
import { api, errorMessage, isSessionExpired } from "../../lib/api.ts";
import { $session, signIn } from "../../stores/session.ts";
import { FormMessage, PasswordField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useFieldErrors } from "../forms/useFieldErrors.ts";
import { SessionExpiredNotice } from "./SessionExpiredNotice.tsx";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "success" | "error" | "expired"; text: string } | null>(
    null,
  );
  const { errors, validate, clear } = useFieldErrors("changePassword");

  const edit = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const valid = await validate(values);
    if (!valid) return;
    setBusy(true);
    const remember = $session.get()?.remember ?? false;
    try {
      const res = await api.put<typeof passwordChangedResponse>("/api/user/password", {
        currentPassword: valid.currentPassword,
        newPassword: valid.newPassword,
        remember,
      });
      signIn(res.token, res.data, { remember });
      setValues(EMPTY);
      setOutcome({ kind: "success", text: res.message });
    } catch (error) {
      setOutcome(
        isSessionExpired(error)
          ? { kind: "expired", text: "" }
          : { kind: "error", text: errorMessage(error, accountMessages.somethingWrong) },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form className="auth-form" onSubmit={submit} aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Change password</h2>
      {outcome?.kind === "expired" && <SessionExpiredNotice />}
      {outcome && outcome.kind !== "expired" && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onValueChange={edit("currentPassword")}
        error={errors.currentPassword}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        hint="At least 8 characters. Other devices will be signed out."
        value={values.newPassword}
        onValueChange={edit("newPassword")}
        error={errors.newPassword}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={edit("confirmPassword")}
        error={errors.confirmPassword}
      />
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Saving…" : "Change password"}
      </button>
    </Form>
  );
}
