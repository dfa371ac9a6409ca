/**
 * For account screens: sends a signed-out visitor to the login page (coming back here after), and
 * loads the signed-in user's current record from the server. Renders "loading" on the server and
 * on the first client render alike, so hydration always matches.
 */
import { useCallback, useEffect, useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import type { profileResponse } from "../../../domain/api/user.ts";
import { api, isSessionExpired } from "../../lib/api.ts";
import { loginUrl } from "../../lib/navigation.ts";
import { accessToken, updateCurrentUser, type SessionUser } from "../../stores/session.ts";

export type AccountState =
  | { status: "loading" }
  | { status: "ready"; user: SessionUser }
  | { status: "error"; message: string };

export function useAccount() {
  const [state, setState] = useState<AccountState>({ status: "loading" });

  const load = useCallback(async () => {
    if (!accessToken()) {
      window.location.replace(loginUrl());
      return;
    }
    setState({ status: "loading" });
    try {
      const { data } = await api.get<typeof profileResponse>("/api/user/profile");
      updateCurrentUser(data);
      setState({ status: "ready", user: data });
    } catch (error) {
      if (isSessionExpired(error)) {
        window.location.replace(loginUrl());
        return;
      }
      setState({ status: "error", message: accountMessages.profileLoadFailed });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** After a save: show the server's copy of the user. */
  const saved = useCallback((user: SessionUser) => {
    updateCurrentUser(user);
    setState({ status: "ready", user });
  }, []);

  return { state, reload: load, saved };
}
