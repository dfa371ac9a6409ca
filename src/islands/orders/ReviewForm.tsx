/**
 * The customer's review of one order line: stars, a title, the text and (optionally) their city.
 * The browser checks lengths as they type; the server decides (its message shows as it is).
 */
import { useId, useState } from "react";
import { RATING_MAX, REVIEW_LIMITS } from "../../../domain/reviews.ts";
import type { ReviewDraft, Saved } from "../../lib/reviews-api.ts";
import { FormActions, FormError } from "../forms/FormActions.tsx";

type Props = {
  productName: string;
  initial: ReviewDraft | null;
  onSubmit: (draft: ReviewDraft) => Promise<Saved>;
  onCancel: () => void;
};

const STARS = Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i);

export default function ReviewForm({ productName, initial, onSubmit, onCancel }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>(initial ?? { rating: 0, title: "", text: "", city: "" });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof ReviewDraft) => (value: string | number) =>
    setDraft((d) => ({ ...d, [name]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const result = await onSubmit(draft);
    setBusy(false);
    if (!result.ok) setProblem(result.message);
  }

  return (
    <form className="review-form" onSubmit={submit} aria-label={`Your review of ${productName}`}>
      <fieldset className="star-choice">
        <legend>Your rating</legend>
        {STARS.map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={draft.rating === stars}
              onChange={() => set("rating")(stars)}
              required
            />
            <span aria-hidden="true">{"★".repeat(stars)}</span>
            <span className="visually-hidden">{stars === 1 ? "1 star" : `${stars} stars`}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          value={draft.title}
          maxLength={REVIEW_LIMITS.titleMax}
          required
          onChange={(e) => set("title")(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          value={draft.text}
          maxLength={REVIEW_LIMITS.textMax}
          rows={5}
          required
          aria-describedby={`${id}-count`}
          onChange={(e) => set("text")(e.target.value)}
        />
        <p className="field-hint" id={`${id}-count`}>
          {draft.text.length.toLocaleString("en-IN")} of {REVIEW_LIMITS.textMax.toLocaleString("en-IN")}{" "}
          characters
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-city`}>City (optional, shown with your first name)</label>
        <input
          id={`${id}-city`}
          value={draft.city}
          maxLength={REVIEW_LIMITS.cityMax}
          autoComplete="address-level2"
          onChange={(e) => set("city")(e.target.value)}
        />
      </div>
      <FormError message={problem} />
      <FormActions
        label={initial ? "Save changes" : "Submit review"}
        disabled={busy}
        onCancel={onCancel}
        cancelDisabled={busy}
      />
    </form>
  );
}
