/**
 * `/edit_profile` (docs/product.md#pages): Email ID and Phone Number, Save Changes, Sign Out. Saves to the server;
 * 'Profile Updated Successfully!' only once the server has accepted it. A new e-mail asks for the
 * current password.
 */
import { useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { profileUpdatedResponse } from "../../../domain/api/user.ts";
import { api, errorMessage, isSessionExpired } from "../../lib/api.ts";
import { saveDraft, takeDraft } from "../../lib/drafts.ts";
import type { SessionUser } from "../../stores/session.ts";
import { Field, FormMessage, PasswordField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useFieldErrors } from "../forms/useFieldErrors.ts";
import { AccountGate } from "./AccountGate.tsx";
import { SessionExpiredNotice } from "./SessionExpiredNotice.tsx";
import { useAccount } from "./useAccount.ts";

const DRAFT = "edit_profile";

function EditProfileFields({ user, onSaved }: { user: SessionUser; onSaved: (user: SessionUser) => void }) {
  const [values, setValues] = useState(() => ({
    email: user.email,
    phone: user.phone ?? "",
    ...takeDraft<{ email: string; phone: string }>(DRAFT),
  }));
  const [currentPassword, setCurrentPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "success" | "error" | "expired"; text: string } | null>(
    null,
  );
  const { errors, validate, clear, setErrors } = useFieldErrors("editProfile");
  const emailChanged = values.email.trim().toLowerCase() !== user.email;

  const edit = (field: "email" | "phone") => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    setOutcome(null);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const valid = await validate(values);
    if (!valid) return;
    if (emailChanged && !currentPassword) {
      setErrors({ currentPassword: accountMessages.currentPasswordRequired });
      return;
    }
    setBusy(true);
    try {
      const res = await api.put<typeof profileUpdatedResponse>("/api/user/profile", {
        ...valid,
        ...(emailChanged ? { currentPassword } : {}),
      });
      setCurrentPassword("");
      onSaved(res.data);
      setValues({ email: res.data.email, phone: res.data.phone ?? "" });
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

  return (
    <Form className="auth-form" onSubmit={submit}>
      {outcome?.kind === "expired" && <SessionExpiredNotice />}
      {outcome && outcome.kind !== "expired" && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <Field
        label="Email ID"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={edit("email")}
        error={errors.email}
      />
      {emailChanged && (
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          hint="Needed to change your email."
          value={currentPassword}
          onValueChange={(value) => {
            setCurrentPassword(value);
            clear("currentPassword");
          }}
          error={errors.currentPassword}
        />
      )}
      <Field
        label="Phone Number"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={values.phone}
        onValueChange={edit("phone")}
        error={errors.phone}
      />
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save Changes"}
        </button>
        <a className="button secondary" href="/user-logout">
          Sign Out
        </a>
      </div>
    </Form>
  );
}

export default function EditProfileForm() {
  const { state, reload, saved } = useAccount();
  return (
    <AccountGate state={state} reload={reload}>
      {(user) => <EditProfileFields user={user} onSaved={saved} />}
    </AccountGate>
  );
}
