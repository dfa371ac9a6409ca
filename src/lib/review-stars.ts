/** Fills a `.stars` element (role="img") with a rating for the plain-script review lists. */
export function fillStars(element: HTMLElement, rating: number): void {
  element.setAttribute("aria-label", `${rating} out of 5 stars`);
  const empty = document.createElement("span");
  empty.className = "stars-empty";
  empty.textContent = "★".repeat(5 - rating);
  element.replaceChildren("★".repeat(rating), empty);
}
