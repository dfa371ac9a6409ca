/** Per-sachet price at the chosen quantity's tier: MRP struck through, the price and the percent off. */
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { discountedUnitPricePaise, discountPercentForQuantity } from "../../../domain/pricing.ts";

export default function PriceTag({ originalPrice, quantity }: { originalPrice: number; quantity: number }) {
  const mrpPaise = rupeesToPaise(originalPrice);
  const unitPaise = discountedUnitPricePaise(mrpPaise, quantity);
  const percent = discountPercentForQuantity(quantity);
  return (
    <div className="price-tag">
      <p className="price-line">
        {percent > 0 && (
          // Read as one phrase ("Original price ₹49"), not as a deletion: a name needs a role that takes one.
          <s className="price-original" role="img" aria-label={`Original price ${formatINR(mrpPaise)}`}>
            {formatINR(mrpPaise)}
          </s>
        )}
        <span className="price-current" data-testid="unit-price">
          {formatINR(unitPaise)}
        </span>
        <span className="price-unit">per sachet</span>
        {percent > 0 && (
          <span className="price-off" data-testid="percent-off">
            {percent}% off
          </span>
        )}
      </p>
      <p className="price-total">
        Total for {quantity} sachets:{" "}
        <strong data-testid="line-total">{formatINR(unitPaise * quantity)}</strong>
      </p>
    </div>
  );
}
