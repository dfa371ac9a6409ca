import { Hono } from "hono";
import { messages } from "../../domain/messages.ts";
import { IDEMPOTENCY_KEY_PATTERN, placeOrderSchema, PRODUCT_ID_PATTERN } from "../../domain/schemas.ts";
import { getDb } from "../db/client.ts";
import { requireUser, type AuthedEnv } from "../lib/auth.ts";
import { badRequest, notFound } from "../lib/errors.ts";
import { validJson } from "../lib/validate.ts";
import { assertPaymentsEnabled, paymentMode } from "../payments/gateway.ts";
import { getOwnOrderDetail, listOwnOrders, placeOrder, savedDeliveryAddress } from "./service.ts";

/** A customer's own orders, mounted at /api/user (spec §7 paths). */
export const orderRoutes = new Hono<AuthedEnv>()
  .post("/placeorder", requireUser, async (c) => {
    // Refuse before touching stock when the shop cannot take payment.
    assertPaymentsEnabled(c.env);
    const key = c.req.header("Idempotency-Key") ?? null;
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(messages.idempotencyKeyInvalid);
    const input = await validJson(c, placeOrderSchema);
    const { order, replayed } = await placeOrder(getDb(c.env.DB), c.var.user, input, key);
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
    const id = c.req.param("id");
    if (!PRODUCT_ID_PATTERN.test(id)) throw notFound(messages.orderNotFound);
    return c.json({ success: true, data: await getOwnOrderDetail(getDb(c.env.DB), c.var.user.id, id) });
  })
  .get("/delivery-address", requireUser, async (c) => {
    return c.json({ success: true, data: await savedDeliveryAddress(getDb(c.env.DB), c.var.user.id) });
  });
