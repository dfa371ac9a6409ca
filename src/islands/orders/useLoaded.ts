/** Loads once on mount; on a login-required failure, goes to the login page after a moment. */
import { useEffect, useState } from "react";
import { loginUrl } from "../../lib/auth-fetch.ts";
import { LOGIN_REDIRECT_DELAY_MS, type Loaded } from "../../lib/orders-api.ts";

export function useLoaded<T>(loader: () => Promise<Loaded<T>>, returnTo: string) {
  const [state, setState] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    loader().then((result) => {
      setState(result);
      if (!result.ok && result.loginRequired)
        timer = setTimeout(() => window.location.assign(loginUrl(returnTo)), LOGIN_REDIRECT_DELAY_MS);
    });
    return () => clearTimeout(timer);
  }, []);
  return state;
}
