/**
 * Checkout state kept across visits: the delivery address the customer saved (localStorage
 * `deliveryAddress`), the applied coupon, and the current checkout attempt's Idempotency-Key, so
 * pressing Place Order again for the same cart (a retry after a failed payment) reuses the order
 * already reserved. Whose they are: ./checkout-keys.ts.
 */
import { persistentJSON } from "@nanostores/persistent";
import { atom, computed } from "nanostores";
import type { PaymentMethod } from "../../domain/cod.ts";
import type { Coupon } from "../../domain/pricing.ts";
import type { DeliveryAddress } from "../../domain/schemas.ts";
import { CHECKOUT_KEYS, claimKeptCheckout } from "./checkout-keys.ts";
import { $session } from "./session.ts";

// Before the stores read it: the checkout kept here becomes the signed-in customer's, and another
// account's is forgotten (a guest's is adopted). Signing in happens on other pages; this is where
// the checkout is next shown.
const signedIn = $session.get()?.user;
if (signedIn && typeof window !== "undefined") claimKeptCheckout(signedIn._id);

export const $deliveryAddress = persistentJSON<DeliveryAddress | null>(CHECKOUT_KEYS.deliveryAddress, null);
export const $appliedCoupon = persistentJSON<Coupon | null>(CHECKOUT_KEYS.appliedCoupon, null);
export const $checkoutAttempt = persistentJSON<{ key: string; fingerprint: string } | null>(
  CHECKOUT_KEYS.checkoutAttempt,
  null,
);

/**
 * The signed-in customer's account address (the last order's, else the profile's), for this page
 * only: it is the server's to keep, so it is never written to the browser's storage.
 */
export const $accountAddress = atom<DeliveryAddress | null>(null);

/** Where an order placed now goes: the address saved in this browser, else the account's. */
export const $checkoutAddress = computed(
  [$deliveryAddress, $accountAddress],
  (saved, account) => saved ?? account,
);

/**
 * True while the cart's address form is open: Place Order then refuses to send the saved address,
 * which the form has taken off the screen, rather than guess which one the customer means.
 */
export const $addressFormOpen = atom(false);

/** Pay online or cash on delivery; online until the customer chooses (and COD is allowed). */
export const $paymentMethod = atom<PaymentMethod>("online");

export function saveDeliveryAddress(address: DeliveryAddress): void {
  const user = $session.get()?.user;
  if (user) claimKeptCheckout(user._id);
  $deliveryAddress.set(address);
}

/** Keeps a coupon's terms from the server's answer (`POST /api/coupons/validate`): the cart prices with them. */
export function applyCoupon({ code, kind, value, minOrderPaise }: Coupon): void {
  $appliedCoupon.set({ code, kind, value, minOrderPaise });
}

export function removeCoupon(): void {
  $appliedCoupon.set(null);
}

/** The same key for the same cart, address and coupon; a new one when any of them changes. */
export function idempotencyKeyFor(fingerprint: string): string {
  const current = $checkoutAttempt.get();
  if (current && current.fingerprint === fingerprint) return current.key;
  const key = crypto.randomUUID();
  $checkoutAttempt.set({ key, fingerprint });
  return key;
}

export function forgetCheckoutAttempt(): void {
  $checkoutAttempt.set(null);
}
