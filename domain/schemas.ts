/**
 * zod schemas for payloads and parameters, shared by the islands (instant feedback) and the API
 * (the authority). Messages here are what the user reads.
 */
import { z } from "zod";
import { messages } from "./messages.ts";

// The pages' Content Security Policy forbids eval; zod's JIT would probe for it with `new Function`
// (a CSP violation in the browser), so run zod without it everywhere.
z.config({ jitless: true });

/** Product ids are 24 lowercase hex characters, like the `_id`s the spec's client expects. */
export const PRODUCT_ID_PATTERN = /^[a-f0-9]{24}$/;

export const productIdSchema = z.string().regex(PRODUCT_ID_PATTERN, messages.invalidProductId);

export const PRODUCT_CATEGORIES = ["Health", "Fitness", "Wellness", "Nutrition"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

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
