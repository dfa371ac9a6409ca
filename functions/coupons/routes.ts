import { Hono } from "hono";
import { paiseToRupees } from "../../domain/money.ts";
import { messages } from "../../domain/messages.ts";
import { couponQuoteSchema } from "../../domain/schemas.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { validJson } from "../lib/validate.ts";
import { priceCart } from "../orders/cart-quote.ts";

/** Checks a code against the cart the customer has and answers what it takes off. */
export const couponRoutes = new Hono<AppEnv>().post("/validate", async (c) => {
  const input = await validJson(c, couponQuoteSchema);
  const { quote, coupon } = await priceCart(getDb(c.env.DB), input.products, input.code);
  return c.json({
    success: true,
    message: messages.couponApplied,
    data: {
      code: coupon!.code,
      kind: coupon!.kind,
      value: coupon!.value,
      minOrderPaise: coupon!.minOrderPaise,
      discount: paiseToRupees(quote.couponDiscountPaise),
      deliveryFee: paiseToRupees(quote.deliveryFeePaise),
      totalAmount: paiseToRupees(quote.grandTotalPaise),
    },
  });
});
