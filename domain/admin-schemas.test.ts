import { describe, expect, it } from "vitest";
import {
  adminProductSchema,
  adminProductUpdateSchema,
  ingredientLines,
  listedPriceConflict,
} from "./admin-schemas.ts";

const form = {
  name: "Powder",
  originalPrice: "49",
  stock: "10",
  brand: "Asthiveda",
  category: "Health",
  description: "",
  image: "",
  netQuantityGrams: "5",
  makerRole: "manufacturer",
  makerName: "Sahyadri Herbal Works",
  makerAddress: "Plot 7, MIDC Bhosari\nPune 411026",
  countryOfOrigin: "India",
  shelfLifeMonths: "24",
  ingredients: "Hadjod (Cissus quadrangularis): 2 g\nHaldi (Curcuma longa): 500 mg",
  licenceNumber: "AYU-MH-2024-0117",
};

const declared = {
  netQuantityGrams: 5,
  shelfLifeMonths: 24,
  ingredients: [
    { name: "Hadjod (Cissus quadrangularis)", quantity: "2 g" },
    { name: "Haldi (Curcuma longa)", quantity: "500 mg" },
  ],
};

describe("adminProductSchema", () => {
  it("reads a form with blank optional fields; price and discount are not inputs", () => {
    expect(adminProductSchema.parse(form)).toEqual({
      ...form,
      ...declared,
      originalPrice: 49,
      stock: 10,
    });
  });

  it("takes no review count: it is the approved reviews' count, never typed in (decision 023)", () => {
    expect(adminProductSchema.parse({ ...form, reviews: "128" })).not.toHaveProperty("reviews");
    expect(adminProductUpdateSchema.parse({ ...form, reviews: 3 })).not.toHaveProperty("reviews");
  });

  it("reads the pack's declarations as the form writes them, and round-trips the ingredient lines", () => {
    const parsed = adminProductSchema.parse({ ...form, netQuantityGrams: " 2.125 ", makerRole: "" });
    expect(parsed).toMatchObject({ netQuantityGrams: 2.125, makerRole: "manufacturer" });
    expect(ingredientLines(parsed.ingredients)).toBe(form.ingredients);
  });

  it("parses the MRP as a decimal and stock as a whole number", () => {
    expect(adminProductSchema.parse({ ...form, originalPrice: " 39.50 ", stock: "0" })).toMatchObject({
      originalPrice: 39.5,
      stock: 0,
    });
    const issue = (over: Record<string, string>) =>
      adminProductSchema.safeParse({ ...form, ...over }).error?.issues[0]?.message;
    expect(issue({ originalPrice: "" })).toBe("MRP is required");
    expect(issue({ originalPrice: "1e3" })).toBe("MRP must be a number of rupees, at most 2 decimals");
    expect(issue({ stock: "1.5" })).toBe("Stock must be a whole number");
    expect(issue({ stock: "-1" })).toBe("Stock must be at least 0");
    expect(issue({ price: "abc" })).toBe("Price must be a number of rupees, at most 2 decimals");
    expect(issue({ discount: "abc" })).toBe("Discount must be a whole percentage from 0 to 100");
  });

  it("lets an edit leave the MRP out (the stored one stays), but not a new product", () => {
    const { originalPrice: _, ...withoutMrp } = form;
    expect(adminProductUpdateSchema.parse(withoutMrp).originalPrice).toBeUndefined();
    expect(adminProductSchema.safeParse(withoutMrp).error?.issues[0]?.message).toBe("MRP is required");
  });
});

describe("listedPriceConflict", () => {
  it("accepts a price and discount that are the listed ones, or none", () => {
    expect(listedPriceConflict({}, 4900)).toBeNull();
    expect(listedPriceConflict({ price: 44, discount: 10 }, 4900)).toBeNull();
    expect(listedPriceConflict({ price: 162 }, 18_000)).toBeNull();
  });

  it("names the right price, and why, for one that disagrees with the MRP", () => {
    expect(listedPriceConflict({ price: 150 }, 18_000)).toBe(
      "The price must be ₹162: it is the MRP ₹180 less the 10 % 30-pack discount, rounded to the rupee.",
    );
    expect(listedPriceConflict({ price: 49 }, 4950)).toBe(
      "The price must be ₹45: it is the MRP ₹49.50 less the 10 % 30-pack discount, rounded to the rupee.",
    );
  });

  it("names the right discount for one that disagrees", () => {
    expect(listedPriceConflict({ price: 44, discount: 15 }, 4900)).toBe(
      "The discount must be 10 %: it is the 30-pack discount off the MRP, the same for every product.",
    );
  });
});
