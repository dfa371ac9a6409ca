/**
 * `/user-logout` (spec §4, §8): calls logout only when a token exists, always clears the local
 * session, and on an API failure shows 'Logged out locally (API error occurred)' in red for 1.5 s
 * before going home.
 */
import { useEffect, useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import { LOGOUT_ERROR_DISPLAY_MS } from "../../config/account.ts";
import { accessToken, signOut } from "../../stores/session.ts";

async function logoutOnServer(token: string): Promise<boolean> {
  try {
    const response = await fetch("/api/auth/logout", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      credentials: "same-origin",
    });
    if (!response.ok)
      console.warn(
        "Logout failed",
        response.status,
        response.statusText,
        await response.text().catch(() => ""),
      );
    return response.ok;
  } catch (error) {
    console.warn("Logout failed", error);
    return false;
  }
}

export default function LogoutScreen() {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void (async () => {
      const token = accessToken();
      const ok = token ? await logoutOnServer(token) : true;
      signOut();
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
