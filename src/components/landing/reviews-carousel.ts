/**
 * The reviews carousel's behaviour (markup in ReviewsCarousel.astro). Sets `data-ready` on the root
 * once it has taken over, so tests and styles can tell.
 */
export const CAROUSEL_LOCK_MS = 400;

export type Carousel = {
  /** Puts these cards in place of the current ones, back at the first set. */
  replaceCards: (cards: HTMLElement[]) => void;
  /** Whether the visitor has moved it (then its cards are left alone). */
  touched: () => boolean;
};

export function startCarousel(root: HTMLElement): Carousel {
  const track = root.querySelector<HTMLElement>(".carousel-track")!;
  let cards = [...track.querySelectorAll<HTMLElement>(".review-card")];
  let moved = false;
  const dots = root.querySelector<HTMLElement>("[data-dots]")!;
  const announce = root.querySelector<HTMLElement>("[data-announce]")!;
  let visible = 1;
  let index = 0;
  let locked = false;

  const sets = () => Math.max(1, cards.length - visible + 1);

  function render() {
    // The offset goes through the CSSOM, never a style attribute (CSP).
    track.style.setProperty("--index", String(index));
    track.dataset.index = String(index);
    cards.forEach((card, i) => {
      const shown = i >= index && i < index + visible;
      if (shown) card.removeAttribute("aria-hidden");
      else card.setAttribute("aria-hidden", "true");
    });
    dots.querySelectorAll("button").forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    const first = index + 1;
    const last = Math.min(cards.length, index + visible);
    announce.textContent = `Showing reviews ${first}${last > first ? ` to ${last}` : ""} of ${cards.length}`;
  }

  function go(target: (current: number) => number) {
    if (locked) return;
    locked = true;
    moved = true;
    const count = sets();
    index = ((target(index) % count) + count) % count;
    render();
    window.setTimeout(() => (locked = false), CAROUSEL_LOCK_MS);
  }

  function buildDots() {
    const count = sets();
    if (dots.childElementCount === count) return;
    dots.replaceChildren(
      ...Array.from({ length: count }, (_, i) => {
        const dot = document.createElement("button");
        dot.type = "button";
        dot.className = "carousel-dot";
        dot.setAttribute("aria-label", `Show review set ${i + 1} of ${count}`);
        dot.addEventListener("click", () => go(() => i));
        return dot;
      }),
    );
  }

  function measure() {
    const fromCss = Number.parseInt(getComputedStyle(track).getPropertyValue("--visible"), 10);
    visible = Number.isFinite(fromCss) && fromCss > 0 ? fromCss : 1;
    index = Math.min(index, sets() - 1);
    buildDots();
    render();
  }

  for (const arrow of root.querySelectorAll<HTMLButtonElement>("[data-step]")) {
    const step = Number(arrow.dataset.step);
    arrow.addEventListener("click", () => go((i) => i + step));
  }
  root.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    go((i) => i + (event.key === "ArrowLeft" ? -1 : 1));
  });

  measure();
  new ResizeObserver(measure).observe(track);
  root.dataset.ready = "true";
  return {
    replaceCards(next) {
      track.replaceChildren(...next);
      cards = next;
      index = 0;
      measure();
    },
    touched: () => moved,
  };
}
