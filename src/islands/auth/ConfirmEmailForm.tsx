/**
 * `/confirm-email?token=…`: the page the link e-mailed to a new address opens (docs/decisions/054).
 * Confirming takes a click, so a mail scanner that only fetches the page changes nothing. It works
 * on any device, signed in or not: the token is the proof.
 */
import { accountMessages } from "../../../domain/account-messages.ts";
import type { confirmationSchema } from "../../../domain/api/envelope.ts";
import { api } from "../../lib/api.ts";
import { failedWith, useSubmission } from "../forms/useSubmission.ts";
import { LinkPageForm } from "./LinkPageForm.tsx";
import { useLinkToken } from "./useLinkToken.ts";

export default function ConfirmEmailForm() {
  const { busy, outcome, setOutcome, send } = useSubmission();
  const token = useLinkToken(() =>
    setOutcome({ kind: "error", text: accountMessages.emailChangeLinkInvalid }),
  );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!token) return;
    setOutcome(null);
    await send(async () => {
      const res = await api.post<typeof confirmationSchema>(
        "/api/user/email/confirm",
        { token },
        { auth: false },
      );
      setOutcome({ kind: "success", text: res.message });
    }, failedWith(accountMessages.somethingWrong));
  }

  return (
    <LinkPageForm outcome={outcome} onSubmit={submit}>
      <button className="button" type="submit" disabled={busy || !token}>
        {busy ? "Confirming…" : "Confirm my new email"}
      </button>
      <p className="auth-switch">
        Link not working? <a href="/edit_profile">Change your email again</a>
      </p>
    </LinkPageForm>
  );
}
