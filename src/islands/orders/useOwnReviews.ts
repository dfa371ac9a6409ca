/**
 * The customer's reviews, loaded once the orders are in and only when one is delivered (only those
 * can be reviewed). Once they are shown, a link from the delivered e-mail (`#reviews-<order id>`)
 * scrolls to its order: the list renders after load, too late for the browser's own jump.
 */
import { useCallback, useEffect, useState } from "react";
import { REVIEWABLE_ORDER_STATUS } from "../../../domain/reviews.ts";
import type { OrderListItemDto } from "../../lib/orders-api.ts";
import { fetchOwnReviews, type OwnReviewDto } from "../../lib/reviews-api.ts";

export function useOwnReviews(orders: OrderListItemDto[] | null) {
  const [reviews, setReviews] = useState<OwnReviewDto[]>([]);
  const [loaded, setLoaded] = useState(false);
  const anyDelivered = orders?.some((order) => order.status === REVIEWABLE_ORDER_STATUS) ?? false;

  useEffect(() => {
    if (!anyDelivered) return;
    let cancelled = false;
    void fetchOwnReviews().then((list) => {
      if (cancelled) return;
      // Unreadable: every line offers a review, and the server refuses a second one with 409.
      setReviews(list ?? []);
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [anyDelivered]);

  useEffect(() => {
    if (!loaded || !window.location.hash.startsWith("#reviews-")) return;
    const target = document.getElementById(window.location.hash.slice(1));
    target?.scrollIntoView({ block: "start" });
  }, [loaded]);

  /** Undefined until loaded, so a reviewed line never flashes "Rate this product". */
  const of = useCallback(
    (orderId: string) => (loaded ? reviews.filter((r) => r.orderId === orderId) : undefined),
    [reviews, loaded],
  );
  const replace = useCallback((lineId: string, review: OwnReviewDto | null) => {
    setReviews((list) => [...list.filter((r) => r.orderLineId !== lineId), ...(review ? [review] : [])]);
  }, []);
  return { of, replace };
}
