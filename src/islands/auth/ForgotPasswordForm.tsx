/** `/forgetPassword`: asks for a reset link. The answer never says whether the account exists. */
import { useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { confirmationSchema } from "../../../domain/api/envelope.ts";
import { api, ApiRequestError, errorMessage } from "../../lib/api.ts";
import { Field, FormMessage } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useFieldErrors } from "../forms/useFieldErrors.ts";

export default function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const { errors, validate, clear } = useFieldErrors("forgotPassword");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const valid = await validate({ email });
    if (!valid) return;
    setBusy(true);
    try {
      const res = await api.post<typeof confirmationSchema>("/api/user/forgotpassword", valid, {
        auth: false,
      });
      setOutcome({ kind: "success", text: res.message });
    } catch (error) {
      const fallback =
        error instanceof ApiRequestError && error.kind === "network"
          ? accountMessages.forgotFailed
          : accountMessages.somethingWrong;
      setOutcome({ kind: "error", text: errorMessage(error, fallback) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form className="auth-form" onSubmit={submit}>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          clear("email");
        }}
        error={errors.email}
      />
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Sending…" : "Send reset link"}
      </button>
      <p className="auth-switch">
        Remembered it? <a href="/LoginPage">Back to log in</a>
      </p>
    </Form>
  );
}
