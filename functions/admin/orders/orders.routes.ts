/**
 * Mounted at `/api/admin`: `getallorders` (the earlier build's path) and `orders/...` for what the
 * panel adds.
 */
import { z } from "zod";
import { adminMessages } from "../../../domain/admin-messages.ts";
import {
  orderListQuerySchema,
  orderStatusChangeSchema,
  outsideRefundSchema,
  shipOrderSchema,
} from "../../../domain/admin-schemas.ts";
import { idSchema } from "../../../domain/fields.ts";
import {
  adminOrderDetailResponse,
  adminOrderListResponse,
  adminOrderOutsideRefundResponse,
  adminOrderRefundedResponse,
  adminOrderStatusChangedResponse,
} from "../../../domain/api/admin-orders.ts";
import { creditNoteQuerySchema } from "../../../domain/api/orders.ts";
import {
  csvFileResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  listQueryRefused,
  pagedList,
  pdfFileResponse,
  routes,
} from "../../lib/openapi.ts";
import { ORDER_CSV_COLUMNS } from "./csv.ts";
import { EXPORT_MAX_ROWS } from "./queries.ts";
import { SHIPMENT_LIMITS } from "../../../domain/shipments.ts";

const adminRoute = routes("admin", "Admin orders");
const params = z.object({
  id: idSchema(adminMessages.invalidOrderId).meta({ description: "The order's id." }),
});
const unknownOrder = "No order has this id.";

export const list = adminRoute(
  pagedList("/admin/getallorders", orderListQuerySchema, adminOrderListResponse, {
    summary: "List orders",
    description:
      "Newest first. `status` is `All` (the default), `ongoing` (Processing, Shipped, Out for Delivery) or one status; `q` searches the order id (or its first characters), the delivery e-mail or phone and the account's e-mail.",
    page: "One page of orders.",
  }),
);

export const exportCsv = adminRoute({
  method: "get",
  path: "/admin/orders/export",
  summary: "Export orders as CSV",
  description: `Every order the list's filters match, on all pages, newest first, at most ${EXPORT_MAX_ROWS.toLocaleString("en-IN")}. It takes the list's query as it is, so \`page\` is checked like the list's but does not limit the export.`,
  request: { query: orderListQuerySchema },
  responses: {
    200: csvFileResponse(
      "The orders as a spreadsheet file.",
      'An attachment named after the filter and the day: `attachment; filename="orders-ongoing-2026-11-22.csv"`.',
      `RFC 4180, UTF-8, one row per order under a header row: ${ORDER_CSV_COLUMNS.join(", ")}. Amounts are rupees; a cell a spreadsheet could run as a formula starts with \`'\`.`,
    ),
    ...errorResponses({ 400: listQueryRefused }),
  },
});

export const get = adminRoute({
  method: "get",
  path: "/admin/orders/{id}",
  summary: "Read an order",
  request: { params },
  responses: {
    200: jsonResponse(adminOrderDetailResponse, "The order with its payment and history."),
    ...errorResponses({ 400: "The id is malformed.", 404: unknownOrder }),
  },
});

export const getInvoice = adminRoute({
  method: "get",
  path: "/admin/orders/{id}/invoice",
  summary: "Download an order's GST tax invoice (PDF)",
  description: "The PDF the customer gets, issued when the order was paid.",
  request: { params },
  responses: {
    200: pdfFileResponse("The tax invoice."),
    ...errorResponses({
      400: "The id is malformed.",
      404: `${unknownOrder} Or the order has no invoice (not paid).`,
    }),
  },
});

export const getCreditNote = adminRoute({
  method: "get",
  path: "/admin/orders/{id}/credit-note",
  summary: "Download a credit note of a cancelled or refunded invoiced order (PDF)",
  description:
    "`number` picks one of the order's credit notes (`taxDocuments.creditNotes`); else the latest.",
  request: { params, query: creditNoteQuerySchema },
  responses: {
    200: pdfFileResponse("The credit note."),
    ...errorResponses({
      400: "The id is malformed, or `number` is not written like a credit note's number.",
      404: `${unknownOrder} Or the order has no credit note (with this number).`,
    }),
  },
});

export const changeStatus = adminRoute({
  method: "put",
  path: "/admin/orders/{id}/status",
  summary: "Move an order to its next status, or cancel it",
  description:
    "Shipping is not a status change: use `POST /api/admin/orders/{id}/ship`. Tells the customer by e-mail. Cancelling gives the stock back (and an unpaid order's coupon use) and refunds a paid order in full; when the refund fails the order is cancelled still, and `message` says so (retry with `POST /api/admin/orders/{id}/refund`).",
  request: { params, body: jsonBody(orderStatusChangeSchema) },
  responses: {
    200: jsonResponse(adminOrderStatusChangedResponse, "The order as changed."),
    ...errorResponses({
      400: "The id is malformed, the body is not JSON, the status is unknown, or the order cannot move to it from where it is.",
      404: unknownOrder,
      409: "Someone changed the order meanwhile, or it is a cancel of a parcel booked through the courier and still with it, while the shop hears about it through the courier account or webhook (cancel the shipment at the courier, or have it returned, first: decisions 047 and 051); nothing changed.",
    }),
  },
});

export const retryRefund = adminRoute({
  method: "post",
  path: "/admin/orders/{id}/refund",
  summary: "Retry a cancelled order's failed refund",
  description: "Asked again once the refund went through, it changes nothing and says so.",
  request: { params },
  responses: {
    200: jsonResponse(adminOrderRefundedResponse, "The refund went through (now or before)."),
    ...errorResponses({
      400: "The id is malformed.",
      404: unknownOrder,
      409: "The order has no failed refund to retry, or its refund is in progress.",
      502: "The payment gateway refused the refund again; the reason is in the message and recorded on the order.",
    }),
  },
});

export const recordOutsideRefund = adminRoute({
  method: "post",
  path: "/admin/orders/{id}/outside-refund",
  summary: "Record a delivered COD order's refund, paid by UPI or bank transfer",
  description:
    "A cash-on-delivery order has no online payment to refund: for goods returned or damaged the shop pays the customer by UPI or bank transfer, then records it here (decision 058). In one step: a credit note for `amount` (rupees) on the order's tax invoice, a note on its history, the audit log and an e-mail to the customer. `reference` is the transfer's, and one transfer is recorded once.",
  request: { params, body: jsonBody(outsideRefundSchema) },
  responses: {
    200: jsonResponse(adminOrderOutsideRefundResponse, "Recorded; the order with its new credit note."),
    ...errorResponses({
      400: "The id is malformed, the body is not valid (the message says which field), or the amount is more than the invoice has left to credit.",
      404: unknownOrder,
      409: "The order is not a delivered cash-on-delivery order with a tax invoice, this reference is recorded already, or another credit note was issued meanwhile; nothing changed.",
    }),
  },
});

export const ship = adminRoute({
  method: "post",
  path: "/admin/orders/{id}/ship",
  summary: "Ship a Processing order, or send a parcel in place of one that came back or ended on the way",
  description:
    "With `courierName` and `awb` the parcel is recorded as sent with that courier. With neither, and a courier account configured (SHIPROCKET_*), the shop books it at Shiprocket (order, AWB of the recommended courier, label PDF) for a parcel sized by its packs (cash to collect for a COD order). Then, in one step, the order becomes Shipped with its shipment, status history and the customer's e-mail. When Shiprocket refuses, fails or does not answer within 8 seconds, nothing changes here (502). A parcel can also take the place of an earlier one, the same way: a Returned to Origin order is sent again (decision 048) and its goods are taken off the shelf again; a Shipped or Out for Delivery order whose parcel the courier reports lost gets a replacement (the same goods off the shelf again), and one whose booking was cancelled at the courier is booked again (its goods, still held for it, do not move; decision 050). The shipment becomes the new parcel, booked at Shiprocket as a new order; the history keeps the old AWB.",
  request: { params, body: jsonBody(shipOrderSchema) },
  responses: {
    200: jsonResponse(adminOrderDetailResponse, "The order as shipped, with its shipment."),
    ...errorResponses({
      400: `The id is malformed, the body is not valid (only one of courier and AWB, an AWB that is not ${SHIPMENT_LIMITS.awbMin}–${SHIPMENT_LIMITS.awbMax} letters, digits or dashes), the order has nothing to ship (it is not Processing or Returned to Origin, and its parcel has not ended on the way), or no courier account is configured and no courier was typed.`,
      404: unknownOrder,
      409: "The AWB is already on another order or is the earlier parcel's own, the goods to send again or replace are out of stock, or someone (or a courier update of the earlier parcel) changed the order meanwhile; nothing changed.",
      502: "Shiprocket refused the booking (its reason is in the message), failed or did not answer; nothing changed.",
    }),
  },
});
