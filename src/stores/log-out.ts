/**
 * Signing out on purpose (Logout, a deleted account): the session ends, and the checkout kept in
 * this browser is forgotten with it, its delivery address above all, so the next person at a shared
 * computer does not get it (./checkout-keys.ts).
 */
import { forgetKeptCheckout } from "./checkout-keys.ts";
import { signOut } from "./session.ts";

export function logOut(): void {
  if (typeof window !== "undefined") forgetKeptCheckout();
  signOut();
}
