import { describe, expect, it } from "vitest";
import {
  constantTimeEqualText,
  hmacSha256Hex,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from "./razorpay.ts";

describe("Razorpay signatures", () => {
  it("computes HMAC-SHA256 as hex (RFC test vector)", async () => {
    expect(await hmacSha256Hex("key", "The quick brown fox jumps over the lazy dog")).toBe(
      "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8",
    );
  });

  it("verifies checkout signatures over order_id|payment_id", async () => {
    const signature = await hmacSha256Hex("secret", "order_1|pay_1");
    expect(
      await verifyPaymentSignature({ providerOrderId: "order_1", paymentId: "pay_1", signature }, "secret"),
    ).toBe(true);
    expect(
      await verifyPaymentSignature({ providerOrderId: "order_1", paymentId: "pay_2", signature }, "secret"),
    ).toBe(false);
    expect(
      await verifyPaymentSignature({ providerOrderId: "order_1", paymentId: "pay_1", signature }, "other"),
    ).toBe(false);
    expect(
      await verifyPaymentSignature(
        { providerOrderId: "order_1", paymentId: "pay_1", signature: "" },
        "secret",
      ),
    ).toBe(false);
  });

  it("verifies webhooks over the raw body and refuses an empty secret", async () => {
    const body = '{"event":"payment.captured"}';
    const signature = await hmacSha256Hex("whsec", body);
    expect(await verifyWebhookSignature(body, signature, "whsec")).toBe(true);
    expect(await verifyWebhookSignature(`${body} `, signature, "whsec")).toBe(false);
    expect(await verifyWebhookSignature(body, signature, "")).toBe(false);
  });

  it("compares texts of any length without throwing", () => {
    expect(constantTimeEqualText("abc", "abc")).toBe(true);
    expect(constantTimeEqualText("abc", "abd")).toBe(false);
    expect(constantTimeEqualText("abc", "abcd")).toBe(false);
    expect(constantTimeEqualText("", "")).toBe(true);
  });
});
