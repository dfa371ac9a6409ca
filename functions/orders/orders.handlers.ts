import type { RouteHandler } from "@hono/zod-openapi";
import { messages } from "../../domain/messages.ts";
import { shortOrderId } from "../../domain/orders.ts";
import { getDb } from "../db/client.ts";
import { ownTaxDocumentPdf, pdfResponse } from "../invoices/documents.ts";
import type { AuthedEnv } from "../lib/auth.ts";
import { clientAddress, enforceRateLimit } from "../lib/rate-limit.ts";
import { enabledPaymentMode } from "../payments/gateway.ts";
import { assertDeliverable } from "../shipping/pincode-check.ts";
import { cancelOwnUnpaidOrder } from "./cancel.ts";
import { savedDeliveryAddress as savedAddressOf } from "./delivery-address.ts";
import { orderLimits } from "./limits.ts";
import type * as routes from "./orders.routes.ts";
import { getOwnOrderDetail, listOwnOrders, placeOrder as place } from "./service.ts";

export const placeOrder: RouteHandler<typeof routes.placeOrder, AuthedEnv> = async (c) => {
  const key = c.req.valid("header")["idempotency-key"] ?? null;
  const input = c.req.valid("json");
  const admitNewOrder = () =>
    enforceRateLimit(
      c.env.DB,
      [orderLimits.placePerAccount, c.var.user.id],
      [orderLimits.placePerClient, clientAddress(c.req.raw)],
    );
  const db = getDb(c.env.DB);
  const { order, replayed } = await place(db, c.var.user, input, key, admitNewOrder, (pincode) =>
    assertDeliverable(c.env, db, pincode),
  );
  const body = {
    success: true,
    message: "Order created. Complete the payment to confirm it.",
    data: {
      ...order,
      payment: { mode: enabledPaymentMode(c.env), amount: order.amountPaise, currency: "INR" },
    },
  } as const;
  return replayed ? c.json(body, 200) : c.json(body, 201);
};

export const listOrders: RouteHandler<typeof routes.listOrders, AuthedEnv> = async (c) => {
  const data = await listOwnOrders(getDb(c.env.DB), c.var.user.id);
  return c.json({ success: true, data } as const, 200);
};

export const getOrder: RouteHandler<typeof routes.getOrder, AuthedEnv> = async (c) => {
  const data = await getOwnOrderDetail(getDb(c.env.DB), c.var.user.id, c.req.valid("param").id);
  return c.json({ success: true, data } as const, 200);
};

export const getInvoice: RouteHandler<typeof routes.getInvoice, AuthedEnv> = async (c) =>
  pdfResponse(
    await ownTaxDocumentPdf(c.env, getDb(c.env.DB), c.var.user.id, c.req.valid("param").id, "invoice"),
  );

export const getCreditNote: RouteHandler<typeof routes.getCreditNote, AuthedEnv> = async (c) =>
  pdfResponse(
    await ownTaxDocumentPdf(c.env, getDb(c.env.DB), c.var.user.id, c.req.valid("param").id, "credit-note"),
  );

export const cancelOrder: RouteHandler<typeof routes.cancelOrder, AuthedEnv> = async (c) => {
  const order = await cancelOwnUnpaidOrder(getDb(c.env.DB), c.var.user.id, c.req.valid("param").id);
  return c.json(
    { success: true, message: messages.orderCancelled(shortOrderId(order._id)), data: order } as const,
    200,
  );
};

export const savedDeliveryAddress: RouteHandler<typeof routes.savedDeliveryAddress, AuthedEnv> = async (
  c,
) => {
  const data = await savedAddressOf(getDb(c.env.DB), c.var.user.id);
  return c.json({ success: true, data } as const, 200);
};
