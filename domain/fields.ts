/**
 * The kinds of value people type into the shop, each checked by one rule with one message, wherever
 * it is typed: an e-mail address, an Indian mobile number, a PIN code, a record's id. Every form and
 * every API payload builds on these (domain/schemas.ts, domain/admin-schemas.ts), so a value one
 * screen accepts is never refused by another. Modelled on Epic Stack's `user-validation.ts`.
 *
 * Where a form must word a refusal its own way, it passes its messages in; the rule stays this one.
 * Today that is the sign-up wording (the default), the delivery address's missing-field sentence,
 * and two older wordings that tests pin (`docs/product.md`, "Messages").
 */
import { z } from "./zod.ts";
import { accountMessages as am } from "./account-messages.ts";
import { messages } from "./messages.ts";
import { ID_PATTERN } from "./ids.ts";
import { isValidPincode, PINCODE_PATTERN } from "./pincode.ts";

/** How a field says it is missing or malformed. */
export type FieldMessages = { required: string; invalid: string };

// ---- E-mail ------------------------------------------------------------------------------------

/** The longest address SMTP can deliver to (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Something, an @, something, a dot, something; no spaces. Deliberately loose: a stricter pattern
 * refuses real addresses (new top-level domains, internationalised names), and whether an address
 * works is proved by the e-mails sent to it, not by its look. Accounts have always been held to
 * this pattern, so tightening it could lock existing customers out.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * The reserved `.invalid` domain (RFC 2606) receives no mail, and the shop gives its addresses to
 * erased accounts (domain/data-rights.ts): an account may not take one.
 */
const UNDELIVERABLE_DOMAIN = /\.invalid$/;

/**
 * The sign-up form's wording (*Email is required*, *Email is invalid*), the one every account form
 * and the API use.
 */
export const EMAIL_MESSAGES: FieldMessages = { required: am.emailRequired, invalid: am.emailInvalid };

/**
 * An e-mail address, trimmed and lower-cased, so `Asha@Example.com ` and `asha@example.com` are one
 * account, one order contact, one sender.
 */
export function emailField(wording: FieldMessages = EMAIL_MESSAGES) {
  return z
    .string({ error: wording.required })
    .trim()
    .toLowerCase()
    .min(1, wording.required)
    .max(EMAIL_MAX_LENGTH, wording.invalid)
    .regex(EMAIL_PATTERN, wording.invalid)
    .refine((email) => !UNDELIVERABLE_DOMAIN.test(email), wording.invalid);
}

export const emailSchema = emailField();

// ---- Indian mobile -----------------------------------------------------------------------------

/** Indian mobile numbers: 10 digits starting 6–9 (TRAI's numbering plan for mobiles). */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** `+91 98765-43210`, `09876543210` and `9876543210` all become `9876543210`. */
export function normaliseIndianMobile(raw: string): string {
  const digits = raw.replace(/[\s()-]/g, "");
  return digits.replace(/^(?:\+91|91(?=\d{10}$)|0(?=\d{10}$))/, "");
}

/** An Indian mobile number as typed (spaces, dashes, +91, 91 or 0 allowed), stored as its 10 digits. */
export const indianMobileSchema = z
  .string({ error: messages.invalidMobile })
  .transform(normaliseIndianMobile)
  .pipe(z.string().regex(INDIAN_MOBILE_PATTERN, messages.invalidMobile));

// ---- PIN code ----------------------------------------------------------------------------------

/** A PIN code that must be given (domain/pincode.ts has the rule, without zod for plain scripts). */
export const pincodeSchema = z
  .string({ error: messages.invalidPincode })
  .trim()
  .refine(isValidPincode, messages.invalidPincode);

/** A PIN code in a URL: the same rule, and nothing around it (a path names one thing). */
export const pincodePathSchema = z.string().regex(PINCODE_PATTERN, messages.invalidPincode);
/** A PIN code that may be left empty (the profile's); when given, the same rule. */
export const optionalPincodeSchema = z
  .string({ error: messages.invalidPincode })
  .trim()
  .refine((value) => value === "" || isValidPincode(value), messages.invalidPincode);

// ---- Ids ---------------------------------------------------------------------------------------

/**
 * A record's id from a path or a payload (domain/ids.ts has the rule). The message names what was
 * looked for ("Invalid order ID"), so each kind of record brings its own.
 */
export function idSchema(message: string) {
  return z.string({ error: message }).regex(ID_PATTERN, message);
}
