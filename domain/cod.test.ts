import { describe, expect, it } from "vitest";
import {
  COD_FEE_PAISE,
  COD_MAX_ORDER_TOTAL_PAISE,
  type CodFacts,
  codConfirmationDeadline,
  codRefusal,
} from "./cod.ts";
import { quoteCart } from "./pricing.ts";

const allowed: CodFacts = {
  pincodeAllowsCod: true,
  totalWithFeePaise: COD_MAX_ORDER_TOTAL_PAISE,
  recentRto: false,
  blocklisted: false,
  undeliveredCodOrders: 0,
};

describe("cash on delivery rules", () => {
  it("allows an order meeting every rule, up to the limit exactly", () => {
    expect(codRefusal(allowed)).toBeNull();
  });

  it.each([
    [{ pincodeAllowsCod: false }, "pincode"],
    [{ totalWithFeePaise: COD_MAX_ORDER_TOTAL_PAISE + 1 }, "total"],
    [{ recentRto: true }, "recent_rto"],
    [{ blocklisted: true }, "blocklisted"],
    [{ undeliveredCodOrders: 1 }, "undelivered_cod"],
  ] as const)("refuses %o: %s", (change, reason) => {
    expect(codRefusal({ ...allowed, ...change })).toBe(reason);
  });

  it("the confirmation window is 24 hours", () => {
    expect(codConfirmationDeadline(0)).toBe(24 * 60 * 60 * 1000);
  });
});

describe("the COD fee in the quote", () => {
  const lines = [{ productId: "p", quantity: 30, originalPricePaise: 4900 }];
  it("is its own line, added to the total, only for cash on delivery", () => {
    expect(quoteCart(lines, null, "cod")).toMatchObject({
      goodsTotalPaise: 1320_00,
      deliveryFeePaise: 0,
      codFeePaise: COD_FEE_PAISE,
      grandTotalPaise: 1320_00 + 40_00,
    });
    expect(quoteCart(lines)).toMatchObject({ codFeePaise: 0, grandTotalPaise: 1320_00 });
    expect(quoteCart([], null, "cod").grandTotalPaise).toBe(0);
  });
});
