/** Loads once on mount; on a login-required failure, goes to the login page after a moment. */
import { useEffect, useEffectEvent, useState } from "react";
import { loginUrl } from "../../lib/navigation.ts";
import { LOGIN_REDIRECT_DELAY_MS, type Loaded } from "../../lib/orders-api.ts";

export function useLoaded<T>(loader: () => Promise<Loaded<T>>, returnTo: string) {
  const [state, setState] = useState<Loaded<T> | null>(null);
  // Once, on mount: callers pass a new `loader` closure on every render, and loading again on each
  // would loop. Effect events read the latest loader and returnTo without being dependencies.
  const load = useEffectEvent(loader);
  const goToLogin = useEffectEvent(() => window.location.assign(loginUrl(returnTo)));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    load().then((result) => {
      setState(result);
      if (!result.ok && result.loginRequired) timer = setTimeout(goToLogin, LOGIN_REDIRECT_DELAY_MS);
    });
    return () => clearTimeout(timer);
  }, []);
  return state;
}
