/**
 * The D1 schema. Money columns are integer paise; times are Unix milliseconds. Migrations are
 * generated from this file by drizzle-kit (`npm run db:generate`) and applied by wrangler.
 * Columns that hold one of a few values take their list from domain/ (categories, roles, statuses,
 * providers, kinds), so the database, the API's schemas and the panels name the same values.
 * SQLite has no enum type: the lists type the columns for drizzle; they add nothing to the SQL.
 */
import { sql } from "drizzle-orm";
import { COD_BLOCK_KINDS, PAYMENT_METHODS } from "../../domain/cod.ts";
import { COUPON_KINDS } from "../../domain/coupons.ts";
import { MAKER_ROLES, type Ingredient } from "../../domain/declarations.ts";
import { HISTORY_ENTRY_KINDS, ORDER_STATUSES } from "../../domain/orders.ts";
import { EMAIL_STATUSES } from "../../domain/outbox.ts";
import { EXTRA_REFUND_STATES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "../../domain/payments.ts";
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from "../../domain/products.ts";
import { REVIEW_STATUSES } from "../../domain/reviews.ts";
import { SHIPMENT_SOURCES, type ShipmentScan, TRACKING_STAGES } from "../../domain/shipments.ts";
import { USER_ROLES, USER_STATUSES } from "../../domain/users.ts";
import {
  check,
  index,
  integer,
  primaryKey,
  type SQLiteColumn,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const createdAt = () => integer("created_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () => integer("updated_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);
/** The account a row belongs to (`user_id`, required). `users` is declared below; the reference is read lazily. */
const accountId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id);

export const products = sqliteTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    brand: text("brand").notNull(),
    category: text("category", { enum: PRODUCT_CATEGORIES }).notNull(),
    image: text("image").notNull().default(""),
    /**
     * The MRP, the product's one money input: the quantity tiers come off it, and the listed price
     * is derived from it (`listedPricePaise` in domain/pricing.ts), never stored (decision 008).
     */
    originalPricePaise: integer("original_price_paise").notNull(),
    stock: integer("stock").notNull(),
    /**
     * The approved reviews' count and the sum of their ratings (functions/reviews/, decision 023),
     * kept in step in the same batch as every change of a review, so the catalogue reads the count
     * and the average without counting. Never entered by hand.
     */
    reviewCount: integer("review_count").notNull().default(0),
    reviewRatingSum: integer("review_rating_sum").notNull().default(0),
    /**
     * The pack's declarations (domain/declarations.ts, decision 018). Null numbers and empty texts:
     * not entered yet (products saved before declarations existed); the admin form requires them.
     */
    netQuantityMg: integer("net_quantity_mg"),
    makerRole: text("maker_role", { enum: MAKER_ROLES }).notNull().default("manufacturer"),
    makerName: text("maker_name").notNull().default(""),
    makerAddress: text("maker_address").notNull().default(""),
    countryOfOrigin: text("country_of_origin").notNull().default(""),
    shelfLifeMonths: integer("shelf_life_months"),
    ingredients: text("ingredients_json", { mode: "json" }).$type<Ingredient[]>().notNull().default([]),
    licenceNumber: text("licence_number").notNull().default(""),
    /** Archived products are hidden from the shop but kept for the orders that reference them. */
    status: text("status", { enum: PRODUCT_STATUSES }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_stock_non_negative", sql`${t.stock} >= 0`),
    check("products_price_non_negative", sql`${t.originalPricePaise} >= 0`),
  ],
);

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Stored trimmed and lower-cased, so look-ups are case-insensitive. */
    email: text("email").notNull(),
    /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` */
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("User"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("Active"),
    phone: text("phone").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

/**
 * Consent to the privacy notice (DPDP Act 2023, section 6; decision 022): the notice version the
 * customer agreed to at sign-up and when. Kept after the account is deleted, with the time consent
 * was withdrawn, because the shop must be able to show that it had consent for what it did.
 */
export const privacyConsents = sqliteTable(
  "privacy_consents",
  {
    id: text("id").primaryKey(),
    userId: accountId(),
    noticeVersion: text("notice_version").notNull(),
    givenAt: integer("given_at").notNull(),
    withdrawnAt: integer("withdrawn_at"),
  },
  (t) => [index("privacy_consents_user").on(t.userId)],
);

/**
 * Accounts their owners deleted (decision 022): the user row stays, anonymised, so the orders and
 * tax invoices kept by law still point at it. Inserted in the erasure's batch, which it also guards:
 * `open_orders` is counted inside the batch and must be 0, so an order placed or still open when the
 * batch runs aborts the whole erasure, and the primary key lets one of two racing erasures through.
 */
export const accountDeletions = sqliteTable(
  "account_deletions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id),
    deletedAt: integer("deleted_at").notNull(),
    openOrders: integer("open_orders").notNull(),
  },
  (t) => [check("account_deletions_no_open_orders", sql`${t.openOrders} = 0`)],
);

/** One row per issued refresh token; a login starts a family, each refresh rotates within it. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    userId: accountId(),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    revokedAt: integer("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash),
    index("refresh_tokens_family").on(t.familyId),
    index("refresh_tokens_user").on(t.userId),
  ],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: accountId(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash)],
);

/**
 * E-mailed one-time log-in links: how an account's owner logs in while strangers' failed attempts
 * keep the account in e-mail confirmation (functions/auth/login-throttle.ts). Only hashes are
 * stored; the e-mail gets the token as it is sent (lib/email-link-tokens.ts).
 */
export const loginLinks = sqliteTable(
  "login_links",
  {
    id: text("id").primaryKey(),
    userId: accountId(),
    tokenHash: text("token_hash").notNull(),
    /** The "remember me" choice made with the password, applied when the link is used. */
    remember: integer("remember", { mode: "boolean" }).notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("login_links_hash_unique").on(t.tokenHash), index("login_links_user").on(t.userId)],
);

/**
 * E-mailed links that confirm a new e-mail address: the account's address changes only once the
 * link sent to the new one is opened (functions/user/email-change.ts). Only hashes are stored.
 */
export const emailChangeLinks = sqliteTable(
  "email_change_links",
  {
    id: text("id").primaryKey(),
    userId: accountId(),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The outbox e-mail that carried the link, deleted with the row: it names an address never confirmed. */
    emailId: text("email_id").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_change_links_hash_unique").on(t.tokenHash),
    index("email_change_links_user").on(t.userId),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: accountId(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("Pending Payment"),
    goodsTotalPaise: integer("goods_total_paise").notNull(),
    couponCode: text("coupon_code"),
    couponDiscountPaise: integer("coupon_discount_paise").notNull().default(0),
    deliveryFeePaise: integer("delivery_fee_paise").notNull(),
    /** How the customer pays (domain/cod.ts): online, or cash on delivery with its fee. */
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("online"),
    codFeePaise: integer("cod_fee_paise").notNull().default(0),
    /** Tries at a COD order's confirmation code, each claimed before it is compared. */
    codCodeAttempts: integer("cod_code_attempts").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    shipName: text("ship_name").notNull(),
    shipMobile: text("ship_mobile").notNull(),
    shipEmail: text("ship_email").notNull(),
    shipAddress: text("ship_address").notNull(),
    shipCity: text("ship_city").notNull(),
    shipState: text("ship_state").notNull(),
    shipPincode: text("ship_pincode").notNull(),
    idempotencyKey: text("idempotency_key"),
    paidAt: integer("paid_at"),
    /** When the courier reported the parcel returned to origin (RTO); a COD one locks the account out of COD. */
    returnedAt: integer("returned_at"),
    /**
     * The expiry job's failed attempts to ask the payment provider about this unpaid order: how
     * many in a row, the last error, and when to try again (back-off, functions/payments/expiry.ts).
     */
    paymentCheckFailures: integer("payment_check_failures").notNull().default(0),
    paymentCheckError: text("payment_check_error"),
    paymentCheckRetryAt: integer("payment_check_retry_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user").on(t.userId, t.createdAt),
    // The unpaid-orders cap counts a customer's Pending Payment orders inside every order's batch.
    index("orders_user_status").on(t.userId, t.status),
    index("orders_status").on(t.status, t.createdAt),
    uniqueIndex("orders_user_idempotency").on(t.userId, t.idempotencyKey),
    // Coupon look-ups: has a coupon been used, and how often by this customer (coupons/service.ts).
    index("orders_coupon").on(t.couponCode, t.userId),
    // The COD checks read an account's COD orders (undelivered ones, returns to origin).
    index("orders_user_payment_method").on(t.userId, t.paymentMethod, t.status),
    check("orders_totals_non_negative", sql`${t.totalPaise} >= 0 AND ${t.goodsTotalPaise} >= 0`),
  ],
);

/**
 * The address a customer's last order was delivered to, offered at the next checkout. Kept apart
 * from the profile (users.phone, address, …), which only the customer edits.
 */
export const deliveryAddresses = sqliteTable("delivery_addresses", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id),
  name: text("name").notNull(),
  mobile: text("mobile").notNull(),
  email: text("email").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  pincode: text("pincode").notNull(),
  updatedAt: updatedAt(),
});

export const orderLines = sqliteTable(
  "order_lines",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    name: text("name").notNull(),
    image: text("image").notNull(),
    originalPricePaise: integer("original_price_paise").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    discountPercent: integer("discount_percent").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalPaise: integer("line_total_paise").notNull(),
  },
  (t) => [
    index("order_lines_order").on(t.orderId),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = sqliteTable(
  "order_status_history",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    kind: text("kind", { enum: HISTORY_ENTRY_KINDS }).notNull().default("change"),
    note: text("note").notNull().default(""),
    /** The admin or customer who made the change; null for the system (payment, expiry). */
    changedBy: text("changed_by"),
    createdAt: createdAt(),
  },
  (t) => [index("order_status_history_order").on(t.orderId, t.createdAt)],
);

export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    providerPaymentId: text("provider_payment_id"),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("created"),
    refundId: text("refund_id"),
    /** Why the gateway refused the last refund attempt (status `refund_failed`), as it said it. */
    refundError: text("refund_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_order_unique").on(t.orderId),
    uniqueIndex("payments_provider_order_unique").on(t.providerOrderId),
    uniqueIndex("payments_provider_payment_unique").on(t.providerPaymentId),
  ],
);

/**
 * The shop's refund of a captured payment its order did not need (a second payment, one arriving
 * after the order closed): one row per payment, claimed before Razorpay is asked, so reports that
 * arrive together (payment.captured, order.paid, the checkout's callback) refund it once and note
 * it on the order once (functions/payments/settle.ts).
 */
export const extraPaymentRefunds = sqliteTable("extra_payment_refunds", {
  providerPaymentId: text("provider_payment_id").primaryKey(),
  orderId: text("order_id")
    .notNull()
    .references(() => orders.id),
  state: text("state", { enum: EXTRA_REFUND_STATES }).notNull(),
  /** When Razorpay first refused it: the order's note and the admins' e-mail are written then only. */
  refusedAt: integer("refused_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Razorpay webhook deliveries, kept by event id so a replay is acknowledged and ignored. */
export const webhookEvents = sqliteTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/**
 * Admin-made coupons (functions/coupons/, docs/decisions/011). `code` is stored upper-case, so codes
 * are case-insensitive. `used_count` counts the orders holding a use (an unpaid order that expires
 * or is cancelled gives its use back); the per-customer count is read from `orders` itself.
 */
export const coupons = sqliteTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    kind: text("kind", { enum: COUPON_KINDS }).notNull(),
    /** Percent off for `percent`, paise off for `fixed`. */
    value: integer("value").notNull(),
    minOrderPaise: integer("min_order_paise").notNull().default(0),
    /** Usable from this instant on; null: from creation. */
    startsAt: integer("starts_at"),
    /** Usable until just before this instant (the coupon's end); null: no end. */
    expiresAt: integer("expires_at"),
    /** Total uses; null: unlimited. */
    usageLimit: integer("usage_limit"),
    /** Uses per customer; null: unlimited. */
    perCustomerLimit: integer("per_customer_limit"),
    usedCount: integer("used_count").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: integer("updated_at"),
  },
  (t) => [check("coupons_value_positive", sql`${t.value} > 0`)],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    /**
     * The number the sender is given, e.g. `CARE-7KQ4-M2XD` (domain/contact-tickets.ts); null for
     * messages received before tickets existed.
     */
    ticket: text("ticket"),
    /**
     * The account the sender was signed in to, if any: a customer's data export and erasure find
     * their messages by it, never by the typed e-mail (which nobody proved is theirs; decision 022).
     */
    userId: text("user_id").references(() => users.id),
    email: text("email").notNull(),
    countryCode: text("country_code").notNull(),
    phoneNumber: text("phone_number").notNull(),
    address: text("address").notNull(),
    message: text("message").notNull().default(""),
    handledAt: integer("handled_at"),
    handledBy: text("handled_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created").on(t.createdAt),
    index("contact_messages_user").on(t.userId),
    uniqueIndex("contact_messages_ticket_unique").on(t.ticket),
  ],
);

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("body_text").notNull(),
    html: text("body_html"),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Until when the delivery that claimed it is sending it; no other may meanwhile (lib/email-delivery.ts). */
    leaseUntil: integer("lease_until"),
    lastError: text("last_error"),
    sentAt: integer("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_status").on(t.status, t.createdAt)],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    adminId: text("admin_id")
      .notNull()
      .references(() => users.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: text("before_json"),
    after: text("after_json"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created").on(t.createdAt), index("audit_log_entity").on(t.entity, t.entityId)],
);

/** Fixed-window counters shared by every Worker instance (rate limits). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    // A hit inside a caller's batch that would pass its limit writes -1 and aborts the batch
    // (rateLimitHitsInBatch in functions/lib/rate-limit.ts); counts are never negative otherwise.
    check("rate_limits_count_non_negative", sql`${t.count} >= 0`),
  ],
);

/**
 * What the courier (Shiprocket) last said about delivering to a PIN code from the pickup, reused
 * for a day (COURIER_ANSWER_TTL_MS) so a PIN code check rarely waits for the courier. Holds at most
 * one row per PIN code of the bundled table: only PIN codes India Post knows are asked about.
 */
export const courierPincodeAnswers = sqliteTable("courier_pincode_answers", {
  pincode: text("pincode").primaryKey(),
  serviceable: integer("serviceable", { mode: "boolean" }).notNull(),
  /** Some courier on the route collects cash on delivery. */
  cod: integer("cod", { mode: "boolean" }).notNull(),
  /** Working days in transit of the courier we would ship with; null when it gave none. */
  transitDays: integer("transit_days"),
  courierName: text("courier_name"),
  checkedAt: integer("checked_at").notNull(),
});

/**
 * The parcel an order left in (one per order): its courier, AWB and label, and the courier's scans
 * (docs/decisions/019-shipments-and-tracking.md). Booked through the courier account (`courier`:
 * the aggregator's order and shipment ids are kept, its webhook and the reconcile job track it) or
 * typed in by an admin (`manual`). Written in the same batch as the order's move to Shipped.
 */
export const shipments = sqliteTable(
  "shipments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    source: text("source", { enum: SHIPMENT_SOURCES }).notNull(),
    courierName: text("courier_name").notNull(),
    awb: text("awb").notNull(),
    /** The shipping label (PDF) the courier made; null for manual shipments or when it made none. */
    labelUrl: text("label_url"),
    /** The aggregator's ids (Shiprocket order and shipment), for courier-booked parcels. */
    providerOrderId: text("provider_order_id"),
    providerShipmentId: text("provider_shipment_id"),
    /** The courier's latest status in its own words (e.g. "IN TRANSIT"), shown beside the scans. */
    courierStatus: text("courier_status").notNull().default(""),
    /** Where the courier's latest update put the parcel (domain/shipments.ts); null before its first. */
    stage: text("stage", { enum: TRACKING_STAGES }),
    scans: text("scans_json", { mode: "json" }).$type<ShipmentScan[]>().notNull().default([]),
    /** The courier's time of the latest tracking update applied; older updates are ignored. */
    lastUpdateAt: integer("last_update_at"),
    /** When the reconcile job asks the courier next, and its failed asks in a row (back-off). */
    trackCheckAt: integer("track_check_at"),
    trackCheckFailures: integer("track_check_failures").notNull().default(0),
    trackCheckError: text("track_check_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("shipments_order_unique").on(t.orderId),
    uniqueIndex("shipments_awb_unique").on(t.awb),
    index("shipments_track_check").on(t.trackCheckAt),
  ],
);

/**
 * The parcels an order's shipment had before the one it has now (decision 050): a lost parcel
 * replaced, a booking cancelled before pickup booked again, a returned parcel sent again. The
 * courier may still speak of a lost one (it turns up, and is delivered or comes back): its webhook
 * names the AWB, and the admins are told of each new stage once (`news_stage`; an update no newer
 * than `news_at` is none). Written in the same batch as the parcel that took its place; an AWB
 * typed in for a new parcel is refused when it is here.
 */
export const earlierParcels = sqliteTable(
  "earlier_parcels",
  {
    awb: text("awb").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    courierName: text("courier_name").notNull(),
    /** Where the courier last put it when it was replaced: `lost`, `cancelled` or `returned`. */
    endedAs: text("ended_as", { enum: TRACKING_STAGES }),
    replacedAt: integer("replaced_at").notNull(),
    /** The courier's latest news of it since (delivered, returned), at the courier's time. */
    newsStage: text("news_stage", { enum: TRACKING_STAGES }),
    newsAt: integer("news_at"),
  },
  (t) => [
    index("earlier_parcels_order").on(t.orderId),
    // The guard of news said once: two copies of one update racing, the second's batch sets −1.
    check("earlier_parcels_news_once", sql`${t.newsAt} IS NULL OR ${t.newsAt} >= 0`),
  ],
);

/**
 * Goods the courier lost (decision 056): a row each time a parcel is reported lost, written in the
 * batch that applies the report, and its `found_at` when the courier later reports the same parcel
 * delivered or returned after all. Kept as events, each at the courier's time, so a month's list of
 * goods lost (for the input tax credit to reverse, and the claim against the courier) reads the
 * same whenever it is downloaded; a parcel found later is listed again in the month it was found.
 */
export const parcelLosses = sqliteTable(
  "parcel_losses",
  {
    id: text("id").primaryKey(),
    awb: text("awb").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    courierName: text("courier_name").notNull(),
    lostAt: integer("lost_at").notNull(),
    foundAt: integer("found_at"),
    /** `delivered` or `returned`: where the goods turned up. */
    foundAs: text("found_as", { enum: TRACKING_STAGES }),
  },
  (t) => [
    index("parcel_losses_awb").on(t.awb),
    index("parcel_losses_lost").on(t.lostAt),
    index("parcel_losses_found").on(t.foundAt),
  ],
);

/**
 * What a GST document (a tax invoice or a credit note) stores of its number and content. Each kind
 * is a series of its own: "ASV/26-27/000123" is series "ASV", financial year "26-27" (as the number
 * writes it) and serial 123.
 */
const gstDocumentColumns = () => ({
  series: text("series").notNull(),
  financialYear: text("financial_year").notNull(),
  serial: integer("serial").notNull(),
  number: text("number").notNull(),
  issuedAt: integer("issued_at").notNull(),
  totalPaise: integer("total_paise").notNull(),
  document: text("document_json").notNull(),
});

/**
 * A series' numbers have no gaps and no duplicates: a second batch that read the same highest
 * serial fails on the unique serial instead of sharing a number. CGST Rules, rule 46(b): a number
 * has at most 16 characters, so a series that outgrew its digits stops here.
 */
function gstDocumentNumbering(
  table: string,
  t: { series: SQLiteColumn; financialYear: SQLiteColumn; serial: SQLiteColumn; number: SQLiteColumn },
) {
  return [
    uniqueIndex(`${table}_serial_unique`).on(t.series, t.financialYear, t.serial),
    uniqueIndex(`${table}_number_unique`).on(t.number),
    check(`${table}_number_length`, sql`length(${t.number}) <= 16 AND ${t.serial} >= 1`),
  ];
}

/**
 * GST tax invoices (decision 015, decision 020): one per order, issued in the batch that moves the
 * order to Processing. The serial is allocated in that batch as the series' highest in the
 * financial year plus one, and UNIQUE(series, financial_year, serial) makes a second batch that
 * read the same highest fail instead of sharing a number, so the numbers have no gaps and no
 * duplicates. `document_json` is the InvoiceDocument the PDF prints, fixed at issue: the PDF is
 * drawn from it (never from the order or today's config), and credit notes are built from it.
 */
export const taxInvoices = sqliteTable(
  "tax_invoices",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    ...gstDocumentColumns(),
  },
  (t) => [
    uniqueIndex("tax_invoices_order_unique").on(t.orderId),
    ...gstDocumentNumbering("tax_invoices", t),
    index("tax_invoices_issued").on(t.issuedAt),
  ],
);

/**
 * Credit notes against tax invoices (CGST Act section 34), a series of their own, allocated the
 * same way as invoices in the batch that cancels the order. `document_json` is the
 * CreditNoteDocument the PDF prints.
 */
export const creditNotes = sqliteTable(
  "credit_notes",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => taxInvoices.id),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    ...gstDocumentColumns(),
    /**
     * The Razorpay refund this note records: a refund made in Razorpay's dashboard, often of a part
     * of the order (decision 020); null for a cancellation's note. Unique: one note per refund,
     * however often or concurrently its webhook is delivered.
     */
    providerRefundId: text("provider_refund_id"),
  },
  (t) => [
    ...gstDocumentNumbering("credit_notes", t),
    uniqueIndex("credit_notes_provider_refund_unique").on(t.providerRefundId),
    index("credit_notes_order").on(t.orderId),
    index("credit_notes_issued").on(t.issuedAt),
  ],
);

/**
 * Delivery mobiles and PIN codes admins refuse cash on delivery to (docs/decisions/021): an order
 * whose delivery mobile, account phone or delivery PIN code is here must be paid online.
 */
export const codBlocklist = sqliteTable(
  "cod_blocklist",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: COD_BLOCK_KINDS }).notNull(),
    /** 10 digits for a phone, 6 for a PIN code: stored as they are compared. */
    value: text("value").notNull(),
    reason: text("reason").notNull().default(""),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cod_blocklist_kind_value").on(t.kind, t.value)],
);

/**
 * Cash collected at the door for a COD order, recorded when the courier reports it Delivered: the
 * amount, when, and the parcel's AWB. `remittedAt` is set when the courier has paid the shop.
 */
export const codCollections = sqliteTable(
  "cod_collections",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id),
    amountPaise: integer("amount_paise").notNull(),
    awb: text("awb").notNull(),
    collectedAt: integer("collected_at").notNull(),
    remittedAt: integer("remitted_at"),
    remittedBy: text("remitted_by"),
  },
  (t) => [index("cod_collections_remitted").on(t.remittedAt)],
);

/**
 * Reviews from verified buyers (functions/reviews/, decision 023): one per order line, written by
 * the order's customer once it was delivered, published only once an admin approves it. Texts are
 * plain text, stored as typed.
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    userId: accountId(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    orderLineId: text("order_line_id")
      .notNull()
      .references(() => orderLines.id),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    text: text("body_text").notNull(),
    /** Where the buyer says they are from, shown beside their first name; empty: not given. */
    city: text("city").notNull().default(""),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    /** Why an admin hid it (the customer sees it on their order page). */
    hideReason: text("hide_reason"),
    /** The shop's public answer, shown under the review. */
    reply: text("reply"),
    repliedAt: integer("replied_at"),
    /** The admin who last approved or hid it, and when. */
    moderatedBy: text("moderated_by").references(() => users.id),
    moderatedAt: integer("moderated_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_order_line_unique").on(t.orderLineId),
    // The product page: a product's approved reviews, newest first.
    index("reviews_product_status").on(t.productId, t.status, t.createdAt),
    // The moderation queue and the landing page's newest approved reviews.
    index("reviews_status").on(t.status, t.createdAt),
    index("reviews_user").on(t.userId, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
