import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { formSchemas } from "../src/islands/forms/form-schemas.ts";
import { recordIdSchema } from "./api/envelope.ts";
import { EMAIL_MAX_LENGTH, idSchema, indianMobileSchema } from "./fields.ts";
import { isId } from "./ids.ts";
import { IMAGE_KEY_PATTERN } from "./images.ts";
import {
  contactMessageSchema,
  createPaymentSchema,
  deliveryAddressSchema,
  forgotPasswordSchema,
  loginSchema,
  productIdSchema,
  profileUpdateSchema,
  registerSchema,
} from "./schemas.ts";
import { VALID_DELIVERY_ADDRESS } from "./test-data.ts";
import { PRIVACY_NOTICE_VERSION } from "./privacy-notice.ts";

/** Each place a customer types an e-mail: the field's value and how that place reads its answer. */
const emailForms: Record<string, { schema: z.ZodType; with: (email: string) => unknown; key?: string }> = {
  "sign-up (API)": {
    schema: registerSchema,
    with: (email) => ({
      name: "Asha",
      email,
      password: "turmeric-tea-2024",
      privacyConsent: true,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    }),
  },
  "log-in (API)": { schema: loginSchema, with: (email) => ({ email, password: "x" }) },
  "log-in (form)": { schema: formSchemas.login, with: (email) => ({ email, password: "x" }) },
  "forgot password": { schema: forgotPasswordSchema, with: (email) => ({ email }) },
  profile: { schema: profileUpdateSchema, with: (email) => ({ email }) },
  "edit profile (form)": { schema: formSchemas.editProfile, with: (email) => ({ email, phone: "" }) },
  "contact us": {
    schema: contactMessageSchema,
    with: (email) => ({ email, countryCode: "IN", message: "Hello" }),
  },
  "delivery address": {
    schema: deliveryAddressSchema,
    with: (email) => ({ ...VALID_DELIVERY_ADDRESS, email }),
  },
};

const parsedEmail = (form: (typeof emailForms)[string], email: string) => {
  const result = form.schema.safeParse(form.with(email));
  return result.success ? (result.data as { email: string }).email : null;
};

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

const VALID_EMAILS = [
  "asha@example.com",
  "  Asha.Kumar@Example.COM ",
  "o'brien+orders@mail.co.uk",
  "a@b.c",
  "ravi@xn--h2brj9c.in",
  "ज्योति@उदाहरण.भारत",
];
const INVALID_EMAILS = [
  "asha@",
  "asha",
  "@example.com",
  "asha@example",
  "a sha@example.com",
  "asha@@example.com",
  // The domain erased accounts keep (RFC 2606's `.invalid`), which no account may take.
  "erased-65a1f0c2b3d4e5f601234567@deleted.invalid",
  "asha@Mail.INVALID",
];
const TOO_LONG = `${"a".repeat(EMAIL_MAX_LENGTH - "@example.com".length + 1)}@example.com`;

describe("one e-mail rule", () => {
  it.each(VALID_EMAILS)("every form takes %j, trimmed and lower-cased", (email) => {
    for (const [name, form] of Object.entries(emailForms))
      expect(parsedEmail(form, email), name).toBe(email.trim().toLowerCase());
  });

  it.each([...INVALID_EMAILS, TOO_LONG])("every form refuses %j", (email) => {
    for (const [name, form] of Object.entries(emailForms)) expect(parsedEmail(form, email), name).toBeNull();
  });

  it("takes the longest deliverable address everywhere", () => {
    const longest = `${"a".repeat(EMAIL_MAX_LENGTH - "@example.com".length)}@example.com`;
    for (const [name, form] of Object.entries(emailForms))
      expect(parsedEmail(form, longest), name).toBe(longest);
  });

  it("words a refusal one way in each form, whatever is wrong with the address", () => {
    const wording = {
      "sign-up (API)": { missing: "Email is required", invalid: "Email is invalid" },
      "contact us": {
        missing: "Please enter your email address.",
        invalid: "Please enter a valid email address, like name@example.com.",
      },
      "delivery address": {
        missing: "Please fill in all required address fields (email is missing).",
        invalid: "Please enter a valid email address.",
      },
    } as const;
    for (const [name, { missing, invalid }] of Object.entries(wording)) {
      const form = emailForms[name]!;
      expect(firstMessage(form.schema, form.with("   ")), name).toBe(missing);
      for (const email of ["asha@", TOO_LONG])
        expect(firstMessage(form.schema, form.with(email)), name).toBe(invalid);
    }
  });
});

describe("one Indian mobile rule", () => {
  it.each([
    "9876543210",
    "+91 98765 43210",
    "09876543210",
    "919876543210",
    "98765-43210",
    "5876543210",
    "987654321",
    "+1 9876543210",
    "",
  ])("the delivery address agrees with the rule on %j", (mobile) => {
    const rule = indianMobileSchema.safeParse(mobile);
    const inAddress = deliveryAddressSchema.safeParse({ ...VALID_DELIVERY_ADDRESS, mobile });
    expect(inAddress.success).toBe(rule.success);
    if (rule.success && inAddress.success) expect(inAddress.data.mobile).toBe(rule.data);
  });
});

describe("one id rule", () => {
  const ids = [
    "66a1f0c2b5e4d3a2c1b0f9e8",
    "66A1F0C2B5E4D3A2C1B0F9E8",
    "66a1f0c2b5e4d3a2c1b0f9e",
    "66a1f0c2b5e4d3a2c1b0f9e80",
    "66a1f0c2b5e4d3a2c1b0f9eg",
    " 66a1f0c2b5e4d3a2c1b0f9e8",
    "",
  ];

  it.each(ids)("every id check agrees on %j", (id) => {
    const expected = isId(id);
    expect(productIdSchema.safeParse(id).success).toBe(expected);
    expect(createPaymentSchema.shape.orderId.safeParse(id).success).toBe(expected);
    expect(idSchema("Invalid order ID").safeParse(id).success).toBe(expected);
    expect(recordIdSchema.safeParse(id).success).toBe(expected);
    expect(IMAGE_KEY_PATTERN.test(`products/${id}.png`)).toBe(expected);
  });

  it("names what was looked for", () => {
    expect(firstMessage(productIdSchema, "nope")).toBe("Invalid product ID");
    expect(firstMessage(idSchema("Invalid user ID"), 42)).toBe("Invalid user ID");
  });
});
