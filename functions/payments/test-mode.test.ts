import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createProduct, createUser, tokenFor } from "../test/builders.ts";
import { expectDocumentedResponse } from "../test/documented-responses.ts";
import { BASE } from "../test/http.ts";
import { orderPayload } from "../test/payments.ts";

// The shop as `npm start` runs it locally: no Razorpay keys, PAYMENT_TEST_MODE=true.
const testModeEnv = {
  ...env,
  RAZORPAY_KEY_ID: undefined,
  RAZORPAY_KEY_SECRET: undefined,
  PAYMENT_TEST_MODE: "true",
};
const noKeysEnv = {
  ...env,
  RAZORPAY_KEY_ID: undefined,
  RAZORPAY_KEY_SECRET: undefined,
  PAYMENT_TEST_MODE: undefined,
};

async function call(
  path: string,
  init: { token?: string; json?: unknown } = {},
  bindings: typeof env = testModeEnv,
) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const method = init.json === undefined ? "GET" : "POST";
  const res = await createApp().request(
    path,
    { method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) },
    bindings,
  );
  const answer = { status: res.status, json: await res.json<any>() };
  // Held to the document like every api() call (this one needs its own bindings).
  expectDocumentedResponse(method, `${BASE}${path}`, { ...answer, headers: res.headers });
  return answer;
}

async function pendingTestOrder() {
  const product = await createProduct();
  const token = await tokenFor(await createUser());
  const placed = await call("/api/user/placeorder", { token, json: orderPayload(product.id, 30) });
  expect(placed.status).toBe(201);
  expect(placed.json.data.payment.mode).toBe("test");
  const created = await call("/api/payment/create-payment", {
    token,
    json: { orderId: placed.json.data._id, amount: placed.json.data.totalAmount },
  });
  expect(created.json.data).toMatchObject({ provider: "test", keyId: "test" });
  return { token, orderId: placed.json.data._id as string, providerOrderId: created.json.id as string };
}

describe("test-payment mode", () => {
  it("is announced to the browser", async () => {
    expect((await call("/api/payment/config")).json.data).toEqual({
      mode: "test",
      keyId: null,
      message: null,
    });
    expect((await call("/api/payment/config", {}, noKeysEnv)).json.data.mode).toBe("disabled");
  });

  it("Pay signs a simulated payment that goes through the same verify path", async () => {
    const { token, orderId, providerOrderId } = await pendingTestOrder();
    const paid = await call("/api/payment/test/complete", {
      token,
      json: { razorpay_order_id: providerOrderId, outcome: "paid" },
    });
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: expect.stringMatching(/^pay_test_/),
    });
    const tampered = {
      ...paid.json.data,
      razorpay_signature: paid.json.data.razorpay_signature.replace(/.$/, (c: string) =>
        c === "a" ? "b" : "a",
      ),
    };
    expect((await call("/api/payment/verify", { json: tampered })).status).toBe(400);
    const verified = await call("/api/payment/verify", { json: paid.json.data });
    expect(verified).toEqual({
      status: 200,
      json: {
        success: true,
        message: "Payment successful! Your order is being processed.",
        data: { _id: orderId, status: "Processing" },
      },
    });
    const detail = await call(`/api/user/orders/${orderId}`, { token });
    expect(detail.json.data).toMatchObject({
      status: "Processing",
      payment: { provider: "test", status: "captured" },
    });
  });

  it("Fail leaves the order pending so the customer can pay again", async () => {
    const { token, orderId, providerOrderId } = await pendingTestOrder();
    const failed = await call("/api/payment/test/complete", {
      token,
      json: { razorpay_order_id: providerOrderId, outcome: "failed" },
    });
    expect(failed).toEqual({ status: 200, json: { success: true, data: null } });
    expect((await call(`/api/user/orders/${orderId}`, { token })).json.data.status).toBe("Pending Payment");
    const paid = await call("/api/payment/test/complete", {
      token,
      json: { razorpay_order_id: providerOrderId, outcome: "paid" },
    });
    expect((await call("/api/payment/verify", { json: paid.json.data })).status).toBe(200);
  });

  it("cannot be used when test mode is off, nor by another customer", async () => {
    const { providerOrderId } = await pendingTestOrder();
    const stranger = await tokenFor(await createUser());
    expect(
      (
        await call("/api/payment/test/complete", {
          token: stranger,
          json: { razorpay_order_id: providerOrderId, outcome: "paid" },
        })
      ).status,
    ).toBe(404);
    const owner = await tokenFor(await createUser());
    expect(
      (
        await call(
          "/api/payment/test/complete",
          { token: owner, json: { razorpay_order_id: providerOrderId, outcome: "paid" } },
          env,
        )
      ).status,
    ).toBe(409);
  });

  it("a test-mode signature is not accepted for a real Razorpay order", async () => {
    const { token, providerOrderId } = await pendingTestOrder();
    const paid = await call("/api/payment/test/complete", {
      token,
      json: { razorpay_order_id: providerOrderId, outcome: "paid" },
    });
    // The same shop with real keys: test payments are no longer honoured.
    expect((await call("/api/payment/verify", { json: paid.json.data }, env)).status).toBe(409);
  });
});
