/**
 * Taking payment for a placed order: create the provider's order once (for the server's total),
 * verify the checkout callback, and the test-mode stand-in for Razorpay's checkout.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { PaymentOrder } from "../../domain/api/payments.ts";
import { messages } from "../../domain/messages.ts";
import { rupeesToPaise } from "../../domain/money.ts";
import type { Db } from "../db/client.ts";
import { payments } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { ApiError, badRequest, conflict, orNotFound } from "../lib/errors.ts";
import { newId } from "../lib/ids.ts";
import {
  paymentSignature,
  type ProviderOrder,
  RazorpayError,
  verifyPaymentSignature,
} from "../lib/razorpay.ts";
import { findOwnOrder } from "../orders/own-order.ts";
import { currentGateway, gatewayFor, paymentMode } from "./gateway.ts";
import { settleProviderPayment } from "./settle.ts";

async function ownPendingOrder(db: Db, userId: string, orderId: string) {
  const order = await findOwnOrder(db, userId, orderId);
  if (order.status !== "Pending Payment") throw conflict(messages.orderNotAwaitingPayment);
  return order;
}

export async function createPayment(
  db: Db,
  env: Bindings,
  userId: string,
  input: { orderId: string; amount: number },
): Promise<{ id: string; data: PaymentOrder }> {
  const order = await ownPendingOrder(db, userId, input.orderId);
  if (rupeesToPaise(input.amount) !== order.totalPaise) throw conflict(messages.paymentAmountMismatch);

  let payment = await db.select().from(payments).where(eq(payments.orderId, order.id)).get();
  if (!payment) {
    const gateway = await currentGateway(env, db);
    let providerOrder: ProviderOrder;
    try {
      providerOrder = await gateway.createOrder({
        amountPaise: order.totalPaise,
        receipt: order.id,
        notes: { orderId: order.id },
      });
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      console.error("Razorpay order creation failed", error.status, error.message);
      throw new ApiError(502, messages.paymentOrderFailed);
    }
    // Two tabs may race here; the unique order_id keeps one row and both answer with it.
    await db
      .insert(payments)
      .values({
        id: newId(),
        orderId: order.id,
        provider: gateway.provider,
        providerOrderId: providerOrder.id,
        amountPaise: order.totalPaise,
      })
      .onConflictDoNothing({ target: payments.orderId });
    payment = (await db.select().from(payments).where(eq(payments.orderId, order.id)).get())!;
  }
  const gateway = await gatewayFor(env, db, payment.provider);
  return {
    id: payment.providerOrderId,
    data: {
      id: payment.providerOrderId,
      amount: payment.amountPaise,
      currency: "INR",
      orderId: order.id,
      provider: payment.provider,
      keyId: gateway.publicKey,
      prefill: { name: order.shipName, email: order.shipEmail, contact: order.shipMobile },
      notes: { address: `${order.shipAddress}, ${order.shipCity}, ${order.shipState} ${order.shipPincode}` },
    },
  };
}

export type VerifyInput = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/**
 * The checkout callback. The signature proves the payment id came from checkout for this provider
 * order; the provider is then asked what was actually paid, and only a captured payment for the
 * order's exact amount pays it.
 */
export async function verifyPayment(
  db: Db,
  env: Bindings,
  input: VerifyInput,
  onEmailsQueued?: (ids: string[]) => void,
) {
  const payment = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, input.razorpay_order_id))
    .get();
  if (!payment) throw badRequest(messages.paymentVerificationFailed);
  const gateway = await gatewayFor(env, db, payment.provider);
  const genuine = await verifyPaymentSignature(
    {
      providerOrderId: payment.providerOrderId,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    },
    gateway.signingSecret,
  );
  if (!genuine) throw badRequest(messages.paymentVerificationFailed);

  const outcome = await askingRazorpay(async () => {
    const reported = await gateway.fetchPayment(input.razorpay_payment_id);
    if (reported.orderId !== payment.providerOrderId) throw badRequest(messages.paymentVerificationFailed);
    return settleProviderPayment(db, env, gateway, reported, "checkout", onEmailsQueued);
  });
  if (outcome === "mismatch") throw badRequest(messages.paymentVerificationFailed);
  if (outcome === "not captured") throw new ApiError(402, messages.paymentNotCompleted);
  // Refunded, left uncaptured, or the order closed meanwhile: this payment does not pay the order.
  // A customer who paid too late is told their money comes back (a refusal is refunded by hand).
  if (outcome === "refunded" || outcome === "refund in progress" || outcome === "refund refused")
    throw conflict(`${messages.orderNotAwaitingPayment} ${messages.orderRefundToFollow}`);
  if (outcome !== "paid" && outcome !== "already paid") throw conflict(messages.orderNotAwaitingPayment);
  return { _id: payment.orderId, status: "Processing" as const };
}

/**
 * Razorpay unreachable or failing while we ask it about (or capture) the payment: the customer is
 * told it did not complete; the webhook or the expiry sweep settles it once Razorpay answers.
 */
async function askingRazorpay<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    console.error("Razorpay call failed while verifying a payment", error.status, error.message);
    throw new ApiError(502, messages.paymentNotCompleted);
  }
}

/**
 * Test-payment mode's checkout: Pay records a simulated payment on the order's payment row and
 * returns what Razorpay's checkout would hand the browser (ids and an HMAC signature made with the
 * local test secret); Fail records a failed attempt. The browser then posts to /verify as usual.
 */
export async function completeTestPayment(
  db: Db,
  env: Bindings,
  userId: string,
  input: { providerOrderId: string; outcome: "paid" | "failed" },
) {
  if (paymentMode(env) !== "test") throw conflict(messages.testModeOnly);
  const payment = orNotFound(
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.providerOrderId, input.providerOrderId), eq(payments.provider, "test")))
      .get(),
    messages.orderNotFound,
  );
  await ownPendingOrder(db, userId, payment.orderId);
  if (input.outcome === "failed") {
    await db
      .update(payments)
      .set({ status: "failed", updatedAt: Date.now() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ["created", "failed"])));
    return null;
  }
  const paymentId = `pay_test_${newId()}`;
  await db
    .update(payments)
    .set({ providerPaymentId: paymentId, updatedAt: Date.now() })
    .where(eq(payments.id, payment.id));
  const gateway = await gatewayFor(env, db, "test");
  return {
    razorpay_order_id: payment.providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: await paymentSignature(payment.providerOrderId, paymentId, gateway.signingSecret),
  };
}
