/** `/reset-password?token=…`: the page the e-mailed link opens; sets a new password once. */
import { accountMessages } from "../../../domain/account-messages.ts";
import type { confirmationSchema } from "../../../domain/api/envelope.ts";
import { api } from "../../lib/api.ts";
import { signOut } from "../../stores/session.ts";
import { NewPasswordFields } from "../forms/Field.tsx";
import { useForm } from "../forms/useForm.ts";
import { failedWith, useSubmission } from "../forms/useSubmission.ts";
import { LinkPageForm } from "./LinkPageForm.tsx";
import { useLinkToken } from "./useLinkToken.ts";

const EMPTY = { password: "", confirmPassword: "" };

export default function ResetPasswordForm() {
  const { values, setValues, validate, field } = useForm("resetPassword", EMPTY);
  const { busy, outcome, setOutcome, send } = useSubmission();
  const token = useLinkToken(() => setOutcome({ kind: "error", text: accountMessages.resetTokenInvalid }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const valid = await validate(values);
    if (!valid || !token) return;
    await send(async () => {
      const res = await api.post<typeof confirmationSchema>(
        "/api/user/resetpassword",
        { token, password: valid.password },
        { auth: false },
      );
      // Every session of the account has just ended on the server; end this tab's too.
      signOut();
      setValues(EMPTY);
      setOutcome({ kind: "success", text: res.message });
    }, failedWith(accountMessages.somethingWrong));
  }

  return (
    <LinkPageForm outcome={outcome} onSubmit={submit}>
      <NewPasswordFields
        label="New password"
        note="Avoid common passwords."
        password={field("password")}
        confirmation={field("confirmPassword")}
      />
      <button className="button" type="submit" disabled={busy || !token}>
        {busy ? "Saving…" : "Set new password"}
      </button>
      <p className="auth-switch">
        Link not working? <a href="/forgetPassword">Ask for a new one</a>
      </p>
    </LinkPageForm>
  );
}
