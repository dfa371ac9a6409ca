/** A review's rating as stars, read out as "4 out of 5 stars" (the customer's and the admin's screens). */
import { ratingStars } from "../../../domain/review-summary.ts";

export default function Stars({ rating }: { rating: number }) {
  const stars = ratingStars(rating);
  return (
    <p className="stars" role="img" aria-label={stars.label}>
      {stars.filled}
      <span className="stars-empty">{stars.empty}</span>
    </p>
  );
}
