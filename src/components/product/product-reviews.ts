/**
 * Fills the product page's reviews section (ProductReviews.astro) from
 * `GET /api/products/{id}/reviews`, a page at a time, once the section nears the screen. (Loading
 * this script itself by `import()` would cost more: the bundler's preload helper is bigger.) Every
 * text goes in with `textContent`. A public, cacheable GET: plain fetch, like the buy box's
 * product load, without the session client (which the page need not carry for this).
 * Adds the first page to the page's Product JSON-LD (`review`) when there are approved reviews.
 */
import type { productReviewsResponse, PublishedReviewDto } from "../../../domain/api/reviews.ts";
import { aggregateRating, ratingSentence, ratingStars } from "../../../domain/review-summary.ts";
import type { z } from "../../../domain/zod.ts";

type Answer = z.infer<typeof productReviewsResponse>;

/** Start loading this far before the section scrolls into view, so it is filled when seen. */
const PRELOAD_MARGIN = "800px";

/**
 * A review's date, "28 Nov 2026". Written when a review is shown: a formatter built at the top of
 * this script would load ICU's locale data while the page parses (why: domain/money.ts).
 */
const reviewDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });

export function startProductReviews(root: HTMLElement) {
  const productId = root.dataset.productReviews!;
  const summary = root.querySelector<HTMLElement>("[data-summary]")!;
  const items: HTMLElement = root.querySelector("[data-list]")!;
  const error = root.querySelector<HTMLElement>("[data-error]")!;
  const more = root.querySelector<HTMLButtonElement>("[data-more]")!;
  const template = root.querySelector<HTMLTemplateElement>("template[data-review]")!;
  let page = 0;

  async function load() {
    more.disabled = true;
    error.hidden = true;
    try {
      const response = await fetch(`/api/products/${productId}/reviews?page=${page + 1}`);
      if (!response.ok) throw response.status;
      const body = (await response.json()) as Answer;
      page = body.pagination.page;
      summary.textContent = ratingSentence(body.summary.count, body.summary.averageRating);
      for (const review of body.data) items.appendChild(reviewItem(review));
      more.hidden = page >= body.pagination.totalPages;
      if (page === 1) addToStructuredData(body);
    } catch {
      error.hidden = false;
      if (page === 0) summary.textContent = "";
    } finally {
      more.disabled = false;
      root.dataset.state = "ready";
    }
  }

  function reviewItem(review: PublishedReviewDto): HTMLElement {
    const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    const part = (name: string) => item.querySelector<HTMLElement>(`[data-${name}]`)!;
    const stars = ratingStars(review.rating);
    part("stars").setAttribute("aria-label", stars.label);
    part("full").textContent = stars.filled;
    part("empty").textContent = stars.empty;
    part("title").textContent = review.title;
    part("author").textContent = review.city ? `${review.author}, ${review.city}` : review.author;
    const date = part("date");
    date.textContent = reviewDate(review.createdAt);
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
function addToStructuredData({ data: reviews, summary }: Answer) {
  const script = document.getElementById("product-jsonld");
  if (!script?.textContent) return;
  try {
    const data = JSON.parse(script.textContent);
    // The live numbers replace the build's, even when none are left: a rating no review supports
    // any more must go (aggregateRating gives none for no reviews).
    data.aggregateRating = aggregateRating(summary.count, summary.averageRating);
    data.review =
      reviews.length === 0
        ? undefined
        : reviews.map((review) => ({
            "@type": "Review",
            name: review.title,
            reviewBody: review.text,
            datePublished: review.createdAt.slice(0, 10),
            author: { "@type": "Person", name: review.author },
            // On schema.org's own scale (1 to 5, its default: RATING_MIN and RATING_MAX), so no
            // bestRating or worstRating.
            reviewRating: { "@type": "Rating", ratingValue: review.rating },
          }));
    script.textContent = JSON.stringify(data).replaceAll("<", "\\u003c");
  } catch {
    // Malformed structured data is the page's bug, not the shopper's; leave it.
  }
}
