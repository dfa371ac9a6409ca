/**
 * /admin/reviews: the moderation queue (decision 023). Pending reviews first, oldest first; each
 * approved, hidden with a reason the customer sees, or answered with a public reply. Every action
 * is in the audit log. Review texts are shown as the plain text they are.
 */
import { useState } from "react";
import type { AdminReviewDto, adminReviewResponse } from "../../../domain/api/reviews.ts";
import { REVIEW_LIMITS, REVIEW_STATUSES, type ReviewStatus } from "../../../domain/reviews.ts";
import { adminApi, adminErrorText } from "../../lib/admin-panel.ts";
import { adminScreen } from "./AdminGuard.tsx";
import { AdminFilter, AdminList, ListFilters } from "./AdminList.tsx";
import { Notice, StatusBadge, when } from "./ui.tsx";
import { useAdminList } from "./useAdminList.ts";
import Stars from "../reviews/Stars.tsx";

const STATUS_LABEL: Record<ReviewStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  hidden: "Hidden",
};

/** The filter names the pending ones by what they wait for. */
const FILTER_LABEL: Record<ReviewStatus, string> = { ...STATUS_LABEL, pending: "Waiting for a check" };
const STATUS_FILTERS = [
  ...REVIEW_STATUSES.map((status) => ({ value: status, label: FILTER_LABEL[status] })),
  { value: "all", label: "All" },
];

function ReviewsView() {
  const list = useAdminList<AdminReviewDto, "status">("/api/admin/reviews", {
    filters: { status: "pending" },
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  /** Runs one moderation call; the list reloads either way (a 409 shows the review as it is now). */
  async function act(call: () => Promise<{ message: string }>) {
    setActionError(null);
    setNotice(null);
    try {
      setNotice((await call()).message);
      return true;
    } catch (e) {
      setActionError(adminErrorText(e));
      return false;
    } finally {
      await list.reload();
    }
  }

  return (
    <>
      <h1>Reviews</h1>
      <ListFilters list={list}>
        <AdminFilter label="Show" filter={list.filter("status")} options={STATUS_FILTERS} />
      </ListFilters>
      {notice && <Notice message={notice} />}
      <AdminList list={list} what="reviews" empty="No reviews here." actionError={actionError}>
        {(rows) => (
          <ul className="message-list">
            {rows.map((review) => (
              <ReviewCard key={review.id} review={review} act={act} />
            ))}
          </ul>
        )}
      </AdminList>
    </>
  );
}

type Act = (call: () => Promise<{ message: string }>) => Promise<boolean>;

function ReviewCard({ review, act }: { review: AdminReviewDto; act: Act }) {
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState("");
  const [reply, setReply] = useState(review.reply?.text ?? "");
  const path = `/api/admin/reviews/${review.id}`;
  const about = `the review "${review.title}" by ${review.customerName}`;

  const approve = () =>
    act(() => adminApi.post<typeof adminReviewResponse>(`${path}/approve`, { updatedAt: review.updatedAt }));
  const hide = async () => {
    if (await act(() => adminApi.post<typeof adminReviewResponse>(`${path}/hide`, { reason })))
      setHiding(false);
  };
  const saveReply = () => act(() => adminApi.put<typeof adminReviewResponse>(`${path}/reply`, { reply }));

  return (
    <li className="admin-card">
      <p className="message-ticket">
        <StatusBadge status={STATUS_LABEL[review.status]} /> <strong>{review.productName}</strong>
      </p>
      <Stars rating={review.rating} />
      <h2 className="review-title">{review.title}</h2>
      <p className="message-text">{review.text}</p>
      <p className="message-meta">
        {review.customerName}
        {review.city && <> · {review.city}</>} ·{" "}
        <a href={`mailto:${review.customerEmail}`}>{review.customerEmail}</a> · written{" "}
        {when(review.createdAt)}
        {review.updatedAt !== review.createdAt && <> · edited {when(review.updatedAt)}</>}
      </p>
      {review.moderatedBy && (
        <p className="muted">
          {/* Pending with a moderator: an approved review the customer edited, back in the queue. */}
          {review.status === "pending"
            ? `Back for a check after an edit; last moderated by ${review.moderatedBy} ${when(review.moderatedAt)}`
            : `${STATUS_LABEL[review.status]} by ${review.moderatedBy} ${when(review.moderatedAt)}`}
          {review.hideReason && <> · Reason: {review.hideReason}</>}
        </p>
      )}
      <div className="form-actions">
        {review.status !== "approved" && (
          <button
            type="button"
            className="button small"
            onClick={() => void approve()}
            aria-label={`Approve ${about}`}
          >
            Approve
          </button>
        )}
        {review.status !== "hidden" && !hiding && (
          <button
            type="button"
            className="button secondary small"
            onClick={() => setHiding(true)}
            aria-label={`Hide ${about}`}
          >
            Hide
          </button>
        )}
      </div>
      {hiding && (
        <form
          className="review-hide"
          onSubmit={(event) => {
            event.preventDefault();
            void hide();
          }}
        >
          <label htmlFor={`hide-${review.id}`}>Why is it hidden? (the customer sees this)</label>
          <input
            id={`hide-${review.id}`}
            value={reason}
            maxLength={REVIEW_LIMITS.hideReasonMax}
            required
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="form-actions">
            <button type="submit" className="button small">
              Hide review
            </button>
            <button type="button" className="button secondary small" onClick={() => setHiding(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <form
        className="review-reply-form"
        onSubmit={(event) => {
          event.preventDefault();
          void saveReply();
        }}
      >
        <label htmlFor={`reply-${review.id}`}>Public reply (shown under the review; empty removes it)</label>
        <textarea
          id={`reply-${review.id}`}
          value={reply}
          rows={3}
          maxLength={REVIEW_LIMITS.replyMax}
          onChange={(e) => setReply(e.target.value)}
        />
        <button type="submit" className="button secondary small">
          Save reply
        </button>
      </form>
    </li>
  );
}

export default adminScreen(ReviewsView);
