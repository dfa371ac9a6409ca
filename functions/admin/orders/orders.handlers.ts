import type { RouteHandler } from "@hono/zod-openapi";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { formatINR } from "../../../domain/money.ts";
import { shopDate } from "../../../domain/shop-time.ts";
import { getDb } from "../../db/client.ts";
import { pdfResponse, taxDocumentPdf } from "../../invoices/documents.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { runAfterResponse } from "../../lib/background.ts";
import { courierAccount, courierLink, siteUrl } from "../../lib/config.ts";
import { deliverEmails } from "../../lib/email-delivery.ts";
import { ApiError } from "../../lib/errors.ts";
import { ordersCsv } from "./csv.ts";
import type * as routes from "./orders.routes.ts";
import { findOrderRow, getOrderDetail, listOrders, ordersForExport } from "./queries.ts";
import { recordOutsideRefund as recordRefundPaidOutside } from "./outside-refund.ts";
import { retryRefund as retry } from "./refund-flow.ts";
import { refunderFor } from "./refunds.ts";
import { shipOrder } from "./ship.ts";
import { changeOrderStatus } from "./status.ts";

/**
 * The paged list, answered as admin/page-handler.ts answers, but whose rows depend on whether the
 * shop follows the parcels it booked (decision 051).
 */
export const list: RouteHandler<typeof routes.list, AuthedEnv> = async (c) => {
  const page = await listOrders(getDb(c.env.DB), c.req.valid("query"), courierLink(c.env).follows);
  return c.json({ success: true, ...page } as const, 200);
};

export const exportCsv: RouteHandler<typeof routes.exportCsv, AuthedEnv> = async (c) => {
  const query = c.req.valid("query");
  const csv = ordersCsv(await ordersForExport(getDb(c.env.DB), query, courierLink(c.env).follows));
  const day = shopDate(Date.now());
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="orders-${query.status.replaceAll(" ", "-").toLowerCase()}-${day}.csv"`,
  });
};

export const get: RouteHandler<typeof routes.get, AuthedEnv> = async (c) => {
  const data = await getOrderDetail(getDb(c.env.DB), c.req.valid("param").id, courierLink(c.env));
  return c.json({ success: true, data } as const, 200);
};

export const getInvoice: RouteHandler<typeof routes.getInvoice, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env.DB);
  await findOrderRow(db, id);
  return pdfResponse(await taxDocumentPdf(c.env, db, id, { kind: "invoice" }));
};

export const getCreditNote: RouteHandler<typeof routes.getCreditNote, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { number } = c.req.valid("query");
  const db = getDb(c.env.DB);
  await findOrderRow(db, id);
  return pdfResponse(await taxDocumentPdf(c.env, db, id, { kind: "credit-note", number }));
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env.DB);
  const { order, emailIds, refundFailure } = await changeOrderStatus(
    db,
    refunderFor(c.env, db),
    c.var.user,
    id,
    c.req.valid("json"),
    siteUrl(c.env, c.req.raw),
    courierLink(c.env),
  );
  runAfterResponse(c, () => deliverEmails(db, c.env, emailIds));
  // The order did change; a refund that failed is recorded on it and said here, to be retried.
  return c.json(
    {
      success: true,
      data: order,
      ...(refundFailure ? { message: adminMessages.cancelledRefundFailed(refundFailure) } : {}),
    } as const,
    200,
  );
};

/** "Retry refund" on a cancelled order whose refund failed. Asked again once done, it changes nothing. */
export const retryRefund: RouteHandler<typeof routes.retryRefund, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env.DB);
  const outcome = await retry(db, refunderFor(c.env, db), c.var.user, id, siteUrl(c.env, c.req.raw));
  runAfterResponse(c, () => deliverEmails(db, c.env, outcome.emailIds));
  if (outcome.failure) throw new ApiError(502, adminMessages.refundRetryFailed(outcome.failure));
  const message = outcome.alreadyRefunded ? adminMessages.alreadyRefunded : adminMessages.refundSent;
  const data = await getOrderDetail(db, id, courierLink(c.env));
  return c.json({ success: true, message, data } as const, 200);
};

export const recordOutsideRefund: RouteHandler<typeof routes.recordOutsideRefund, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env.DB);
  const recorded = await recordRefundPaidOutside(
    db,
    c.var.user,
    id,
    c.req.valid("json"),
    siteUrl(c.env, c.req.raw),
  );
  runAfterResponse(c, () => deliverEmails(db, c.env, recorded.emailIds));
  const message = adminMessages.codRefundRecorded(formatINR(recorded.amountPaise), recorded.creditNote);
  const data = await getOrderDetail(db, id, courierLink(c.env));
  return c.json({ success: true, message, data } as const, 200);
};

export const ship: RouteHandler<typeof routes.ship, AuthedEnv> = async (c) => {
  const db = getDb(c.env.DB);
  const { order, emailIds } = await shipOrder(
    db,
    courierAccount(c.env),
    c.var.user,
    c.req.valid("param").id,
    c.req.valid("json"),
    siteUrl(c.env, c.req.raw),
    courierLink(c.env).follows,
  );
  runAfterResponse(c, () => deliverEmails(db, c.env, emailIds));
  return c.json({ success: true, data: order } as const, 200);
};
