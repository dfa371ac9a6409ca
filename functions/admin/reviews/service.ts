/**
 * Moderation (decision 023): the queue of reviews, approve, hide with a reason, reply. Each change
 * goes into one batch with the product's recount and its audit entry.
 */
import { count, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { AdminReviewDto } from "../../../domain/api/reviews.ts";
import { type ReviewStatus, reviewMessages as m } from "../../../domain/reviews.ts";
import type { Db } from "../../db/client.ts";
import { orderLines, reviews, users } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { violated } from "../../lib/batch-guards.ts";
import { conflict, orNotFound } from "../../lib/errors.ts";
import { readPage } from "../../lib/pagination.ts";
import { purgeReviewedProduct } from "../../products/edge-cache.ts";
import { recountProductReviews } from "../../reviews/counts.ts";
import { toOwnReview } from "../../reviews/dto.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";

const moderator = alias(users, "moderator");
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function rowsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      review: reviews,
      productName: orderLines.name,
      customerName: users.name,
      customerEmail: users.email,
      moderatorName: moderator.name,
    })
    .from(reviews)
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(moderator, eq(moderator.id, reviews.moderatedBy))
    .where(where);
}

type Row = Awaited<ReturnType<typeof rowsQuery>>[number];

function toAdminReview(row: Row): AdminReviewDto {
  return {
    ...toOwnReview(row.review, row.productName),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    moderatedBy: row.moderatorName,
    moderatedAt: iso(row.review.moderatedAt),
  };
}

/** Oldest first while waiting (first come, first checked); newest first otherwise. */
export async function listReviews(db: Db, query: { status: ReviewStatus | "all"; page: number }) {
  const where = query.status === "all" ? undefined : eq(reviews.status, query.status);
  const order =
    query.status === "pending"
      ? [reviews.createdAt, reviews.id]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const { rows, pagination } = await readPage(
    query.page,
    rowsQuery(db, where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: count() }).from(reviews).where(where),
  );
  return { data: rows.map(toAdminReview), pagination };
}

async function reviewRow(db: Db, id: string) {
  return orNotFound(await db.select().from(reviews).where(eq(reviews.id, id)).get(), m.reviewNotFound);
}

async function adminReview(db: Db, id: string) {
  const row = orNotFound(await rowsQuery(db, eq(reviews.id, id)).get(), m.reviewNotFound);
  return toAdminReview(row);
}

/** The rating check (1–5) guards the batch: 0 aborts it (lib/batch-guards.ts). */
const GUARD = "reviews_rating_range";

/**
 * The rating unchanged while the review still reads as the admin saw it (its `updatedAt`), else 0:
 * a customer's edit made while the admin was reading is not approved unseen.
 */
const ratingIfUnchangedSince = (seenUpdatedAt: number) =>
  sql`CASE WHEN ${reviews.updatedAt} = ${seenUpdatedAt} THEN ${reviews.rating} ELSE 0 END` as unknown as number;

type Moderation = { status: "approved" } | { status: "hidden"; reason: string };

async function moderate(
  db: Db,
  admin: SessionUser,
  id: string,
  change: Moderation,
  seenUpdatedAt: number | null,
) {
  const before = await reviewRow(db, id);
  const hideReason = change.status === "hidden" ? change.reason : null;
  try {
    await db.batch([
      db
        .update(reviews)
        .set({
          status: change.status,
          hideReason,
          moderatedBy: admin.id,
          moderatedAt: Date.now(),
          ...(seenUpdatedAt === null ? {} : { rating: ratingIfUnchangedSince(seenUpdatedAt) }),
        })
        .where(eq(reviews.id, id)),
      recountProductReviews(db, before.productId),
      auditEntry(db, {
        adminId: admin.id,
        action: change.status === "approved" ? "review.approve" : "review.hide",
        entity: "review",
        entityId: id,
        before: { status: before.status, hideReason: before.hideReason },
        after: { status: change.status, hideReason },
      }),
    ]);
  } catch (error) {
    if (violated(error, GUARD)) throw conflict(adminMessages.reviewChangedMeanwhile);
    throw error;
  }
  if (before.status === "approved" || change.status === "approved")
    await purgeReviewedProduct(before.productId);
  return adminReview(db, id);
}

/** `seenUpdatedAt`: the review's `updatedAt` as the admin read it; a later edit refuses the approval. */
export async function approveReview(db: Db, admin: SessionUser, id: string, seenUpdatedAt: string) {
  return moderate(db, admin, id, { status: "approved" }, Date.parse(seenUpdatedAt));
}

export async function hideReview(db: Db, admin: SessionUser, id: string, reason: string) {
  return moderate(db, admin, id, { status: "hidden", reason }, null);
}

/** An empty reply removes the shop's answer. */
export async function replyToReview(db: Db, admin: SessionUser, id: string, reply: string) {
  const before = await reviewRow(db, id);
  const text = reply === "" ? null : reply;
  await db.batch([
    db
      .update(reviews)
      .set({ reply: text, repliedAt: text === null ? null : Date.now() })
      .where(eq(reviews.id, id)),
    auditEntry(db, {
      adminId: admin.id,
      action: text === null ? "review.reply_removed" : "review.reply",
      entity: "review",
      entityId: id,
      before: { reply: before.reply },
      after: { reply: text },
    }),
  ]);
  return adminReview(db, id);
}
