/**
 * zod schemas for the admin panel's forms and the admin API (shared, so the form shows the same
 * message the server would answer). Prices are rupees here, as the spec's API shows them; the
 * server turns them into paise.
 */
import { z } from "./zod.ts";
import { adminMessages as m } from "./admin-messages.ts";
import { formatINR, paiseToRupees, rupeesToPaise, type Paise } from "./money.ts";
import { MIN_MRP_PAISE } from "./mrp.ts";
import { listedPrice } from "./pricing.ts";
import { ORDER_STATUSES } from "./orders.ts";
import { OUTSIDE_REFUND_REASON_MAX_LENGTH, OUTSIDE_REFUND_REFERENCE } from "./cod.ts";
import { AWB_PATTERN, SHIPMENT_LIMITS } from "./shipments.ts";
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from "./products.ts";
import { USER_ROLES, USER_STATUSES } from "./users.ts";
import { EMAIL_STATUSES } from "./outbox.ts";
import { IMAGE_KEY_SOURCE, UPLOADED_IMAGE_PREFIX } from "./images.ts";
import { GST_MONTH_PATTERN, GST_TABLES } from "./invoicing/gst-summary.ts";
import {
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  COUPON_STATUSES,
  MAX_COUPON_USES,
  MAX_PERCENT_OFF,
} from "./coupons.ts";
import { parseShopDateTime } from "./shop-time.ts";
import { REVIEW_STATUSES } from "./reviews.ts";
import { DECLARATION_LIMITS as L, MAKER_ROLES, type Ingredient } from "./declarations.ts";

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

/** A rupee amount ≥ 0 with at most 2 decimals (`39.50`), or nothing. */
function optionalRupees(invalid: string) {
  return z.preprocess(numberFrom(RUPEES_PATTERN), rupeeNumber(invalid, invalid).optional());
}

const wholeNumber = (required: string, invalid: string, min: number, max: number, belowMin = invalid) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .int(invalid)
    .min(min, belowMin)
    .max(max, invalid);

/** A whole number; a form's `12.5` or `1e3` is refused. */
function whole(required: string, invalid: string, min: number, max: number, belowMin?: string) {
  return z.preprocess(numberFrom(WHOLE_PATTERN), wholeNumber(required, invalid, min, max, belowMin));
}

function optionalWhole(invalid: string, min: number, max: number) {
  return z.preprocess(numberFrom(WHOLE_PATTERN), wholeNumber(invalid, invalid, min, max).optional());
}

const requiredText = (message: string, max: number) =>
  z.preprocess(
    (v) => blankToUndefined(v) ?? "",
    z.string({ error: message }).min(1, message).max(max, m.textTooLong(max)),
  );

const optionalText = (max: number) =>
  z.preprocess((v) => blankToUndefined(v) ?? "", z.string().max(max, m.textTooLong(max)));

/** An uploaded image (served by the shop) or one of the shop's own static images. */
const IMAGE_PATH = new RegExp(`^(${UPLOADED_IMAGE_PREFIX}${IMAGE_KEY_SOURCE}|/images/[\\w.-]+)$`);

/** An MRP in rupees, not below the lowest at which every pack's discount shows (MIN_MRP_PAISE). */
const mrpNumber = (required: string) =>
  rupeeNumber(required, m.productMrpInvalid).min(
    paiseToRupees(MIN_MRP_PAISE),
    m.productMrpTooLow(formatINR(MIN_MRP_PAISE)),
  );

/** The MRP, a product's one money input: the listed price and every tier's price come from it. */
export const mrpSchema = z.preprocess(numberFrom(RUPEES_PATTERN), mrpNumber(m.productMrpRequired));

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
  category: z.preprocess(
    (v) => blankToUndefined(v) ?? "Health",
    z.enum(PRODUCT_CATEGORIES, { error: m.productCategoryInvalid }),
  ),
  description: optionalText(5000),
  image: z.preprocess(
    (v) => blankToUndefined(v) ?? "",
    z.union([z.literal(""), z.string().regex(IMAGE_PATH, m.productImageInvalid)], {
      error: m.productImageInvalid,
    }),
  ),
};

/** Grams with up to 3 decimals (a milligram): the net quantity of one sachet. */
const GRAMS_PATTERN = /^\d+(\.\d{1,3})?$/;

const netQuantityGrams = z.preprocess(
  numberFrom(GRAMS_PATTERN),
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? m.netQuantityRequired : m.netQuantityInvalid(L.maxNetQuantityGrams),
    })
    .gt(0, m.netQuantityInvalid(L.maxNetQuantityGrams))
    .max(L.maxNetQuantityGrams, m.netQuantityInvalid(L.maxNetQuantityGrams))
    .refine(
      (n) => Math.round(n * 1000) === Number((n * 1000).toFixed(6)),
      m.netQuantityInvalid(L.maxNetQuantityGrams),
    ),
);

/**
 * The form's textarea gives "Name: quantity" lines (split at each line's last colon); API clients
 * may send the list itself. Either way the result is a list of `{ name, quantity }`.
 */
function ingredientsFrom(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.lastIndexOf(":");
      return colon < 0
        ? { name: line, quantity: "" }
        : { name: line.slice(0, colon).trim(), quantity: line.slice(colon + 1).trim() };
    });
}

/** The ingredient list as the form's textarea shows it: one "Name: quantity" a line. */
export const ingredientLines = (list: Ingredient[]) => list.map((i) => `${i.name}: ${i.quantity}`).join("\n");

function ingredientProblem(item: Ingredient, line: number): string | null {
  if (/[\r\n]/.test(item.name + item.quantity) || item.quantity.includes(":"))
    return m.ingredientMalformed(line);
  if (!item.name) return m.ingredientNoName(line);
  if (!item.quantity) return m.ingredientNoQuantity(line);
  if (item.name.length > L.ingredientName || item.quantity.length > L.ingredientQuantity)
    return m.ingredientTooLong(line, L.ingredientName, L.ingredientQuantity);
  return null;
}

const ingredientsSchema = z.preprocess(
  ingredientsFrom,
  z
    .array(
      z.object({
        name: z.string({ error: m.ingredientsRequired }).trim(),
        quantity: z.string({ error: m.ingredientsRequired }).trim(),
      }),
      { error: m.ingredientsRequired },
    )
    .superRefine((list, ctx) => {
      if (list.length === 0) return void ctx.addIssue({ code: "custom", message: m.ingredientsRequired });
      if (list.length > L.maxIngredients)
        return void ctx.addIssue({ code: "custom", message: m.ingredientsTooMany(L.maxIngredients) });
      list.forEach((item, i) => {
        const problem = ingredientProblem(item, i + 1);
        if (problem) ctx.addIssue({ code: "custom", path: [i], message: problem });
      });
    }),
);

/** The pack's declarations (domain/declarations.ts): required for a new product. */
const declarationFields = {
  netQuantityGrams,
  makerRole: z.preprocess(
    (v) => blankToUndefined(v) ?? "manufacturer",
    z.enum(MAKER_ROLES, { error: m.makerRoleInvalid }),
  ),
  makerName: requiredText(m.makerNameRequired, L.makerName),
  makerAddress: requiredText(m.makerAddressRequired, L.makerAddress),
  countryOfOrigin: requiredText(m.countryOfOriginRequired, L.countryOfOrigin),
  shelfLifeMonths: whole(
    m.shelfLifeRequired,
    m.shelfLifeInvalid(L.maxShelfLifeMonths),
    1,
    L.maxShelfLifeMonths,
  ),
  ingredients: ingredientsSchema,
  licenceNumber: requiredText(m.licenceNumberRequired, L.licenceNumber),
};

type DeclarationFields = typeof declarationFields;

/**
 * An edit may leave any declaration out (an API client changing the stock): what is absent stays
 * as stored. Sent blank, it is refused like a missing one on a new product.
 */
const declarationEdits = Object.fromEntries(
  Object.entries(declarationFields).map(([name, schema]) => [name, schema.optional()]),
) as { [K in keyof DeclarationFields]: z.ZodOptional<DeclarationFields[K]> };

/** A new product (POST, and the add/edit form): the MRP and the declarations are required. */
export const adminProductSchema = z.object({ ...productFields, ...declarationFields });

/**
 * An edit (PUT): without an MRP the stored one stays, and a `price` sent is checked against it;
 * so do declarations left out.
 */
export const adminProductUpdateSchema = z.object({
  ...productFields,
  originalPrice: z.preprocess(numberFrom(RUPEES_PATTERN), mrpNumber(m.productMrpInvalid).optional()),
  ...declarationEdits,
});

/**
 * Why a `price` or `discount` an API client sent cannot stand beside the MRP, naming the right
 * figure; null when they agree with the listed price (or were not sent).
 */
export function listedPriceConflict(
  sent: { price?: number; discount?: number },
  originalPricePaise: Paise,
): string | null {
  const listed = listedPrice(originalPricePaise);
  if (sent.price !== undefined && rupeesToPaise(sent.price) !== listed.pricePaise) {
    return m.productPriceMismatch(
      formatINR(listed.pricePaise),
      m.listedPriceRule(formatINR(originalPricePaise), listed.discountPercent, listed.packQuantity),
    );
  }
  if (sent.discount !== undefined && sent.discount !== listed.discountPercent)
    return m.productDiscountMismatch(listed.discountPercent, listed.packQuantity);
  return null;
}

export type AdminProduct = z.output<typeof adminProductSchema>;
export type AdminProductUpdate = z.output<typeof adminProductUpdateSchema>;

export const pageSchema = z.preprocess(
  (v) => blankToUndefined(v) ?? "1",
  z
    .string()
    .regex(/^\d{1,6}$/, m.pageInvalid)
    .transform(Number)
    .pipe(z.number().int().min(1, m.pageInvalid)),
);

const search = z.preprocess((v) => blankToUndefined(v) ?? "", z.string().max(100));

export const ORDER_FILTERS = ["All", "ongoing", ...ORDER_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** The note an admin may add to a status change or a shipment (the customer reads it). */
export const ORDER_NOTE_MAX_LENGTH = 500;

/** The orders filter defaults to All. */
export const orderListQuerySchema = z.object({
  status: z.preprocess(
    (v) => blankToUndefined(v) ?? "All",
    z.enum(ORDER_FILTERS, { error: m.orderStatusInvalid }),
  ),
  q: search,
  page: pageSchema,
});

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: m.orderStatusInvalid }),
  note: optionalText(ORDER_NOTE_MAX_LENGTH),
});

/**
 * "Ship": the courier and AWB typed by an admin, both or neither (neither: book through the courier
 * account), and an optional note for the customer.
 */
export const shipOrderSchema = z
  .object({
    courierName: z.preprocess(
      (v) => blankToUndefined(v),
      z
        .string({ error: m.courierNameInvalid(SHIPMENT_LIMITS.courierNameMax) })
        .max(SHIPMENT_LIMITS.courierNameMax, m.courierNameInvalid(SHIPMENT_LIMITS.courierNameMax))
        .optional(),
    ),
    awb: z.preprocess(
      (v) => blankToUndefined(v),
      z
        .string({ error: m.awbInvalid(SHIPMENT_LIMITS.awbMin, SHIPMENT_LIMITS.awbMax) })
        .min(SHIPMENT_LIMITS.awbMin, m.awbInvalid(SHIPMENT_LIMITS.awbMin, SHIPMENT_LIMITS.awbMax))
        .max(SHIPMENT_LIMITS.awbMax, m.awbInvalid(SHIPMENT_LIMITS.awbMin, SHIPMENT_LIMITS.awbMax))
        .regex(AWB_PATTERN, m.awbInvalid(SHIPMENT_LIMITS.awbMin, SHIPMENT_LIMITS.awbMax))
        .optional(),
    ),
    note: optionalText(ORDER_NOTE_MAX_LENGTH),
  })
  .refine((body) => (body.courierName === undefined) === (body.awb === undefined), {
    message: m.shipCourierAndAwbTogether,
  });

export type ShipOrderInput = z.infer<typeof shipOrderSchema>;

/** "Record refund" of a delivered COD order, paid outside the shop (decision 058); `amount` in rupees. */
export const outsideRefundSchema = z.object({
  amount: z.preprocess(
    numberFrom(RUPEES_PATTERN),
    rupeeNumber(m.codRefundAmountInvalid, m.codRefundAmountInvalid).refine(
      (n) => n > 0,
      m.codRefundAmountInvalid,
    ),
  ),
  // In capitals: `upi/4339…` and `UPI/4339…` are one transfer, recorded once.
  reference: z
    .string({ error: m.codRefundReferenceInvalid })
    .trim()
    .toUpperCase()
    .min(OUTSIDE_REFUND_REFERENCE.min, m.codRefundReferenceInvalid)
    .max(OUTSIDE_REFUND_REFERENCE.max, m.codRefundReferenceInvalid)
    .regex(OUTSIDE_REFUND_REFERENCE.pattern, m.codRefundReferenceInvalid),
  reason: z
    .string({ error: m.codRefundReasonInvalid })
    .trim()
    .min(1, m.codRefundReasonInvalid)
    .max(OUTSIDE_REFUND_REASON_MAX_LENGTH, m.codRefundReasonInvalid),
});

export type OutsideRefundInput = z.infer<typeof outsideRefundSchema>;

/** The users filter defaults to Active and User; "All" widens either. */
export const userListQuerySchema = z.object({
  status: z.preprocess(
    (v) => blankToUndefined(v) ?? "Active",
    z.enum(["All", ...USER_STATUSES], { error: m.userStatusInvalid }),
  ),
  role: z.preprocess(
    (v) => blankToUndefined(v) ?? "User",
    z.enum(["All", ...USER_ROLES], { error: m.userRoleInvalid }),
  ),
  q: search,
  page: pageSchema,
});

export const userStatusChangeSchema = z.object({
  status: z.enum(USER_STATUSES, { error: m.userStatusInvalid }),
});
export const userRoleChangeSchema = z.object({ role: z.enum(USER_ROLES, { error: m.userRoleInvalid }) });

export const productListQuerySchema = z.object({
  status: z.preprocess((v) => blankToUndefined(v) ?? "all", z.enum(["all", ...PRODUCT_STATUSES])),
  q: search,
  page: pageSchema,
});

export const messageListQuerySchema = z.object({
  status: z.preprocess((v) => blankToUndefined(v) ?? "open", z.enum(["open", "handled", "all"])),
  /** A ticket number (any case) or part of the sender's e-mail. */
  q: search,
  page: pageSchema,
});

export const messageHandledSchema = z.object({ handled: z.boolean() });

/** The reviews awaiting moderation come first: the filter defaults to pending. */
export const reviewListQuerySchema = z.object({
  status: z.preprocess(
    (v) => blankToUndefined(v) ?? "pending",
    z.enum(["all", ...REVIEW_STATUSES], { error: m.reviewStatusInvalid }),
  ),
  page: pageSchema,
});

export const emailListQuerySchema = z.object({
  status: z.preprocess((v) => blankToUndefined(v) ?? "all", z.enum(["all", ...EMAIL_STATUSES])),
  page: pageSchema,
});

export const AUDIT_ENTITIES = [
  "product",
  "order",
  "user",
  "contact_message",
  "email",
  "coupon",
  "pages",
  "cod_block",
  "review",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const auditListQuerySchema = z.object({
  entity: z.preprocess((v) => blankToUndefined(v) ?? "all", z.enum(["all", ...AUDIT_ENTITIES])),
  page: pageSchema,
});

/** The monthly GST summary's month, "2026-04", read in India time, and which table of it. */
export const gstSummaryQuerySchema = z.object({
  month: z.string({ error: m.gstMonthInvalid }).regex(GST_MONTH_PATTERN, m.gstMonthInvalid),
  table: z.preprocess(
    (v) => blankToUndefined(v) ?? "summary",
    z.enum(GST_TABLES, { error: m.gstTableInvalid }),
  ),
});

/** Admin lists are paginated with this many rows a page. */
export const ADMIN_PAGE_SIZE = 20;

/** A coupon code as typed: case does not matter (stored upper-case). */
export const adminCouponCodeSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
  z.string({ error: m.couponCodeInvalid }).regex(COUPON_CODE_PATTERN, m.couponCodeInvalid),
);

/** A date and time in India time (a `datetime-local` value), or ISO 8601 with a zone; blank: none. */
const optionalShopDateTime = (invalid: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalid })
      .transform((text, ctx) => {
        const at = parseShopDateTime(text);
        if (at !== null) return at;
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      })
      .optional(),
  );

const couponLimit = (invalid: string) => optionalWhole(invalid, 1, MAX_COUPON_USES);

/**
 * A coupon's terms as the form and the API give them: `value` is the percent off, or the rupees off
 * for `fixed`; `minOrder` is rupees (blank: no minimum); blank limits are unlimited.
 */
const couponTerms = {
  kind: z.enum(COUPON_KINDS, { error: m.couponKindInvalid }),
  value: z.preprocess(numberFrom(RUPEES_PATTERN), z.unknown()),
  minOrder: optionalRupees(m.couponMinimumInvalid),
  startsAt: optionalShopDateTime(m.couponStartInvalid),
  endsAt: optionalShopDateTime(m.couponEndInvalid),
  usageLimit: couponLimit(m.couponUsageLimitInvalid(MAX_COUPON_USES)),
  perCustomerLimit: couponLimit(m.couponPerCustomerLimitInvalid(MAX_COUPON_USES)),
};

type CouponTermsInput = z.output<z.ZodObject<typeof couponTerms>>;

function valueIssue(t: CouponTermsInput): string | null {
  if (t.value === undefined) return m.couponValueRequired;
  if (t.kind === "percent") {
    return Number.isInteger(t.value) && (t.value as number) >= 1 && (t.value as number) <= MAX_PERCENT_OFF
      ? null
      : m.couponPercentInvalid(MAX_PERCENT_OFF);
  }
  const amount = rupeeNumber(m.couponValueRequired, m.couponAmountInvalid).safeParse(t.value);
  // In paise: a tiny positive number of rupees (1e-9) passes the 2-decimal check but is ₹0.
  if (!amount.success || rupeesToPaise(amount.data) <= 0) return m.couponAmountInvalid;
  return rupeesToPaise(amount.data) < rupeesToPaise(t.minOrder ?? 0) ? null : m.couponAmountNotBelowMinimum;
}

function checkCouponTerms(t: CouponTermsInput, ctx: z.RefinementCtx) {
  const issue = (path: keyof CouponTermsInput, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  const value = valueIssue(t);
  if (value) issue("value", value);
  if (t.startsAt !== undefined && t.endsAt !== undefined && t.endsAt <= t.startsAt)
    issue("endsAt", m.couponEndNotAfterStart);
  if (t.usageLimit !== undefined && t.perCustomerLimit !== undefined && t.perCustomerLimit > t.usageLimit)
    issue("perCustomerLimit", m.couponPerCustomerAboveTotal);
}

/** The terms in the database's units: paise, Unix ms, null for "none". */
function storedCouponTerms(t: CouponTermsInput) {
  return {
    kind: t.kind,
    value: t.kind === "percent" ? (t.value as number) : rupeesToPaise(t.value as number),
    minOrderPaise: rupeesToPaise(t.minOrder ?? 0),
    startsAt: t.startsAt ?? null,
    expiresAt: t.endsAt ?? null,
    usageLimit: t.usageLimit ?? null,
    perCustomerLimit: t.perCustomerLimit ?? null,
  };
}

/** Creating a coupon: its code and terms. */
export const adminCouponSchema = z
  .object({ code: adminCouponCodeSchema, ...couponTerms })
  .superRefine(checkCouponTerms)
  .transform((t) => ({ code: t.code, ...storedCouponTerms(t) }));

/** Editing a coupon: its terms (the code is what names it and cannot change). */
export const adminCouponTermsSchema = z
  .object(couponTerms)
  .superRefine(checkCouponTerms)
  .transform(storedCouponTerms);

export type AdminCouponInput = z.input<typeof adminCouponSchema>;
export type AdminCoupon = z.output<typeof adminCouponSchema>;
export type AdminCouponTerms = z.output<typeof adminCouponTermsSchema>;

export const couponListQuerySchema = z.object({
  status: z.preprocess(
    (v) => blankToUndefined(v) ?? "all",
    z.enum(["all", ...COUPON_STATUSES], { error: m.couponStatusInvalid }),
  ),
  q: search,
  page: pageSchema,
});

export const couponActiveSchema = z.object({ active: z.boolean({ error: m.couponActiveInvalid }) });
