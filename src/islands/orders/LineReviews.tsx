/**
 * A delivered order's lines, each with "Rate this product" or the customer's review of it (its
 * moderation state, Edit, Delete). The delivered e-mail links here (`reviewLinkPath`).
 */
import { useState } from "react";
import type { OrderListItemDto } from "../../lib/orders-api.ts";
import {
  deleteReview,
  editReview,
  type OwnReviewDto,
  type ReviewDraft,
  writeReview,
} from "../../lib/reviews-api.ts";
import { site } from "../../config/site.ts";
import ReviewForm from "./ReviewForm.tsx";
import Stars from "../reviews/Stars.tsx";
import { RowButton } from "../forms/RowButton.tsx";
import { FormError } from "../forms/FormActions.tsx";

type Line = OrderListItemDto["products"][number];

type Props = {
  order: OrderListItemDto;
  reviews: OwnReviewDto[];
  onChange: (lineId: string, review: OwnReviewDto | null) => void;
};

const STATE_TEXT: Record<OwnReviewDto["status"], string> = {
  pending: "Waiting for our team to check it.",
  approved: "Published on the product page.",
  hidden: "Not shown on the product page.",
};

export default function LineReviews({ order, reviews, onChange }: Props) {
  return (
    <section
      className="line-reviews"
      id={`reviews-${order._id}`}
      aria-labelledby={`reviews-title-${order._id}`}
    >
      <h3 id={`reviews-title-${order._id}`}>Your reviews</h3>
      <ul>
        {order.products.map((line) => (
          <LineReview
            key={line.lineId}
            line={line}
            review={reviews.find((r) => r.orderLineId === line.lineId) ?? null}
            onChange={(review) => onChange(line.lineId, review)}
          />
        ))}
      </ul>
    </section>
  );
}

function LineReview({
  line,
  review,
  onChange,
}: {
  line: Line;
  review: OwnReviewDto | null;
  onChange: (review: OwnReviewDto | null) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  /** Editing or deleting again starts afresh: the last outcome no longer stands beside the new one. */
  const startEditing = () => {
    setNotice(null);
    setEditing(true);
  };

  async function save(draft: ReviewDraft) {
    const result = review ? await editReview(review.id, draft) : await writeReview(line.lineId, draft);
    if (result.ok) {
      onChange(result.review);
      setEditing(false);
      setNotice({ ok: true, text: result.message });
    }
    return result;
  }

  async function remove() {
    if (!review) return;
    setConfirmingDelete(false);
    const result = await deleteReview(review.id);
    if (result.ok) onChange(null);
    setNotice({ ok: result.ok, text: result.message });
  }

  return (
    <li className="line-review">
      <p className="line-review-name">{line.name}</p>
      {editing ? (
        <ReviewForm
          productName={line.name}
          initial={
            review && { rating: review.rating, title: review.title, text: review.text, city: review.city }
          }
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : review ? (
        <div className="own-review">
          <Stars rating={review.rating} />
          <p className="own-review-title">{review.title}</p>
          <p className="own-review-text">{review.text}</p>
          <p className="muted">
            {STATE_TEXT[review.status]}
            {review.status === "hidden" && review.hideReason && <> Reason: {review.hideReason}</>}
          </p>
          {review.reply && (
            <p className="review-reply">
              <strong>Reply from {site.name}:</strong> {review.reply.text}
            </p>
          )}
          <div className="form-actions">
            <RowButton label={`Edit your review of ${line.name}`} onClick={startEditing}>
              Edit review
            </RowButton>
            {confirmingDelete ? (
              <>
                <button type="button" className="button small" onClick={() => void remove()}>
                  Yes, delete it
                </button>
                <button
                  type="button"
                  className="button secondary small"
                  onClick={() => setConfirmingDelete(false)}
                >
                  Keep it
                </button>
              </>
            ) : (
              <RowButton
                label={`Delete your review of ${line.name}`}
                onClick={() => {
                  setNotice(null);
                  setConfirmingDelete(true);
                }}
              >
                Delete review
              </RowButton>
            )}
          </div>
        </div>
      ) : (
        <RowButton tone="primary" label={`Rate this product: ${line.name}`} onClick={startEditing}>
          Rate this product
        </RowButton>
      )}
      {notice?.ok && (
        <p className="done-notice" role="status">
          {notice.text}
        </p>
      )}
      <FormError message={notice && !notice.ok ? notice.text : null} />
    </li>
  );
}
