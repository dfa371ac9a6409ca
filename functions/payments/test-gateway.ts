/**
 * The simulated provider of test-payment mode. It keeps its "provider side" in our own `payments`
 * row: the test checkout's Pay button records a payment id there (see `completeTestPayment`), and
 * this gateway reports that payment as captured for the order's amount. Verification still checks
 * the HMAC signature, exactly as for Razorpay, with the local test secret.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { payments } from "../db/schema.ts";
import { newId } from "../lib/ids.ts";
import type { ProviderPayment } from "../lib/razorpay.ts";

function captured(row: typeof payments.$inferSelect): ProviderPayment {
  return {
    id: row.providerPaymentId!,
    orderId: row.providerOrderId,
    amountPaise: row.amountPaise,
    currency: "INR",
    status: "captured",
    amountRefundedPaise: 0,
  };
}

export function testGateway(db: Db) {
  return {
    async createOrder(input: { amountPaise: number; receipt: string }) {
      return {
        id: `order_test_${newId()}`,
        amountPaise: input.amountPaise,
        currency: "INR",
        receipt: input.receipt,
        status: "created",
      };
    },
    async fetchPayment(paymentId: string): Promise<ProviderPayment> {
      const row = await db.select().from(payments).where(eq(payments.providerPaymentId, paymentId)).get();
      if (!row)
        return {
          id: paymentId,
          orderId: null,
          amountPaise: 0,
          currency: "INR",
          status: "failed",
          amountRefundedPaise: 0,
        };
      return captured(row);
    },
    async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
      const row = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).get();
      return row?.providerPaymentId ? [captured(row)] : [];
    },
    async capturePayment(paymentId: string): Promise<ProviderPayment> {
      return this.fetchPayment(paymentId);
    },
    async refundPayment(paymentId: string, amountPaise: number) {
      return { id: `rfnd_test_${newId()}`, paymentId, amountPaise, status: "processed" };
    },
  };
}
