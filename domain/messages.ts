/**
 * The storefront's user-facing texts (docs/product.md#4-messages), written once and shared by the
 * API and the islands.
 */
import { CONTACT_TEXT_LIMITS } from "./contact-limits.ts";
import { groupIndianDigits } from "./money.ts";
import { MAX_UNPAID_ORDERS_PER_ACCOUNT } from "./orders.ts";
import { productPageMessages } from "./product-page-messages.ts";

export const messages = {
  ...productPageMessages,
  productNotFound: "Product not found",
  invalidProductId: "Invalid product ID",
  routeNotFound: "The requested API route does not exist.",
  unexpected: "Something went wrong on our side. Please try again.",
  unauthenticated: "Please log in to continue.",
  sessionExpired: "Session expired. Please log in again.",
  adminOnly: "Access denied. You do not have admin privileges.",
  invalidJson: "The request body must be valid JSON.",
  // Contact form (validation messages are the zod schema's, in schemas.ts).
  contactEmailRequired: "Please enter your email address.",
  contactEmailInvalid: "Please enter a valid email address, like name@example.com.",
  contactCountryInvalid: "Please choose a country code from the list.",
  contactPhoneInvalid: `Please enter a phone number of ${CONTACT_TEXT_LIMITS.phoneDigitsMin} to ${CONTACT_TEXT_LIMITS.phoneDigitsMax} digits, like 98765 43210.`,
  contactAddressTooLong: `Please keep the address under ${groupIndianDigits(String(CONTACT_TEXT_LIMITS.address))} characters.`,
  contactMessageRequired: "Please write your message.",
  contactMessageTooLong: `Please keep your message under ${groupIndianDigits(String(CONTACT_TEXT_LIMITS.message))} characters.`,
  contactReceived: "Thank you! Your message has reached us.",
  contactRateLimited:
    "You have sent several messages in a short time. Please wait a while and try again, or e-mail us.",
  contactFailed: "Your message could not be sent. Please try again.",
  // Delivery check (product page, cart) and the order's PIN code (domain/delivery/).
  pincodePlaceMismatch: (pincode: string, place: string) =>
    `PIN code ${pincode} is in ${place}. Please check the city and state.`,
  /** Place order: the state decides the invoice's tax, so it must be where the PIN code is. */
  pincodeStateMismatch: (pincode: string, state: string) =>
    `PIN code ${pincode} is in ${state}. Please correct the state or the PIN code of the delivery address.`,
  // Product page and showcase.
  pincodeAvailable: "Delivery available in your area!",
  pincodeUnavailable: "Sorry, delivery is not available in your area.",
  addedToCart: "Added to Cart",

  // Cart and checkout
  addressRequired: "Please add a delivery address before placing your order.",
  /** The address form is open over the saved address: which one the customer means is unclear. */
  addressUnsaved: "Please save or cancel your address changes before placing your order.",
  orderTotalInvalid: "The order total must be an amount in rupees.",
  /** The server priced the order above or below what the cart showed (a price changed meanwhile). */
  orderTotalChanged: (total: string) =>
    `Prices have changed since this cart was filled: your order's total is now ${total}. Please check your cart and press Place Order again to continue.`,
  addressFieldMissing: (field: string) => `Please fill in all required address fields (${field} is missing).`,
  addressFieldTooLong: (field: string, max: number) => `Please keep the ${field} under ${max} characters.`,
  loginToOrder: "Please log in to place an order.",
  invalidMobile: "Please enter a valid 10-digit Indian mobile number.",
  /** The state decides the GST on the invoice, so it must be one we can read (decision 015). */
  unknownState: "Please enter your state or union territory by its name, e.g. Maharashtra.",
  invalidEmail: "Please enter a valid email address.",
  sdkLoadFailed: "Failed to load Razorpay SDK. Please try again later.",
  paymentOrderFailed: "Failed to create Razorpay order. Please try again.",
  placeOrderFailed: "Failed to place your order. Please try again.",
  placeOrderNetworkError: "An error occurred while placing your order. Please try again later.",
  paymentSuccessful: "Payment successful! Your order is being processed.",
  orderPlaced: (id: string) => `Order placed successfully! Your order ID is ${id}`,
  emptyCart: "Your cart is empty.",
  cartQuantityInvalid: "Please choose at least one pack.",
  outOfStock: (name: string) => `Sorry, ${name} is out of stock.`,
  notEnoughStock: (name: string, left: number) =>
    `Sorry, only ${left} packs of ${name} are left. Please reduce the quantity.`,
  orderNotFound: "Order not found",
  invoiceNotIssued:
    "This order has no tax invoice: one is issued when the order is confirmed (paid online, or its cash-on-delivery code entered).",
  orderRefunded: "Your payment for this order has been refunded to the way you paid.",
  orderRefundToFollow: "Your payment for this order will be refunded to the way you paid.",
  creditNoteNotIssued:
    "This order has no credit note: one is issued when an invoiced order is cancelled or refunded.",
  creditNoteNotOfOrder: (number: string) => `This order has no credit note ${number}.`,
  creditNoteNumberInvalid: "The credit note's number must be written like ASC/26-27/000007.",
  idempotencyKeyInvalid:
    "The Idempotency-Key header must be 1 to 100 letters, digits, dashes or underscores.",
  paymentsNotConfigured:
    "Online payment is not set up for this shop yet, so orders cannot be placed right now. Please try again later.",
  paymentAmountMismatch:
    "The payment amount does not match the order total. Please refresh the cart and try again.",
  orderNotAwaitingPayment: "This order is not awaiting payment.",
  paymentVerificationFailed:
    "We could not verify this payment. If money was taken, it will be refunded automatically.",
  paymentNotCompleted: "The payment has not been completed. Please try again.",
  paymentCancelled: "Payment was not completed. Your order is saved: you can pay now or try again later.",
  webhookSignatureInvalid: "Invalid webhook signature",
  trackingWebhookUnauthorized: "Missing or wrong x-api-key: this is not the shop's courier.",
  trackingWebhookNotJson: "The tracking update is not JSON.",
  trackingWebhookIgnored: "Not a tracking update (no AWB or status); nothing changed.",
  trackingWebhookUnknownAwb: (awb: string) => `No shipment of this shop has AWB ${awb}; nothing changed.`,
  trackingWebhookStale: "Already applied, or older than the latest update; nothing changed.",
  trackingWebhookRecorded: "Scans recorded.",
  trackingWebhookReplacedParcel: (awb: string, told: boolean) =>
    told
      ? `AWB ${awb} is a parcel another was sent in place of: its news is noted on the order and sent to the admins; the order is unchanged.`
      : `AWB ${awb} is a parcel another was sent in place of, and this is no news of it; nothing changed.`,
  trackingWebhookMoved: (status: string) => `Scans recorded; the order is now ${status}.`,
  webhookRetryLater: "Razorpay could not be reached while handling this event; deliver it again later.",
  webhookRefundInProgress:
    "Another report of this payment is asking Razorpay to refund it; deliver this event again later.",
  testModeOnly: "Test payments are only available in test-payment mode.",
  tooManyUnpaidOrders: `You already have ${MAX_UNPAID_ORDERS_PER_ACCOUNT} unpaid orders. Please pay for one of them or cancel one in My orders before placing another.`,
  placingOrdersTooFast:
    "You have placed several orders in a short time. Please wait a few minutes and try again.",
  /** A rush (a flash sale): more orders at once than the shop places at once (functions/orders/checkout-gate.ts). */
  checkoutBusy:
    "Many customers are ordering right now. Please wait a few seconds and try again; your cart is kept.",
  orderCancelled: (shortId: string) => `Order ${shortId} has been cancelled. You will not be charged for it.`,
  orderCancelFailed: "We could not cancel the order. Please check your connection and try again.",
  orderNotCancellable: (status: string) =>
    `This order is ${status} now, so it can no longer be cancelled here. If you need help, please contact us.`,

  // Coupons
  /** One answer for every reason a code cannot be used, so codes cannot be probed (decision 011). */
  couponInvalid: "This coupon code is not valid or has expired.",
  couponChangedMeanwhile:
    "This coupon's terms changed while your order was being placed, and nothing was ordered. Please press Place Order again.",
  couponTooManyTries: "Too many coupon codes tried. Please wait a few minutes and try again.",
  couponMinimumNotMet: (minimum: string) => `This coupon needs an order of at least ${minimum}.`,
  couponApplied: "Coupon applied",

  // Customer order screens
  ordersTokenMissing: "Authentication token not found. Please log in.",
  ordersHttpError: (status: number) => `HTTP error! Status: ${status}`,
  ordersFetchFailed: "Failed to fetch orders",
  noOrders: "You have not placed any orders yet.",
} as const;
