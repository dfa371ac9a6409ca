import { describe, expect, it } from "vitest";
import { adminCouponSchema, adminCouponTermsSchema } from "./admin-schemas.ts";
import { describeDiscount } from "./coupons.ts";

const form = {
  code: "joint-10",
  kind: "percent",
  value: "10",
  minOrder: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  perCustomerLimit: "",
};
const issue = (over: Record<string, unknown>) =>
  adminCouponSchema.safeParse({ ...form, ...over }).error?.issues[0]?.message;

describe("adminCouponSchema", () => {
  it("reads the form into the database's units: upper-case code, paise, Unix ms, null for blanks", () => {
    expect(adminCouponSchema.parse(form)).toEqual({
      code: "JOINT-10",
      kind: "percent",
      value: 10,
      minOrderPaise: 0,
      startsAt: null,
      expiresAt: null,
      usageLimit: null,
      perCustomerLimit: null,
    });
    expect(
      adminCouponSchema.parse({
        ...form,
        kind: "fixed",
        value: "99.50",
        minOrder: "500",
        endsAt: "2026-12-31T23:59",
        usageLimit: "100",
        perCustomerLimit: "100",
      }),
    ).toMatchObject({
      value: 9_950,
      minOrderPaise: 50_000,
      expiresAt: Date.parse("2026-12-31T23:59:00+05:30"),
      usageLimit: 100,
      perCustomerLimit: 100,
    });
  });

  it("takes 1 to 99 percent off, never 100: an order is never free", () => {
    expect(issue({ value: "1" })).toBeUndefined();
    expect(issue({ value: "99" })).toBeUndefined();
    expect(issue({ value: "100" })).toBe("Percent off must be a whole number from 1 to 99");
    expect(issue({ value: "0" })).toBe("Percent off must be a whole number from 1 to 99");
  });

  it("takes a fixed amount off only below the minimum order", () => {
    expect(issue({ kind: "fixed", value: "499.99", minOrder: "500" })).toBeUndefined();
    expect(issue({ kind: "fixed", value: "500", minOrder: "500" })).toBe(
      "The amount off must be less than the minimum order, so that no order is free",
    );
    expect(issue({ kind: "fixed", value: "0.01", minOrder: "" })).toBe(
      "The amount off must be less than the minimum order, so that no order is free",
    );
  });

  it("accepts a code of 3 and of 40 characters, not 2 or 41", () => {
    expect(issue({ code: "A1B" })).toBeUndefined();
    expect(issue({ code: "A".repeat(40) })).toBeUndefined();
    expect(issue({ code: "AB" })).toMatch(/^The code must be 3 to 40/);
    expect(issue({ code: "A".repeat(41) })).toMatch(/^The code must be 3 to 40/);
  });

  it("edits terms only: a code sent along is ignored", () => {
    expect(adminCouponTermsSchema.parse(form)).not.toHaveProperty("code");
  });
});

describe("describeDiscount", () => {
  it("says what comes off", () => {
    expect(describeDiscount("percent", 15)).toBe("15 % off");
    expect(describeDiscount("fixed", 10_050)).toBe("₹100.50 off");
  });
});
