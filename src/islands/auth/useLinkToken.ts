/**
 * The `token` of the e-mailed link that opened this page (a reset, a log-in link, a new address to
 * confirm): null until the page has read its URL after hydration, "" when the URL has none, and then
 * `onMissing` runs once so the page can say the link is broken.
 */
import { useEffect, useRef, useState } from "react";

export function useLinkToken(onMissing: () => void): string | null {
  const [token, setToken] = useState<string | null>(null);
  const missing = useRef(onMissing);
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get("token");
    setToken(fromUrl ?? "");
    if (!fromUrl) missing.current();
  }, []);
  return token;
}
