/**
 * Browser-test helpers for checkout: put the default product in the cart the way the product page
 * does (localStorage `cartProduct`), fill the address form, and sign a fresh customer in through
 * the accounts API (register + login) with the session stored as the spec says (`token`, `user`).
 */
import type { APIRequestContext, Page } from "@playwright/test";
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

let counter = 0;
/** A new customer, registered and logged in through the accounts API; the session is put in storage. */
export async function signInNewCustomer(page: Page, request: APIRequestContext) {
  counter += 1;
  const email = `buyer.${Date.now()}.${counter}@example.com`;
  const password = "a-long-test-passphrase-42";
  const registered = await request.post("/api/auth/register", { data: { name: "Asha Kumar", email, password } });
  if (!registered.ok()) throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
  const login = await request.post("/api/auth/login", { data: { email, password } });
  if (!login.ok()) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
  const body = await login.json();
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("user", JSON.stringify(user));
  }, { token: body.token, user: body.data });
  return { email, password };
}
