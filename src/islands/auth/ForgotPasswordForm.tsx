/** `/forgetPassword`: asks for a reset link. The answer never says whether the account exists. */
import { accountMessages } from "../../../domain/account-messages.ts";
import type { confirmationSchema } from "../../../domain/api/envelope.ts";
import { api, ApiRequestError, errorMessage } from "../../lib/api.ts";
import { Field, FormMessage } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useForm } from "../forms/useForm.ts";
import { useSubmission } from "../forms/useSubmission.ts";

export default function ForgotPasswordForm() {
  const { field, onSubmit } = useForm("forgotPassword", { email: "" });
  const { busy, outcome, setOutcome, send } = useSubmission();

  const submit = onSubmit(
    () => setOutcome(null),
    async (valid) => {
      await send(
        async () => {
          const res = await api.post<typeof confirmationSchema>("/api/user/forgotpassword", valid, {
            auth: false,
          });
          setOutcome({ kind: "success", text: res.message });
        },
        (error) => {
          const fallback =
            error instanceof ApiRequestError && error.kind === "network"
              ? accountMessages.forgotFailed
              : accountMessages.somethingWrong;
          return { kind: "error", text: errorMessage(error, fallback) };
        },
      );
    },
  );

  return (
    <Form className="auth-form" onSubmit={submit}>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <Field label="Email" type="email" autoComplete="email" {...field("email")} />
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Sending…" : "Send reset link"}
      </button>
      <p className="auth-switch">
        Remembered it? <a href="/LoginPage">Back to log in</a>
      </p>
    </Form>
  );
}
