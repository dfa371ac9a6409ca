/**
 * Customer reviews, a few at a time (spec §2, §4): previous/next arrows and dots, index 0..sets−1
 * wrapping at both ends, a 400 ms animation lock, and the arrow keys. How many cards fit is
 * decided by CSS alone (`--visible` per breakpoint); the island reads it, so the two never disagree.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import "./ReviewsCarousel.css";

export type Review = { id: string; text: string; name: string; location: string; rating: number };

export const CAROUSEL_LOCK_MS = 400;

export default function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const lockedRef = useRef(false);
  const [visible, setVisible] = useState(3);
  const [index, setIndex] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const sets = Math.max(1, reviews.length - visible + 1);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const fromCss = Number.parseInt(getComputedStyle(track).getPropertyValue("--visible"), 10);
      const count = Number.isFinite(fromCss) && fromCss > 0 ? fromCss : 1;
      setVisible(count);
      setIndex((i) => Math.min(i, Math.max(0, reviews.length - count)));
    };
    measure();
    setHydrated(true);
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [reviews.length]);

  const go = useCallback(
    (target: (current: number) => number) => {
      if (lockedRef.current) return;
      lockedRef.current = true;
      setIndex((current) => ((target(current) % sets) + sets) % sets);
      window.setTimeout(() => (lockedRef.current = false), CAROUSEL_LOCK_MS);
    },
    [sets],
  );
  const previous = () => go((i) => i - 1);
  const next = () => go((i) => i + 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };

  // No style attribute in the server render (CSP); the offset is set through the CSSOM later.
  const trackStyle = index > 0 ? ({ "--index": index } as CSSProperties) : undefined;
  const first = index + 1;
  const last = Math.min(reviews.length, index + visible);

  return (
    <div className="carousel" role="group" aria-roledescription="carousel" aria-label="Customer reviews" onKeyDown={onKeyDown}>
      <div className="carousel-viewport">
        <ul className="carousel-track" ref={trackRef} style={trackStyle} data-index={index}>
          {reviews.map((review, i) => {
            const shown = !hydrated || (i >= index && i < index + visible);
            return (
              <li key={review.id} className="review-card" aria-hidden={shown ? undefined : true} data-review={review.id}>
                <figure>
                  <p className="stars" aria-label={`${review.rating} out of 5 stars`}>
                    {"★".repeat(review.rating)}
                    <span className="stars-empty">{"★".repeat(5 - review.rating)}</span>
                  </p>
                  <blockquote>
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{review.name}</strong>
                    <span>{review.location}</span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="carousel-controls">
        <button type="button" className="carousel-arrow" onClick={previous} aria-label="Previous reviews">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
        </button>
        <div className="carousel-dots">
          {Array.from({ length: sets }, (_, i) => (
            <button
              key={i}
              type="button"
              className="carousel-dot"
              aria-label={`Show review set ${i + 1} of ${sets}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(() => i)}
            />
          ))}
        </div>
        <button type="button" className="carousel-arrow" onClick={next} aria-label="Next reviews">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {hydrated ? `Showing reviews ${first}${last > first ? ` to ${last}` : ""} of ${reviews.length}` : ""}
      </p>
    </div>
  );
}
