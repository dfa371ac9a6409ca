/** A review's rating as stars, read out as "4 out of 5 stars" (the customer's and the admin's screens). */
import { RATING_MAX } from "../../../domain/reviews.ts";

export default function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={`${rating} out of ${RATING_MAX} stars`}>
      {"★".repeat(rating)}
      <span className="stars-empty">{"★".repeat(RATING_MAX - rating)}</span>
    </p>
  );
}
