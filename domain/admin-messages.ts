/**
 * The admin panel's texts (docs/product.md#4-messages) and the admin API's behind it: a module of
 * their own, so the storefront's pages never download them.
 */
import { OUTSIDE_REFUND_REASON_MAX_LENGTH, OUTSIDE_REFUND_REFERENCE } from "./cod.ts";
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_MIN_LENGTH } from "./coupons.ts";
import { ACCEPTED_IMAGE_NAMES } from "./images.ts";
import type { AfterCancelStage, EndedStage } from "./shipments.ts";

/** A gateway's reason, ending in exactly one full stop whether or not it brought its own. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export const adminMessages = {
  gstMonthInvalid: "Month must be YYYY-MM, e.g. 2026-04",
  gstTableInvalid: "Table must be summary, hsn, documents or lost",
  productNameRequired: "Name is required",
  productMrpRequired: "MRP is required",
  productMrpInvalid: "MRP must be a number of rupees, at most 2 decimals",
  /** Below it the pack discounts would round away (MIN_MRP_PAISE in domain/mrp.ts). */
  productMrpTooLow: (minimum: string) =>
    `MRP must be at least ${minimum}, so that every pack size's discount shows in its price`,
  productPriceInvalid: "Price must be a number of rupees, at most 2 decimals",
  /** How the listed price follows from the MRP (decisions.md "One price"). */
  listedPriceRule: (mrp: string, percent: number, pack: number) =>
    `the MRP ${mrp} less the ${percent} % ${pack}-pack discount, rounded to the rupee`,
  /** A `price` sent to the API that is not the one derived from the MRP. */
  productPriceMismatch: (price: string, rule: string) => `The price must be ${price}: it is ${rule}.`,
  listedPricePreview: (price: string, rule: string) => `Listed at ${price} a sachet: ${rule}.`,
  listedPricePreviewEmpty: "Enter the MRP to see the listed price and what each pack costs.",
  productDiscountMismatch: (percent: number, pack: number) =>
    `The discount must be ${percent} %: it is the ${pack}-pack discount off the MRP, the same for every product.`,
  productStockRequired: "Stock is required",
  productStockInvalid: "Stock must be a whole number",
  productStockNegative: "Stock must be at least 0",
  productBrandRequired: "Brand is required",
  productDiscountInvalid: "Discount must be a whole percentage from 0 to 100",
  productCategoryInvalid: "Category must be Health, Fitness, Wellness or Nutrition",
  productImageInvalid: "The image must be an uploaded product image",
  netQuantityRequired: "Net quantity is required",
  netQuantityInvalid: (max: number) =>
    `Net quantity must be the grams in one sachet, more than 0 and at most ${max.toLocaleString("en-IN")}, with at most 3 decimals`,
  makerRoleInvalid: "Choose manufacturer or packer",
  makerNameRequired: "The manufacturer's or packer's name is required",
  makerAddressRequired: "The manufacturer's or packer's address is required",
  countryOfOriginRequired: "Country of origin is required",
  shelfLifeRequired: "Shelf life is required",
  shelfLifeInvalid: (max: number) => `Shelf life must be a whole number of months from 1 to ${max}`,
  licenceNumberRequired: "The manufacturing licence number is required",
  ingredientsRequired: "List the ingredients, one per line, each with its quantity after a colon",
  ingredientsTooMany: (max: number) => `List at most ${max} ingredients`,
  ingredientNoQuantity: (line: number) =>
    `Ingredient ${line}: write its quantity after a colon, like "Haldi (Curcuma longa): 500 mg"`,
  ingredientNoName: (line: number) => `Ingredient ${line}: write its name before the colon`,
  ingredientMalformed: (line: number) =>
    `Ingredient ${line}: write its name, a colon and its quantity on one line (the quantity without a colon)`,
  ingredientTooLong: (line: number, name: number, quantity: number) =>
    `Ingredient ${line}: keep the name to ${name} characters and the quantity to ${quantity}`,
  deleteConfirm: "Are you sure you want to delete this product?",
  productDeleted: "Product deleted",
  productArchived:
    "This product has orders, so it was archived: it is hidden from the shop and kept for those orders.",
  fetchProductsFailed: "Failed to fetch products",
  fetchProductsError: "Error fetching products",
  deleteProductFailed: "Failed to delete product",
  deleteProductError: "Error deleting product",
  invalidJsonResponse: "Invalid JSON response from server",
  /** The dashboard's word for a non-JSON answer. */
  expectedJson: "Expected JSON from the server",
  networkError: "Network error: Cannot connect to server. Please check if the backend is running.",
  submitFormError: "Error submitting form",
  serverError: (status: number) => `Server error: ${status}`,
  dashboardError: (detail: string) => `Error loading dashboard data: ${detail}`,
  imageMissing: "Choose an image file to upload",
  imageType: `The image must be a ${ACCEPTED_IMAGE_NAMES} file`,
  imageTooLarge: (maxMb: number) => `The image must be at most ${maxMb} MB`,
  imageNotFound: "Image not found",
  invalidOrderId: "Invalid order ID",
  orderStatusInvalid: "Unknown order status",
  orderTransitionRefused: (from: string, to: string) =>
    `An order that is ${from} cannot be changed to ${to}.`,
  /** What a parcel the courier reports lost, or cancelled at the courier, leaves for admins to do. */
  parcelEnded: {
    lost: "The parcel will not be delivered. Send a replacement from the order, or cancel the order to refund the customer; its stock is not put back.",
    cancelled:
      "The booking was cancelled at the courier, so the parcel will not be picked up. Book it again from the order, or cancel the order to put its stock back and refund the customer.",
  } satisfies Record<EndedStage, string>,
  /** The courier's news of a cancelled order's parcel (domain/shipments.ts `newsAfterCancel`). */
  parcelAfterCancel: {
    delivered:
      "The order was cancelled, yet the courier reports its parcel delivered: the customer has the goods. The shop changed nothing: check the refund and the stock, and contact the customer.",
    returned:
      "The order was cancelled, yet the courier reports its parcel returned to you. The shop changed nothing: check the goods that came back and put them back in stock by hand if they can be sold.",
  } satisfies Record<AfterCancelStage, string>,
  /** The courier's news of a lost parcel another was sent in place of (`newsOfReplacedParcel`). */
  replacedParcelNews: {
    delivered:
      "The customer has the goods after all, and the parcel sent in its place may bring them again. The shop changed nothing: contact the customer, and cancel the newer parcel at the courier if it has not left, or arrange its return. For cash on delivery the courier collects at each door: check its remittance, and refund what was paid twice.",
    returned:
      "It is coming back to you. The shop changed nothing: its goods were taken off the shelf again for the parcel sent in its place, so check the goods that come back and put them back in stock by hand if they can be sold.",
  } satisfies Record<AfterCancelStage, string>,
  /** A ship refused after its parcel was booked at Shiprocket, whose booking could not be called off. */
  bookingLeftOpen: (providerOrderId: string) =>
    `Shiprocket has a booking for it (order ${providerOrderId}) that could not be cancelled: cancel it in Shiprocket's panel.`,
  /** "Send again" for a returned parcel whose goods have sold out since (decision 048). */
  soldOutToSendAgain:
    "Not enough stock to send this order again: its goods have sold out since the parcel came back. Restock the product, or cancel the order to refund the customer.",
  /** "Send a replacement" for a lost parcel when its goods are out of stock (decision 050). */
  soldOutToReplace:
    "Not enough stock to send a replacement. Restock the product, or cancel the order to refund the customer.",
  /** Cancelling an order whose courier-booked parcel is still with the courier (decision 047). */
  parcelWithCourier: (courierStatus: string) =>
    `This parcel is with the courier (${courierStatus}). Cancel the shipment in Shiprocket before it is picked up, or have it returned to you (RTO); the order can be cancelled here once Shiprocket reports it.`,
  /**
   * A courier-booked parcel still on its way once the shop has neither the Shiprocket account nor its
   * webhook (decision 051).
   */
  parcelUnfollowed:
    "This parcel was booked through Shiprocket, and the shop no longer has the Shiprocket account or its tracking webhook, so it no longer hears about it. Check the parcel in Shiprocket's panel, then move the order on (or cancel it: its stock is put back) here.",
  orderChangedMeanwhile: "This order was changed by someone else meanwhile. Reload it and try again.",
  shipCourierAndAwbTogether:
    "Type both the courier and the AWB, or leave both empty to book the shipment with the courier account.",
  shipNeedsCourierAndAwb:
    "The shop has no courier account: type the courier and the AWB the parcel was sent with.",
  courierNameInvalid: (max: number) => `The courier's name is at most ${max} characters.`,
  awbInvalid: (min: number, max: number) => `The AWB is ${min} to ${max} letters, digits or dashes.`,
  awbInUse: (awb: string) => `AWB ${awb} is already on another order. Check the number.`,
  /** Sending a parcel in place of an earlier one with the AWB of that or of any parcel the order had (decision 050). */
  awbOfEarlierParcel: (awb: string) =>
    `AWB ${awb} belongs to a parcel this order had before. Type the new parcel's AWB.`,
  courierBookingRefused: (detail: string) =>
    `Shiprocket did not book the shipment: ${asSentence(detail)} Nothing was changed here; fix the cause and ship again, or type the courier and AWB.`,
  courierBookingUnavailable:
    "Shiprocket did not answer (it is down or too slow). Nothing was changed here; try again in a few minutes, or type the courier and AWB.",
  cancelledRefundFailed: (detail: string) =>
    `The order is cancelled, but the refund failed: ${asSentence(detail)} Use "Retry refund" once the cause is fixed; the customer has been told the refund will follow.`,
  refundRetryFailed: (detail: string) => `The refund failed again: ${asSentence(detail)}`,
  refundSent: "The refund was sent.",
  codRefundAmountInvalid: "Enter the amount refunded in rupees, more than ₹0, with at most 2 decimals.",
  codRefundReferenceInvalid: `Enter the UPI or bank transfer reference: ${OUTSIDE_REFUND_REFERENCE.min}–${OUTSIDE_REFUND_REFERENCE.max} letters, digits, dashes or slashes.`,
  codRefundReasonInvalid: `Say why the refund was made, in at most ${OUTSIDE_REFUND_REASON_MAX_LENGTH} characters.`,
  codRefundOnlyCod:
    "Only a cash-on-delivery order's refund is recorded here: an online payment is refunded through Razorpay (cancel the order, or refund in Razorpay's dashboard, which credits the invoice by itself).",
  codRefundNotDelivered: (status: string) =>
    `This order is ${status}: its cash is collected at delivery, so nothing has been paid to refund. Cancel it instead, which credits its invoice.`,
  codRefundNoInvoice: "This order has no tax invoice to credit the refund on.",
  codRefundTooMuch: (left: string) => `Only ${left} of this order's invoice is left to refund.`,
  codRefundReferenceUsed: (reference: string) => `A refund with reference ${reference} is recorded already.`,
  codRefundRaced:
    "The order's credit notes changed while this was saved, and nothing was recorded. Check the order, then record the refund again if it is still owed.",
  codRefundRecorded: (amount: string, creditNote: string) =>
    `Refund of ${amount} recorded, credit note ${creditNote} issued, and the customer e-mailed.`,
  alreadyRefunded: "This payment has already been refunded.",
  noRefundToRetry: "This order has no failed refund to retry.",
  refundInProgress: "This refund is already in progress. Reload the order in a minute to see how it went.",
  refundUnexpectedError: "an unexpected error (the server log has the details)",
  extraPaymentRefundRefused: (paymentId: string, reason: string) =>
    `Payment ${paymentId} arrived after the order was paid or closed, and refunding it failed: ${asSentence(reason)} Refund it from the Razorpay dashboard.`,
  userNotFound: "User not found",
  userDeletedByOwner: "This customer deleted their account; it cannot be changed.",
  invalidUserId: "Invalid user ID",
  notYourOwnAccount: "You cannot change your own account's status or role.",
  userStatusInvalid: "Status must be Active, Inactive or Suspended",
  userRoleInvalid: "Role must be User or Admin",
  messageNotFound: "Message not found",
  emailNotFound: "E-mail not found",
  emailNotFailed: "Only a failed e-mail can be sent again.",
  invalidId: "Invalid ID",
  stockSoldMeanwhile:
    "Orders took some of this stock while you were editing, so less is left than your change removes. Reload the product and try again.",
  reviewChangedMeanwhile:
    "The customer changed this review while you were reading it. Here it is again: please read it before approving.",
  reviewStatusInvalid: "Status must be pending, approved, hidden or all",
  textTooLong: (max: number) => `At most ${max} characters, please`,
  pageInvalid: "Page must be a whole number, at least 1",
  couponCodeInvalid: `The code must be ${COUPON_CODE_MIN_LENGTH} to ${COUPON_CODE_MAX_LENGTH} letters, digits or dashes, starting and ending with a letter or digit`,
  couponCodeTaken: "A coupon with this code already exists. Choose another code.",
  couponKindInvalid: "Choose percent off or an amount off",
  couponValueRequired: "Enter how much the coupon takes off",
  couponPercentInvalid: (max: number) => `Percent off must be a whole number from 1 to ${max}`,
  couponAmountInvalid: "The amount off must be more than ₹0, in rupees with at most 2 decimals",
  couponAmountNotBelowMinimum: "The amount off must be less than the minimum order, so that no order is free",
  couponMinimumInvalid: "Minimum order must be a number of rupees, at most 2 decimals",
  couponStartInvalid: "Start must be a date and time",
  couponEndInvalid: "End must be a date and time",
  couponEndNotAfterStart: "The end must be after the start",
  couponUsageLimitInvalid: (max: number) =>
    `Total uses must be a whole number from 1 to ${max}, or blank for unlimited`,
  couponPerCustomerLimitInvalid: (max: number) =>
    `Uses per customer must be a whole number from 1 to ${max}, or blank for unlimited`,
  couponPerCustomerAboveTotal: "Uses per customer cannot be more than the total uses",
  couponStatusInvalid: "Unknown coupon status",
  couponActiveInvalid: "Active must be true or false",
  couponNotFound: "Coupon not found",
  couponTermsLocked:
    "This coupon is on orders already, so its discount cannot change (those orders must stay explainable). Create a new coupon for a different discount.",
  couponChangedMeanwhile: "This coupon was used or changed while you were editing. Reload it and try again.",
  couponLimitBelowUses: (used: number) =>
    `This coupon has been used ${used} times, so its total uses cannot be fewer than ${used}.`,
  /** "Rebuild pages" (functions/admin/rebuild). */
  rebuildStarted:
    "Rebuild started: the deployment host is building the pages now; they go live when it finishes (usually a few minutes).",
  rebuildLocal: (command: string) =>
    `Local mode: no deploy hook is configured (DEPLOY_HOOK_URL), so nothing was sent. To rebuild the pages on this machine, stop the shop and run \`${command}\`.`,
  rebuildHookFailed: (status: number) =>
    `The deploy hook answered ${status}, so no rebuild was started. Check DEPLOY_HOOK_URL and try again.`,
  rebuildHookUnreachable:
    "The deploy hook could not be reached, so no rebuild was started. Try again in a minute.",
} as const;
