/**
 * The client guard: a checking state, then the page if the stored user is an admin with
 * a token, else off to /admin/login. Navigation only: the API enforces admin rights on every call.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { adminLoginUrl, hasAdminSession } from "../../lib/admin-panel.ts";

export function AdminGuard({ children }: { children: ReactNode }) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (hasAdminSession()) setAllowed(true);
    else window.location.replace(adminLoginUrl());
  }, []);
  if (!allowed) {
    return (
      <p className="admin-checking" role="status">
        Checking your access…
      </p>
    );
  }
  return <>{children}</>;
}

/** An admin page's island: `Screen` behind the `AdminGuard`, with the page's props. */
export function adminScreen<P extends object>(Screen: ComponentType<P>) {
  return function GuardedScreen(props: P) {
    return (
      <AdminGuard>
        <Screen {...props} />
      </AdminGuard>
    );
  };
}
