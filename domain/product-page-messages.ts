/**
 * The texts the product page's own scripts show (loading the product, the delivery check, the PIN
 * code rule). Part of `messages` (domain/messages.ts) like every other text; kept in a module of
 * their own so the product page ships these few lines, not the whole catalogue of messages
 * (its JavaScript budget is bench/budgets.ts).
 */
export const productPageMessages = {
  productIdMissing: "No product ID provided",
  productNotFoundStatus: (status: number) => `Product not found (${status})`,
  deliveryBy: (dates: string) => `Delivery by ${dates}`,
  pincodeNotServed: (pincode: string) => `We don't deliver to ${pincode} yet.`,
  deliveryCheckFailed: "We could not check this PIN code just now. Please try again.",
  shopUnreachable: "We could not reach the shop. Please check your connection and try again.",
  invalidPincode: "Please enter a valid 6-digit pincode.",
  /** The page's HTML shows the price it was built with until the live one confirms it. */
  checkingStock: "Checking stock…",
  priceChanged: (listedPrice: string, mrp: string) =>
    `The price has changed since this page was published: now ${listedPrice} a sachet (MRP ${mrp}).`,
  soldOutSincePublished: "Sorry, this product has sold out since this page was published.",
} as const;
