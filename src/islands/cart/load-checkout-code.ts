/**
 * The cart page's heavier code, loaded on demand rather than with the page: the schemas (zod,
 * ~26 KB gzipped) when the address form opens or an order is placed, the payment flow when an
 * order is placed. A visitor who only looks at the cart never downloads or runs them
 * (bench/budgets.ts: TBT on /Cart_Page). The browser keeps each module once loaded.
 */
export const loadCheckoutSchemas = () => import("../../../domain/schemas.ts");
export const loadPaymentFlow = () =>
  Promise.all([import("../../lib/pay.ts"), import("../../lib/razorpay-checkout.ts")]);
