/**
 * zod schemas for payloads and parameters, shared by the islands (instant feedback) and the API
 * (the authority). Messages here are what the user reads.
 */
import { z } from "zod";
import { accountMessages as am, messages } from "./messages.ts";
import { isCommonPassword } from "./common-passwords.ts";

// The pages' Content Security Policy forbids eval; zod's JIT would probe for it with `new Function`
// (a CSP violation in the browser), so run zod without it everywhere.
z.config({ jitless: true });

/** Product ids are 24 lowercase hex characters, like the `_id`s the spec's client expects. */
export const PRODUCT_ID_PATTERN = /^[a-f0-9]{24}$/;

export const productIdSchema = z.string().regex(PRODUCT_ID_PATTERN, messages.invalidProductId);

export const PRODUCT_CATEGORIES = ["Health", "Fitness", "Wellness", "Nutrition"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

// ---- Accounts ------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed and lower-cased, so `Asha@Example.com ` and `asha@example.com` are one account. */
export const emailSchema = z
  .string({ error: am.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, am.emailRequired)
  .max(254, am.emailInvalid)
  .regex(EMAIL_PATTERN, am.emailInvalid);

/** A new password (sign-up, reset, change): length limits and the common-password list. */
export const newPasswordSchema = z
  .string({ error: am.passwordRequired })
  .min(1, am.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, am.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, am.passwordTooLong)
  .refine((password) => !isCommonPassword(password), am.passwordTooCommon);

/** A password being checked, not set: only presence (old accounts may predate today's rules). */
const givenPasswordSchema = z.string({ error: am.passwordRequired }).min(1, am.passwordRequired).max(1024, am.passwordTooLong);

export const nameSchema = z.string({ error: am.nameRequired }).trim().min(1, am.nameRequired).max(100, am.nameTooLong);

export const registerSchema = z.object({ name: nameSchema, email: emailSchema, password: newPasswordSchema });

/** The sign-up form: the API payload plus the confirmation and the (enforced) terms checkbox. */
export const signupFormSchema = registerSchema
  .extend({ confirmPassword: z.string(), terms: z.boolean() })
  .refine((form) => form.password === form.confirmPassword, { message: am.passwordsDoNotMatch, path: ["confirmPassword"] })
  .refine((form) => form.terms, { message: am.termsRequired, path: ["terms"] });

export const loginSchema = z.object({ email: emailSchema, password: givenPasswordSchema, remember: z.boolean().optional() });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, am.resetTokenInvalid).max(200, am.resetTokenInvalid),
  password: newPasswordSchema,
});

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: am.passwordsDoNotMatch, path: ["confirmPassword"] });

export const changePasswordSchema = z.object({ currentPassword: givenPasswordSchema, newPassword: newPasswordSchema, remember: z.boolean().optional() });

const optionalText = (max: number) => z.string().trim().max(max, am.fieldTooLong);

/** Phone numbers are stored as digits with an optional leading +; spaces and dashes are dropped. */
export const phoneSchema = z
  .string()
  .transform((phone) => phone.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^(\+?\d{10,15})?$/, am.phoneInvalid));

export const zipCodeSchema = z.string().trim().regex(/^(\d{6})?$/, am.zipCodeInvalid);

/** `PUT /api/user/profile`: any subset of the account and personal-info fields (spec §3). */
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
  zipCode: zipCodeSchema.optional(),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
/** Country codes of the contact form's phone selector (spec §9), with their dialling prefixes. */
export const CONTACT_COUNTRIES = [
  { code: "IN", label: "India", dial: "+91" },
  { code: "US", label: "United States", dial: "+1" },
  { code: "CA", label: "Canada", dial: "+1" },
  { code: "EU", label: "European Union", dial: "" },
  { code: "UK", label: "United Kingdom", dial: "+44" },
  { code: "AU", label: "Australia", dial: "+61" },
] as const;
export type ContactCountryCode = (typeof CONTACT_COUNTRIES)[number]["code"];
const contactCountryCodes = CONTACT_COUNTRIES.map((c) => c.code) as [ContactCountryCode, ...ContactCountryCode[]];

export const CONTACT_LIMITS = { email: 254, address: 500, message: 2000, phoneDigitsMin: 6, phoneDigitsMax: 15 } as const;

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
  email: z
    .string(messages.contactEmailRequired)
    .trim()
    .min(1, messages.contactEmailRequired)
    .max(CONTACT_LIMITS.email, messages.contactEmailInvalid)
    .pipe(z.email(messages.contactEmailInvalid)),
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
