/**
 * zod schemas for the admin panel's forms and the admin API (shared, so the form shows the same
 * message the server would answer). Prices are rupees here, as the spec's API shows them; the
 * server turns them into paise.
 */
import { z } from "zod";
import { adminMessages as m } from "./admin-messages.ts";
import { formatINR, rupeesToPaise, type Paise } from "./money.ts";
import { listedPrice } from "./pricing.ts";
import { ORDER_STATUSES } from "./orders.ts";
import { PRODUCT_CATEGORIES } from "./schemas.ts";
import { UPLOADED_IMAGE_PREFIX } from "./images.ts";

/** Ids are 24 lowercase hex characters (products, orders, users, messages, e-mails). */
export const ID_PATTERN = /^[a-f0-9]{24}$/;
export const idSchema = (message: string) => z.string().regex(ID_PATTERN, message);

/** Form fields arrive as text, API clients may send numbers: blank means "not given". */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  return value;
}

const RUPEES_PATTERN = /^\d+(\.\d{1,2})?$/;
const WHOLE_PATTERN = /^-?\d+$/;

/** Text from a form becomes a number (NaN when it is not one); blank becomes undefined. */
const numberFrom = (pattern: RegExp) => (v: unknown) => {
  const value = blankToUndefined(v);
  if (typeof value === "string") return pattern.test(value) ? Number(value) : Number.NaN;
  return value;
};

const rupeeNumber = (required: string, invalid: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .min(0, invalid)
    .max(10_000_000, invalid)
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), invalid);

/** A rupee amount ≥ 0 with at most 2 decimals ("price parsed as decimal", spec §5). */
function rupees(required: string, invalid: string) {
  return z.preprocess(numberFrom(RUPEES_PATTERN), rupeeNumber(required, invalid));
}

function optionalRupees(invalid: string) {
  return z.preprocess(numberFrom(RUPEES_PATTERN), rupeeNumber(invalid, invalid).optional());
}

const wholeNumber = (required: string, invalid: string, min: number, max: number, belowMin = invalid) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .int(invalid)
    .min(min, belowMin)
    .max(max, invalid);

/** A whole number ("stock as integer", spec §5). */
function whole(required: string, invalid: string, min: number, max: number, belowMin?: string) {
  return z.preprocess(numberFrom(WHOLE_PATTERN), wholeNumber(required, invalid, min, max, belowMin));
}

function optionalWhole(invalid: string, min: number, max: number) {
  return z.preprocess(numberFrom(WHOLE_PATTERN), wholeNumber(invalid, invalid, min, max).optional());
}

const requiredText = (message: string, max: number) =>
  z.preprocess((v) => blankToUndefined(v) ?? "", z.string({ error: message }).min(1, message).max(max, m.textTooLong(max)));

const optionalText = (max: number) => z.preprocess((v) => blankToUndefined(v) ?? "", z.string().max(max, m.textTooLong(max)));

/** An uploaded image (served by the shop) or one of the shop's own static images. */
const IMAGE_PATH = new RegExp(`^(${UPLOADED_IMAGE_PREFIX.replaceAll("/", "\\/")}products\\/[a-f0-9]{24}\\.(jpg|png|webp|avif)|\\/images\\/[\\w.-]+)$`);

/** The MRP, a product's one money input: the listed price and every tier's price come from it. */
export const mrpSchema = rupees(m.productMrpRequired, m.productMrpInvalid);

const productFields = {
  name: requiredText(m.productNameRequired, 200),
  originalPrice: mrpSchema,
  /** Derived from the MRP, never stored; an API client may send them, and they must agree. */
  price: optionalRupees(m.productPriceInvalid),
  discount: optionalWhole(m.productDiscountInvalid, 0, 100),
  stock: whole(m.productStockRequired, m.productStockInvalid, 0, 1_000_000, m.productStockNegative),
  /** The stock the edit form showed: given, the edit applies as a change to today's stock. */
  stockWas: optionalWhole(m.productStockInvalid, 0, 1_000_000),
  brand: requiredText(m.productBrandRequired, 100),
  category: z.preprocess((v) => blankToUndefined(v) ?? "Health", z.enum(PRODUCT_CATEGORIES, { error: m.productCategoryInvalid })),
  description: optionalText(5000),
  reviews: optionalWhole(m.productReviewsInvalid, 0, 100_000_000),
  image: z.preprocess((v) => blankToUndefined(v) ?? "", z.union([z.literal(""), z.string().regex(IMAGE_PATH, m.productImageInvalid)], { error: m.productImageInvalid })),
};

const reviewsDefault = <P extends { reviews?: number }>(p: P) => ({ ...p, reviews: p.reviews ?? 0 });

/** A new product (POST, and the add/edit form): the MRP is required. */
export const adminProductSchema = z.object(productFields).transform(reviewsDefault);

/** An edit (PUT): without an MRP the stored one stays, and a `price` sent is checked against it. */
export const adminProductUpdateSchema = z.object({ ...productFields, originalPrice: optionalRupees(m.productMrpInvalid) }).transform(reviewsDefault);

/**
 * Why a `price` or `discount` an API client sent cannot stand beside the MRP, naming the right
 * figure; null when they agree with the listed price (or were not sent).
 */
export function listedPriceConflict(sent: { price?: number; discount?: number }, originalPricePaise: Paise): string | null {
  const listed = listedPrice(originalPricePaise);
  if (sent.price !== undefined && rupeesToPaise(sent.price) !== listed.pricePaise) {
    return m.productPriceMismatch(formatINR(listed.pricePaise), m.listedPriceRule(formatINR(originalPricePaise), listed.discountPercent, listed.packQuantity));
  }
  if (sent.discount !== undefined && sent.discount !== listed.discountPercent) return m.productDiscountMismatch(listed.discountPercent, listed.packQuantity);
  return null;
}

export type AdminProduct = z.output<typeof adminProductSchema>;
export type AdminProductUpdate = z.output<typeof adminProductUpdateSchema>;

export const pageSchema = z.preprocess(
  (v) => blankToUndefined(v) ?? "1",
  z.string().regex(/^\d{1,6}$/, m.pageInvalid).transform(Number).pipe(z.number().int().min(1, m.pageInvalid)),
);

const search = z.preprocess((v) => blankToUndefined(v) ?? "", z.string().max(100));

export const ORDER_FILTERS = ["All", "ongoing", ...ORDER_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Spec §9: the orders filter defaults to All. */
export const orderListQuerySchema = z.object({
  status: z.preprocess((v) => blankToUndefined(v) ?? "All", z.enum(ORDER_FILTERS, { error: m.orderStatusInvalid })),
  q: search,
  page: pageSchema,
});

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: m.orderStatusInvalid }),
  note: optionalText(500),
});

export const USER_STATUSES = ["Active", "Inactive", "Suspended"] as const;
export const USER_ROLES = ["User", "Admin"] as const;

/** Spec §9: the users filter defaults to Active and User; "All" widens either. */
export const userListQuerySchema = z.object({
  status: z.preprocess((v) => blankToUndefined(v) ?? "Active", z.enum(["All", ...USER_STATUSES], { error: m.userStatusInvalid })),
  role: z.preprocess((v) => blankToUndefined(v) ?? "User", z.enum(["All", ...USER_ROLES], { error: m.userRoleInvalid })),
  q: search,
  page: pageSchema,
});

export const userStatusChangeSchema = z.object({ status: z.enum(USER_STATUSES, { error: m.userStatusInvalid }) });
export const userRoleChangeSchema = z.object({ role: z.enum(USER_ROLES, { error: m.userRoleInvalid }) });

export const productListQuerySchema = z.object({
  status: z.preprocess((v) => blankToUndefined(v) ?? "all", z.enum(["all", "active", "archived"])),
  q: search,
  page: pageSchema,
});

export const messageListQuerySchema = z.object({
  status: z.preprocess((v) => blankToUndefined(v) ?? "open", z.enum(["open", "handled", "all"])),
  page: pageSchema,
});

export const messageHandledSchema = z.object({ handled: z.boolean() });

export const emailListQuerySchema = z.object({
  status: z.preprocess((v) => blankToUndefined(v) ?? "all", z.enum(["all", "pending", "sent", "failed"])),
  page: pageSchema,
});

export const AUDIT_ENTITIES = ["product", "order", "user", "contact_message", "email"] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const auditListQuerySchema = z.object({
  entity: z.preprocess((v) => blankToUndefined(v) ?? "all", z.enum(["all", ...AUDIT_ENTITIES])),
  page: pageSchema,
});

/** Admin lists are paginated with this many rows a page. */
export const ADMIN_PAGE_SIZE = 20;
