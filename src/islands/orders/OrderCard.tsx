/** One order in a list: short id, date, status, items, total, and what the customer can do next. */
import { useState } from "react";
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { estimatedDeliveryAt, isOngoing, isUnpaid, shortOrderId } from "../../../domain/orders.ts";
import type { OrderListItemDto } from "../../lib/orders-api.ts";
import CancelOrder from "./CancelOrder.tsx";
import { CancelledNotice } from "./CancelledNotice.tsx";
import ShipmentTracking from "./ShipmentTracking.tsx";
import TaxDocumentLinks from "./TaxDocumentLinks.tsx";
import { orderDateFormat } from "./time-format.ts";
import LineReviews from "./LineReviews.tsx";
import type { OwnReviewDto } from "../../lib/reviews-api.ts";
import { REVIEWABLE_ORDER_STATUS } from "../../../domain/reviews.ts";

type Props = {
  order: OrderListItemDto;
  /** The customer's reviews of this order's lines; undefined while they load. */
  reviews?: OwnReviewDto[] | undefined;
  onReviewChange?: (lineId: string, review: OwnReviewDto | null) => void;
};

export default function OrderCard({ order: loaded, reviews, onReviewChange = () => {} }: Props) {
  // A cancel from this card changes it in place; the list keeps its place until the next visit.
  const [order, setOrder] = useState(loaded);
  const [notice, setNotice] = useState<string | null>(null);
  const placed = new Date(order.orderDate);
  return (
    <article className="panel order-card" aria-labelledby={`order-${order._id}`}>
      <header className="order-card-head">
        <h2 id={`order-${order._id}`}>Order {shortOrderId(order._id)}</h2>
        <span className={`status-pill status-${order.status.toLowerCase().replace(/\s+/g, "-")}`}>
          {order.status}
        </span>
      </header>
      <p className="muted">
        Placed on {orderDateFormat.format(placed)}
        {isOngoing(order.status) && !isUnpaid(order.status) && (
          <> · Estimated delivery {orderDateFormat.format(estimatedDeliveryAt(placed.getTime()))}</>
        )}
      </p>
      <ul className="order-items">
        {order.products.map((item) => (
          <li key={item.productId}>
            {item.name} × {item.quantity}
          </li>
        ))}
      </ul>
      <p>
        Total: <strong>{formatINR(rupeesToPaise(order.totalAmount))}</strong>
      </p>
      <ShipmentTracking
        shipment={order.shipment}
        orderStatus={order.status}
        headingLevel={3}
        headingId={`tracking-${order._id}`}
      />
      <CancelledNotice message={notice} />
      <div className="form-actions">
        {order.status === "Pending Payment" && (
          <a className="button" href={`/trackOrder?id=${order._id}`}>
            Pay now
          </a>
        )}
        {order.status === "COD Pending Confirmation" && (
          <a className="button" href={`/trackOrder?id=${order._id}`}>
            Enter confirmation code
          </a>
        )}
        <a
          className="button secondary"
          href={`/trackOrder?id=${order._id}`}
          aria-label={`Track order ${shortOrderId(order._id)}`}
        >
          Track order
        </a>
      </div>
      <TaxDocumentLinks order={order} />
      {order.status === REVIEWABLE_ORDER_STATUS && reviews && (
        <LineReviews order={order} reviews={reviews} onChange={onReviewChange} />
      )}
      {isUnpaid(order.status) && (
        <div className="form-actions">
          <CancelOrder
            order={order}
            onCancelled={(updated, message) => {
              setOrder(updated);
              setNotice(message);
            }}
          />
        </div>
      )}
    </article>
  );
}
