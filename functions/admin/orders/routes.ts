import { Hono } from "hono";
import { orderListQuerySchema, orderStatusChangeSchema } from "../../../domain/admin-schemas.ts";
import { idSchema } from "../../../domain/fields.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { runAfterResponse } from "../../lib/background.ts";
import { siteUrl } from "../../lib/config.ts";
import { deliverEmails } from "../../lib/email-delivery.ts";
import { ApiError } from "../../lib/errors.ts";
import { parseOrThrow, validJson } from "../../lib/validate.ts";
import { ordersCsv } from "./csv.ts";
import { getOrderDetail, listOrders, ordersForExport } from "./queries.ts";
import { retryRefund } from "./refund-flow.ts";
import { refunderFor } from "./refunds.ts";
import { changeOrderStatus } from "./status.ts";

const orderId = idSchema(adminMessages.invalidOrderId);

/** Mounted at `/api/admin`: `getallorders` (spec §7) and `orders/...` for what the panel adds. */
export const adminOrderRoutes = new Hono<AuthedEnv>()
  .get("/getallorders", async (c) => {
    const query = parseOrThrow(orderListQuerySchema, c.req.query());
    return c.json({ success: true, ...(await listOrders(getDb(c.env.DB), query)) });
  })
  .get("/orders/export", async (c) => {
    const query = parseOrThrow(orderListQuerySchema, c.req.query());
    const csv = ordersCsv(await ordersForExport(getDb(c.env.DB), query));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${query.status.replaceAll(" ", "-").toLowerCase()}-${day}.csv"`,
    });
  })
  .get("/orders/:id", async (c) => {
    const id = parseOrThrow(orderId, c.req.param("id"));
    return c.json({ success: true, data: await getOrderDetail(getDb(c.env.DB), id) });
  })
  .put("/orders/:id/status", async (c) => {
    const id = parseOrThrow(orderId, c.req.param("id"));
    const change = await validJson(c, orderStatusChangeSchema);
    const db = getDb(c.env.DB);
    const { order, emailIds, refundFailure } = await changeOrderStatus(
      db,
      refunderFor(c.env, db),
      c.var.user,
      id,
      change,
      siteUrl(c.env, c.req.raw),
    );
    runAfterResponse(c, () => deliverEmails(db, c.env, emailIds));
    // The order did change; a refund that failed is recorded on it and said here, to be retried.
    return c.json({
      success: true,
      data: order,
      ...(refundFailure ? { message: adminMessages.cancelledRefundFailed(refundFailure) } : {}),
    });
  })
  /** "Retry refund" on a cancelled order whose refund failed. Asked again once done, it changes nothing. */
  .post("/orders/:id/refund", async (c) => {
    const id = parseOrThrow(orderId, c.req.param("id"));
    const db = getDb(c.env.DB);
    const outcome = await retryRefund(db, refunderFor(c.env, db), c.var.user, id, siteUrl(c.env, c.req.raw));
    runAfterResponse(c, () => deliverEmails(db, c.env, outcome.emailIds));
    if (outcome.failure) throw new ApiError(502, adminMessages.refundRetryFailed(outcome.failure));
    const message = outcome.alreadyRefunded ? adminMessages.alreadyRefunded : adminMessages.refundSent;
    return c.json({ success: true, message, data: await getOrderDetail(db, id) });
  });
