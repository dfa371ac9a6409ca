/**
 * `/login-link?token=…`: the page an e-mailed log-in link opens, while strangers' failed attempts
 * at the account ask for more than a password (docs/decisions/009). Logging in takes a click: a mail
 * scanner that only fetches the page spends nothing. Afterwards the visitor goes to `?next=` (the
 * dashboard, for the staff login) or home.
 */
import { useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { loginLinkSessionResponse } from "../../../domain/api/auth.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { safeNextPath } from "../../lib/navigation.ts";
import { signIn } from "../../stores/session.ts";
import { FormMessage } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useLinkToken } from "./useLinkToken.ts";

export default function LoginLinkForm() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const token = useLinkToken(() => setFailure(accountMessages.loginLinkInvalid));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!token) return;
    setFailure(null);
    setBusy(true);
    try {
      const res = await api.post<typeof loginLinkSessionResponse>(
        "/api/auth/login-link",
        { token },
        { auth: false },
      );
      signIn(res.token, res.data, { remember: res.remember });
      window.location.assign(safeNextPath(new URLSearchParams(window.location.search).get("next"), "/"));
    } catch (error) {
      setFailure(errorMessage(error, accountMessages.somethingWrong));
      setBusy(false);
    }
  }

  return (
    <Form className="auth-form" onSubmit={submit}>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <button className="button" type="submit" disabled={busy || !token}>
        {busy ? "Logging in…" : "Log in"}
      </button>
      <p className="auth-switch">
        Link not working? <a href="/LoginPage">Log in again</a> or{" "}
        <a href="/forgetPassword">reset your password</a>
      </p>
    </Form>
  );
}
