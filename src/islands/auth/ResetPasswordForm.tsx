/** `/reset-password?token=…`: the page the e-mailed link opens; sets a new password once. */
import { useEffect, useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { confirmationSchema } from "../../../domain/api/envelope.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { signOut } from "../../stores/session.ts";
import { FormMessage, PasswordField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useFieldErrors } from "../forms/useFieldErrors.ts";

export default function ResetPasswordForm() {
  const [token, setToken] = useState<string | null>(null);
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const { errors, validate, clear } = useFieldErrors("resetPassword");

  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get("token");
    setToken(fromUrl ?? "");
    if (!fromUrl) setOutcome({ kind: "error", text: accountMessages.resetTokenInvalid });
  }, []);

  const edit = (field: "password" | "confirmPassword") => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const valid = await validate(values);
    if (!valid || !token) return;
    setBusy(true);
    try {
      const res = await api.post<typeof confirmationSchema>(
        "/api/user/resetpassword",
        { token, password: valid.password },
        { auth: false },
      );
      // Every session of the account has just ended on the server; end this tab's too.
      signOut();
      setValues({ password: "", confirmPassword: "" });
      setOutcome({ kind: "success", text: res.message });
    } catch (error) {
      setOutcome({ kind: "error", text: errorMessage(error, accountMessages.somethingWrong) });
    } finally {
      setBusy(false);
    }
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
            name="password"
            autoComplete="new-password"
            hint="At least 8 characters. Avoid common passwords."
            value={values.password}
            onValueChange={edit("password")}
            error={errors.password}
          />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onValueChange={edit("confirmPassword")}
            error={errors.confirmPassword}
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
