/**
 * The cart page's heavier code, loaded on demand rather than with the page: the schemas (zod,
 * ~26 KB gzipped) when the address form opens or an order is placed, the payment flow when an
 * order is placed. A visitor who only looks at the cart never downloads or runs them
 * (bench/budgets.ts: TBT on /Cart_Page, measured as a guest); a signed-in customer without an
 * address saved here loads the schemas after the page, to check the account's address
 * (AddressBlock). The browser keeps each module once loaded.
 */
export const loadCheckoutSchemas = () => import("../../../domain/schemas.ts");
export const loadPaymentFlow = () =>
  Promise.all([import("../../lib/pay.ts"), import("../../lib/razorpay-checkout.ts")]);
