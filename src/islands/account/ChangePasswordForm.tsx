/** The dashboard's settings: change the password (every other device is signed out). */
import type { passwordChangedResponse } from "../../../domain/api/auth.ts";
import { api } from "../../lib/api.ts";
import { $session, signIn } from "../../stores/session.ts";
import { NewPasswordFields, PasswordField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useForm } from "../forms/useForm.ts";
import { useSubmission } from "../forms/useSubmission.ts";
import { AccountOutcome, type AccountOutcomeKind, accountSaveFailed } from "./SessionExpiredNotice.tsx";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const { setValues, field, onSubmit } = useForm("changePassword", EMPTY);
  const { busy, outcome, setOutcome, send } = useSubmission<AccountOutcomeKind>();

  const submit = onSubmit(
    () => setOutcome(null),
    async (valid) => {
      const remember = $session.get()?.remember ?? false;
      await send(async () => {
        const res = await api.put<typeof passwordChangedResponse>("/api/user/password", {
          currentPassword: valid.currentPassword,
          newPassword: valid.newPassword,
          remember,
        });
        signIn(res.token, res.data, { remember });
        setValues(EMPTY);
        setOutcome({ kind: "success", text: res.message });
      }, accountSaveFailed);
    },
  );

  return (
    <Form className="auth-form" onSubmit={submit} aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Change password</h2>
      <AccountOutcome outcome={outcome} />
      <PasswordField label="Current password" autoComplete="current-password" {...field("currentPassword")} />
      <NewPasswordFields
        label="New password"
        note="Other devices will be signed out."
        password={field("newPassword")}
        confirmation={field("confirmPassword")}
      />
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Saving…" : "Change password"}
      </button>
    </Form>
  );
}
