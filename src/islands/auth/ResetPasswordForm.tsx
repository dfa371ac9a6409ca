/** `/reset-password?token=…`: the page the e-mailed link opens; sets a new password once. */
import { useEffect, useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { confirmationSchema } from "../../../domain/api/envelope.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { signOut } from "../../stores/session.ts";
import { FormMessage, PasswordField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useForm } from "../forms/useForm.ts";
import { useSubmission } from "../forms/useSubmission.ts";

const EMPTY = { password: "", confirmPassword: "" };

export default function ResetPasswordForm() {
  const [token, setToken] = useState<string | null>(null);
  const { values, setValues, validate, field } = useForm("resetPassword", EMPTY);
  const { busy, outcome, setOutcome, send } = useSubmission();

  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get("token");
    setToken(fromUrl ?? "");
    if (!fromUrl) setOutcome({ kind: "error", text: accountMessages.resetTokenInvalid });
  }, [setOutcome]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const valid = await validate(values);
    if (!valid || !token) return;
    await send(
      async () => {
        const res = await api.post<typeof confirmationSchema>(
          "/api/user/resetpassword",
          { token, password: valid.password },
          { auth: false },
        );
        // Every session of the account has just ended on the server; end this tab's too.
        signOut();
        setValues(EMPTY);
        setOutcome({ kind: "success", text: res.message });
      },
      (error) => ({ kind: "error", text: errorMessage(error, accountMessages.somethingWrong) }),
    );
  }

  const done = outcome?.kind === "success";
  return (
    <Form className="auth-form" onSubmit={submit}>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      {done ? (
        <a className="button" href="/LoginPage">
          Go to log in
        </a>
      ) : (
        <>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters. Avoid common passwords."
            {...field("password")}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...field("confirmPassword")}
          />
          <button className="button" type="submit" disabled={busy || !token}>
            {busy ? "Saving…" : "Set new password"}
          </button>
          <p className="auth-switch">
            Link not working? <a href="/forgetPassword">Ask for a new one</a>
          </p>
        </>
      )}
    </Form>
  );
}
