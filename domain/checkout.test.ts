import { describe, expect, it } from "vitest";
import { normaliseIndianMobile } from "./fields.ts";
import { estimatedDeliveryAt, isOngoing, shortOrderId } from "./orders.ts";
import { deliveryAddressSchema } from "./schemas.ts";
import { VALID_DELIVERY_ADDRESS } from "./test-data.ts";

/** The shared valid address, its e-mail typed in mixed case (the rule lower-cases it). */
const address = { ...VALID_DELIVERY_ADDRESS, email: "Asha@Example.com" };
const firstMessage = (value: unknown) => {
  const result = deliveryAddressSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("delivery address rules", () => {
  it("accepts a complete address and lower-cases the e-mail", () => {
    expect(deliveryAddressSchema.parse(address)).toMatchObject({
      email: "asha@example.com",
      mobile: "9876543210",
    });
  });
  it.each(["name", "mobile", "email", "address", "city", "state", "pincode"])(
    "names the missing field %s",
    (field) => {
      expect(firstMessage({ ...address, [field]: "  " })).toBe(
        `Please fill in all required address fields (${field} is missing).`,
      );
      expect(firstMessage({ ...address, [field]: undefined })).toBe(
        `Please fill in all required address fields (${field} is missing).`,
      );
    },
  );
  it.each(["+91 98765 43210", "09876543210", "919876543210", "98765-43210"])(
    "accepts the mobile %s",
    (mobile) => {
      expect(normaliseIndianMobile(mobile)).toBe("9876543210");
      expect(firstMessage({ ...address, mobile })).toBeNull();
    },
  );
  it.each(["5876543210", "987654321", "98765432101", "abcdefghij", "+1 9876543210"])(
    "refuses the mobile %s",
    (mobile) => {
      expect(firstMessage({ ...address, mobile })).toBe(
        "Please enter a valid 10-digit Indian mobile number.",
      );
    },
  );
  it.each(["011001", "41100", "4110011", "41100a"])("refuses the pincode %s", (pincode) => {
    expect(firstMessage({ ...address, pincode })).toBe("Please enter a valid 6-digit pincode.");
  });
  it.each([
    ["name", 101, "Please keep the name under 100 characters."],
    ["address", 501, "Please keep the address under 500 characters."],
    ["city", 101, "Please keep the city under 100 characters."],
    ["state", 101, "Please keep the state under 100 characters."],
    ["mobile", 21, "Please enter a valid 10-digit Indian mobile number."],
    ["pincode", 11, "Please enter a valid 6-digit pincode."],
  ])("says the %s is too long, not missing, when it is too long", (field, length, message) => {
    expect(firstMessage({ ...address, [field]: "9".repeat(length) })).toBe(message);
  });
  it("refuses a malformed e-mail", () => {
    expect(firstMessage({ ...address, email: "asha@" })).toBe("Please enter a valid email address.");
  });
});

describe("order facts", () => {
  it("shows ids by their first 8 characters", () => {
    expect(shortOrderId("66a1f0c2b5e4d3a2c1b0f9e8")).toBe("66a1f0c2");
  });
  it("estimates delivery 3 days after the order", () => {
    expect(new Date(estimatedDeliveryAt(Date.parse("2026-01-30T10:00:00Z"))).toISOString()).toBe(
      "2026-02-02T10:00:00.000Z",
    );
  });
  it("splits ongoing orders from history", () => {
    expect(isOngoing("Shipped")).toBe(true);
    expect(isOngoing("Delivered")).toBe(false);
    expect(isOngoing("Payment Failed")).toBe(false);
  });
});
