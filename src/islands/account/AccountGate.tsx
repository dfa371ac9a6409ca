/** The loading and error states every account screen shares. */
import type { ReactNode } from "react";
import type { AccountState } from "./useAccount.ts";
import type { SessionUser } from "../../stores/session.ts";

export function AccountGate({
  state,
  reload,
  children,
}: {
  state: AccountState;
  reload: () => void;
  children: (user: SessionUser) => ReactNode;
}) {
  if (state.status === "loading") {
    return (
      <p className="account-loading" role="status">
        Loading your account…
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div className="account-error">
        <p role="alert">{state.message}</p>
        <button type="button" className="button secondary" onClick={reload}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(state.user)}</>;
}
