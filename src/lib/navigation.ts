/**
 * Where to send a visitor before and after logging in. `next` only ever leads inside the shop:
 * every reader of `?next=` goes through `safeNextPath` (the rule is `domain/next-path.ts`).
 */
import { sameOriginPath } from "../../domain/next-path.ts";

export const LOGIN_PATH = "/LoginPage";

/** The same-origin path `value` leads to, or `fallback` when it could lead anywhere else. */
export function safeNextPath(value: string | null | undefined, fallback = "/"): string {
  return sameOriginPath(value, window.location.origin) ?? fallback;
}

/** The login page, coming back here (or to `path`) afterwards. */
export function loginUrl(path?: string): string {
  const here = path ?? `${window.location.pathname}${window.location.search}`;
  return `${LOGIN_PATH}?next=${encodeURIComponent(here)}`;
}
