/**
 * Shown when a save finds the session gone: the typed values are kept (drafts) for after login.
 * The account forms' outcomes are a success, an error, or this notice (`AccountOutcome`).
 */
import { accountMessages } from "../../../domain/account-messages.ts";
import { messages } from "../../../domain/messages.ts";
import { errorMessage, isSessionExpired } from "../../lib/api.ts";
import { loginUrl } from "../../lib/navigation.ts";
import { FormMessage } from "../forms/Field.tsx";
import type { Outcome } from "../forms/useSubmission.ts";

export type AccountOutcomeKind = "success" | "error" | "expired";

export function SessionExpiredNotice() {
  return (
    <FormMessage kind="error">
      {messages.sessionExpired} <a href={loginUrl()}>Log in again</a> — what you typed here will be kept.
    </FormMessage>
  );
}

/** The last outcome of an account form, above its fields. */
export function AccountOutcome({ outcome }: { outcome: Outcome<AccountOutcomeKind> }) {
  if (!outcome) return null;
  if (outcome.kind === "expired") return <SessionExpiredNotice />;
  return <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>;
}

/** What a failed account save shows: the notice when the session is gone (after `keepDraft`), else the error. */
export function accountSaveFailed(error: unknown, keepDraft?: () => void): Outcome<AccountOutcomeKind> {
  if (!isSessionExpired(error))
    return { kind: "error", text: errorMessage(error, accountMessages.somethingWrong) };
  keepDraft?.();
  return { kind: "expired", text: "" };
}
