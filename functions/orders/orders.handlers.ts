import type { RouteHandler } from "@hono/zod-openapi";
import { codMessages } from "../../domain/cod-messages.ts";
import { messages } from "../../domain/messages.ts";
import { shortOrderId } from "../../domain/orders.ts";
import { getDb } from "../db/client.ts";
import { ownTaxDocumentPdf, pdfResponse } from "../invoices/documents.ts";
import type { AuthedEnv, TokenEnv } from "../lib/auth.ts";
import { runAfterResponse } from "../lib/background.ts";
import { jwtSecret, siteUrl } from "../lib/config.ts";
import { deliverEmails } from "../lib/email-delivery.ts";
import { sendSms } from "../lib/sms.ts";
import { clientAddress } from "../lib/rate-limit.ts";
import { enabledPaymentMode } from "../payments/gateway.ts";
import { assertDeliverable } from "../shipping/pincode-check.ts";
import { cancelOwnUnpaidOrder } from "./cancel.ts";
import { enterCheckout } from "./checkout-gate.ts";
import { codCodeSms, confirmCodOrder } from "./cod/confirm.ts";
import { codEligibility as codEligibilityOf } from "./cod/eligibility.ts";
import { countCodMobiles, countCodOrder } from "./cod/mobile-limit.ts";
import { savedDeliveryAddress as savedAddressOf } from "./delivery-address.ts";
import { countCouponTryBy, countedCouponTry } from "../coupons/limits.ts";
import { orderLimits } from "./limits.ts";
import type * as routes from "./orders.routes.ts";
import { getOwnOrderDetail, listOwnOrders, placeOrder as place } from "./service.ts";

export const placeOrder: RouteHandler<typeof routes.placeOrder, TokenEnv> = async (c) => {
  const key = c.req.valid("header")["idempotency-key"] ?? null;
  const input = c.req.valid("json");
  const db = getDb(c.env.DB);
  const { order, replayed, emailIds } = await place(db, c.var.userId, input, key, {
    // Online payment being switched off stops online orders only: cash on delivery needs no gateway.
    assertPaymentTaken: () => {
      if (input.paymentMethod !== "cod") enabledPaymentMode(c.env);
    },
    enterCheckout: () => enterCheckout(c.env, (task) => runAfterResponse(c, task), c.var.userId),
    rateLimits: [
      [orderLimits.placePerAccount, c.var.userId],
      [orderLimits.placePerClient, clientAddress(c.req.raw)],
    ],
    countCouponTry: () => countCouponTryBy(c.env.DB, c.req.raw, c.var.userId),
    countCodMobiles: (mobile) => countCodMobiles(c.env.DB, c.var.userId, mobile),
    countCodOrder: (mobile) => countCodOrder(c.env.DB, c.var.userId, mobile),
    assertDeliverable: (pincode) => assertDeliverable(c.env, db, pincode),
    siteUrl: siteUrl(c.env, c.req.raw),
  });
  const cod = order.paymentMethod === "cod";
  if (cod && !replayed)
    runAfterResponse(c, async () => {
      await deliverEmails(db, c.env, emailIds);
      await sendSms(
        c.env,
        await codCodeSms(jwtSecret(c.env), { id: order._id, shipMobile: order.deliveryAddress.mobile }),
      );
    });
  const body = {
    success: true,
    message: cod
      ? codMessages.placed(shortOrderId(order._id))
      : "Order created. Complete the payment to confirm it.",
    data: {
      ...order,
      payment: cod
        ? null
        : { mode: enabledPaymentMode(c.env), amount: order.amountPaise, currency: "INR" as const },
    },
  } as const;
  return replayed ? c.json(body, 200) : c.json(body, 201);
};

export const codEligibility: RouteHandler<typeof routes.codEligibility, AuthedEnv> = async (c) => {
  const db = getDb(c.env.DB);
  const input = c.req.valid("json");
  const accountPhone = await countCodMobiles(c.env.DB, c.var.user.id, input.mobile);
  const data = await countedCouponTry(
    input.couponCode,
    () => countCouponTryBy(c.env.DB, c.req.raw, c.var.user.id),
    () =>
      codEligibilityOf(
        db,
        c.var.user.id,
        input,
        (pincode) => assertDeliverable(c.env, db, pincode),
        accountPhone,
      ),
  );
  return c.json({ success: true, data } as const, 200);
};

export const confirmCod: RouteHandler<typeof routes.confirmCod, AuthedEnv> = async (c) => {
  const db = getDb(c.env.DB);
  const { order, emailIds } = await confirmCodOrder(
    db,
    c.var.user.id,
    c.req.valid("param").id,
    c.req.valid("json").code,
    { secret: () => jwtSecret(c.env), siteUrl: siteUrl(c.env, c.req.raw) },
  );
  runAfterResponse(c, () => deliverEmails(db, c.env, emailIds));
  return c.json(
    { success: true, message: codMessages.confirmed(shortOrderId(order._id)), data: order } as const,
    200,
  );
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
    await ownTaxDocumentPdf(c.env, getDb(c.env.DB), c.var.user.id, c.req.valid("param").id, {
      kind: "invoice",
    }),
  );

export const getCreditNote: RouteHandler<typeof routes.getCreditNote, AuthedEnv> = async (c) =>
  pdfResponse(
    await ownTaxDocumentPdf(c.env, getDb(c.env.DB), c.var.user.id, c.req.valid("param").id, {
      kind: "credit-note",
      number: c.req.valid("query").number,
    }),
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
