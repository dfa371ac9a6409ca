/**
 * Paying for an order that exists on the server (first attempt or a "Pay now" retry): load
 * checkout.js when Razorpay is used, create or reuse the payment order, open the checkout (or the
 * test dialog), then have the server verify. Answers the spec's message for each failure.
 */
import { messages } from "../../domain/messages.ts";
import { askTestPayment } from "../stores/test-checkout.ts";
import { checkoutApi, type PaymentConfig } from "./checkout-api.ts";
import { loadCheckoutScript, openRazorpayCheckout, type CheckoutOutcome } from "./razorpay-checkout.ts";

export type PayResult =
  | { paid: true; orderId: string }
  | { paid: false; message: string; retryable: boolean };

export async function payForOrder(
  order: { _id: string; totalAmount: number },
  config: PaymentConfig,
): Promise<PayResult> {
  if (config.mode === "disabled")
    return { paid: false, message: config.message ?? messages.paymentsNotConfigured, retryable: false };
  try {
    if (config.mode === "razorpay" && !(await loadCheckoutScript()))
      return { paid: false, message: messages.sdkLoadFailed, retryable: true };

    const created = await checkoutApi.createPayment(order._id, order.totalAmount);
    if (!created.ok) {
      const message =
        created.status === 409 && created.body.message ? created.body.message : messages.paymentOrderFailed;
      return { paid: false, message, retryable: created.status !== 409 };
    }
    const paymentOrder = created.body.data;

    let outcome: CheckoutOutcome;
    if (paymentOrder.provider === "test") {
      const choice = await askTestPayment(paymentOrder);
      if (choice === "dismissed") outcome = { outcome: "dismissed" };
      else {
        const simulated = await checkoutApi.completeTestPayment(paymentOrder.id, choice);
        outcome =
          choice === "paid" && simulated.ok && simulated.body.data
            ? { outcome: "paid", response: simulated.body.data }
            : { outcome: "failed", reason: "Test payment failed" };
      }
    } else {
      outcome = await openRazorpayCheckout(paymentOrder);
    }
    if (outcome.outcome !== "paid")
      return { paid: false, message: messages.paymentCancelled, retryable: true };

    const verified = await checkoutApi.verify(outcome.response);
    if (!verified.ok)
      return {
        paid: false,
        message: verified.body.message ?? messages.paymentNotCompleted,
        retryable: true,
      };
    return { paid: true, orderId: order._id };
  } catch {
    return { paid: false, message: messages.placeOrderNetworkError, retryable: true };
  }
}
