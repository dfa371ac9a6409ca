/**
 * What the shopper is told when the live product differs from the one the page was published with
 * (the build's catalogue, or D1 when the page was rendered): the buy box shows the live figures and
 * says why they moved, in its polite live region.
 */
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { productPageMessages as messages } from "../../../domain/product-page-messages.ts";

type Published = { originalPrice: number; stock: number };
type Live = { originalPrice: number; price: number; inStock: boolean };

export function noteOnLiveProduct(published: Published, live: Live): string | null {
  if (published.stock > 0 && !live.inStock) return messages.soldOutSincePublished;
  if (live.originalPrice !== published.originalPrice)
    return messages.priceChanged(
      formatINR(rupeesToPaise(live.price)),
      formatINR(rupeesToPaise(live.originalPrice)),
    );
  return null;
}
