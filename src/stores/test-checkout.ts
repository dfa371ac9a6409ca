/**
 * Test-payment mode's stand-in for Razorpay's popup: the flow asks for a payment, the dialog
 * (src/islands/checkout/TestPaymentDialog.tsx) shows it and resolves the customer's choice.
 */
import { atom } from "nanostores";
import type { PaymentOrder } from "../../domain/api/payments.ts";

export type TestChoice = "paid" | "failed" | "dismissed";
export const $testCheckout = atom<{ order: PaymentOrder; choose: (choice: TestChoice) => void } | null>(null);

export function askTestPayment(order: PaymentOrder): Promise<TestChoice> {
  return new Promise((resolve) => {
    $testCheckout.set({
      order,
      choose: (choice) => {
        $testCheckout.set(null);
        resolve(choice);
      },
    });
  });
}
