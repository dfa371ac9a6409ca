/** What checking a coupon code answers: the coupon and the cart's totals with it. */
import { z } from "../zod.ts";
import { COUPON_KINDS } from "../coupons.ts";
import { successWithMessage } from "./envelope.ts";

const rupees = (description: string) => z.number().nonnegative().meta({ description });

export const appliedCouponSchema = z
  .object({
    code: z.string().meta({ description: "The code, in capitals." }),
    kind: z.enum(COUPON_KINDS),
    value: z.number().int().positive().meta({
      description: "The percentage for a percent coupon; the amount off in paise for a fixed one.",
    }),
    minOrderPaise: z.number().int().nonnegative().meta({
      description: "The smallest goods total the coupon applies to, in paise (0: any).",
    }),
    discount: rupees("What the coupon takes off this cart."),
    deliveryFee: rupees("The delivery fee of this cart."),
    totalAmount: rupees("What this cart costs with the coupon, delivery included."),
  })
  .meta({ id: "CouponQuote", description: "A coupon applied to the cart it was checked against." });

export type CouponQuote = z.infer<typeof appliedCouponSchema>;

export const couponQuoteResponse = successWithMessage(appliedCouponSchema);
