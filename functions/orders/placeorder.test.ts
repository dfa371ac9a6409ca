import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../domain/messages.ts";
import { placeOrderSchema } from "../../domain/schemas.ts";
import { createApp } from "../app.ts";
import { getDb } from "../db/client.ts";
import { createProduct, customer, validAddress } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { orderPayload, placeOrder, placeOrderWaitingItsTurn } from "../test/payments.ts";
import { CHECKOUT_GATE, checkoutGate, enterCheckout } from "./checkout-gate.ts";
import { placeOrder as placeOrderAsService } from "./service.ts";
import { stockOf } from "../test/rows.ts";

async function count(table: string) {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
}

describe("POST /api/user/placeorder", () => {
  it("creates a Pending Payment order priced by the server, reserves stock and records the first status", async () => {
    const product = await createProduct({ originalPricePaise: 4900, stock: 100 });
    const { user, token } = await customer();
    const res = await placeOrder(token, product.id, 30);
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.message).toBeTruthy();
    expect(res.json.data).toMatchObject({
      status: "Pending Payment",
      userId: user.id,
      goodsTotal: 1320,
      deliveryFee: 0,
      totalAmount: 1320,
      amountPaise: 132_000,
      products: [{ productId: product.id, quantity: 30, originalPrice: 49, price: 44, discount: 10 }],
      deliveryAddress: validAddress,
      payment: { mode: "razorpay", amount: 132_000, currency: "INR" },
    });
    expect(res.json.data._id).toMatch(/^[a-f0-9]{24}$/);
    expect(await stockOf(product.id)).toBe(70);
    const history = await env.DB.prepare("SELECT status FROM order_status_history WHERE order_id = ?")
      .bind(res.json.data._id)
      .all();
    expect(history.results).toEqual([{ status: "Pending Payment" }]);
  });

  it("ignores tampered client prices and fee", async () => {
    const product = await createProduct({ originalPricePaise: 4900 });
    const { token } = await customer();
    const res = await placeOrder(token, product.id, 5, {
      products: [
        { productId: product.id, name: "Free stuff", originalPrice: 1, price: 0.01, quantity: 5, image: "x" },
      ],
      deliveryFee: 0,
    });
    expect(res.status).toBe(201);
    // 5 × ₹49 (no tier below 30) + ₹50 delivery under ₹399.
    expect(res.json.data).toMatchObject({ goodsTotal: 245, deliveryFee: 50, totalAmount: 295 });
    expect(res.json.data.products[0]).toMatchObject({ name: product.name, price: 49 });
  });

  describe("the total the customer was shown (decision 045)", () => {
    it("places the order when the total sent is the server's, or none is", async () => {
      const product = await createProduct({ originalPricePaise: 4900 });
      const { token } = await customer();
      // 30 × ₹44 (₹49 less 10 %).
      const res = await placeOrder(token, product.id, 30, { totalAmount: 1320 });
      expect(res.status, res.text).toBe(201);
      expect(res.json.data.totalAmount).toBe(1320);
      // A client that sends the spec's `null` is priced without the check, as before.
      expect((await placeOrder(token, product.id, 30, { totalAmount: null })).status).toBe(201);
    });

    it.each([
      ["a tampered total", 0.05],
      ["the total before the MRP went up", 1320],
      ["a total above the server's", 1321],
    ])("refuses %s with the new total, reserving and writing nothing", async (_, sent) => {
      const product = await createProduct({ originalPricePaise: 5000, stock: 100 });
      const { token } = await customer();
      const res = await placeOrder(
        token,
        product.id,
        30,
        { totalAmount: sent },
        { "Idempotency-Key": "checkout-total-1" },
      );
      expect(res.status).toBe(412);
      // 30 × ₹45 (₹50 less 10 %).
      // With the prices the cart must take: a read of the product may be a cached copy.
      expect(res.json).toEqual({
        success: false,
        message: messages.orderTotalChanged("₹1,350"),
        data: { totalAmount: 1350, products: [{ productId: product.id, originalPrice: 50 }] },
      });
      expect(await stockOf(product.id)).toBe(100);
      expect(await count("orders")).toBe(0);
      expect(await count("order_lines")).toBe(0);
      expect(await count("email_outbox")).toBe(0);

      // Shown the new total, the customer presses again with the same key: the order goes on.
      const again = await placeOrder(
        token,
        product.id,
        30,
        { totalAmount: 1350 },
        { "Idempotency-Key": "checkout-total-1" },
      );
      expect(again.status, again.text).toBe(201);
      expect(again.json.data.totalAmount).toBe(1350);
      expect(await stockOf(product.id)).toBe(70);
    });

    it("refuses a total that is not an amount", async () => {
      const product = await createProduct();
      const { token } = await customer();
      for (const totalAmount of ["1320", -1]) {
        const res = await placeOrder(token, product.id, 30, { totalAmount });
        expect(res.status).toBe(400);
        expect(res.json.message).toBe(messages.orderTotalInvalid);
      }
      expect(await count("orders")).toBe(0);
    });
  });

  it("needs a signed-in customer", async () => {
    const product = await createProduct();
    const res = await api("/api/user/placeorder", { method: "POST", json: orderPayload(product.id, 30) });
    expect(res.status).toBe(401);
    expect(await count("orders")).toBe(0);
  });

  it.each([
    [{ deliveryAddress: undefined }, "Please add a delivery address before placing your order."],
    [
      { deliveryAddress: { ...validAddress, city: "" } },
      "Please fill in all required address fields (city is missing).",
    ],
    [
      { deliveryAddress: { ...validAddress, pincode: undefined } },
      "Please fill in all required address fields (pincode is missing).",
    ],
    [
      { deliveryAddress: { ...validAddress, mobile: "12345" } },
      "Please enter a valid 10-digit Indian mobile number.",
    ],
    [{ deliveryAddress: { ...validAddress, pincode: "01234" } }, "Please enter a valid 6-digit pincode."],
    [{ products: [] }, "Your cart is empty."],
  ])("refuses %j with the customer's message and writes nothing", async (override, message) => {
    const product = await createProduct();
    const { token } = await customer();
    const res = await placeOrder(token, product.id, 30, override);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message });
    expect(await count("orders")).toBe(0);
    expect(await stockOf(product.id)).toBe(product.stock);
  });

  it("accepts +91 and spaced mobile numbers and stores them as 10 digits", async () => {
    const product = await createProduct();
    const { token } = await customer();
    const res = await placeOrder(token, product.id, 30, {
      deliveryAddress: { ...validAddress, mobile: "+91 98765-43210" },
    });
    expect(res.json.data.deliveryAddress.mobile).toBe("9876543210");
  });

  it("409s when there is not enough stock, naming what is left, and writes nothing", async () => {
    const product = await createProduct({ stock: 12 });
    const { token } = await customer();
    const res = await placeOrder(token, product.id, 30);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      success: false,
      message: `Sorry, only 12 packs of ${product.name} are left. Please reduce the quantity.`,
    });
    const none = await createProduct({ stock: 0 });
    expect((await placeOrder(token, none.id, 1)).json.message).toBe(
      `Sorry, ${product.name} is out of stock.`,
    );
    expect(await count("orders")).toBe(0);
    expect(await stockOf(product.id)).toBe(12);
  });

  it("404s for an unknown or archived product", async () => {
    const archived = await createProduct({ status: "archived" });
    const { token } = await customer();
    expect((await placeOrder(token, archived.id, 30)).status).toBe(404);
    expect((await placeOrder(token, "0123456789abcdef01234567", 30)).status).toBe(404);
  });

  it("80 customers at once for the last 37 units: exactly 37 sell, the rest hear it is sold out, stock ends at 0", {
    timeout: 30_000,
  }, async () => {
    const product = await createProduct({ stock: 37 });
    const buyers = await Promise.all(Array.from({ length: 80 }, () => customer()));
    // Each from their own address, as 80 customers arrive (placing orders is rate limited per
    // address); more of them arrive at once than the checkout gate admits, and any told to wait tries again.
    const answers = await Promise.all(
      buyers.map(({ token }, i) =>
        placeOrderWaitingItsTurn(token, product.id, 1, { "CF-Connecting-IP": `192.0.2.${i + 1}` }),
      ),
    );
    const last = answers.map((a) => a.at(-1)!);
    expect(last.filter((r) => r.status === 201)).toHaveLength(37);
    const refused = last.filter((r) => r.status === 409);
    expect(refused).toHaveLength(43);
    for (const r of refused) expect(r.json.message).toBe(messages.outOfStock(product.name));
    // Every earlier answer was "please wait" (the gate), never an error.
    for (const r of answers.flatMap((a) => a.slice(0, -1)))
      expect(r.json.message).toBe(messages.checkoutBusy);
    expect(await stockOf(product.id)).toBe(0);
    expect(await count("orders")).toBe(37);
    const sold = await env.DB.prepare("SELECT SUM(quantity) AS units FROM order_lines WHERE product_id = ?")
      .bind(product.id)
      .first<{ units: number }>();
    expect(sold?.units).toBe(37);
  });

  describe("Idempotency-Key", () => {
    it("returns the same order for the same key, reserving stock once", async () => {
      const product = await createProduct({ stock: 100 });
      const { token } = await customer();
      const first = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "checkout-abc-1" });
      const again = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "checkout-abc-1" });
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.json.data._id).toBe(first.json.data._id);
      expect(await stockOf(product.id)).toBe(70);
      const other = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "checkout-abc-2" });
      expect(other.json.data._id).not.toBe(first.json.data._id);
      expect(await stockOf(product.id)).toBe(40);
    });

    it("keeps one order when the same key arrives concurrently", async () => {
      const product = await createProduct({ stock: 100 });
      const { token } = await customer();
      // More at once than one account may place (CHECKOUT_GATE.maxPerAccount): those told to wait try again.
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          placeOrderWaitingItsTurn(token, product.id, 30, { "Idempotency-Key": "same-key" }),
        ),
      );
      const results = answers.map((tries) => tries.at(-1)!);
      expect(new Set(results.map((r) => r.json.data?._id)).size).toBe(1);
      expect(await count("orders")).toBe(1);
      expect(await stockOf(product.id)).toBe(70);
    });

    it("scopes keys to the customer", async () => {
      const product = await createProduct({ stock: 100 });
      const a = await customer();
      const b = await customer();
      const first = await placeOrder(a.token, product.id, 30, {}, { "Idempotency-Key": "k1" });
      const second = await placeOrder(b.token, product.id, 30, {}, { "Idempotency-Key": "k1" });
      expect(second.status).toBe(201);
      expect(second.json.data._id).not.toBe(first.json.data._id);
    });

    it("refuses a malformed key", async () => {
      const product = await createProduct();
      const { token } = await customer();
      const res = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "x".repeat(101) });
      expect(res.status).toBe(400);
    });
  });

  it("refuses orders with a clear message when payments are not configured", async () => {
    const product = await createProduct();
    const { token } = await customer();
    const unconfigured = {
      ...env,
      RAZORPAY_KEY_ID: undefined,
      RAZORPAY_KEY_SECRET: undefined,
      PAYMENT_TEST_MODE: undefined,
    };
    const res = await createApp().request(
      "/api/user/placeorder",
      {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(orderPayload(product.id, 30)),
      },
      unconfigured,
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      message:
        "Online payment is not set up for this shop yet, so orders cannot be placed right now. Please try again later.",
    });
    expect(await count("orders")).toBe(0);
  });

  it("remembers the delivery address on the account", async () => {
    const product = await createProduct();
    const { token } = await customer();
    expect((await api("/api/user/delivery-address", { token })).json.data).toBeNull();
    await placeOrder(token, product.id, 30);
    const saved = await api("/api/user/delivery-address", { token });
    expect(saved.json.data).toMatchObject({
      mobile: validAddress.mobile,
      address: validAddress.address,
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
    });
  });
});

/** Takes every ticket the gate has, as that many orders being placed at once would. */
const held: string[] = [];
async function fillTheGate() {
  // Earlier answers' tickets are still on their way back for a moment: the gate is filled after them.
  await heldOnceReturned(held.length);
  for (let i = 0; i <= CHECKOUT_GATE.maxInFlight; i += 1) {
    const entry = await checkoutGate(env).enter();
    if (!entry.admitted) return;
    held.push(entry.ticket);
  }
  throw new Error(`the gate admitted more than ${CHECKOUT_GATE.maxInFlight} at once`);
}
async function giveBack(count = held.length) {
  await checkoutGate(env).leave(held.splice(0, count).map((ticket) => ({ ticket, tookMs: 1 })));
}
/** Tickets held at the gate, once every answered order's ticket is back (CHECKOUT_GATE.returnWithinMs). */
async function heldOnceReturned(expected: number) {
  await vi.waitFor(async () => expect((await checkoutGate(env).inFlight()).held).toBe(expected));
}

describe("the checkout gate (a rush of orders)", () => {
  // The gate outlives each test's fresh database: give back whatever a test took.
  afterEach(() => giveBack());

  it("tells the customer past the orders being placed at once to wait and try again, writing nothing", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    await fillTheGate();

    const refused = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "rush-1" });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(messages.checkoutBusy);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(CHECKOUT_GATE.retryAfterSeconds.min);
    expect(retryAfter).toBeLessThanOrEqual(CHECKOUT_GATE.retryAfterSeconds.max);
    expect(await stockOf(product.id)).toBe(100);
    expect(await count("orders")).toBe(0);
    // Not counted against the customer's order limits either: they did nothing wrong.
    expect(await count("rate_limits")).toBe(0);

    // One order finishes: the same checkout attempt, tried again, goes through.
    await giveBack(1);
    const placed = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "rush-1" });
    expect(placed.status).toBe(201);
    expect(await stockOf(product.id)).toBe(70);
    await heldOnceReturned(held.length);
  });

  it("lets one account place three orders at once at most: its fourth waits, and everyone else still gets in", async () => {
    const product = await createProduct({ stock: 100 });
    const holder = await customer();
    const gate = checkoutGate(env);
    for (let i = 0; i < CHECKOUT_GATE.maxPerAccount; i++) {
      const entry = await gate.enter([], holder.user.id);
      expect(entry.admitted).toBe(true);
      if (entry.admitted) held.push(entry.ticket);
    }
    const oneMore = await placeOrder(holder.token, product.id, 30);
    expect(oneMore.status).toBe(429);
    expect(oneMore.json.message).toBe(messages.checkoutBusy);
    const someoneElse = await customer();
    expect((await placeOrder(someoneElse.token, product.id, 30)).status).toBe(201);
    // One of the account's orders answered: its next one goes through.
    await giveBack(1);
    expect((await placeOrder(holder.token, product.id, 30)).status).toBe(201);
    await heldOnceReturned(held.length);
  });

  it("frees a returned ticket's place for the entry that carries it back", async () => {
    await fillTheGate();
    const gate = checkoutGate(env);
    const [returned] = held.splice(0, 1);
    const entry = await gate.enter([{ ticket: returned!, tookMs: 40 }]);
    expect(entry.admitted).toBe(true);
    if (entry.admitted) held.push(entry.ticket);
    // Returning a ticket again (the entry that carried it failed on the way back) frees nothing more.
    await gate.leave([{ ticket: returned!, tookMs: 40 }]);
    const again = await gate.enter();
    if (again.admitted) held.push(again.ticket);
    expect(again.admitted).toBe(false);
    expect((await gate.inFlight()).held).toBe(held.length);
  });

  it("sends an answered order's ticket back with the instance's next entry, and the rest on its own", async () => {
    await heldOnceReturned(0);
    const gate = checkoutGate(env);
    // The returns the tickets schedule, run only when the test says so.
    const scheduled: (() => Promise<unknown>)[] = [];
    const keepRunning = (task: () => Promise<unknown>) => void scheduled.push(task);
    try {
      const first = await enterCheckout(env, keepRunning);
      first.release();
      // Answered, not yet back: the gate still counts it.
      expect((await gate.inFlight()).held).toBe(1);
      const second = await enterCheckout(env, keepRunning);
      // The second entry carried the first ticket back: only its own is out.
      expect((await gate.inFlight()).held).toBe(1);
      second.release();
      expect((await gate.inFlight()).held).toBe(1);
    } finally {
      // The return scheduled by the first answer brings back whatever no entry carried.
      for (const task of scheduled.splice(0)) await task();
    }
    expect((await gate.inFlight()).held).toBe(0);
  });

  // Everything behind the gate reads the one database, which queues what it cannot serve: while
  // the gate is full, a "sold out" and a replay wait their turn like an order (decision 027).
  it("tells a customer a product is sold out once their turn comes: please wait while the gate is full", async () => {
    const product = await createProduct({ stock: 0 });
    const { token } = await customer();
    await fillTheGate();
    const busy = await placeOrder(token, product.id, 1);
    expect(busy.status).toBe(429);
    expect(busy.json.message).toBe(messages.checkoutBusy);
    await giveBack(1);
    const res = await placeOrder(token, product.id, 1);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(messages.outOfStock(product.name));
  });

  it("answers an order already placed (its Idempotency-Key again) once there is room, placing nothing twice", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    const first = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "placed-before-1" });
    expect(first.status).toBe(201);
    await fillTheGate();
    const busy = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "placed-before-1" });
    expect(busy.status).toBe(429);
    await giveBack(1);
    const again = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "placed-before-1" });
    expect(again.status).toBe(200);
    expect(again.json.data._id).toBe(first.json.data._id);
    expect(await stockOf(product.id)).toBe(70);
    expect(await count("orders")).toBe(1);
  });

  it("takes the ticket back after every answer: placed, refused by a limit, or failed in the batch", async () => {
    const product = await createProduct({ stock: 31 });
    const { token } = await customer();
    const results = await Promise.all([
      placeOrder(token, product.id, 30),
      // Two orders for the 31 units: the second is refused for stock (by its read or its batch).
      placeOrder(token, product.id, 30),
      // A PIN code the shop does not deliver to: refused after the ticket is taken.
      placeOrder(token, product.id, 1, {
        deliveryAddress: {
          name: "Asha Kumar",
          mobile: "9876543210",
          email: "asha@example.com",
          address: "1 Road",
          city: "Nowhere",
          state: "Maharashtra",
          pincode: "999999",
        },
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 422]);
    await heldOnceReturned(0);
  });
});

describe("an account closed while its order is being placed", () => {
  it("attaches no order to it: nothing is written and the customer hears the session ended", async () => {
    const product = await createProduct({ stock: 100 });
    const { user } = await customer();
    // The account is deleted between the sign-in check and the order's batch (here while the
    // delivery check runs), as a deletion's batch landing at that moment would leave it.
    const closeTheAccountMeanwhile = async () => {
      await env.DB.prepare("UPDATE users SET status = 'Inactive' WHERE id = ?").bind(user.id).run();
      return { cod: true };
    };
    const placing = placeOrderAsService(
      getDb(env.DB),
      user.id,
      placeOrderSchema.parse(orderPayload(product.id, 30)),
      null,
      {
        assertPaymentTaken: () => {},
        enterCheckout: async () => ({ release: async () => {} }),
        rateLimits: [],
        countCouponTry: async () => ({ refund: async () => {} }),
        countCodMobiles: async () => "",
        countCodOrder: async () => ({ refund: async () => {} }),
        assertDeliverable: closeTheAccountMeanwhile,
        siteUrl: "http://localhost:8787",
      },
    );

    await expect(placing).rejects.toMatchObject({ status: 401, message: messages.sessionExpired });
    expect(await count("orders")).toBe(0);
    expect(await stockOf(product.id)).toBe(100);
  });
});

describe("a suspended account at place order (its account is read with the order's first reads)", () => {
  async function suspend(userId: string) {
    await env.DB.prepare("UPDATE users SET status = 'Suspended' WHERE id = ?").bind(userId).run();
  }

  it("is told the session ended, before anything else, and nothing is written", async () => {
    const product = await createProduct({ stock: 100 });
    const { user, token } = await customer();
    await suspend(user.id);
    const res = await placeOrder(token, product.id, 30);
    expect(res.status).toBe(401);
    expect(res.json.message).toBe(messages.sessionExpired);
    expect(await count("orders")).toBe(0);
    expect(await count("rate_limits")).toBe(0);
    expect(await stockOf(product.id)).toBe(100);
  });

  it("gets neither a replay of an order placed before nor a 'sold out'", async () => {
    const product = await createProduct({ stock: 30 });
    const { user, token } = await customer();
    const first = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "before-suspension" });
    expect(first.status).toBe(201);
    await suspend(user.id);
    const replay = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "before-suspension" });
    const soldOut = await placeOrder(token, product.id, 1);
    expect([replay.status, soldOut.status]).toEqual([401, 401]);
    expect(replay.json.message).toBe(messages.sessionExpired);
  });
});
