/**
 * Under the MRP field of the product form: what a customer pays at each tier pack for the MRP
 * being typed, worked out by the cart's own pricing (`tierPackPrices`), so the admin sees the
 * listed price and the pack totals before saving and nothing here can disagree with checkout.
 */
import { adminMessages as m } from "../../../domain/admin-messages.ts";
import { mrpSchema } from "../../../domain/admin-schemas.ts";
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { tierPackPrices } from "../../../domain/pack-prices.ts";
import { listedPrice } from "../../../domain/pricing.ts";

function summary(mrpPaise: number): string {
  const listed = listedPrice(mrpPaise);
  return m.listedPricePreview(
    formatINR(listed.pricePaise),
    m.listedPriceRule(formatINR(mrpPaise), listed.discountPercent, listed.packQuantity),
  );
}

export function PackPricePreview({ mrp, summaryId }: { mrp: string; summaryId: string }) {
  const parsed = mrpSchema.safeParse(mrp);
  const mrpPaise = parsed.success ? rupeesToPaise(parsed.data) : null;
  return (
    <section className="pack-preview" aria-labelledby="pack-preview-heading">
      <h3 id="pack-preview-heading">What a customer pays</h3>
      {/* Announced politely as the MRP changes; the packs below are there to read, not to announce. */}
      <p id={summaryId} aria-live="polite">
        {mrpPaise !== null ? summary(mrpPaise) : mrp.trim() ? "" : m.listedPricePreviewEmpty}
      </p>
      {/* Why a typed MRP has no preview (₹5: its discounts would round away); shown, not announced
          at every keystroke: the field says it on saving. */}
      {mrpPaise === null && mrp.trim() && (
        <p className="pack-preview-problem">{parsed.error?.issues[0]?.message}</p>
      )}
      {mrpPaise !== null && (
        <ul className="pack-prices">
          {tierPackPrices(mrpPaise).map((pack) => (
            <li key={pack.quantity}>
              <strong>{pack.quantity} sachets</strong>
              <span>
                {formatINR(pack.unitPricePaise)} a sachet ({pack.discountPercent}&nbsp;% off)
              </span>
              <span>
                {formatINR(pack.goodsTotalPaise)} the pack
                {pack.deliveryFeePaise > 0 && ` + ${formatINR(pack.deliveryFeePaise)} delivery`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
