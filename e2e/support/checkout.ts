/**
 * Browser-test helpers for checkout: put the default product in the cart the way the product page
 * does (localStorage `cartProduct`) and fill the address form. Signing in: `login()` from
 * ./accounts.ts.
 */
import type { Page } from "@playwright/test";
import { DEFAULT_PRODUCT } from "../../domain/catalogue.ts";

export const address = {
  "Full name": "Asha Kumar",
  "Mobile number": "9876543210",
  Email: "asha@example.com",
  "Address (house, street, area)": "12 MG Road, Flat 4B",
  City: "Pune",
  State: "Maharashtra",
  Pincode: "411001",
};

export async function putDefaultProductInCart(page: Page, quantity = 30) {
  await page.goto("/");
  await page.evaluate(
    ({ product, quantity }) => {
      const unit = quantity >= 90 ? 39 : quantity >= 60 ? 42 : quantity >= 30 ? 44 : 49;
      localStorage.setItem(
        "cartProduct",
        JSON.stringify({
          _id: product.id, name: product.name, originalPrice: product.originalPricePaise / 100, price: unit, discountPrice: unit,
          discount: quantity >= 90 ? 20 : quantity >= 60 ? 15 : quantity >= 30 ? 10 : 0, quantity, image: product.image, stock: product.stock,
        }),
      );
    },
    { product: DEFAULT_PRODUCT, quantity },
  );
}

export async function fillAddress(page: Page, overrides: Partial<Record<keyof typeof address, string>> = {}) {
  for (const [label, value] of Object.entries({ ...address, ...overrides })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Save address" }).click();
}

/** A stored session the browser believes in but the server does not know (expired or forged). */
export async function storeUnknownSession(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem("token", "expired.or.forged");
    localStorage.setItem("user", JSON.stringify({ _id: "0", id: "0", name: "Old", email: "old@example.com", role: "User", isAdmin: false }));
  });
}
