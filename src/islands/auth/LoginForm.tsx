/**
 * `/LoginPage` and `/admin/login`: e-mail and password (show/hide), remember-me, forgot-password
 * link. On success the session is stored (localStorage when remembered, else this tab only) and
 * the visitor goes back where they came from (`?next=`, same-origin paths only), or home / the
 * admin dashboard. While strangers' failures at the account ask for more proof, the answer says a
 * log-in link was e-mailed (docs/decisions/009).
 */
import { useEffect, useState } from "react";
import { messages } from "../../../domain/messages.ts";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { sessionResponse } from "../../../domain/api/auth.ts";
import { api, ApiRequestError, errorMessage } from "../../lib/api.ts";
import { safeNextPath } from "../../lib/navigation.ts";
import { $session, signIn } from "../../stores/session.ts";
import { Field, FormMessage, PasswordField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useForm } from "../forms/useForm.ts";

const ADMIN_HOME = "/admin/dashboard";

type Variant = "customer" | "admin";

const copy = {
  customer: {
    endpoint: "/api/auth/login",
    home: "/",
    requestFailed: accountMessages.invalidCredentials,
    submit: "Log in",
  },
  admin: {
    endpoint: "/api/auth/admin/login",
    home: ADMIN_HOME,
    requestFailed: accountMessages.adminLoginFailed,
    submit: "Log in as admin",
  },
} as const;

/** Where to go after logging in: `?next=` if it stays in the shop, else this login's home page. */
function destination(variant: Variant): string {
  return safeNextPath(new URLSearchParams(window.location.search).get("next"), copy[variant].home);
}

export default function LoginForm({ variant = "customer" }: { variant?: Variant }) {
  const text = copy[variant];
  const { field, onSubmit } = useForm("login", { email: "", password: "" });
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ kind: "error" | "info"; text: string } | null>(null);

  useEffect(() => {
    // An admin who is already signed in skips the admin login.
    if (variant === "admin" && $session.get()?.user.isAdmin) window.location.replace(destination(variant));
  }, [variant]);

  const submit = onSubmit(
    () => setFailure(null),
    async (valid) => {
      setBusy(true);
      try {
        const res = await api.post<typeof sessionResponse>(
          text.endpoint,
          { ...valid, remember },
          { auth: false },
        );
        if (variant === "admin" && !res.data.isAdmin)
          throw new ApiRequestError("refused", 403, messages.adminOnly);
        signIn(res.token, res.data, { remember });
        window.location.assign(destination(variant));
      } catch (error) {
        const networkFailure = error instanceof ApiRequestError && error.kind === "network";
        const message =
          variant === "admin" && networkFailure
            ? accountMessages.adminLoginError
            : errorMessage(error, text.requestFailed);
        // Not a failure to fix here but a step to take: check the inbox for the log-in link.
        setFailure({ kind: message === accountMessages.loginLinkSent ? "info" : "error", text: message });
        setBusy(false);
      }
    },
  );

  return (
    <Form className="auth-form" onSubmit={submit}>
      {failure && <FormMessage kind={failure.kind}>{failure.text}</FormMessage>}
      <Field label="Email" type="email" autoComplete="username" {...field("email")} />
      <PasswordField label="Password" autoComplete="current-password" {...field("password")} />
      <div className="form-row">
        <div className="checkbox-field">
          <input
            id={`remember-${variant}`}
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <label htmlFor={`remember-${variant}`}>Remember me</label>
        </div>
        <a href="/forgetPassword">Forgot password?</a>
      </div>
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Logging in…" : text.submit}
      </button>
      {variant === "customer" && (
        <p className="auth-switch">
          New here? <a href="/signupPage">Create an account</a>
        </p>
      )}
    </Form>
  );
}
