/** The loading and error states every account screen shares. */
import type { ComponentType, ReactNode } from "react";
import { type AccountState, useAccount } from "./useAccount.ts";
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

/** An account screen that is one form: the signed-in user's record loaded, then the form, which shows the saved copy. */
export function AccountForm({
  form: Form,
}: {
  form: ComponentType<{ user: SessionUser; onSaved: (user: SessionUser) => void }>;
}) {
  const { state, reload, saved } = useAccount();
  return (
    <AccountGate state={state} reload={reload}>
      {(user) => <Form user={user} onSaved={saved} />}
    </AccountGate>
  );
}
