/**
 * Where this browser keeps a checkout in progress (localStorage), named once for the checkout
 * store, which claims them for the signed-in customer, and for logging out, which forgets them.
 *
 * A checkout kept for a signed-in customer carries their id (`owner`); a guest's carries none. It
 * is forgotten when its owner logs out, and when the cart opens for another account signed in here,
 * so the next person at a shared computer does not get the last one's name, mobile and address. A
 * guest's is adopted by the account that signs in (the guest typed an address, then logged in to
 * order).
 */
export const CHECKOUT_KEYS = {
  deliveryAddress: "deliveryAddress",
  appliedCoupon: "appliedCoupon",
  checkoutAttempt: "checkoutAttempt",
  owner: "checkoutOwner",
} as const;

export function forgetKeptCheckout(): void {
  for (const key of Object.values(CHECKOUT_KEYS)) localStorage.removeItem(key);
}

/** The checkout kept here becomes `userId`'s: another account's is forgotten first. */
export function claimKeptCheckout(userId: string): void {
  const owner = localStorage.getItem(CHECKOUT_KEYS.owner);
  if (owner && owner !== userId) forgetKeptCheckout();
  localStorage.setItem(CHECKOUT_KEYS.owner, userId);
}
