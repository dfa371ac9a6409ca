/**
 * Under the MRP field of the product form: what a customer pays at each tier pack for the MRP
 * being typed, worked out by the cart's own pricing (`tierPackPrices`), so the admin sees the
 * listed price and the pack totals before saving and nothing here can disagree with checkout.
 */
import { adminMessages as m } from "../../../domain/admin-messages.ts";
import { mrpSchema } from "../../../domain/admin-schemas.ts";
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { listedPrice, tierPackPrices } from "../../../domain/pricing.ts";
import { AdminTable } from "./AdminList.tsx";

function summary(mrpPaise: number): string {
  const listed = listedPrice(mrpPaise);
  return m.listedPricePreview(formatINR(listed.pricePaise), m.listedPriceRule(formatINR(mrpPaise), listed.discountPercent, listed.packQuantity));
}

export function PackPricePreview({ mrp, summaryId }: { mrp: string; summaryId: string }) {
  const parsed = mrpSchema.safeParse(mrp);
  const mrpPaise = parsed.success ? rupeesToPaise(parsed.data) : null;
  return (
    <section className="pack-preview" aria-labelledby="pack-preview-heading">
      <h3 id="pack-preview-heading">What a customer pays</h3>
      {/* Announced politely as the MRP changes; the table is there to read, not to announce. */}
      <p id={summaryId} aria-live="polite">
        {mrpPaise === null ? m.listedPricePreviewEmpty : summary(mrpPaise)}
      </p>
      {mrpPaise !== null && (
        <AdminTable caption="Price per pack" columns={["Pack", "Discount", "Per sachet", "Pack total"]}>
          {tierPackPrices(mrpPaise).map((pack) => (
            <tr key={pack.quantity}>
              <th scope="row">{pack.quantity} sachets</th>
              <td>{pack.discountPercent} %</td>
              <td>{formatINR(pack.unitPricePaise)}</td>
              <td>
                {formatINR(pack.goodsTotalPaise)}
                {pack.deliveryFeePaise > 0 && <span className="muted"> + {formatINR(pack.deliveryFeePaise)} delivery</span>}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
