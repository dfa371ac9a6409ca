import { describe, expect, it } from "vitest";
import { adminProductSchema } from "./admin-schemas.ts";

const form = { name: "Powder", price: "44", originalPrice: "", discount: "", stock: "10", brand: "Asthiveda", category: "Health", description: "", reviews: "", image: "" };

describe("adminProductSchema", () => {
  it("reads a form with blank optional fields: original price = price, no discount, no reviews", () => {
    expect(adminProductSchema.parse(form)).toEqual({ ...form, price: 44, originalPrice: 44, discount: 0, stock: 10, reviews: 0 });
  });

  it("parses price as a decimal and stock as a whole number (spec §5)", () => {
    expect(adminProductSchema.parse({ ...form, price: " 39.50 ", stock: "0" })).toMatchObject({ price: 39.5, stock: 0 });
    const issue = (over: Record<string, string>) => adminProductSchema.safeParse({ ...form, ...over }).error?.issues[0]?.message;
    expect(issue({ stock: "1.5" })).toBe("Stock must be a whole number");
    expect(issue({ stock: "-1" })).toBe("Stock must be at least 0");
    expect(issue({ price: "1e3" })).toBe("Price must be a number of rupees, at most 2 decimals");
    expect(issue({ discount: "abc" })).toBe("Discount must be a whole percentage from 0 to 100");
    expect(issue({ reviews: "-3" })).toBe("Review count must be a whole number, at least 0");
  });
});
