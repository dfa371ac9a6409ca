/** The price breakdown, from the same `quoteCart` the server charges with. */
import { formatINR } from "../../../domain/money.ts";
import { FREE_DELIVERY_THRESHOLD_PAISE, type CartQuote } from "../../../domain/pricing.ts";

export default function Totals({ quote, couponCode }: { quote: CartQuote; couponCode: string | null }) {
  return (
    <dl className="totals">
      <div>
        <dt>Items</dt>
        <dd>{formatINR(quote.goodsTotalPaise)}</dd>
      </div>
      {couponCode && (
        <div>
          <dt>Coupon {couponCode}</dt>
          <dd>
            {quote.couponDiscountPaise > 0
              ? `−${formatINR(quote.couponDiscountPaise)}`
              : "not applicable to this amount"}
          </dd>
        </div>
      )}
      <div>
        <dt>Delivery fee</dt>
        <dd>{quote.deliveryFeePaise === 0 ? "Free" : formatINR(quote.deliveryFeePaise)}</dd>
        {/* A second description of the fee (a <p> may not sit in a <dl>), on its own line. */}
        {quote.deliveryFeePaise > 0 && (
          <dd className="totals-note muted small">
            Free delivery on orders of {formatINR(FREE_DELIVERY_THRESHOLD_PAISE)} or more.
          </dd>
        )}
      </div>
      {quote.codFeePaise > 0 && (
        <div>
          <dt>Cash on delivery fee</dt>
          <dd>{formatINR(quote.codFeePaise)}</dd>
        </div>
      )}
      <div className="grand-total">
        <dt>Grand total</dt>
        <dd data-testid="grand-total">{formatINR(quote.grandTotalPaise)}</dd>
      </div>
    </dl>
  );
}
