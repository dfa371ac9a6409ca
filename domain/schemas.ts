/**
 * zod schemas for payloads and parameters, shared by the islands (instant feedback) and the API
 * (the authority). Messages here are what the user reads.
 */
import { z } from "zod";
import { messages } from "./messages.ts";

// zod's JIT compiles parsers with `new Function`, which the pages' Content Security Policy
// (rightly) forbids; the interpreted parser is fast enough for forms and API payloads.
z.config({ jitless: true });

/** Product ids are 24 lowercase hex characters, like the `_id`s the spec's client expects. */
export const PRODUCT_ID_PATTERN = /^[a-f0-9]{24}$/;

export const productIdSchema = z.string().regex(PRODUCT_ID_PATTERN, messages.invalidProductId);

export const PRODUCT_CATEGORIES = ["Health", "Fitness", "Wellness", "Nutrition"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

// ---------------------------------------------------------------------------------------------
// Cart and checkout

/** Indian mobile numbers: 10 digits starting 6–9, optionally written with +91, 91 or 0 in front. */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** Indian PIN codes: 6 digits, never starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** The address fields in the order the form shows them; their keys name the missing field. */
export const ADDRESS_FIELDS = ["name", "mobile", "email", "address", "city", "state", "pincode"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const required = (field: AddressField, max = 200) =>
  z
    .string({ error: messages.addressFieldMissing(field) })
    .trim()
    .min(1, messages.addressFieldMissing(field))
    .max(max);

/** `+91 98765-43210`, `09876543210` and `9876543210` all become `9876543210`. */
export function normaliseIndianMobile(raw: string): string {
  const digits = raw.replace(/[\s()-]/g, "");
  return digits.replace(/^(?:\+91|91(?=\d{10}$)|0(?=\d{10}$))/, "");
}

export const deliveryAddressSchema = z.object({
  name: required("name", 100),
  mobile: required("mobile", 20).transform(normaliseIndianMobile).pipe(z.string().regex(INDIAN_MOBILE_PATTERN, messages.invalidMobile)),
  email: required("email", 254).pipe(z.email(messages.invalidEmail)).transform((email) => email.toLowerCase()),
  address: required("address", 500),
  city: required("city", 100),
  state: required("state", 100),
  pincode: required("pincode", 10).pipe(z.string().regex(PINCODE_PATTERN, messages.invalidPincode)),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

export const MAX_ORDER_QUANTITY = 10_000;
export const couponCodeSchema = z.string().trim().min(1, messages.couponInvalid).max(40, messages.couponInvalid).transform((code) => code.toUpperCase());

/**
 * The spec's place-order payload. Only product ids, quantities, the address and the coupon code
 * are used: names, prices, the fee and the total the client sends are ignored, the server
 * recomputes them.
 */
export const placeOrderSchema = z.object({
  products: z
    .array(
      z.looseObject({
        productId: productIdSchema,
        quantity: z.number(messages.cartQuantityInvalid).int(messages.cartQuantityInvalid).min(1, messages.cartQuantityInvalid).max(MAX_ORDER_QUANTITY),
      }),
      { error: messages.emptyCart },
    )
    .min(1, messages.emptyCart)
    .max(20),
  deliveryAddress: deliveryAddressSchema.optional().refine((value) => value !== undefined, messages.addressRequired),
  couponCode: couponCodeSchema.nullish(),
});
export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

export const couponQuoteSchema = z.object({
  code: couponCodeSchema,
  products: placeOrderSchema.shape.products,
});

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** `amount` is rupees as the spec's client sends it; it must equal the server's total. */
export const createPaymentSchema = z.object({
  orderId: z.string().regex(PRODUCT_ID_PATTERN, messages.orderNotFound),
  amount: z.number().nonnegative(),
  currency: z.literal("INR").default("INR"),
});

export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
