/** One order in a list: short id, date, status, items, total, and what the customer can do next. */
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { estimatedDelivery, isOngoing, shortOrderId } from "../../../domain/orders.ts";
import type { CustomerOrder } from "../../lib/orders-api.ts";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });

export default function OrderCard({ order }: { order: CustomerOrder }) {
  const placed = new Date(order.orderDate);
  return (
    <article className="panel order-card" aria-labelledby={`order-${order._id}`}>
      <header className="order-card-head">
        <h2 id={`order-${order._id}`}>Order {shortOrderId(order._id)}</h2>
        <span className={`status-pill status-${order.status.toLowerCase().replace(/\s+/g, "-")}`}>{order.status}</span>
      </header>
      <p className="muted">
        Placed on {dateFormat.format(placed)}
        {isOngoing(order.status) && order.status !== "Pending Payment" && <> · Estimated delivery {dateFormat.format(estimatedDelivery(placed))}</>}
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
      <div className="form-actions">
        {order.status === "Pending Payment" && (
          <a className="button" href={`/trackOrder?id=${order._id}`}>
            Pay now
          </a>
        )}
        <a className="button secondary" href={`/trackOrder?id=${order._id}`} aria-label={`Track order ${shortOrderId(order._id)}`}>
          Track order
        </a>
      </div>
    </article>
  );
}
