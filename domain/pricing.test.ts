import { describe, expect, it } from "vitest";
import {
  couponDiscountPaise,
  deliveryFeeFor,
  discountedUnitPricePaise,
  discountPercentForQuantity,
  listedPrice,
  quoteCart,
} from "./pricing.ts";
import { tierPackPrices } from "./pack-prices.ts";
import { DEFAULT_PRODUCT } from "./catalogue.ts";
import { MIN_MRP_PAISE } from "./mrp.ts";

describe("quantity discount tiers", () => {
  it.each([
    [1, 0],
    [29, 0],
    [30, 10],
    [59, 10],
    [60, 15],
    [89, 15],
    [90, 20],
    [91, 20],
    [500, 20],
  ])("%i units → %i %%", (quantity, percent) => {
    expect(discountPercentForQuantity(quantity)).toBe(percent);
  });
});

describe("per-unit price, rounded to a whole rupee", () => {
  it("gives the default product's prices at each tier (MRP ₹49)", () => {
    expect(discountedUnitPricePaise(4900, 29)).toBe(4900);
    expect(discountedUnitPricePaise(4900, 30)).toBe(4400); // 44.10
    expect(discountedUnitPricePaise(4900, 60)).toBe(4200); // 41.65
    expect(discountedUnitPricePaise(4900, 90)).toBe(3900); // 39.20
  });
  it("rounds halves up and below-halves down", () => {
    expect(discountedUnitPricePaise(4500, 30)).toBe(4100); // 40.50 → 41
    expect(discountedUnitPricePaise(4490, 30)).toBe(4000); // 40.41 → 40
    expect(discountedUnitPricePaise(5000, 60)).toBe(4300); // 42.50 → 43
  });
  it("never charges above the MRP: below the first tier an MRP with paise rounds down", () => {
    expect(discountedUnitPricePaise(3950, 29)).toBe(3900); // ₹39.50 → ₹39, not ₹40
    expect(discountedUnitPricePaise(3949, 1)).toBe(3900);
    for (let mrp = 2000; mrp <= 50_000; mrp += 7)
      for (const quantity of [1, 29, 30, 59, 60, 89, 90, 120])
        expect(discountedUnitPricePaise(mrp, quantity)).toBeLessThanOrEqual(mrp);
  });
});

describe("the listed price, derived from the MRP (decisions.md: One price)", () => {
  it("is the per-unit price of the smallest pack: the default product lists ₹44 (MRP ₹49)", () => {
    expect(listedPrice(DEFAULT_PRODUCT.originalPricePaise)).toEqual({
      pricePaise: 4400,
      discountPercent: 10,
      packQuantity: 30,
    });
  });
  it("is what the cart charges a unit at 30, whatever the MRP", () => {
    // MRP ₹180 lists ₹162, not a price typed beside it (the old form let ₹150 be shown).
    expect(listedPrice(18_000).pricePaise).toBe(16_200);
    for (const mrp of [0, 100, 4500, 4490, 4950, 18_000, 99_999]) {
      const cart = quoteCart([{ productId: "p", quantity: 30, originalPricePaise: mrp }]);
      expect(listedPrice(mrp).pricePaise).toBe(cart.lines[0]!.unitPricePaise);
    }
  });
  it("rounds to the rupee as the cart does: halves up, paise in the MRP included", () => {
    expect(listedPrice(4500).pricePaise).toBe(4100); // 40.50 → 41
    expect(listedPrice(4490).pricePaise).toBe(4000); // 40.41 → 40
    expect(listedPrice(3950).pricePaise).toBe(3600); // 35.55 → 36
  });
});

describe("the lowest MRP (MIN_MRP_PAISE)", () => {
  const unitPrices = (mrp: number) => [30, 60, 90].map((quantity) => discountedUnitPricePaise(mrp, quantity));

  it("is ₹20: from there on every pack size costs less a unit than the one before, and than the MRP", () => {
    expect(MIN_MRP_PAISE).toBe(2000);
    for (let mrp = MIN_MRP_PAISE; mrp <= 500_00; mrp += 7) {
      const [of30, of60, of90] = unitPrices(mrp);
      expect(of30! < mrp && of60! < of30! && of90! < of60!, `MRP ${mrp} paise: ${unitPrices(mrp)}`).toBe(
        true,
      );
    }
  });

  it("keeps out the MRPs whose discounts round away", () => {
    expect(unitPrices(500)).toEqual([500, 400, 400]); // "10 % off" at the MRP itself
    expect(unitPrices(1000)).toEqual([900, 900, 800]); // 30 and 60 cost the same
  });
});

describe("tier pack prices (the admin form's preview)", () => {
  it("gives the unit price and total of 30, 60 and 90 for MRP ₹180", () => {
    expect(tierPackPrices(18_000)).toEqual([
      {
        quantity: 30,
        discountPercent: 10,
        unitPricePaise: 16_200,
        goodsTotalPaise: 486_000,
        deliveryFeePaise: 0,
      },
      {
        quantity: 60,
        discountPercent: 15,
        unitPricePaise: 15_300,
        goodsTotalPaise: 918_000,
        deliveryFeePaise: 0,
      },
      {
        quantity: 90,
        discountPercent: 20,
        unitPricePaise: 14_400,
        goodsTotalPaise: 1_296_000,
        deliveryFeePaise: 0,
      },
    ]);
  });
  it("adds the delivery fee to a pack under the free-delivery threshold", () => {
    // MRP ₹10: 30 × ₹9 = ₹270 pays ₹50 delivery; 60 × ₹9 (8.50 → 9) = ₹540 does not.
    expect(tierPackPrices(1_000).map((p) => [p.goodsTotalPaise, p.deliveryFeePaise])).toEqual([
      [27_000, 5_000],
      [54_000, 0],
      [72_000, 0],
    ]);
  });
});

describe("delivery fee", () => {
  it("charges ₹50 below ₹399 and nothing from ₹399 up", () => {
    expect(deliveryFeeFor(39_899)).toBe(5_000);
    expect(deliveryFeeFor(39_900)).toBe(0);
    expect(deliveryFeeFor(100)).toBe(5_000);
  });
  it("charges nothing for an empty cart", () => {
    expect(deliveryFeeFor(0)).toBe(0);
  });
});

describe("coupons", () => {
  const tenPercent = { code: "JOINT10", kind: "percent", value: 10, minOrderPaise: 50_000 } as const;
  it("takes a percentage off when the minimum is met", () => {
    expect(couponDiscountPaise(tenPercent, 132_000)).toBe(13_200);
    expect(couponDiscountPaise(tenPercent, 49_999)).toBe(0);
  });
  it("never takes off more than the goods are worth", () => {
    expect(
      couponDiscountPaise({ code: "BIG", kind: "fixed", value: 999_999, minOrderPaise: 0 }, 10_000),
    ).toBe(10_000);
  });
});

describe("quoteCart", () => {
  it("prices 30 packs of the default product with free delivery", () => {
    const quote = quoteCart([{ productId: "p", quantity: 30, originalPricePaise: 4900 }]);
    expect(quote.lines[0]).toMatchObject({
      unitPricePaise: 4400,
      discountPercent: 10,
      lineTotalPaise: 132_000,
    });
    expect(quote).toMatchObject({ goodsTotalPaise: 132_000, deliveryFeePaise: 0, grandTotalPaise: 132_000 });
  });
  it("charges delivery on a small order", () => {
    const quote = quoteCart([{ productId: "p", quantity: 5, originalPricePaise: 4900 }]);
    expect(quote).toMatchObject({
      goodsTotalPaise: 24_500,
      deliveryFeePaise: 5_000,
      grandTotalPaise: 29_500,
    });
  });
  it("applies the threshold after the coupon", () => {
    const quote = quoteCart([{ productId: "p", quantity: 9, originalPricePaise: 4900 }], {
      code: "FLAT50",
      kind: "fixed",
      value: 5_000,
      minOrderPaise: 0,
    });
    // ₹441 of goods − ₹50 = ₹391, under ₹399: delivery is charged again.
    expect(quote).toMatchObject({
      goodsTotalPaise: 44_100,
      couponDiscountPaise: 5_000,
      deliveryFeePaise: 5_000,
      grandTotalPaise: 44_100,
    });
  });
});
