/** Shown when a save finds the session gone: the typed values are kept (drafts) for after login. */
import { messages } from "../../../domain/messages";
import { loginUrl } from "../../lib/navigation";
import { FormMessage } from "../forms/Field";

export function SessionExpiredNotice() {
  return (
    <FormMessage kind="error">
      {messages.sessionExpired} <a href={loginUrl()}>Log in again</a> — what you typed here will be kept.
    </FormMessage>
  );
}
