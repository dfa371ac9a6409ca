/**
 * Browser-test helpers for checkout: put a product in the cart the way the product page does
 * (localStorage `cartProduct`) and fill the address form. Signing in: `login()` from
 * ./accounts.ts.
 */
import type { Page } from "@playwright/test";
import { DEFAULT_PRODUCT } from "../../domain/catalogue.ts";
import { paiseToRupees } from "../../domain/money.ts";
import { discountedUnitPricePaise, discountPercentForQuantity } from "../../domain/pricing.ts";
import { VALID_DELIVERY_ADDRESS } from "../../domain/test-data.ts";
import { insertProduct } from "./shop-db.ts";

/** The sample delivery address, by the labels the cart's address form gives its fields. */
export const address = {
  "Full name": VALID_DELIVERY_ADDRESS.name,
  "Mobile number": VALID_DELIVERY_ADDRESS.mobile,
  Email: VALID_DELIVERY_ADDRESS.email,
  "Address (house, street, area)": VALID_DELIVERY_ADDRESS.address,
  City: VALID_DELIVERY_ADDRESS.city,
  State: VALID_DELIVERY_ADDRESS.state,
  Pincode: VALID_DELIVERY_ADDRESS.pincode,
};

/** Named apart from the catalogue's product, so catalogue tests find exactly one of each. */
export const CHECKOUT_PRODUCT_NAME = "Asthiveda Joint Care Powder (checkout test)";

/**
 * Puts `quantity` packs of a product of the test's own in the cart (as the product page would), so
 * checkout tests never spend the default product's stock that other tests count on.
 */
export async function putProductInCart(page: Page, quantity = 30, stock = 500) {
  const id = insertProduct({ name: CHECKOUT_PRODUCT_NAME, stock });
  await putInCart(page, { id, name: CHECKOUT_PRODUCT_NAME, stock }, quantity);
  return id;
}

/** The cart line the product page stores for `quantity` packs of an existing product. */
export function cartLine(product: { id: string; name: string; stock: number }, quantity: number) {
  const unitPaise = discountedUnitPricePaise(DEFAULT_PRODUCT.originalPricePaise, quantity);
  return {
    _id: product.id,
    name: product.name,
    originalPrice: paiseToRupees(DEFAULT_PRODUCT.originalPricePaise),
    price: paiseToRupees(unitPaise),
    discountPrice: paiseToRupees(unitPaise),
    discount: discountPercentForQuantity(quantity),
    quantity,
    image: DEFAULT_PRODUCT.image,
    stock: product.stock,
  };
}

/** Puts `quantity` packs of an existing product (priced like the default one) in the cart. */
export async function putInCart(
  page: Page,
  product: { id: string; name: string; stock: number },
  quantity: number,
) {
  await page.goto("/");
  await page.evaluate(
    (line) => localStorage.setItem("cartProduct", JSON.stringify(line)),
    cartLine(product, quantity),
  );
}

export async function fillAddress(page: Page, overrides: Partial<Record<keyof typeof address, string>> = {}) {
  for (const [label, value] of Object.entries({ ...address, ...overrides })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Save address" }).click();
}

/** From the cart page: adds the delivery address and places the order (payment is what comes next). */
export async function placeOrderFromCart(page: Page) {
  await page.goto("/Cart_Page");
  await page.getByRole("button", { name: "Add address" }).click();
  await fillAddress(page);
  await page.getByRole("button", { name: "Place Order" }).click();
}

/** A stored session the browser believes in but the server does not know (expired or forged). */
export async function storeUnknownSession(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem("token", "expired.or.forged");
    localStorage.setItem(
      "user",
      JSON.stringify({
        _id: "0",
        id: "0",
        name: "Old",
        email: "old@example.com",
        role: "User",
        isAdmin: false,
      }),
    );
  });
}

/** Places an unpaid order with the browser's session, as the cart would before paying. */
export async function placeUnpaidOrder(page: Page, productId: string, quantity = 30): Promise<string> {
  const answer = await page.evaluate(
    async ({ productId, quantity, address }) => {
      const response = await fetch("/api/user/placeorder", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${localStorage.getItem("token")}`,
        },
        body: JSON.stringify({
          products: [{ productId, quantity }],
          deliveryAddress: address,
          couponCode: null,
        }),
      });
      return { status: response.status, body: (await response.json()) as { data: { _id: string } } };
    },
    { productId, quantity, address: VALID_DELIVERY_ADDRESS },
  );
  if (answer.status !== 201) throw new Error(`placeorder ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data._id as string;
}
