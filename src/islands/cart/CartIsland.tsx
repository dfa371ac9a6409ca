/**
 * /Cart_Page's island. The cart lives in this browser's storage, so the server renders only the
 * "Loading your cart…" line; the cart shows from the render after hydration. Server-rendered, the
 * island can load when the browser is first idle (`client:idle`), which in Chromium came after the
 * first frame in every run measured, instead of asking for its script while the page is parsed
 * (docs/decisions/038).
 */
import { useHydrated } from "../useHydrated.ts";
import CartPage from "./CartPage.tsx";

export default function CartIsland() {
  return useHydrated() ? <CartPage /> : <p className="muted">Loading your cart…</p>;
}
