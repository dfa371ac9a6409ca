/**
 * The customer's own reviews through the one client (`lib/api.ts`): list, write, edit, delete.
 * Each answer is the server's message either way, for the order page to show as it is.
 */
import type {
  OwnReviewDto,
  ownReviewSavedResponse,
  ownReviewsResponse,
  reviewDeletedResponse,
} from "../../domain/api/reviews.ts";
import { messages } from "../../domain/messages.ts";
import { api, errorMessage } from "./api.ts";

export type { OwnReviewDto };

/** What the form sends: the rating and texts (the order line on a new review). */
export type ReviewDraft = { rating: number; title: string; text: string; city: string };

export type Saved = { ok: true; review: OwnReviewDto; message: string } | { ok: false; message: string };

export async function fetchOwnReviews(): Promise<OwnReviewDto[] | null> {
  try {
    return (await api.get<typeof ownReviewsResponse>("/api/user/reviews")).data;
  } catch {
    return null;
  }
}

async function saved(call: Promise<{ data: OwnReviewDto; message: string }>): Promise<Saved> {
  try {
    const answer = await call;
    return { ok: true, review: answer.data, message: answer.message };
  } catch (error) {
    return { ok: false, message: errorMessage(error, messages.unexpected) };
  }
}

export const writeReview = (orderLineId: string, draft: ReviewDraft) =>
  saved(api.post<typeof ownReviewSavedResponse>("/api/user/reviews", { orderLineId, ...draft }));

export const editReview = (id: string, draft: ReviewDraft) =>
  saved(api.patch<typeof ownReviewSavedResponse>(`/api/user/reviews/${encodeURIComponent(id)}`, draft));

export async function deleteReview(id: string): Promise<{ ok: boolean; message: string }> {
  try {
    const answer = await api.delete<typeof reviewDeletedResponse>(
      `/api/user/reviews/${encodeURIComponent(id)}`,
    );
    return { ok: true, message: answer.message };
  } catch (error) {
    return { ok: false, message: errorMessage(error, messages.unexpected) };
  }
}
