/**
 * The parcel of a shipped order: courier, AWB, the courier's status and every scan, newest first
 * (decision 019). On /trackOrder under its own heading, and on each card of the order history.
 */
import { isOngoing, type OrderStatus } from "../../../domain/orders.ts";
import { orderTimeFormat } from "./time-format.ts";
import type { ShipmentDto } from "../../lib/orders-api.ts";

type Props = {
  shipment: ShipmentDto | null;
  /** The order's status: a parcel with no scans is only "not scanned yet" while it is on its way. */
  orderStatus: OrderStatus;
  /** The order history's cards sit under the page's h1 with their own h2: theirs is an h3. */
  headingLevel?: 2 | 3;
  /** Unique on the page (the history has one per order). */
  headingId?: string;
};

export default function ShipmentTracking({
  shipment,
  orderStatus,
  headingLevel = 2,
  headingId = "shipment-heading",
}: Props) {
  if (!shipment) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={headingLevel === 2 ? "panel" : "order-card-tracking"} aria-labelledby={headingId}>
      <Heading id={headingId}>Tracking</Heading>
      <p>
        Sent with {shipment.courierName}, AWB <strong>{shipment.awb}</strong>
        {shipment.courierStatus && <> · {shipment.courierStatus.toLowerCase()}</>}
      </p>
      {shipment.scans.length === 0 ? (
        isOngoing(orderStatus) && <p className="muted">The courier has not scanned the parcel yet.</p>
      ) : (
        <ol className="timeline" aria-label="Courier scans">
          {[...shipment.scans].reverse().map((scan) => (
            <li key={`${scan.at} ${scan.activity}`} className="done">
              <span className="timeline-status">{scan.activity}</span>
              <span className="muted">
                {" "}
                · {scan.location} · {orderTimeFormat.format(new Date(scan.at))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
