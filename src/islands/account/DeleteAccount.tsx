/**
 * "Delete my account" on the account page (decision 022): the password and a typed word confirm
 * it; the server erases the account and ends every session, then this browser forgets its own.
 */
import { useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { confirmationSchema } from "../../../domain/api/envelope.ts";
import {
  ACCOUNT_DELETION_CONFIRMATION_WORD,
  TAX_RECORDS_RETENTION_YEARS,
} from "../../../domain/data-rights.ts";
import { api, errorMessage, isSessionExpired } from "../../lib/api.ts";
import { logOut } from "../../stores/log-out.ts";
import { Field, FormMessage, PasswordField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useFieldErrors } from "../forms/useFieldErrors.ts";
import { SessionExpiredNotice } from "./SessionExpiredNotice.tsx";

const EMPTY = { password: "", confirmation: "" };

export function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "error" | "expired"; text: string } | null>(null);
  const { errors, validate, clear } = useFieldErrors("deleteAccount");

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
    try {
      const res = await api.post<typeof confirmationSchema>("/api/user/delete-account", {
        password: valid.password,
      });
      logOut();
      onDeleted(res.message);
    } catch (error) {
      setOutcome(
        isSessionExpired(error)
          ? { kind: "expired", text: "" }
          : { kind: "error", text: errorMessage(error, accountMessages.accountDeletionFailed) },
      );
      setBusy(false);
    }
  }

  return (
    <Form className="data-rights-action" onSubmit={submit} aria-labelledby="delete-account-heading">
      <h3 id="delete-account-heading">Delete my account</h3>
      <p>
        This erases your account, saved address and messages, and signs you out everywhere. It cannot be
        undone. The tax invoices of your past orders are kept for {TAX_RECORDS_RETENTION_YEARS} years, as the
        law requires, with only your name and address: download your data and invoices first if you want them.
        Orders still on their way must be delivered or cancelled first.
      </p>
      {outcome?.kind === "expired" && <SessionExpiredNotice />}
      {outcome?.kind === "error" && <FormMessage kind="error">{outcome.text}</FormMessage>}
      <PasswordField
        label="Your password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={edit("password")}
        error={errors.password}
      />
      <Field
        label={`Type ${ACCOUNT_DELETION_CONFIRMATION_WORD} to confirm`}
        name="confirmation"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={values.confirmation}
        onValueChange={edit("confirmation")}
        error={errors.confirmation}
      />
      <button className="button danger" type="submit" disabled={busy}>
        {busy ? "Deleting…" : "Delete my account"}
      </button>
    </Form>
  );
}
