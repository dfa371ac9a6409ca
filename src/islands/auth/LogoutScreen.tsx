/**
 * `/user-logout`: calls logout only when a token exists, always clears the local session, and on an API failure shows 'Logged out locally (API error occurred)' in red for 1.5 s
 * before going home.
 */
import { useEffect, useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import { LOGOUT_ERROR_DISPLAY_MS } from "../../config/account.ts";
import type { confirmationSchema } from "../../../domain/api/envelope.ts";
import { api } from "../../lib/api.ts";
import { logOut } from "../../stores/log-out.ts";
import { accessToken } from "../../stores/session.ts";

async function logoutOnServer(): Promise<boolean> {
  try {
    await api.post<typeof confirmationSchema>("/api/auth/logout");
    return true;
  } catch (error) {
    console.warn("Logout failed", error);
    return false;
  }
}

export default function LogoutScreen() {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void (async () => {
      const ok = accessToken() ? await logoutOnServer() : true;
      logOut();
      if (ok) {
        window.location.replace("/");
        return;
      }
      setFailed(true);
      setTimeout(() => window.location.replace("/"), LOGOUT_ERROR_DISPLAY_MS);
    })();
  }, []);

  return failed ? (
    <p className="form-message form-message-error" role="alert">
      {accountMessages.logoutFailed}
    </p>
  ) : (
    <p role="status">Logging you out…</p>
  );
}
