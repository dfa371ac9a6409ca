/**
 * Fills the product page's reviews section (ProductReviews.astro) from
 * `GET /api/products/{id}/reviews`: once the section is near the screen, a page at a time. Every
 * text goes in with `textContent`. A public, cacheable GET: plain fetch, like the buy box's
 * product load, without the session client (which the page need not carry for this).
 * Adds the first page to the page's Product JSON-LD (`review`) when there are approved reviews.
 */
import type { productReviewsResponse, PublishedReviewDto } from "../../../domain/api/reviews.ts";
import { reviewSummary } from "../../../domain/reviews.ts";
import type { z } from "../../../domain/zod.ts";
import { fillStars } from "../../lib/review-stars.ts";

type Answer = z.infer<typeof productReviewsResponse>;

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
/** Start loading this far before the section scrolls into view, so it is filled when seen. */
const PRELOAD_MARGIN = "800px";

export function startProductReviews(root: HTMLElement) {
  const productId = root.dataset.productReviews!;
  const summary = root.querySelector<HTMLElement>("[data-summary]")!;
  const list = root.querySelector<HTMLOListElement>("[data-list]")!;
  const error = root.querySelector<HTMLElement>("[data-error]")!;
  const more = root.querySelector<HTMLButtonElement>("[data-more]")!;
  const template = root.querySelector<HTMLTemplateElement>("template[data-review]")!;
  let page = 0;

  async function load() {
    more.disabled = true;
    error.hidden = true;
    try {
      const response = await fetch(
        `/api/products/${encodeURIComponent(productId)}/reviews?page=${page + 1}`,
        {
          headers: { Accept: "application/json" },
        },
      );
      const body = (await response.json()) as Answer | { success: false; message: string };
      if (!response.ok || !body.success) throw new Error("message" in body ? body.message : "");
      page = body.pagination.page;
      summary.textContent =
        body.summary.count === 0
          ? "No reviews yet. Only customers whose order was delivered can review."
          : reviewSummary(body.summary.count, body.summary.averageRating);
      for (const review of body.data) list.append(render(review));
      more.hidden = page >= body.pagination.totalPages;
      if (page === 1) addToStructuredData(body.data);
    } catch {
      error.textContent = "Reviews could not be loaded. Please try again later.";
      error.hidden = false;
      if (page === 0) summary.textContent = "";
    } finally {
      more.disabled = false;
      root.dataset.state = "ready";
    }
  }

  function render(review: PublishedReviewDto): HTMLElement {
    const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    const part = (name: string) => item.querySelector<HTMLElement>(`[data-${name}]`)!;
    fillStars(part("stars"), review.rating);
    part("title").textContent = review.title;
    part("author").textContent = review.city ? `${review.author}, ${review.city}` : review.author;
    const date = part("date");
    date.textContent = dateFormat.format(new Date(review.createdAt));
    date.setAttribute("datetime", review.createdAt);
    part("text").textContent = review.text;
    if (review.reply) {
      part("reply").hidden = false;
      part("reply-text").textContent = review.reply.text;
    }
    return item;
  }

  more.addEventListener("click", () => void load());
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load();
    },
    { rootMargin: PRELOAD_MARGIN },
  );
  observer.observe(root);
}

/** The page's Product JSON-LD gets the reviews it shows (only real, approved ones: decision 023). */
function addToStructuredData(reviews: PublishedReviewDto[]) {
  const script = document.getElementById("product-jsonld");
  if (!script?.textContent || reviews.length === 0) return;
  try {
    const data = JSON.parse(script.textContent);
    data.review = reviews.map((review) => ({
      "@type": "Review",
      name: review.title,
      reviewBody: review.text,
      datePublished: review.createdAt.slice(0, 10),
      author: { "@type": "Person", name: review.author },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    }));
    script.textContent = JSON.stringify(data).replaceAll("<", "\\u003c");
  } catch {
    // Malformed structured data is the page's bug, not the shopper's; leave it.
  }
}
