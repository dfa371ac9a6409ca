/**
 * Where this browser keeps a checkout in progress (localStorage), named once for the checkout
 * store that writes them and for the session, which forgets them when a customer signs out.
 */
export const CHECKOUT_KEYS = {
  deliveryAddress: "deliveryAddress",
  appliedCoupon: "appliedCoupon",
  checkoutAttempt: "checkoutAttempt",
} as const;
