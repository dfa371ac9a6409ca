/**
 * The cart: one product line kept in localStorage as `cartProduct`, shared by the product
 * page, the cart page and the header count, and across tabs. Prices here are for display only; the
 * server recomputes everything when the order is placed.
 */
import { persistentJSON } from "@nanostores/persistent";
import { computed } from "nanostores";
import { discountedUnitPricePaise, discountPercentForQuantity } from "../../domain/pricing.ts";
import { paiseToRupees, rupeesToPaise } from "../../domain/money.ts";

/** The stored shape the spec names: rupee prices, `price` being the discounted unit price. */
export type CartProduct = {
  _id: string;
  name: string;
  price: number;
  originalPrice: number;
  discount: number;
  discountPrice: number;
  quantity: number;
  image: string;
  stock: number;
};

export const $cartProduct = persistentJSON<CartProduct | null>("cartProduct", null);

export const $cartCount = computed($cartProduct, (line) => (line ? line.quantity : 0));

type ProductForCart = Pick<CartProduct, "_id" | "name" | "originalPrice" | "image" | "stock">;

function priced(product: ProductForCart, quantity: number): CartProduct {
  const unit = paiseToRupees(discountedUnitPricePaise(rupeesToPaise(product.originalPrice), quantity));
  return {
    _id: product._id,
    name: product.name,
    originalPrice: product.originalPrice,
    image: product.image,
    stock: product.stock,
    quantity,
    price: unit,
    discountPrice: unit,
    discount: discountPercentForQuantity(quantity),
  };
}

/** Puts the product in the cart at this quantity, replacing what was there. */
export function addToCart(product: ProductForCart, quantity: number): void {
  $cartProduct.set(priced(product, Math.min(quantity, product.stock)));
}

/** The cart's quantity, one of the steps the stepper offers (domain/quantity.ts), within the stock. */
export function setCartQuantity(quantity: number): void {
  const line = $cartProduct.get();
  if (line) $cartProduct.set(priced(line, Math.min(quantity, line.stock)));
}

/** Refreshes stock and MRP from the live product, keeping the chosen quantity where it still fits. */
export function syncCartWithProduct(product: ProductForCart): void {
  const line = $cartProduct.get();
  if (!line || line._id !== product._id) return;
  $cartProduct.set(priced(product, Math.min(line.quantity, product.stock)));
}

export function clearCart(): void {
  $cartProduct.set(null);
}
