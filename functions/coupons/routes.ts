import { Hono } from "hono";
import { paiseToRupees } from "../../domain/money.ts";
import { messages } from "../../domain/messages.ts";
import { couponQuoteSchema } from "../../domain/schemas.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { signedInUserOrNull } from "../lib/auth.ts";
import { clientAddress, enforceRateLimit, type RateLimitRule } from "../lib/rate-limit.ts";
import { validJson } from "../lib/validate.ts";
import { priceCart } from "../orders/cart-quote.ts";
import { couponLimits } from "./limits.ts";

/**
 * Checks a code against the cart the customer has and answers what it takes off. Open to
 * visitors; for a signed-in customer it also checks their own uses. Refusals are rate limited
 * (./limits.ts), and every refusal counts, whatever the reason, so none tells a guesser more.
 */
export const couponRoutes = new Hono<AppEnv>().post("/validate", async (c) => {
  const customer = await signedInUserOrNull(c);
  const checks: [RateLimitRule, string][] = [[couponLimits.validatePerClient, clientAddress(c.req.raw)]];
  if (customer) checks.push([couponLimits.validatePerAccount, customer.id]);
  const attempt = await enforceRateLimit(c.env.DB, ...checks);
  const input = await validJson(c, couponQuoteSchema);
  const { quote, coupon } = await priceCart(
    getDb(c.env.DB),
    input.products,
    input.code,
    customer?.id ?? null,
  );
  await attempt.refund();
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
