/**
 * A local stand-in for Razorpay's REST API (orders, payments, capture, refunds), for the API tests.
 * It checks Basic auth with the test keys and answers in Razorpay's JSON shapes and error format.
 * Tests drive what a customer would do at checkout through `/__control/*` (pay, fail, authorise)
 * and can simulate an outage for one order, a failing capture or a refusal to refund one payment.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export const FAKE_KEYS = {
  keyId: "rzp_test_fakekey000001",
  keySecret: "fake-razorpay-key-secret-0001",
  webhookSecret: "fake-razorpay-webhook-secret-0001",
};

type Order = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: string;
  attempts: number;
  notes: unknown;
  created_at: number;
};
type Payment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: string;
  order_id: string;
  captured: boolean;
  amount_refunded: number;
  method: string;
  email: string;
  contact: string;
  created_at: number;
};
type Refund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  status: string;
  created_at: number;
};

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

export function startFakeRazorpay(): Promise<{ server: Server; url: string }> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const failingReceipts = new Set<string>();
  const unavailableOrders = new Set<string>();
  /** Payments whose capture fails on Razorpay's side (a 500), as it occasionally does. */
  const failingCaptures = new Set<string>();
  /** Payment id → the description Razorpay gives when it refuses to refund it (e.g. low balance). */
  const refusedRefunds = new Map<string, string>();

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  }
  const error = (res: ServerResponse, status: number, description: string) =>
    send(res, status, {
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "business",
        step: "payment_initiation",
        reason: "input_validation_failed",
        metadata: {},
      },
    });

  async function body(req: IncomingMessage): Promise<any> {
    let text = "";
    for await (const chunk of req) text += chunk;
    return text ? JSON.parse(text) : {};
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const parts = url.pathname.split("/").filter(Boolean);
    const input = req.method === "POST" ? await body(req) : {};

    // Test controls (no auth): what the customer does in checkout, and outages.
    if (parts[0] === "__control") {
      if (parts[1] === "payments" && req.method === "POST") {
        const order = orders.get(input.order_id);
        if (!order) return error(res, 404, "no such order");
        const payment: Payment = {
          id: id("pay"),
          entity: "payment",
          amount: input.amount ?? order.amount,
          currency: input.currency ?? "INR",
          status: input.status,
          order_id: order.id,
          captured: input.status === "captured",
          amount_refunded: 0,
          method: "card",
          email: "buyer@example.com",
          contact: "+919876543210",
          created_at: now(),
        };
        payments.set(payment.id, payment);
        order.attempts += 1;
        if (payment.status === "captured")
          Object.assign(order, { status: "paid", amount_paid: payment.amount, amount_due: 0 });
        else order.status = "attempted";
        return send(res, 200, payment);
      }
      if (parts[1] === "fail-receipt") {
        failingReceipts.add(input.receipt);
        return send(res, 200, {});
      }
      if (parts[1] === "outage") {
        unavailableOrders.add(input.order_id);
        return send(res, 200, {});
      }
      if (parts[1] === "fail-captures") {
        failingCaptures.add(input.payment_id);
        return send(res, 200, {});
      }
      if (parts[1] === "refuse-refunds") {
        if (input.description) refusedRefunds.set(input.payment_id, input.description);
        else refusedRefunds.delete(input.payment_id);
        return send(res, 200, {});
      }
      if (parts[1] === "refunds")
        return send(
          res,
          200,
          [...refunds.values()].filter((r) => r.payment_id === url.searchParams.get("payment_id")),
        );
      if (parts[1] === "orders") return send(res, 200, orders.get(parts[2] ?? "") ?? null);
      return error(res, 404, "unknown control");
    }

    const expected = `Basic ${Buffer.from(`${FAKE_KEYS.keyId}:${FAKE_KEYS.keySecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected)
      return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    if (parts[0] !== "v1") return error(res, 404, "The requested URL was not found on the server.");
    const [, resource, resourceId, action] = parts;

    if (resource === "orders" && req.method === "POST" && !resourceId) {
      if (!Number.isInteger(input.amount) || input.amount < 100)
        return error(res, 400, "The amount must be atleast INR 1.00");
      if (failingReceipts.has(input.receipt))
        return send(res, 500, {
          error: { code: "SERVER_ERROR", description: "The server encountered an error." },
        });
      const order: Order = {
        id: id("order"),
        entity: "order",
        amount: input.amount,
        amount_paid: 0,
        amount_due: input.amount,
        currency: input.currency,
        receipt: input.receipt ?? null,
        status: "created",
        attempts: 0,
        notes: input.notes ?? {},
        created_at: now(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (resource === "orders" && req.method === "GET") {
      const order = orders.get(resourceId ?? "");
      if (!order) return error(res, 400, "The id provided does not exist");
      if (unavailableOrders.has(order.id))
        return send(res, 503, { error: { code: "SERVER_ERROR", description: "Service unavailable" } });
      if (action === "payments") {
        const items = [...payments.values()].filter((p) => p.order_id === order.id);
        return send(res, 200, { entity: "collection", count: items.length, items });
      }
      return send(res, 200, order);
    }
    if (resource === "payments") {
      const payment = payments.get(resourceId ?? "");
      if (!payment) return error(res, 400, "The id provided does not exist");
      if (unavailableOrders.has(payment.order_id))
        return send(res, 503, { error: { code: "SERVER_ERROR", description: "Service unavailable" } });
      if (req.method === "GET" && !action) return send(res, 200, payment);
      if (req.method === "POST" && action === "capture") {
        if (failingCaptures.has(payment.id))
          return send(res, 500, {
            error: {
              code: "SERVER_ERROR",
              description: "The server encountered an error. The incident has been reported to admins.",
            },
          });
        if (payment.status !== "authorized") return error(res, 400, "This payment has already been captured");
        if (input.amount !== payment.amount)
          return error(res, 400, "Capture amount must be equal to the amount authorized");
        Object.assign(payment, { status: "captured", captured: true });
        const order = orders.get(payment.order_id);
        if (order) Object.assign(order, { status: "paid", amount_paid: payment.amount, amount_due: 0 });
        return send(res, 200, payment);
      }
      if (req.method === "POST" && action === "refund") {
        const refusal = refusedRefunds.get(payment.id);
        if (refusal) return error(res, 400, refusal);
        if (payment.status !== "captured")
          return error(res, 400, "The payment has been fully refunded already");
        const amount = input.amount ?? payment.amount - payment.amount_refunded;
        if (amount > payment.amount - payment.amount_refunded)
          return error(res, 400, "The refund amount provided is greater than amount captured");
        const refund: Refund = {
          id: id("rfnd"),
          entity: "refund",
          amount,
          currency: "INR",
          payment_id: payment.id,
          status: "processed",
          created_at: now(),
        };
        refunds.set(refund.id, refund);
        Object.assign(payment, {
          amount_refunded: payment.amount_refunded + amount,
          status: amount >= payment.amount ? "refunded" : payment.status,
        });
        return send(res, 200, refund);
      }
    }
    return error(res, 404, "The requested URL was not found on the server.");
  });

  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}
