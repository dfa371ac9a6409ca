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

// zod's JIT probes `new Function` when an object schema is created, which the pages' CSP blocks
// (and reports as a violation). Schemas in domain/ import this module first, so this runs before.
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
