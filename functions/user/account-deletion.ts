/**
 * "Delete my account" (DPDP Act 2023, section 12; decision 022). The password proves it is the
 * owner; then one batch ends every session and erases the personal data, while the orders and
 * their tax invoices and credit notes stay, as tax law requires, with only the name and address
 * the invoice shows. The user row stays, anonymised, so those orders still point at a row.
 *
 * The batch's first statement records the deletion and counts the account's open orders inside
 * the batch (`account_deletions_no_open_orders`): an order open when the batch runs (one placed a
 * moment before included) aborts it whole, and the primary key lets one of two racing erasures
 * through. That guard is the only check of open orders: nothing is read before it that could age.
 */
import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import { accountMessages } from "../../domain/account-messages.ts";
import { ACCOUNT_DELETION_BLOCKING_STATUSES, erasedAccountEmail } from "../../domain/data-rights.ts";
import type { Db } from "../db/client.ts";
import {
  accountDeletions,
  contactMessages,
  deliveryAddresses,
  emailChangeLinks,
  emailOutbox,
  loginLinks,
  orders,
  passwordResetTokens,
  privacyConsents,
  refreshTokens,
  reviews,
  taxInvoices,
  users,
} from "../db/schema.ts";
import { isUniqueViolation, violated } from "../lib/batch-guards.ts";
import { badRequest, conflict } from "../lib/errors.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { purgeReviewedProduct } from "../products/edge-cache.ts";
import { recountProductReviews } from "../reviews/counts.ts";
import { getOwnUser } from "./profile.ts";

/** Not a password hash of any scheme: `verifyPassword` refuses every password against it. */
const ERASED_PASSWORD_HASH = "erased";

const NO_OPEN_ORDERS_GUARD = "account_deletions_no_open_orders";

export async function deleteOwnAccount(db: Db, userId: string, password: string, now = Date.now()) {
  const user = await getOwnUser(db, userId);
  if (!(await verifyPassword(password, user.passwordHash)))
    throw badRequest(accountMessages.currentPasswordWrong);

  const openOrders = sql`(SELECT COUNT(*) FROM ${orders} WHERE ${orders.userId} = ${userId} AND ${orders.status} IN ${ACCOUNT_DELETION_BLOCKING_STATUSES})`;
  const neverPaid = and(
    eq(orders.userId, userId),
    isNull(orders.paidAt),
    notExists(db.select({ id: taxInvoices.id }).from(taxInvoices).where(eq(taxInvoices.orderId, orders.id))),
  );
  // Their reviews go with them (a review is personal data, signed with their name and city); the
  // products they reviewed are recounted in the same batch. A review written meanwhile is pending,
  // which no count includes.
  const reviewed = await db
    .selectDistinct({ productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  try {
    await db.batch([
      db.insert(accountDeletions).values({ userId, deletedAt: now, openOrders }),
      db
        .update(users)
        .set({
          name: "",
          email: erasedAccountEmail(userId),
          passwordHash: ERASED_PASSWORD_HASH,
          status: "Inactive",
          phone: "",
          firstName: "",
          lastName: "",
          address: "",
          city: "",
          state: "",
          zipCode: "",
          updatedAt: now,
        })
        .where(eq(users.id, userId)),
      // Sessions and every link that could open one end here: a refresh cookie or an e-mailed
      // link finds no row, and access tokens already fail (the account is no longer Active).
      db.delete(refreshTokens).where(eq(refreshTokens.userId, userId)),
      db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
      db.delete(loginLinks).where(eq(loginLinks.userId, userId)),
      // The e-mails that asked to confirm a new address went there, not to the account's (by id: the
      // address may be someone else's by now).
      db
        .delete(emailOutbox)
        .where(
          inArray(
            emailOutbox.id,
            db
              .select({ id: emailChangeLinks.emailId })
              .from(emailChangeLinks)
              .where(eq(emailChangeLinks.userId, userId)),
          ),
        ),
      db.delete(emailChangeLinks).where(eq(emailChangeLinks.userId, userId)),
      db.delete(deliveryAddresses).where(eq(deliveryAddresses.userId, userId)),
      db.delete(contactMessages).where(eq(contactMessages.userId, userId)),
      // Copies of the e-mails the shop sent to the account's address.
      db.delete(emailOutbox).where(eq(emailOutbox.to, user.email)),
      // Kept orders keep what their tax invoice shows (name, address); the ways to reach the
      // customer go. Orders never paid nor invoiced are no tax record: their address goes too.
      db
        .update(orders)
        .set({ shipMobile: "", shipEmail: "", updatedAt: now })
        .where(eq(orders.userId, userId)),
      db
        .update(orders)
        .set({ shipName: "", shipAddress: "", shipCity: "", shipState: "", shipPincode: "" })
        .where(neverPaid),
      db
        .update(privacyConsents)
        .set({ withdrawnAt: now })
        .where(and(eq(privacyConsents.userId, userId), isNull(privacyConsents.withdrawnAt))),
      db.delete(reviews).where(eq(reviews.userId, userId)),
      ...reviewed.map(({ productId }) => recountProductReviews(db, productId)),
    ]);
  } catch (error) {
    if (violated(error, NO_OPEN_ORDERS_GUARD)) throw conflict(accountMessages.accountDeletionOpenOrder);
    // The same account erased by a request that got there first: what was asked for is done.
    if (isUniqueViolation(error, "account_deletions.user_id")) return;
    throw error;
  }
  await Promise.all(reviewed.map(({ productId }) => purgeReviewedProduct(productId)));
}
