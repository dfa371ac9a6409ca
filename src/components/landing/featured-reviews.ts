/**
 * The landing carousel's real reviews (decision 023). The page is static and built with the
 * editors' testimonials; this asks `GET /api/reviews/featured` and, when it answers with approved
 * reviews from verified buyers (it answers none until there are enough), puts them in the
 * testimonials' place, unless the visitor has already moved the carousel. Cards keep one fixed
 * height (ReviewsCarousel.css), so nothing shifts. Every text goes in with `textContent`.
 * Asked once the page has loaded. A public, cacheable GET: plain fetch, no session client, so the
 * page stays framework-free.
 */
import type { featuredReviewsResponse, PublishedReviewDto } from "../../../domain/api/reviews.ts";
import type { z } from "../../../domain/zod.ts";
import type { Carousel } from "./reviews-carousel.ts";

export async function showFeaturedReviews(root: HTMLElement, carousel: Carousel): Promise<void> {
  let reviews: PublishedReviewDto[];
  // Below the fold: ask once the page has loaded, so the request never competes with the first
  // paint (decision 030). Until then the testimonials show, as they do when the API answers none.
  if (document.readyState !== "complete") {
    await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  }
  try {
    const response = await fetch("/api/reviews/featured", { headers: { Accept: "application/json" } });
    if (!response.ok) return;
    reviews = ((await response.json()) as z.infer<typeof featuredReviewsResponse>).data;
  } catch {
    return; // The testimonials stay: they are labelled as what they are.
  }
  if (reviews.length === 0 || carousel.touched()) return;
  const template = root.querySelector<HTMLTemplateElement>("template[data-review-card]")!;
  carousel.replaceCards(reviews.map((review) => card(template, review)));
  root.setAttribute("aria-label", "Reviews from verified buyers");
  root.dataset.featured = "reviews";
}

function card(template: HTMLTemplateElement, review: PublishedReviewDto): HTMLElement {
  const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const part = (selector: string) => item.querySelector<HTMLElement>(selector)!;
  item.dataset.review = review.id;
  // The 5-star scale written out, not `ratingStars` (domain/review-summary.ts): a module the product
  // page's script imports too becomes a shared chunk, which this page would then fetch while it
  // parses (e2e/budgets.spec.ts). RATING_MAX is that 5.
  part("[data-stars]").setAttribute("aria-label", `${review.rating} out of 5 stars`);
  part("[data-full]").textContent = "★".repeat(review.rating);
  part("[data-empty]").textContent = "★".repeat(5 - review.rating);
  part("[data-title]").textContent = review.title;
  part("[data-text]").textContent = review.text;
  part("[data-author]").textContent = review.author;
  part("[data-city]").textContent = review.city;
  return item;
}
