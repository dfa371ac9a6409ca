/**
 * Where to send a visitor before and after logging in. `next` only ever points inside the shop
 * (a path starting with a single "/"), so a crafted link cannot bounce someone to another site.
 */
export const LOGIN_PATH = "/LoginPage";

export function safeNextPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

/** The login page, coming back here (or to `path`) afterwards. */
export function loginUrl(path?: string): string {
  const here = path ?? `${window.location.pathname}${window.location.search}`;
  return `${LOGIN_PATH}?next=${encodeURIComponent(here)}`;
}
