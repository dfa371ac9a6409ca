import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { aggregateRating, RATING_MAX, RATING_MIN, ratingSentence, ratingStars } from "./review-summary.ts";

describe("a rating as shoppers see it", () => {
  it("draws filled and empty stars on the scale, and says it for screen readers", () => {
    expect(ratingStars(4)).toEqual({ filled: "★★★★", empty: "★", label: "4 out of 5 stars" });
    expect(ratingStars(RATING_MIN).empty).toHaveLength(RATING_MAX - RATING_MIN);
  });

  it("sums the reviews up in a sentence, or says there are none yet", () => {
    expect(ratingSentence(6, 4.3)).toBe("Rated 4.3 out of 5 from 6 reviews");
    expect(ratingSentence(1, 5)).toBe("Rated 5.0 out of 5 from 1 review");
    expect(ratingSentence(0, null)).toBe(
      "No reviews yet. Only customers whose order was delivered can review.",
    );
  });

  it("gives search engines the scale with the average", () => {
    expect(aggregateRating(2, 4.5)).toMatchObject({ ratingValue: "4.5", bestRating: 5, worstRating: 1 });
    expect(aggregateRating(0, null)).toBeUndefined();
  });

  it("is the scale the landing page's script writes out (it cannot import this module)", () => {
    const script = readFileSync(
      join(import.meta.dirname, "../src/components/landing/featured-reviews.ts"),
      "utf8",
    );
    expect(script).toContain(`out of ${RATING_MAX} stars`);
    expect(script).toContain(`"★".repeat(${RATING_MAX} - review.rating)`);
  });
});
