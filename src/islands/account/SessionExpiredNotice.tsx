/** Shown when a save finds the session gone: the typed values are kept (drafts) for after login. */
import { messages } from "../../../domain/messages.ts";
import { loginUrl } from "../../lib/navigation.ts";
import { FormMessage } from "../forms/Field.tsx";

export function SessionExpiredNotice() {
  return (
    <FormMessage kind="error">
      {messages.sessionExpired} <a href={loginUrl()}>Log in again</a> — what you typed here will be kept.
    </FormMessage>
  );
}
