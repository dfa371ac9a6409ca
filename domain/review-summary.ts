/**
 * A product's rating as shoppers see it: the average, the one line the buy box shows, and the
 * schema.org AggregateRating. Kept apart from reviews.ts (messages, limits) because the buy box
 * carries it and the product page's JavaScript budget is nearly full.
 */
/** A rating is a whole number of stars on this scale. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A rating as shown: its filled and empty stars, and what a screen reader says of them. */
export function ratingStars(rating: number): { filled: string; empty: string; label: string } {
  return {
    filled: "★".repeat(rating),
    empty: "★".repeat(RATING_MAX - rating),
    label: `${rating} out of ${RATING_MAX} stars`,
  };
}

/** The reviews section's summary: "Rated 4.3 out of 5 from 6 reviews", or that there are none yet. */
export function ratingSentence(count: number, average: number | null): string {
  if (count === 0 || average === null)
    return "No reviews yet. Only customers whose order was delivered can review.";
  return `Rated ${average.toFixed(1)} out of ${RATING_MAX} from ${count} ${count === 1 ? "review" : "reviews"}`;
}

/** schema.org AggregateRating, or undefined (left out of the JSON) while there are no reviews. */
export function aggregateRating(count: number, averageRating: number | null) {
  if (count === 0 || averageRating === null) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: averageRating.toFixed(1),
    reviewCount: count,
    bestRating: RATING_MAX,
    worstRating: RATING_MIN,
  };
}

/** The average shown beside the count: one decimal, null when there is nothing to average. */
export function averageRating(ratingSum: number, count: number): number | null {
  return count === 0 ? null : Math.round((ratingSum / count) * 10) / 10;
}
