/**
 * `/edit_profile` (docs/product.md#pages): Email ID and Phone Number, Save Changes, Sign Out. Saves to the server;
 * 'Profile Updated Successfully!' only once the server has accepted it. A new e-mail asks for the
 * current password, and changes once the customer opens the link e-mailed to it (`/confirm-email`).
 */
import { useEffect, useRef, useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { profileUpdatedResponse } from "../../../domain/api/user.ts";
import { api, ApiRequestError } from "../../lib/api.ts";
import { saveDraft, takeDraft } from "../../lib/drafts.ts";
import type { SessionUser } from "../../stores/session.ts";
import { Field, PasswordField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useForm } from "../forms/useForm.ts";
import { useSubmission } from "../forms/useSubmission.ts";
import { AccountForm } from "./AccountGate.tsx";
import { AccountOutcome, type AccountOutcomeKind, accountSaveFailed } from "./SessionExpiredNotice.tsx";
import { FormActions } from "../forms/FormActions.tsx";

const DRAFT = "edit_profile";

function EditProfileFields({ user, onSaved }: { user: SessionUser; onSaved: (user: SessionUser) => void }) {
  const { busy, outcome, setOutcome, send } = useSubmission<AccountOutcomeKind>();
  const { values, setValues, errors, clear, setErrors, field, onSubmit } = useForm(
    "editProfile",
    () => ({
      email: user.email,
      phone: user.phone ?? "",
      ...takeDraft<{ email: string; phone: string }>(DRAFT),
    }),
    () => setOutcome(null),
  );
  const [currentPassword, setCurrentPassword] = useState("");
  const emailChanged = values.email.trim().toLowerCase() !== user.email;
  // The password's error is shown by its field: take the customer (and a screen reader) there,
  // with the wrong password selected to type over.
  const passwordField = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!errors.currentPassword) return;
    const input = passwordField.current?.querySelector<HTMLInputElement>('input[name="currentPassword"]');
    input?.focus();
    input?.select();
  }, [errors.currentPassword]);

  const submit = onSubmit(
    () => setOutcome(null),
    async (valid) => {
      if (emailChanged && !currentPassword) {
        setErrors({ currentPassword: accountMessages.currentPasswordRequired });
        return;
      }
      await send(
        async () => {
          const res = await api.put<typeof profileUpdatedResponse>("/api/user/profile", {
            ...valid,
            ...(emailChanged ? { currentPassword } : {}),
          });
          setCurrentPassword("");
          onSaved(res.data);
          setValues({ email: res.data.email, phone: res.data.phone ?? "" });
          // A new e-mail waits for the link sent to it: the server's words say so, the field keeps the old one.
          setOutcome({ kind: "success", text: res.message });
        },
        (error) => {
          // A wrong password belongs by its field, where the customer will type it again.
          if (
            error instanceof ApiRequestError &&
            error.serverMessage === accountMessages.currentPasswordWrong
          ) {
            setErrors({ currentPassword: accountMessages.currentPasswordWrong });
            return null;
          }
          return accountSaveFailed(error, () => saveDraft(DRAFT, values));
        },
      );
    },
  );

  return (
    <Form className="auth-form" onSubmit={submit}>
      <AccountOutcome outcome={outcome} />
      <Field label="Email ID" type="email" autoComplete="email" {...field("email")} />
      {emailChanged && (
        <div ref={passwordField}>
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
        </div>
      )}
      <Field label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" {...field("phone")} />
      <FormActions label="Save Changes" busy={busy} busyLabel="Saving…">
        <a className="button secondary" href="/user-logout">
          Sign Out
        </a>
      </FormActions>
    </Form>
  );
}

export default function EditProfileForm() {
  return <AccountForm form={EditProfileFields} />;
}
