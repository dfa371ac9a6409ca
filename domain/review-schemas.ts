/**
 * The review payloads (decision 023), checked by the API. Plain text only: control characters are
 * refused rather than stripped, so what the customer sees in the form is exactly what is published;
 * bidirectional overrides are refused too, since they can make published text read differently
 * from what an admin approved ("Trojan Source").
 */
import { z } from "./zod.ts";
import { ID_PATTERN } from "./ids.ts";
import { RATING_MAX, RATING_MIN, REVIEW_LIMITS, reviewMessages } from "./reviews.ts";

const m = reviewMessages;

/** Any C0/C1 control character (\p{Cc}) or a bidirectional override/isolate. */
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** Line feeds and tabs are the only control characters a review's text may hold. */
const hasControlCharacters = (s: string) => CONTROL.test(s.replace(/[\n\t]/g, ""));
const LINE_BREAK = /[\n\t]/;

/** Windows and old Mac line endings become `\n`; the ends are trimmed. */
const normaliseText = (v: unknown) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n").trim() : v);

function plainText(options: { required: string | null; what: string; max: number; multiline: boolean }) {
  const base = z
    .string({ error: options.required ?? m.notText })
    .max(options.max, m.tooLong(options.what, options.max))
    .refine((s) => !hasControlCharacters(s), m.controlCharacters)
    .refine((s) => options.multiline || !LINE_BREAK.test(s), m.lineBreakNotAllowed);
  const text = options.required ? base.min(1, options.required) : base;
  return z.preprocess(
    (v) => (v === undefined || v === null ? (options.required ? v : "") : normaliseText(v)),
    text,
  );
}

export const ratingSchema = z
  .number({ error: m.ratingInvalid })
  .int(m.ratingInvalid)
  .min(RATING_MIN, m.ratingInvalid)
  .max(RATING_MAX, m.ratingInvalid);

/** What the customer writes: the same on a new review and on an edit. */
export const reviewContentSchema = z.object({
  rating: ratingSchema,
  title: plainText({
    required: m.titleRequired,
    what: "The title",
    max: REVIEW_LIMITS.titleMax,
    multiline: false,
  }),
  text: plainText({
    required: m.textRequired,
    what: "The review",
    max: REVIEW_LIMITS.textMax,
    multiline: true,
  }),
  city: plainText({ required: null, what: "The city", max: REVIEW_LIMITS.cityMax, multiline: false }),
});

export const reviewCreateSchema = reviewContentSchema.extend({
  orderLineId: z.string({ error: m.orderLineInvalid }).regex(ID_PATTERN, m.orderLineInvalid),
});

export type ReviewContent = z.output<typeof reviewContentSchema>;
export type ReviewCreate = z.output<typeof reviewCreateSchema>;

export const reviewIdSchema = z.string().regex(ID_PATTERN, m.reviewIdInvalid);

/**
 * An admin approves the review as they read it: `updatedAt` as the list showed it, so a customer's
 * edit made meanwhile is not published unseen.
 */
export const reviewApproveSchema = z.object({
  updatedAt: z.iso.datetime({ error: m.approveVersionMissing }),
});

/** An admin hides a review with a reason the customer can be told. */
export const reviewHideSchema = z.object({
  reason: plainText({
    required: m.hideReasonRequired,
    what: "The reason",
    max: REVIEW_LIMITS.hideReasonMax,
    multiline: false,
  }),
});

/** The shop's public answer under a review; empty removes it. */
export const reviewReplySchema = z.object({
  reply: plainText({ required: null, what: "The reply", max: REVIEW_LIMITS.replyMax, multiline: true }),
});
