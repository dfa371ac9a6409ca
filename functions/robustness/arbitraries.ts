/**
 * fast-check generators for hostile API requests: random and malformed JSON, wrong types, missing
 * and extra fields, huge strings, unicode, SQL and HTML injection, wrong methods and content types.
 * Field names are the ones the shop's payloads use, so generated bodies reach past the first
 * validation step often enough to exercise the services too.
 */
import fc from "fast-check";
import { VALID_DELIVERY_ADDRESS } from "../../domain/test-data.ts";

export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "1; UPDATE products SET stock = 0",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant to stay text
  "${7*7}",
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "\u202e\u0644\u0627 \u{1F600}\u{1F4A9}",
  "Ａｓｈａ 👩🏽‍⚕️ नमस्ते",
  "__proto__",
  "constructor",
] as const;

const hugeString = fc.constantFrom(10_000, 100_000, 1_000_000).map((n) => "A".repeat(n));

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "null", "undefined", "NaN", "-1", "1e309", "0x10") },
);

export const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 30, 91, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, Number.MIN_VALUE, 0.1 + 0.2),
);

/** Any JSON value, hostile leaves preferred. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyString, fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** Values that pass the shop's validation, so some fields are right and the next one is wrong. */
export function plausibleFields(ids: {
  productId: string;
  orderId: string;
  couponCode: string;
  userId: string;
  email: string;
}) {
  return {
    email: fc.constantFrom(ids.email, "admin@example.com", "fuzz.user@example.com"),
    password: fc.constantFrom("correct-horse-battery", "short", "password"),
    name: fc.constant("Asha Kumar"),
    remember: fc.boolean(),
    products: fc.constant([{ productId: ids.productId, quantity: 30 }]),
    quantity: fc.constantFrom(1, 30, 91),
    productId: fc.constant(ids.productId),
    orderId: fc.constant(ids.orderId),
    userId: fc.constant(ids.userId),
    deliveryAddress: fc.constant(VALID_DELIVERY_ADDRESS),
    couponCode: fc.constant(ids.couponCode),
    code: fc.constant(ids.couponCode),
    amount: fc.constantFrom(1320, 0, -5),
    currency: fc.constant("INR"),
    status: fc.constantFrom(
      "Processing",
      "Shipped",
      "Out for Delivery",
      "Delivered",
      "Cancelled",
      "Active",
      "Suspended",
    ),
    role: fc.constantFrom("User", "Admin"),
    stock: fc.constantFrom(0, 10, 100),
    // Listed prices of the MRPs beside them (₹49 → ₹44, ₹60 → ₹54), so writes can agree or not.
    price: fc.constantFrom(44, 54),
    originalPrice: fc.constantFrom(49, 60),
    discount: fc.constantFrom(10, 0),
    brand: fc.constant("Asthiveda"),
    category: fc.constant("Health"),
    description: fc.constant("A joint-care powder."),
    reviews: fc.constantFrom(0, 12),
    image: fc.constantFrom("", "/images/asthiveda-powder.svg"),
    handled: fc.boolean(),
    token: fc.string({ maxLength: 64 }),
    refreshToken: fc.string({ maxLength: 64 }),
    message: fc.constant("Hello, I have a question about my order."),
    phoneNumber: fc.constant("9876543210"),
    countryCode: fc.constant("IN"),
    terms: fc.boolean(),
    kind: fc.constantFrom("percent", "fixed"),
    value: fc.constantFrom(10, "99", "250.50"),
    minOrder: fc.constantFrom("", 500, "1000"),
    startsAt: fc.constantFrom("", "2026-12-01T00:00", "2026-12-01T00:00:00Z"),
    endsAt: fc.constantFrom(null, "2027-01-01T00:00"),
    usageLimit: fc.constantFrom("", 100),
    perCustomerLimit: fc.constantFrom("", 1),
    active: fc.boolean(),
    // Shiprocket's tracking webhook, for the fixture order's AWB or another.
    awb: fc.constantFrom("FUZZAWB0001", 19041424751540, ""),
    current_status: fc.constantFrom("DELIVERED", "OUT FOR DELIVERY", "RTO INITIATED", "IN TRANSIT"),
    shipment_status_id: fc.constantFrom(7, 17, 9, 18, "x"),
    current_timestamp: fc.constantFrom("23 05 2026 11:43:52", "2026-05-23 11:43:52", "yesterday"),
    scans: fc.constantFrom(
      [],
      [{ date: "2026-05-23 11:43:52", activity: "Delivered", location: "Pune" }],
      "x",
    ),
    courierName: fc.constantFrom("Blue Dart", ""),
  } satisfies Record<string, fc.Arbitrary<unknown>>;
}

/**
 * An object of the known fields: either all of them plausible but one (hostile or missing), which
 * gets past validation to the one wrong field, or any subset each plausible or hostile; plus
 * unknown extra fields.
 */
export function payloadObject(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  const allPlausible = fc.record(fields);
  const oneWrong = fc
    .tuple(allPlausible, fc.constantFrom(...names), fc.option(nastyValue, { nil: undefined }))
    .map(([object, name, value]) => ({ ...object, [name]: value }));
  const known = Object.fromEntries(
    Object.entries(fields).map(([name, plausible]) => [
      name,
      fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 1, arbitrary: nastyValue }),
    ]),
  );
  const anySubset = fc.record(known, { requiredKeys: [] });
  return fc
    .tuple(
      fc.oneof(oneWrong, anySubset),
      fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 3 }),
    )
    .map(([object, extra]) => ({ ...extra, ...object }));
}

export type Body = { text: string | undefined; contentType: string | undefined };

/** A request body: JSON of a payload-like object, any JSON, broken JSON, or none at all. */
export function requestBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant("application/json") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=utf-16",
        "application/xml",
      ),
    },
  );
  const text = fc.oneof(
    { weight: 5, arbitrary: payloadObject(fields).map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: nastyValue.map((v) => JSON.stringify(v) ?? "null") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"email":',
        "{",
        "[1,2",
        "{'a': 1}",
        "\u0000",
        "null",
        '"just a string"',
        "1e99999",
      ),
    },
    { weight: 1, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return fc.record({ text, contentType });
}

/** A value for a `:param` in a route: real ids, wrong-shaped ids, hostile strings. */
export function pathParam(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{24}$/) },
    { weight: 2, arbitrary: nastyString.filter((s) => s.length < 5000) },
  );
}

/** A query string: pagination and search parameters with odd values, or none. */
export const queryString = fc.option(
  fc
    .dictionary(
      fc.constantFrom("page", "limit", "q", "status", "from", "to", "search", "sort", "role", "format"),
      fc.oneof(
        nastyString.filter((s) => s.length < 2000),
        nastyNumber.map(String),
      ),
      { maxKeys: 3 },
    )
    .map((params) => `?${new URLSearchParams(params as Record<string, string>).toString()}`),
  { nil: "" },
);
