import type { RouteHandler } from "@hono/zod-openapi";
import { messages } from "../../domain/messages.ts";
import { paiseToRupees } from "../../domain/money.ts";
import { getDb } from "../db/client.ts";
import { priceCart } from "../orders/cart-quote.ts";
import type * as routes from "./coupons.routes.ts";
import type { CouponTryEnv } from "./limits.ts";

export const validate: RouteHandler<typeof routes.validate, CouponTryEnv> = async (c) => {
  const { customer, attempt } = c.var.couponTry;
  const input = c.req.valid("json");
  const { quote, coupon } = await priceCart(
    getDb(c.env.DB),
    input.products,
    input.code,
    customer?.id ?? null,
  );
  // A code was given, so priceCart either applied a coupon or refused (and threw).
  if (!coupon) throw new Error("priceCart neither applied nor refused the code it was given");
  const { code, kind, value, minOrderPaise } = coupon;
  // A code that works is not a guess: a customer re-applying theirs is never slowed down.
  await attempt.refund();
  return c.json(
    {
      success: true,
      message: messages.couponApplied,
      data: {
        code,
        kind,
        value,
        minOrderPaise,
        discount: paiseToRupees(quote.couponDiscountPaise),
        deliveryFee: paiseToRupees(quote.deliveryFeePaise),
        totalAmount: paiseToRupees(quote.grandTotalPaise),
      },
    } as const,
    200,
  );
};
