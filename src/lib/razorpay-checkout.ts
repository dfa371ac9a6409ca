/**
 * Razorpay's checkout.js, loaded only when the customer pays (never on page load), and opened
 * with the server's payment order. Resolves with what happened in the popup.
 */
import type { CheckoutResult, PaymentOrder } from "../../domain/api/payments.ts";
import { site } from "../config/site.ts";
import { shortOrderId } from "../../domain/orders.ts";

export const CHECKOUT_SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";

declare global {
  interface Window {
    Razorpay?: new (
      options: Record<string, unknown>,
    ) => {
      open(): void;
      /** Only "payment.failed" is listened to; its answer says why. */
      on(event: string, handler: (response: { error?: { description?: string } }) => void): void;
    };
  }
}

let loading: Promise<boolean> | null = null;

/** True once `window.Razorpay` exists; false if the script could not be loaded (then retried next time). */
export function loadCheckoutScript(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.head.appendChild(script);
  }).then((loaded) => {
    if (!loaded) loading = null;
    return loaded;
  });
  return loading;
}

export type CheckoutOutcome =
  | { outcome: "paid"; response: CheckoutResult }
  | { outcome: "failed"; reason: string }
  | { outcome: "dismissed" };

export function openRazorpayCheckout(order: PaymentOrder): Promise<CheckoutOutcome> {
  return new Promise((resolve) => {
    let failure: string | null = null;
    const checkout = new window.Razorpay!({
      key: order.keyId,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name: site.name,
      description: `Order ${shortOrderId(order.orderId)}`,
      prefill: order.prefill,
      notes: order.notes,
      theme: { color: "#1d4d33" },
      handler: (response: CheckoutResult) => resolve({ outcome: "paid", response }),
      modal: {
        ondismiss: () => resolve(failure ? { outcome: "failed", reason: failure } : { outcome: "dismissed" }),
      },
    });
    // The popup stays open after a failure so the customer can try another method; remember why.
    checkout.on("payment.failed", (response) => {
      failure = response?.error?.description ?? "Payment failed";
    });
    checkout.open();
  });
}
