import { useEffect, useState } from "react";

/**
 * False while React renders what the server rendered (and on the server), true from the render
 * after hydration: what depends on this browser (web storage, an enabled control) shows from then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
