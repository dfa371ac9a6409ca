/**
 * zod schemas for payloads and parameters, shared by the islands (instant feedback) and the API
 * (the authority). Messages here are what the user reads. The fields they share (e-mail, mobile,
 * PIN code, ids) are checked by the one rule for each in fields.ts.
 */
import { z } from "./zod.ts";
import { accountMessages as am } from "./account-messages.ts";
import { messages } from "./messages.ts";
import { isCommonPassword } from "./common-passwords.ts";
import type { AddressField } from "./address.ts";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./users.ts";
import { CONTACT_TEXT_LIMITS } from "./contact-limits.ts";
import { COUPON_CODE_MAX_LENGTH } from "./coupons.ts";
import { COD_BLOCK_KINDS, COD_BLOCK_REASON_MAX_LENGTH, COD_CODE_DIGITS, PAYMENT_METHODS } from "./cod.ts";
import { codMessages } from "./cod-messages.ts";
import { stateFromAddressText } from "./invoicing/states.ts";
import {
  EMAIL_MAX_LENGTH,
  emailField,
  emailSchema,
  idSchema,
  indianMobileSchema,
  optionalPincodeSchema,
  pincodeSchema,
} from "./fields.ts";

export const productIdSchema = idSchema(messages.invalidProductId);

// ---- Accounts ------------------------------------------------------------------------------

/** A new password (sign-up, reset, change): length limits and the common-password list. */
export const newPasswordSchema = z
  .string({ error: am.passwordRequired })
  .min(1, am.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, am.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, am.passwordTooLong)
  .refine((password) => !isCommonPassword(password), am.passwordTooCommon);

/** A password being checked, not set: only presence (old accounts may predate today's rules). */
const givenPasswordSchema = z
  .string({ error: am.passwordRequired })
  .min(1, am.passwordRequired)
  .max(1024, am.passwordTooLong);

export const nameSchema = z
  .string({ error: am.nameRequired })
  .trim()
  .min(1, am.nameRequired)
  .max(NAME_MAX_LENGTH, am.nameTooLong);

/**
 * Sign-up. The customer must tick the privacy notice's consent box (never pre-ticked), and the form
 * sends the notice version it showed: the server records consent to that version only while it is
 * the current one (domain/privacy-notice.ts, functions/auth/service.ts).
 */
export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  privacyConsent: z.literal(true, { error: am.privacyConsentRequired }).meta({
    description: "The customer ticked the box agreeing to the privacy notice shown at sign-up.",
  }),
  privacyNoticeVersion: z
    .string({ error: am.privacyConsentRequired })
    .min(1, am.privacyConsentRequired)
    .max(40, am.privacyNoticeChanged)
    .meta({ description: "The version of the privacy notice the form showed (it must be the current one)." }),
});

/**
 * The sign-up form: the API payload plus the confirmation and the (enforced) terms checkbox. The
 * checkboxes are booleans checked by refinements, so an unticked box is reported together with the
 * other fields' messages (a failed literal would stop zod before the refinements run).
 */
export const signupFormSchema = registerSchema
  .extend({ confirmPassword: z.string(), terms: z.boolean(), privacyConsent: z.boolean() })
  .refine((form) => form.password === form.confirmPassword, {
    message: am.passwordsDoNotMatch,
    path: ["confirmPassword"],
  })
  .refine((form) => form.terms, { message: am.termsRequired, path: ["terms"] })
  .refine((form) => form.privacyConsent, { message: am.privacyConsentRequired, path: ["privacyConsent"] });

export const loginSchema = z.object({
  email: emailSchema,
  password: givenPasswordSchema,
  remember: z.boolean().optional(),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const loginLinkSchema = z.object({
  token: z.string().min(1, am.loginLinkInvalid).max(200, am.loginLinkInvalid),
});

export const emailChangeConfirmSchema = z.object({
  token: z.string().min(1, am.emailChangeLinkInvalid).max(200, am.emailChangeLinkInvalid),
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1, am.resetTokenInvalid).max(200, am.resetTokenInvalid),
  password: newPasswordSchema,
});

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: am.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

/** Deleting one's own account: proven with the password (the UI also asks for a typed word). */
export const deleteAccountSchema = z.object({ password: givenPasswordSchema });

export const changePasswordSchema = z.object({
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
  remember: z.boolean().optional(),
});

const optionalText = (max: number) => z.string().trim().max(max, am.fieldTooLong);

/** Phone numbers are stored as digits with an optional leading +; spaces and dashes are dropped. */
export const phoneSchema = z
  .string()
  .transform((phone) => phone.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^(\+?\d{10,15})?$/, am.phoneInvalid));

/** `PUT /api/user/profile`: any subset of the account and personal-info fields. */
export const profileUpdateSchema = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  currentPassword: z.string().max(1024).optional(),
  phone: phoneSchema.optional(),
  firstName: optionalText(100).optional(),
  lastName: optionalText(100).optional(),
  address: optionalText(500).optional(),
  city: optionalText(100).optional(),
  state: optionalText(100).optional(),
  zipCode: optionalPincodeSchema.optional(),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
/**
 * Country codes of the contact form's phone selector (docs/product.md#3-the-numbers), with their
 * dialling prefixes.
 */
export const CONTACT_COUNTRIES = [
  { code: "IN", label: "India", dial: "+91" },
  { code: "US", label: "United States", dial: "+1" },
  { code: "CA", label: "Canada", dial: "+1" },
  { code: "EU", label: "European Union", dial: "" },
  { code: "UK", label: "United Kingdom", dial: "+44" },
  { code: "AU", label: "Australia", dial: "+61" },
] as const;
export type ContactCountryCode = (typeof CONTACT_COUNTRIES)[number]["code"];
const contactCountryCodes = CONTACT_COUNTRIES.map((c) => c.code) as [
  ContactCountryCode,
  ...ContactCountryCode[],
];

export const CONTACT_LIMITS = { email: EMAIL_MAX_LENGTH, ...CONTACT_TEXT_LIMITS } as const;

/** Optional; else digits, spaces, dashes, dots and brackets, an optional leading +, 6–15 digits. */
const phoneNumber = z
  .string()
  .trim()
  .refine((value) => {
    if (value === "") return true;
    if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
    const digits = value.replace(/[^0-9]/g, "").length;
    return digits >= CONTACT_LIMITS.phoneDigitsMin && digits <= CONTACT_LIMITS.phoneDigitsMax;
  }, messages.contactPhoneInvalid);

/** The Contact Us form: an e-mail to answer, an optional phone and address, and the message. */
export const contactMessageSchema = z.object({
  // The one e-mail rule, in the contact form's own (older) wording, which its tests pin.
  email: emailField({ required: messages.contactEmailRequired, invalid: messages.contactEmailInvalid }),
  countryCode: z.enum(contactCountryCodes, messages.contactCountryInvalid),
  phoneNumber: phoneNumber.default(""),
  address: z.string().trim().max(CONTACT_LIMITS.address, messages.contactAddressTooLong).default(""),
  message: z
    .string(messages.contactMessageRequired)
    .trim()
    .min(1, messages.contactMessageRequired)
    .max(CONTACT_LIMITS.message, messages.contactMessageTooLong),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

// ---------------------------------------------------------------------------------------------
// Cart and checkout

export { ADDRESS_FIELDS, type AddressField } from "./address.ts";

/** A required address field; the type error's message is the missing one, so `max` needs its own. */
const required = (field: AddressField, max: number, tooLong = messages.addressFieldTooLong(field, max)) =>
  z
    .string({ error: messages.addressFieldMissing(field) })
    .trim()
    .min(1, messages.addressFieldMissing(field))
    .max(max, tooLong);

/**
 * The delivery address: all seven fields required, naming the missing one ("Please fill in all
 * required address fields ({field} is missing).").
 */
export const deliveryAddressSchema = z.object({
  name: required("name", 100),
  mobile: required("mobile", 20, messages.invalidMobile).pipe(indianMobileSchema),
  // The one e-mail rule; "is missing" in the spec's words, "malformed" in the wording its tests pin.
  email: emailField({ required: messages.addressFieldMissing("email"), invalid: messages.invalidEmail }),
  address: required("address", 500),
  city: required("city", 100),
  // The tax invoice's place of supply: a state the invoice engine can read, never a guess.
  state: required("state", 100).refine(
    (state) => stateFromAddressText(state) !== null,
    messages.unknownState,
  ),
  pincode: required("pincode", 10, messages.invalidPincode).pipe(pincodeSchema),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

export const MAX_ORDER_QUANTITY = 10_000;
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, messages.couponInvalid)
  .max(COUPON_CODE_MAX_LENGTH, messages.couponInvalid)
  .transform((code) => code.toUpperCase());

/**
 * The spec's place-order payload. The server prices the order from the product ids, quantities,
 * address, coupon code and payment method: the names, prices and fee the client sends are ignored.
 * The total is the one figure it checks (decision 045): the customer must be charged what they
 * were shown, so an order the server prices otherwise is refused before anything is written.
 */
export const placeOrderSchema = z.object({
  products: z
    .array(
      z.looseObject({
        productId: productIdSchema,
        quantity: z
          .number(messages.cartQuantityInvalid)
          .int(messages.cartQuantityInvalid)
          .min(1, messages.cartQuantityInvalid)
          .max(MAX_ORDER_QUANTITY),
      }),
      { error: messages.emptyCart },
    )
    .min(1, messages.emptyCart)
    .max(20),
  deliveryAddress: deliveryAddressSchema
    .optional()
    .refine((value) => value !== undefined, messages.addressRequired),
  couponCode: couponCodeSchema.nullish(),
  /** Absent means online, as the spec's clients send it. */
  paymentMethod: z.enum(PAYMENT_METHODS).default("online"),
  totalAmount: z.number(messages.orderTotalInvalid).nonnegative(messages.orderTotalInvalid).nullish().meta({
    description:
      "The total the customer was shown, in rupees. When sent (not null), an order the server prices otherwise (a price or coupon changed since) is refused with 412 and nothing is written; the cart always sends it.",
  }),
});
export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

export const couponQuoteSchema = z.object({
  code: couponCodeSchema,
  products: placeOrderSchema.shape.products,
});

/** "Can I pay cash on delivery for this cart?": the cart, its coupon, and where it goes. */
export const codEligibilitySchema = z.object({
  products: placeOrderSchema.shape.products,
  couponCode: couponCodeSchema.nullish(),
  pincode: pincodeSchema,
  mobile: indianMobileSchema,
});
export type CodEligibilityInput = z.output<typeof codEligibilitySchema>;

const COD_CODE_PATTERN = new RegExp(`^\\d{${COD_CODE_DIGITS}}$`);

/** The code the customer types on the order page (spaces around it are forgiven). */
export const codConfirmationSchema = z.object({
  code: z.string({ error: codMessages.codeFormat }).trim().regex(COD_CODE_PATTERN, codMessages.codeFormat),
});

/** An admin's COD blocklist entry: a mobile number or a PIN code, and why. */
export const codBlockSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal(COD_BLOCK_KINDS[0]),
    value: z.string({ error: codMessages.blockPhoneInvalid }).pipe(indianMobileSchema),
    reason: z.string().trim().max(COD_BLOCK_REASON_MAX_LENGTH).default(""),
  }),
  z.object({
    kind: z.literal(COD_BLOCK_KINDS[1]),
    value: z.string({ error: codMessages.blockPincodeInvalid }).pipe(pincodeSchema),
    reason: z.string().trim().max(COD_BLOCK_REASON_MAX_LENGTH).default(""),
  }),
]);
export type CodBlockInput = z.output<typeof codBlockSchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** `amount` is rupees as the spec's client sends it; it must equal the server's total. */
export const createPaymentSchema = z.object({
  orderId: idSchema(messages.orderNotFound),
  amount: z.number().nonnegative(),
  currency: z.literal("INR").default("INR"),
});

export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
