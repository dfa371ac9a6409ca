/**
 * The delivery check in the browser (product page, product detail demo, cart, address form): asks
 * `GET /api/shipping/pincode/{pincode}`. The endpoint is public and needs no session, so this is a
 * plain fetch like the product page's own read (islands/product/loadProduct.ts): lib/api.ts would
 * bring the session store to pages that have none, and the product page is near its JS budget.
 */
import type { PincodeCheckDto } from "../../domain/api/shipping.ts";
import { formatDeliveryWindow } from "../../domain/delivery/dates.ts";
import { productPageMessages as messages } from "../../domain/product-page-messages.ts";
import { isValidPincode } from "../../domain/pincode.ts";

export type DeliveryCheck =
  | { outcome: "invalid"; message: string }
  | { outcome: "served"; check: PincodeCheckDto; message: string }
  | { outcome: "not-served"; check: PincodeCheckDto; message: string }
  | { outcome: "failed"; message: string };

/** Checks what the shopper typed: the PIN code rule first (no request for a typo), then the shop. */
export async function checkDelivery(typed: string, signal?: AbortSignal): Promise<DeliveryCheck> {
  const pincode = typed.trim();
  if (!isValidPincode(pincode)) return { outcome: "invalid", message: messages.invalidPincode };
  let check: PincodeCheckDto | undefined;
  try {
    const response = await fetch(`/api/shipping/pincode/${pincode}`, {
      headers: { Accept: "application/json" },
      signal,
    });
    const body = (await response.json()) as { success?: boolean; data?: PincodeCheckDto };
    if (response.ok && body.success) check = body.data;
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
  }
  if (!check) return { outcome: "failed", message: messages.deliveryCheckFailed };
  if (!check.serviceable || !check.deliveryBy) {
    return { outcome: "not-served", check, message: messages.pincodeNotServed(pincode) };
  }
  return { outcome: "served", check, message: messages.deliveryBy(formatDeliveryWindow(check.deliveryBy)) };
}
