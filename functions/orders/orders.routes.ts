/** A customer's own orders, below /api/user as the spec's client calls them. */
import type { Hook } from "@hono/zod-openapi";
import { z } from "zod";
import { recordIdSchema } from "../../domain/api/envelope.ts";
import {
  codConfirmedResponse,
  codEligibilityResponse,
  orderCancelledResponse,
  orderDetailResponse,
  orderListResponse,
  orderTotalChangedResponse,
  creditNoteQuerySchema,
  placedOrderResponse,
  savedDeliveryAddressResponse,
} from "../../domain/api/orders.ts";
import { messages } from "../../domain/messages.ts";
import {
  codConfirmationSchema,
  codEligibilitySchema,
  IDEMPOTENCY_KEY_PATTERN,
  placeOrderSchema,
} from "../../domain/schemas.ts";
import type { AppEnv } from "../env.ts";
import { notFound } from "../lib/errors.ts";
import {
  defaultHook,
  errorResponses,
  jsonBody,
  jsonResponse,
  pdfFileResponse,
  rateLimitedResponse,
  routes,
} from "../lib/openapi.ts";

const userRoute = routes("user", "Orders");
/** Place order reads the account with its own first reads: one D1 round trip fewer in a rush. */
const placeOrderRoute = routes("user-checked-by-handler", "Orders");

const orderIdParams = z.object({
  id: recordIdSchema.meta({
    description: "The order's id; anything else answers 404 like an unknown order.",
  }),
});

/**
 * For the routes with an order id: one that cannot be an order's is one that does not exist. Any
 * other part of the request that fails its check is a 400, as everywhere.
 */
// biome-ignore lint/suspicious/noExplicitAny: a hook for any route's params, like lib/openapi.ts's defaultHook.
export const unknownOrderWhenInvalid: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success && result.target === "param") throw notFound(messages.orderNotFound);
  return defaultHook(result, c);
};

export const placeOrder = placeOrderRoute({
  method: "post",
  path: "/user/placeorder",
  summary: "Place an order, to pay online or cash on delivery",
  description:
    "The server prices the order from the product ids, quantities, address, coupon code and payment method, from the database (the names, prices and fee sent are ignored; `totalAmount`, when sent, must be that price, or the order is refused with 412 and nothing written: decision 045), reserves the stock and takes a coupon use, all at once or not at all. Paid online (`paymentMethod` `online` or absent), the order is `Pending Payment` until paid (then `POST /api/payment/create-payment`). Cash on delivery (`cod`, only where `POST /api/user/cod-eligibility` allows it) adds the COD fee and starts `COD Pending Confirmation`: a code goes to the delivery mobile and e-mail, for `POST /api/user/orders/{id}/confirm-cod`. An account holds a few unpaid orders at most.",
  request: {
    headers: z.object({
      // Lower case: that is how the request's headers are validated.
      "idempotency-key": z
        .string()
        .regex(IDEMPOTENCY_KEY_PATTERN, messages.idempotencyKeyInvalid)
        .optional()
        .meta({
          description:
            "One key per checkout attempt: sending it again answers the order it placed (200) instead of placing another.",
        }),
    }),
    body: jsonBody(placeOrderSchema),
  },
  responses: {
    201: jsonResponse(placedOrderResponse, "The order is placed and awaits payment."),
    412: jsonResponse(
      orderTotalChangedResponse,
      "The `totalAmount` sent is not the order's total now (a price or coupon changed since the cart was priced): nothing is written; the message names the new total, and `data` the total and each product's MRP now.",
    ),
    200: jsonResponse(
      placedOrderResponse,
      "The order this Idempotency-Key placed before, unchanged (at its own price: `totalAmount` is not checked again).",
    ),
    ...errorResponses({
      400: "The body or the Idempotency-Key is malformed, the cart is empty, the address is incomplete or invalid, or the coupon does not apply.",
      404: "A product is unknown or no longer on sale.",
      409: "Not enough stock (the message says what is left), the account already holds the most unpaid orders allowed, or an admin changed the coupon's terms while the order was placed.",
      422: "The shop does not deliver to the delivery address's PIN code, or cash on delivery was asked for and is not allowed for this order (the message says why).",
      503: "Paid online, and the shop cannot take online payment at the moment (cash on delivery still can be).",
    }),
    ...rateLimitedResponse(
      "Too many orders placed from this account or address in a short time; for cash on delivery, the account has asked it for its most different mobiles today (decision 055), or has placed its most COD orders today, or the delivery mobile has been sent its most COD codes today (decision 057); or a coupon code was sent and too many codes were refused lately (the limits of `POST /api/coupons/validate`).",
    ),
  },
});

export const codEligibility = userRoute({
  method: "post",
  path: "/user/cod-eligibility",
  summary: "Whether this cart may be paid cash on delivery, and why not",
  description:
    'The same checks as placing the order with `paymentMethod: "cod"` (the PIN code, the total with the COD fee, the account\'s refused parcels, the blocklist, COD orders on their way), priced from the database like the order would be. Nothing is reserved.',
  request: { body: jsonBody(codEligibilitySchema) },
  responses: {
    200: jsonResponse(codEligibilityResponse, "Allowed, or the reason it is not."),
    ...errorResponses({
      400: "The body is malformed, the cart is empty, the PIN code or mobile is invalid, or the coupon does not apply.",
      404: "A product is unknown or no longer on sale.",
      409: "Not enough stock (the message says what is left).",
      422: "The shop does not deliver to this PIN code at all.",
    }),
    ...rateLimitedResponse(
      "The account has asked cash on delivery for its most different mobiles today (decision 055), or a coupon code was sent and too many codes were refused lately from this account or address (the limits of `POST /api/coupons/validate`).",
    ),
  },
});

export const confirmCod = userRoute({
  method: "post",
  path: "/user/orders/{id}/confirm-cod",
  summary: "Confirm a cash-on-delivery order with the code sent to the delivery mobile",
  description:
    "A `COD Pending Confirmation` order becomes `Processing`. Each wrong code uses up a try; the last wrong one, or confirming after the deadline, cancels the order and releases its stock.",
  request: { params: orderIdParams, body: jsonBody(codConfirmationSchema) },
  responses: {
    200: jsonResponse(codConfirmedResponse, "Confirmed; the order as it is now."),
    ...errorResponses({
      400: "The code is malformed, or wrong (the message says how many tries are left).",
      404: "No order of this customer has this id.",
      409: "The order does not await a code (the message says what it is now), or this wrong code was the last try or the deadline has passed: the order is cancelled.",
    }),
  },
});

export const listOrders = userRoute({
  method: "get",
  path: "/user/getorders",
  summary: "List the signed-in customer's orders",
  responses: { 200: jsonResponse(orderListResponse, "The orders, newest first.") },
});

export const getOrder = userRoute({
  method: "get",
  path: "/user/orders/{id}",
  summary: "Read one of the customer's orders, with its status timeline",
  request: { params: orderIdParams },
  responses: {
    200: jsonResponse(orderDetailResponse, "The order."),
    ...errorResponses({ 404: "No order of this customer has this id (another customer's order included)." }),
  },
});

export const cancelOrder = userRoute({
  method: "post",
  path: "/user/orders/{id}/cancel",
  summary: "Cancel an unpaid or unconfirmed order",
  description:
    "Only a `Pending Payment` order, or a `COD Pending Confirmation` one: its stock and coupon use come back at once, and nothing was charged. A paid or confirmed order is the shop's to cancel (and refund).",
  request: { params: orderIdParams },
  responses: {
    200: jsonResponse(orderCancelledResponse, "Cancelled; the order as it is now."),
    ...errorResponses({
      404: "No order of this customer has this id.",
      409: "The order is no longer awaiting payment (the message says what it is now).",
    }),
  },
});

export const getInvoice = userRoute({
  method: "get",
  path: "/user/orders/{id}/invoice",
  summary: "Download the order's GST tax invoice (PDF)",
  description:
    "Issued when the order is paid (decision 015): the same PDF every time, named after its number (`ASV-26-27-000123.pdf`).",
  request: { params: orderIdParams },
  responses: {
    200: pdfFileResponse("The tax invoice."),
    ...errorResponses({
      404: "No order of this customer has this id (another customer's order included), or the order has no invoice (not paid).",
    }),
  },
});

export const getCreditNote = userRoute({
  method: "get",
  path: "/user/orders/{id}/credit-note",
  summary: "Download a credit note of a cancelled or refunded invoiced order (PDF)",
  description:
    "Issued against the tax invoice when the shop cancels a paid order or a refund is made; its own number series (`ASC/26-27/000007`). An order refunded in parts has several: `number` picks one (from `taxDocuments.creditNotes`), else the latest is served.",
  request: { params: orderIdParams, query: creditNoteQuerySchema },
  responses: {
    200: pdfFileResponse("The credit note."),
    ...errorResponses({
      400: "`number` is not written like a credit note's number.",
      404: "No order of this customer has this id, or the order has no credit note (with this number).",
    }),
  },
});

export const savedDeliveryAddress = userRoute({
  method: "get",
  path: "/user/delivery-address",
  summary: "The account's delivery address for the cart",
  description:
    "The address of the customer's last order, else the one on their profile. The cart delivers to it when it is complete, and starts its address form with it when it is not.",
  responses: {
    200: jsonResponse(savedDeliveryAddressResponse, "The address, or null."),
  },
});
