/** /user-orders (all), /user-ongoing-orders and /history: the customer's own orders, newest first. */
import { messages } from "../../../domain/messages.ts";
import { isOngoing } from "../../../domain/orders.ts";
import { DEFAULT_PRODUCT_ID } from "../../../domain/catalogue.ts";
import { fetchOrders } from "../../lib/orders-api.ts";
import OrderCard from "./OrderCard.tsx";
import { useLoaded } from "./useLoaded.ts";
import { useOwnReviews } from "./useOwnReviews.ts";
import { LoadStatus } from "./LoadStatus.tsx";

type View = "all" | "ongoing" | "history";
const EMPTY: Record<View, string> = {
  all: messages.noOrders,
  ongoing: "You have no orders on their way right now.",
  history: "No past orders yet: delivered, cancelled and unpaid orders appear here.",
};

export default function OrdersList({ view, returnTo }: { view: View; returnTo: string }) {
  const state = useLoaded(fetchOrders, returnTo);
  const reviews = useOwnReviews(state?.ok ? state.data : null);
  if (!state?.ok) return <LoadStatus state={state} loading="Loading your orders…" />;
  const orders = state.data.filter(
    (order) => view === "all" || (view === "ongoing") === isOngoing(order.status),
  );
  if (orders.length === 0) {
    return (
      <div className="panel">
        <p>{EMPTY[view]}</p>
        <a className="button" href={`/Buy_Product/${DEFAULT_PRODUCT_ID}`}>
          Shop the powder
        </a>
      </div>
    );
  }
  return (
    <div className="order-list">
      {orders.map((order) => (
        <OrderCard
          key={order._id}
          order={order}
          reviews={reviews.of(order._id)}
          onReviewChange={reviews.replace}
        />
      ))}
    </div>
  );
}
