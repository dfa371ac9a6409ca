/**
 * The price of each of the stepper's tier packs, for the admin form's preview. Apart from
 * ./pricing.ts so that the product page, which loads pricing.ts, does not load it too.
 */
import type { Paise } from "./money.ts";
import { quoteCart } from "./pricing.ts";
import { TIER_STEPS } from "./quantity.ts";

export type PackPrice = {
  quantity: number;
  discountPercent: number;
  unitPricePaise: Paise;
  goodsTotalPaise: Paise;
  deliveryFeePaise: Paise;
};

/** What a customer pays for each of the stepper's tier packs of one product (before coupons). */
export function tierPackPrices(originalPricePaise: Paise): PackPrice[] {
  return TIER_STEPS.map((quantity) => {
    const {
      lines: [line],
      goodsTotalPaise,
      deliveryFeePaise,
    } = quoteCart([{ productId: "", quantity, originalPricePaise }]);
    return {
      quantity,
      discountPercent: line!.discountPercent,
      unitPricePaise: line!.unitPricePaise,
      goodsTotalPaise,
      deliveryFeePaise,
    };
  });
}
