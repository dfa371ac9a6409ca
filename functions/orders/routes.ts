import { Hono } from "hono";
import { messages } from "../../domain/messages.ts";
import { shortOrderId } from "../../domain/orders.ts";
import { isId } from "../../domain/ids.ts";
import { IDEMPOTENCY_KEY_PATTERN, placeOrderSchema } from "../../domain/schemas.ts";
import { getDb } from "../db/client.ts";
import { requireUser, type AuthedEnv } from "../lib/auth.ts";
import { badRequest, notFound } from "../lib/errors.ts";
import { clientAddress, enforceRateLimit } from "../lib/rate-limit.ts";
import { validJson } from "../lib/validate.ts";
import { assertPaymentsEnabled, paymentMode } from "../payments/gateway.ts";
import { cancelOwnUnpaidOrder } from "./cancel.ts";
import { savedDeliveryAddress } from "./delivery-address.ts";
import { orderLimits } from "./limits.ts";
import { getOwnOrderDetail, listOwnOrders, placeOrder } from "./service.ts";

/** An order id from the path; anything else cannot be an order, so it is one that does not exist. */
function orderIdParam(id: string): string {
  if (!isId(id)) throw notFound(messages.orderNotFound);
  return id;
}

/** A customer's own orders, mounted at /api/user (spec §7 paths). */
export const orderRoutes = new Hono<AuthedEnv>()
  .post("/placeorder", requireUser, async (c) => {
    // Refuse before touching stock when the shop cannot take payment.
    assertPaymentsEnabled(c.env);
    const key = c.req.header("Idempotency-Key") ?? null;
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(messages.idempotencyKeyInvalid);
    const input = await validJson(c, placeOrderSchema);
    const admitNewOrder = () =>
      enforceRateLimit(
        c.env.DB,
        [orderLimits.placePerAccount, c.var.user.id],
        [orderLimits.placePerClient, clientAddress(c.req.raw)],
      );
    const { order, replayed } = await placeOrder(getDb(c.env.DB), c.var.user, input, key, admitNewOrder);
    const mode = paymentMode(c.env);
    return c.json(
      {
        success: true,
        message: "Order created. Complete the payment to confirm it.",
        data: { ...order, payment: { mode, amount: order.amountPaise, currency: "INR" } },
      },
      replayed ? 200 : 201,
    );
  })
  .get("/getorders", requireUser, async (c) => {
    return c.json({ success: true, data: await listOwnOrders(getDb(c.env.DB), c.var.user.id) });
  })
  .get("/orders/:id", requireUser, async (c) => {
    return c.json({
      success: true,
      data: await getOwnOrderDetail(getDb(c.env.DB), c.var.user.id, orderIdParam(c.req.param("id"))),
    });
  })
  .post("/orders/:id/cancel", requireUser, async (c) => {
    const order = await cancelOwnUnpaidOrder(getDb(c.env.DB), c.var.user.id, orderIdParam(c.req.param("id")));
    return c.json({ success: true, message: messages.orderCancelled(shortOrderId(order._id)), data: order });
  })
  .get("/delivery-address", requireUser, async (c) => {
    return c.json({ success: true, data: await savedDeliveryAddress(getDb(c.env.DB), c.var.user.id) });
  });
