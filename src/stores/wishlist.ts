/**
 * The wishlist (the account page's Wishlist tile): products a shopper saved for later, kept in
 * this browser like the cart. Only what identifies a product is stored; the wishlist page shows
 * live prices and stock from the API.
 */
import { persistentJSON } from "@nanostores/persistent";

export type SavedProduct = { _id: string; name: string; image: string };

export const $wishlist = persistentJSON<SavedProduct[]>("wishlist", []);

/** The stored list, ignoring anything malformed another script or an old version left there. */
export function savedProducts(list: unknown): SavedProduct[] {
  return Array.isArray(list)
    ? list.filter(
        (item): item is SavedProduct => typeof item?._id === "string" && typeof item?.name === "string",
      )
    : [];
}

export function isSaved(list: unknown, productId: string): boolean {
  return savedProducts(list).some((item) => item._id === productId);
}

export function toggleSaved(product: SavedProduct): void {
  const list = savedProducts($wishlist.get());
  const { _id, name, image } = product;
  $wishlist.set(
    isSaved(list, _id) ? list.filter((item) => item._id !== _id) : [...list, { _id, name, image }],
  );
}

export function removeSaved(productId: string): void {
  $wishlist.set(savedProducts($wishlist.get()).filter((item) => item._id !== productId));
}
