/** The check every `api()` call runs must be able to fail: a wrong answer of a documented route. */
import { describe, expect, it } from "vitest";
import { expectDocumentedResponse } from "./documented-responses.ts";

const json = new Headers({ "Content-Type": "application/json" });
const product = {
  _id: "0123456789abcdef01234567",
  name: "Asthiveda",
  description: "",
  brand: "Asthiveda",
  category: "Health",
  image: "",
  price: 44,
  originalPrice: 49,
  discount: 10,
  stock: 5,
  reviews: 0,
  averageRating: null,
  inStock: true,
  netQuantityGrams: 5,
  makerRole: "manufacturer",
  makerName: "Asthiveda Herbals Pvt Ltd",
  makerAddress: "Plot 12, Industrial Area, Haridwar, Uttarakhand 249401",
  countryOfOrigin: "India",
  shelfLifeMonths: 24,
  ingredients: [{ name: "Hadjod", quantity: "1 g" }],
  licenceNumber: "UK-AYU-1234",
};
const check =
  (status: number, body: unknown, path = "/api/products/0123456789abcdef01234567", method = "GET") =>
  () =>
    expectDocumentedResponse(method, `http://localhost${path}`, { status, headers: json, json: body });

describe("answers held to the document", () => {
  it("accepts an answer that matches its route's schema for that status", () => {
    expect(check(200, { success: true, data: product })).not.toThrow();
    expect(check(404, { success: false, message: "Product not found" })).not.toThrow();
  });

  it("refuses a status the route does not document", () => {
    expect(check(409, { success: false, message: "?" })).toThrow(
      /answered 409, a status its route does not document/,
    );
  });

  it("refuses a body that breaks the schema", () => {
    expect(check(200, { success: true, data: { ...product, price: "44" } })).toThrow(/data\.price/);
    expect(check(200, { success: false, data: product })).toThrow(/success/);
  });

  it("refuses a field the schema does not document, however deep", () => {
    expect(check(200, { success: true, data: { ...product, costPrice: 12 } })).toThrow(
      /does not document: body\.data\.costPrice/,
    );
    expect(check(200, { success: true, data: [{ ...product, secret: 1 }] }, "/api/products")).toThrow(
      /body\.data\[0\]\.secret/,
    );
  });

  it("leaves paths alone that no documented route matches", () => {
    // Every route is documented (functions/openapi/coverage.test.ts); a path no route serves is not.
    expect(check(200, { anything: true }, "/api/not-documented")).not.toThrow();
  });
});
