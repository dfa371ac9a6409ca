import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";
import { isValidPincode } from "./pincode.ts";
import { deliveryAddressSchema, profileUpdateSchema } from "./schemas.ts";
import { VALID_DELIVERY_ADDRESS } from "./test-data.ts";

const VALID = ["110001", "100000", "411001", "999999", " 560001 "];
const INVALID = ["011001", "000000", "11000", "1100011", "11000a", "110 001", "११०००१", "+11000", "1e5000"];

const checkoutMessage = (pincode: string) => {
  const result = deliveryAddressSchema.safeParse({ ...VALID_DELIVERY_ADDRESS, pincode });
  return result.success ? null : result.error.issues[0]!.message;
};
const profileMessage = (zipCode: string) => {
  const result = profileUpdateSchema.safeParse({ zipCode });
  return result.success ? null : result.error.issues[0]!.message;
};

describe("the PIN code rule: six digits, not starting with 0", () => {
  it.each(VALID)("accepts %j", (pincode) => {
    expect(isValidPincode(pincode)).toBe(true);
  });

  it.each(INVALID)("refuses %j", (pincode) => {
    expect(isValidPincode(pincode)).toBe(false);
  });

  it.each([...VALID, ...INVALID])(
    "the profile, the checkout and the delivery check agree on %j, with one message",
    (pincode) => {
      const expected = isValidPincode(pincode) ? null : messages.invalidPincode;
      expect(checkoutMessage(pincode)).toBe(expected);
      expect(profileMessage(pincode)).toBe(expected);
    },
  );

  it("lets the profile's PIN code be left empty (a checkout address may not)", () => {
    expect(profileMessage("")).toBeNull();
    expect(profileMessage("   ")).toBeNull();
    expect(checkoutMessage("")).toBe(messages.addressFieldMissing("pincode"));
  });
});
