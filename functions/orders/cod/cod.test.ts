/**
 * Cash on delivery end to end against the real local D1: who may choose it (each refusal), the
 * fee, the confirmation code (right, wrong, the last wrong one, late), the cron's expiry, the
 * races (two confirmations, a confirmation against the expiry, two COD orders at once), cash
 * collected on Delivered and the account marked by an RTO.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { codMessages, codRefusalMessages } from "../../../domain/cod-messages.ts";
import { getDb } from "../../db/client.ts";
import type { Bindings } from "../../env.ts";
import { runScheduled } from "../../scheduled.ts";
import { signedInAdmin } from "../../test/admin.ts";
import {
  asSent,
  createProduct,
  createUser,
  customer,
  outboxFor,
  tokenFor,
  validAddress,
} from "../../test/builders.ts";
import { api } from "../../test/http.ts";
import { orderPayload, placeOrder } from "../../test/payments.ts";
import { courierMode, fakeShiprocket } from "../../test/shiprocket.ts";
import { webhookBody } from "../../test/shiprocket-webhook.ts";
import {
  COD_MOBILES_PER_ACCOUNT_PER_DAY,
  COD_ORDERS_PER_ACCOUNT_PER_DAY,
  COD_REMITTANCE_MAX_ORDERS,
} from "../../../domain/cod.ts";
import { D1_MAX_BOUND_VALUES } from "../../db/bound.ts";
import { markRemitted } from "./collections.ts";
import { expireUnconfirmedCodOrders } from "./expiry.ts";
import { statusOf, stockOf } from "../../test/rows.ts";

const HOUR = 60 * 60 * 1000;
const cod = { paymentMethod: "cod" };

const historyOf = async (id: string) =>
  (
    await env.DB.prepare(
      "SELECT status FROM order_status_history WHERE order_id = ? ORDER BY created_at, rowid",
    )
      .bind(id)
      .all<{ status: string }>()
  ).results.map((row) => row.status);

/** A new customer's COD order of 30 of a new product with a stock of 100, awaiting confirmation. */
async function newCustomersCodOrder() {
  const product = await createProduct({ stock: 100 });
  const { user, token } = await customer();
  return { product, user, token, ...(await codOrder(token, product.id)) };
}

/** Moves an order's placing back in time by `ms`. */
async function placedEarlier(orderId: string, ms: number) {
  await env.DB.prepare("UPDATE orders SET created_at = created_at - ? WHERE id = ?").bind(ms, orderId).run();
}

/** A COD order placed through the API; its code as the customer's e-mail carries it. */
async function codOrder(
  token: string,
  productId: string,
  quantity = 30,
  extra: Record<string, unknown> = {},
) {
  const placed = await placeOrder(token, productId, quantity, { ...cod, ...extra });
  expect(placed.status, placed.text).toBe(201);
  const id = placed.json.data._id as string;
  const mail = (await outboxFor(validAddress.email)).find((row) => row.body_text.includes(id.slice(0, 8)));
  const code = /confirmation code for order \w+ is (\d{6})/.exec(await asSent(mail!))![1]!;
  return { id, code, placed };
}

/** The cart's question: may 30 of the product go cash on delivery to this PIN code and mobile? */
const askCod = (token: string, productId: string, pincode: string, mobile = "9876543210") =>
  api("/api/user/cod-eligibility", {
    method: "POST",
    token,
    json: { products: [{ productId, quantity: 30 }], pincode, mobile },
  });

const confirm = (token: string, id: string, code: string) =>
  api(`/api/user/orders/${id}/confirm-cod`, { method: "POST", token, json: { code } });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("placing a cash-on-delivery order", () => {
  it("is taken while online payment is switched off, when an online order is refused with 503", async () => {
    const product = await createProduct({ originalPricePaise: 4900, stock: 100 });
    const { token } = await customer();
    const noOnlinePayment: Bindings = {
      ...env,
      RAZORPAY_KEY_ID: undefined,
      RAZORPAY_KEY_SECRET: undefined,
      PAYMENT_TEST_MODE: undefined,
    };
    const order = (extra: Record<string, unknown>) =>
      api("/api/user/placeorder", {
        method: "POST",
        token,
        json: orderPayload(product.id, 30, extra),
        bindings: noOnlinePayment,
      });
    const online = await order({});
    expect(online.status).toBe(503);
    expect(await stockOf(product.id)).toBe(100);
    const placed = await order(cod);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data).toMatchObject({ status: "COD Pending Confirmation", payment: null });
    expect(await stockOf(product.id)).toBe(70);
  });

  it("adds the ₹40 fee as its own line, starts COD Pending Confirmation with stock reserved and never opens a payment", async () => {
    const product = await createProduct({ originalPricePaise: 4900, stock: 100 });
    const { token } = await customer();
    const { id, placed } = await codOrder(token, product.id);
    expect(placed.json.message).toBe(codMessages.placed(id.slice(0, 8)));
    expect(placed.json.data).toMatchObject({
      status: "COD Pending Confirmation",
      paymentMethod: "cod",
      goodsTotal: 1320,
      deliveryFee: 0,
      codFee: 40,
      totalAmount: 1360,
      payment: null,
    });
    expect(await stockOf(product.id)).toBe(70);
    const created = await api("/api/payment/create-payment", {
      method: "POST",
      token,
      json: { orderId: id, amount: 1360, currency: "INR" },
    });
    expect(created.status).toBe(409);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM payments").first<number>("n")).toBe(0);
    // The code is in the e-mail only as it is sent: the outbox keeps a placeholder.
    const [mail] = await outboxFor(validAddress.email);
    expect(mail!.body_text).toContain("{{cod-code:");
    expect(mail!.body_text).toContain("Cash on delivery fee: ₹40");
    const detail = await api(`/api/user/orders/${id}`, { token });
    expect(detail.json.data.codConfirmation).toMatchObject({ triesLeft: 5 });
  });

  it("fills only the code the shop wrote: a placeholder typed in the delivery address stays text", async () => {
    const product = await createProduct({ stock: 100 });
    const victim = await codOrder((await customer()).token, product.id);
    const { token } = await customer();
    // Another order's code in the delivery address: as the shop wrote placeholders before they
    // named their e-mail, and naming an e-mail id a guesser might try.
    const forged = `{{cod-code:${victim.id}}} {{cod-code:${victim.id}@x}}`;
    const { code } = await codOrder(token, product.id, 30, {
      deliveryAddress: { ...validAddress, address: `12 MG Road ${forged}` },
    });
    const [mail] = (await outboxFor(validAddress.email)).filter((row) => row.body_text.includes(forged));
    const sent = await asSent(mail!);
    expect(sent).toContain(`is ${code}`);
    expect(sent).toContain(forged);
    expect(sent).not.toContain(victim.code);
  });

  it("an online order is unchanged: no fee, Pending Payment", async () => {
    const product = await createProduct({ originalPricePaise: 4900 });
    const { token } = await customer();
    const res = await placeOrder(token, product.id, 30, { paymentMethod: "online" });
    expect(res.json.data).toMatchObject({ status: "Pending Payment", codFee: 0, totalAmount: 1320 });
  });

  it("is refused where the PIN code has no COD, with nothing reserved", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    const res = await placeOrder(token, product.id, 30, {
      ...cod,
      deliveryAddress: { ...validAddress, pincode: "781001", state: "Assam" },
    });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(codRefusalMessages.pincode);
    expect(await stockOf(product.id)).toBe(100);
  });

  it("allows a total of exactly ₹2,500 with the fee and refuses ₹2,530", async () => {
    const { token } = await customer();
    // 30 sachets at MRP ₹91 cost 30 × ₹82 = ₹2,460; + ₹40 = ₹2,500.
    const atLimit = await createProduct({ originalPricePaise: 9100 });
    expect((await placeOrder(token, atLimit.id, 30, cod)).json.data.totalAmount).toBe(2500);
    const other = await customer();
    const over = await createProduct({ originalPricePaise: 9200 });
    const res = await placeOrder(other.token, over.id, 30, cod);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(codRefusalMessages.total);
  });

  it("refuses a second COD order while one is undelivered, also when both are placed at once", async () => {
    const product = await createProduct({ stock: 1000 });
    const { token } = await customer();
    const both = await Promise.all([
      placeOrder(token, product.id, 30, cod),
      placeOrder(token, product.id, 30, cod),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 422]);
    expect(both.find((res) => res.status === 422)!.json.message).toBe(codRefusalMessages.undelivered_cod);
    expect(await stockOf(product.id)).toBe(970);
    const third = await placeOrder(token, product.id, 30, cod);
    expect(third.json.message).toBe(codRefusalMessages.undelivered_cod);
    // Paying online is still open.
    expect((await placeOrder(token, product.id, 30)).status).toBe(201);
  });

  it("refuses a mobile, an account phone or a PIN code on the admins' blocklist, and allows it once removed", async () => {
    const product = await createProduct({ stock: 1000 });
    const { token: adminToken } = await signedInAdmin();
    const add = (json: unknown) =>
      api("/api/admin/cod/blocklist", { method: "POST", token: adminToken, json });
    const phone = await add({ kind: "phone", value: "+91 98765 43210", reason: "Refused 3 parcels" });
    expect(phone.status).toBe(201);
    const entry = {
      kind: "phone",
      value: "9876543210",
      reason: "Refused 3 parcels",
      createdBy: "Meera Admin",
    };
    expect(phone.json.data).toMatchObject(entry);
    expect((await api("/api/admin/cod/blocklist", { token: adminToken })).json.data).toMatchObject([entry]);
    expect((await add({ kind: "phone", value: "9876543210" })).status).toBe(409);
    expect((await add({ kind: "pincode", value: "12345" })).status).toBe(400);

    const { token } = await customer();
    const refused = await placeOrder(token, product.id, 30, cod);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(codRefusalMessages.blocklisted);
    // The account's own phone counts too, whatever mobile the order is for.
    const owner = await createUser({ phone: "+919876543210" });
    const other = await placeOrder(await tokenFor(owner), product.id, 30, {
      ...cod,
      deliveryAddress: { ...validAddress, mobile: "9123456780" },
    });
    expect(other.json.message).toBe(codRefusalMessages.blocklisted);

    const removed = await api(`/api/admin/cod/blocklist/${phone.json.data._id}`, {
      method: "DELETE",
      token: adminToken,
    });
    expect(removed.status).toBe(200);
    const pin = await add({ kind: "pincode", value: "411001" });
    expect((await placeOrder(token, product.id, 30, cod)).json.message).toBe(codRefusalMessages.blocklisted);
    await api(`/api/admin/cod/blocklist/${pin.json.data._id}`, { method: "DELETE", token: adminToken });
    expect((await placeOrder(token, product.id, 30, cod)).status).toBe(201);
    const list = await api("/api/admin/cod/blocklist", { token: adminToken });
    expect(list.json.data).toEqual([]);
  });

  it("answers the cart whether COD is allowed and why not", async () => {
    const product = await createProduct({ originalPricePaise: 4900 });
    const { token } = await customer();
    const ask = (pincode: string) => askCod(token, product.id, pincode);
    expect((await ask("411001")).json.data).toEqual({
      allowed: true,
      reason: null,
      codFee: 40,
      totalAmount: 1360,
    });
    expect((await ask("781001")).json.data).toMatchObject({
      allowed: false,
      reason: codRefusalMessages.pincode,
    });
  });

  it("answers for a few different mobiles a day, so the blocklist cannot be read number by number (decision 055)", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    const ask = (mobile: string) => askCod(token, product.id, "411001", mobile);
    const mobiles = Array.from({ length: COD_MOBILES_PER_ACCOUNT_PER_DAY }, (_, i) => `98765000${10 + i}`);
    for (const mobile of mobiles) expect((await ask(mobile)).json.data).toMatchObject({ allowed: true });
    // One more number is refused, as is a COD order to it; online payment is not affected.
    const refused = await ask("9123456780");
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(codMessages.tooManyMobiles);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await ask("9123456780")).status).toBe(429);
    const elsewhere = { deliveryAddress: { ...validAddress, mobile: "9123456780" } };
    const placed = await placeOrder(token, product.id, 30, { ...cod, ...elsewhere });
    expect(placed.status).toBe(429);
    expect(placed.json.message).toBe(codMessages.tooManyMobiles);
    expect(await stockOf(product.id)).toBe(100);
    expect((await placeOrder(token, product.id, 30, elsewhere)).status).toBe(201);
    // The numbers already asked for are answered as before.
    expect((await ask(mobiles[0]!)).json.data).toMatchObject({ allowed: true });
    // Another account has its own count.
    const other = await customer();
    const theirs = await askCod(other.token, product.id, "411001", "9123456780");
    expect(theirs.json.data).toMatchObject({ allowed: true });
  });

  it("counts the account's own phone too, which the blocklist also matches", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    const setPhone = (phone: string) => api("/api/user/profile", { method: "PUT", token, json: { phone } });
    // The same delivery mobile each time, the profile's phone changed before each ask.
    for (let i = 0; i < COD_MOBILES_PER_ACCOUNT_PER_DAY - 1; i++) {
      expect((await setPhone(`+91 91234500${10 + i}`)).status).toBe(200);
      expect((await askCod(token, product.id, "411001")).status).toBe(200);
    }
    expect((await setPhone("+91 9988776655")).status).toBe(200);
    const refused = await askCod(token, product.id, "411001");
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(codMessages.tooManyMobiles);
  });

  it("answers neither of two asks that race for one new mobile past the cap", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    for (let i = 0; i < COD_MOBILES_PER_ACCOUNT_PER_DAY; i++)
      expect((await askCod(token, product.id, "411001", `98765000${10 + i}`)).status).toBe(200);
    const racing = await Promise.all([1, 2].map(() => askCod(token, product.id, "411001", "9123456780")));
    expect(racing.map((res) => res.status)).toEqual([429, 429]);
    expect((await askCod(token, product.id, "411001", "9123456780")).status).toBe(429);
  });

  it("texts codes for a few COD orders a day, per account and per mobile, so placing and cancelling cannot text anyone at will (decision 057)", async () => {
    const product = await createProduct({ stock: 1000 });
    const { token } = await customer();
    const toVictim = { ...cod, deliveryAddress: { ...validAddress, mobile: "9123456781" } };
    for (let i = 0; i < COD_ORDERS_PER_ACCOUNT_PER_DAY; i++) {
      const placed = await placeOrder(token, product.id, 30, toVictim);
      expect(placed.status).toBe(201);
      const cancel = await api(`/api/user/orders/${placed.json.data._id}/cancel`, { method: "POST", token });
      expect(cancel.status).toBe(200);
    }
    const refused = await placeOrder(token, product.id, 30, toVictim);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(codMessages.tooManyCodOrders);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await stockOf(product.id)).toBe(1000);
    // Paying online is not limited by it.
    const online = await placeOrder(token, product.id, 30, { deliveryAddress: toVictim.deliveryAddress });
    expect(online.status).toBe(201);
    // Another account's COD order to that mobile: the mobile's codes for the day are spent.
    const other = await customer();
    const theirs = await placeOrder(other.token, product.id, 30, toVictim);
    expect(theirs.status).toBe(429);
    expect(theirs.json.message).toBe(codMessages.tooManyCodesToMobile);
    // …and to their own mobile it is placed as usual.
    expect((await placeOrder(other.token, product.id, 30, cod)).status).toBe(201);
  });

  it("an account past its COD orders for the day spends nothing of another mobile's codes by trying", async () => {
    const product = await createProduct({ stock: 1000 });
    const { token } = await customer();
    for (let i = 0; i < COD_ORDERS_PER_ACCOUNT_PER_DAY; i++) {
      const placed = await placeOrder(token, product.id, 30, cod);
      await api(`/api/user/orders/${placed.json.data._id}/cancel`, { method: "POST", token });
    }
    const toVictim = { ...cod, deliveryAddress: { ...validAddress, mobile: "9123456782" } };
    for (let i = 0; i < COD_ORDERS_PER_ACCOUNT_PER_DAY; i++) {
      const refused = await placeOrder(token, product.id, 30, toVictim);
      expect(refused.status).toBe(429);
      expect(refused.json.message).toBe(codMessages.tooManyCodOrders);
    }
    // The mobile's owner, on their own account, still gets their code.
    const owner = await customer();
    expect((await placeOrder(owner.token, product.id, 30, toVictim)).status).toBe(201);
  });
});

describe("confirming a COD order with its code", () => {
  it("the right code moves it to Processing and e-mails the customer and the admins", async () => {
    const product = await createProduct({ stock: 100 });
    const { admin } = await signedInAdmin();
    const { token } = await customer();
    const { id, code } = await codOrder(token, product.id);
    const res = await confirm(token, id, ` ${code} `);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(codMessages.confirmed(id.slice(0, 8)));
    expect(res.json.data).toMatchObject({ status: "Processing", codConfirmation: null });
    expect(await historyOf(id)).toEqual(["COD Pending Confirmation", "Processing"]);
    expect(await stockOf(product.id)).toBe(70);
    expect((await outboxFor(admin.email)).map((m) => m.subject)).toEqual([
      `New COD order ${id.slice(0, 8)}: ₹1,360 to collect`,
    ]);
    // Confirmed once: the code does nothing more.
    expect((await confirm(token, id, code)).status).toBe(409);
  });

  it("a wrong code says how many tries are left; the fifth cancels the order and returns its stock", async () => {
    const { token, product, id, code } = await newCustomersCodOrder();
    for (const left of [4, 3, 2, 1]) {
      const res = await confirm(token, id, wrongCode(code));
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(codMessages.codeWrong(left));
    }
    const last = await confirm(token, id, wrongCode(code));
    expect(last.status).toBe(409);
    expect(last.json.message).toBe(codMessages.tooManyWrongCodes);
    expect(await statusOf(id)).toBe("Cancelled");
    expect(await stockOf(product.id)).toBe(100);
    // Even the right code cannot bring it back.
    expect((await confirm(token, id, code)).status).toBe(409);
    expect((await confirm(token, id, "12ab56")).status).toBe(400);
  });

  it("parallel guesses get no more than 5 tries between them", async () => {
    const { token, product, id, code } = await newCustomersCodOrder();
    const answers = await Promise.all(Array.from({ length: 12 }, () => confirm(token, id, wrongCode(code))));
    expect(answers.filter((res) => res.status === 400)).toHaveLength(4);
    expect(await statusOf(id)).toBe("Cancelled");
    expect(await stockOf(product.id)).toBe(100);
    expect((await historyOf(id)).filter((s) => s === "Cancelled")).toHaveLength(1);
  });

  it("two right confirmations at once apply once", async () => {
    const { token, id, code } = await newCustomersCodOrder();
    const both = await Promise.all([confirm(token, id, code), confirm(token, id, code)]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await historyOf(id)).toEqual(["COD Pending Confirmation", "Processing"]);
  });

  it("a confirmed COD order gets one tax invoice, its ₹40 fee a line of its own, adding up to the total", async () => {
    const { token, id, code, placed } = await newCustomersCodOrder();
    const invoices = () =>
      env.DB.prepare("SELECT number, total_paise, document_json FROM tax_invoices WHERE order_id = ?")
        .bind(id)
        .all<{ number: string; total_paise: number; document_json: string }>();
    expect((await invoices()).results).toEqual([]);
    await Promise.all([confirm(token, id, code), confirm(token, id, code)]);
    const [invoice, ...more] = (await invoices()).results;
    expect(more).toEqual([]);
    expect(invoice!.number).toMatch(/^ASV\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice!.total_paise).toBe(Math.round(placed.json.data.totalAmount * 100));
    const document = JSON.parse(invoice!.document_json) as {
      lines: { kind: string; description: string; totalPaise?: number; grossPaise: number }[];
    };
    expect(document.lines.filter((line) => line.kind === "cod")).toMatchObject([
      { description: "Cash on delivery fee", grossPaise: 4000 },
    ]);
  });

  it("an admin's cancel of a confirmed COD order credits its invoice without saying money was refunded", async () => {
    const { token, id, code } = await newCustomersCodOrder();
    expect((await confirm(token, id, code)).status).toBe(200);
    const admin = await signedInAdmin();
    const cancelled = await api(`/api/admin/orders/${id}/status`, {
      method: "PUT",
      token: admin.token,
      json: { status: "Cancelled" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const note = await env.DB.prepare("SELECT document_json FROM credit_notes WHERE order_id = ?")
      .bind(id)
      .first<{ document_json: string }>();
    expect(JSON.parse(note!.document_json)).toMatchObject({
      reason: "Order cancelled by the seller before payment; nothing was collected",
    });
  });

  // The invoice's PDF is drawn at its first download: up to a few seconds of CPU on a slow machine.
  it("names a confirmed COD order's invoice, unpaid until delivery, in the customer's and the admin's order answers", {
    timeout: 30_000,
  }, async () => {
    const { token, id, code } = await newCustomersCodOrder();
    const listed = async () =>
      (
        (await api("/api/user/getorders", { token })).json.data as { _id: string; taxDocuments: unknown }[]
      ).find((order) => order._id === id)!.taxDocuments;
    expect(await listed()).toEqual({ invoice: null, creditNote: null, creditNotes: [] });
    expect((await api(`/api/user/orders/${id}/invoice`, { token })).status).toBe(404);

    expect((await confirm(token, id, code)).status).toBe(200);
    const { number } = (await env.DB.prepare("SELECT number FROM tax_invoices WHERE order_id = ?")
      .bind(id)
      .first<{ number: string }>())!;
    const issued = { invoice: number, creditNote: null, creditNotes: [] };
    expect(await listed()).toEqual(issued);
    const detail = (await api(`/api/user/orders/${id}`, { token })).json.data;
    expect(detail).toMatchObject({ paidAt: null, taxDocuments: issued });
    const admin = await signedInAdmin();
    expect((await api(`/api/admin/orders/${id}`, { token: admin.token })).json.data.taxDocuments).toEqual(
      issued,
    );
    expect((await api(`/api/user/orders/${id}/invoice`, { token })).status).toBe(200);
  });

  it("someone else's order is not found", async () => {
    const product = await createProduct();
    const { token } = await customer();
    const { id, code } = await codOrder(token, product.id);
    const stranger = await customer();
    expect((await confirm(stranger.token, id, code)).status).toBe(404);
  });

  it("the customer may cancel before confirming: stock back, nothing to refund", async () => {
    const { token, product, id } = await newCustomersCodOrder();
    const res = await api(`/api/user/orders/${id}/cancel`, { method: "POST", token });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("Cancelled");
    expect(await stockOf(product.id)).toBe(100);
  });
});

describe("unconfirmed COD orders expire", () => {
  it("the cron cancels one 24 hours old and returns its stock; a younger one stays", async () => {
    const { product, id } = await newCustomersCodOrder();
    await runScheduled(env as Bindings, Date.now() + 23 * HOUR);
    expect(await statusOf(id)).toBe("COD Pending Confirmation");
    await runScheduled(env as Bindings, Date.now() + 24 * HOUR + 1000);
    expect(await statusOf(id)).toBe("Cancelled");
    expect(await stockOf(product.id)).toBe(100);
    // The customer, who may have missed the SMS, is told not to wait for a parcel.
    const told = (await outboxFor(validAddress.email)).filter((mail) =>
      mail.subject.endsWith("was cancelled"),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`Order ${id.slice(0, 8)} was cancelled`);
    expect(told[0]!.body_text).toContain(codMessages.expiredNote);
  });

  it("a confirmation after 24 hours is refused and cancels the order", async () => {
    const { token, product, id, code } = await newCustomersCodOrder();
    await placedEarlier(id, 24 * HOUR);
    const res = await confirm(token, id, code);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(codMessages.confirmationExpired);
    expect(await statusOf(id)).toBe("Cancelled");
    expect(await stockOf(product.id)).toBe(100);
  });

  it("a confirmation racing the expiry: exactly one applies, and the stock agrees with it", async () => {
    const { token, product, id, code } = await newCustomersCodOrder();
    // A minute before the deadline: the confirmation is in time, the sweep (a minute later) is due.
    await placedEarlier(id, 24 * HOUR - 60_000);
    const [confirmed] = await Promise.all([
      confirm(token, id, code),
      expireUnconfirmedCodOrders(getDb(env.DB), "http://localhost:8787", Date.now() + 120_000),
    ]);
    const history = await historyOf(id);
    expect(history).toHaveLength(2);
    if (confirmed.status === 200) {
      expect(history[1]).toBe("Processing");
      expect(await stockOf(product.id)).toBe(70);
    } else {
      expect(history[1]).toBe("Cancelled");
      expect(await stockOf(product.id)).toBe(100);
    }
  });
});

describe("money at the door", () => {
  const TOKEN = "test-webhook-token-0123456789";
  const withToken = { ...env, SHIPROCKET_WEBHOOK_TOKEN: TOKEN } as Bindings;
  const hook = (awb: string, status: string, statusId: number, day: string) =>
    api("/api/shipping/webhook", {
      method: "POST",
      headers: { "x-api-key": TOKEN },
      bindings: withToken,
      json: webhookBody(awb, status, statusId, `2026-11-${day} 10:00:00`),
    });

  async function shippedCodOrder(awb: string) {
    const { user, token, product, id, code } = await newCustomersCodOrder();
    expect((await confirm(token, id, code)).status).toBe(200);
    const { token: adminToken } = await signedInAdmin();
    const shipped = await api(`/api/admin/orders/${id}/ship`, {
      method: "POST",
      token: adminToken,
      json: { courierName: "Delhivery", awb },
    });
    expect(shipped.status).toBe(200);
    return { id, user, token, adminToken, product };
  }

  it("Delivered records the cash (amount, date, AWB), earns the points then, and shows on the dashboard until remitted", async () => {
    const { id, token, adminToken } = await shippedCodOrder("CODAWB0001");
    expect((await api("/api/user/rewards", { token })).json.data.points).toBe(0);
    expect((await hook("CODAWB0001", "DELIVERED", 7, "20")).status).toBe(200);
    const cash = await env.DB.prepare("SELECT * FROM cod_collections WHERE order_id = ?").bind(id).first();
    expect(cash).toMatchObject({ amount_paise: 136_000, awb: "CODAWB0001", remitted_at: null });
    expect(cash!.collected_at).toBe(Date.parse("2026-11-20T10:00:00+05:30"));
    expect((await api("/api/user/rewards", { token })).json.data.points).toBe(13);
    const dashboard = await api("/api/dashboard/stats", { token: adminToken });
    expect(dashboard.json.data.cod).toMatchObject({
      toConfirm: 0,
      collectedNotRemitted: { orders: 1, amount: 1360 },
      codSharePercent: 100,
      rtoRatePercent: 0,
    });
    const waiting = await api("/api/admin/cod/collections", { token: adminToken });
    expect(waiting.json.data).toEqual({
      rows: [
        {
          orderId: id,
          shortId: id.slice(0, 8),
          amount: 1360,
          awb: "CODAWB0001",
          collectedAt: new Date(Date.parse("2026-11-20T10:00:00+05:30")).toISOString(),
        },
      ],
      total: 1,
    });
    const remitted = await api("/api/admin/cod/remittances", {
      method: "POST",
      token: adminToken,
      json: { orderIds: [id] },
    });
    expect(remitted.json.data).toEqual({ orderIds: [id], amount: 1360 });
    const after = await api("/api/dashboard/stats", { token: adminToken });
    expect(after.json.data.cod.collectedNotRemitted).toEqual({ orders: 0, amount: 0 });
    expect((await api("/api/admin/cod/collections", { token: adminToken })).json.data).toEqual({
      rows: [],
      total: 0,
    });
  });

  it("marks a whole remittance in one statement within D1's bound parameters (local SQLite allows more)", () => {
    const ids = Array.from({ length: COD_REMITTANCE_MAX_ORDERS }, (_, i) => i.toString(16).padStart(24, "0"));
    const statement = markRemitted(getDb(env.DB), ids, "a".repeat(24)).toSQL();
    expect(statement.params.length).toBeLessThanOrEqual(D1_MAX_BOUND_VALUES);
  });

  it("an RTO returns the stock, locks the account out of COD for 180 days and counts in the RTO rate", async () => {
    const { id, token, adminToken, product } = await shippedCodOrder("CODAWB0002");
    expect((await hook("CODAWB0002", "RTO INITIATED", 9, "21")).status).toBe(200);
    expect(await statusOf(id)).toBe("Returned to Origin");
    expect(await stockOf(product.id)).toBe(100);
    const refused = await placeOrder(token, product.id, 30, cod);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(codRefusalMessages.recent_rto);
    expect((await api("/api/dashboard/stats", { token: adminToken })).json.data.cod.rtoRatePercent).toBe(100);
    // 181 days later the lock is over.
    await env.DB.prepare("UPDATE orders SET returned_at = returned_at - ? WHERE id = ?")
      .bind(181 * 24 * HOUR, id)
      .run();
    expect((await placeOrder(token, product.id, 30, cod)).status).toBe(201);
  });

  it("books a confirmed COD order at Shiprocket as COD, for the courier to collect the whole total", async () => {
    const bindings = courierMode();
    const { token, id, code } = await newCustomersCodOrder();
    expect((await confirm(token, id, code)).status).toBe(200);
    const { token: adminToken } = await signedInAdmin();
    const shipped = await api(`/api/admin/orders/${id}/ship`, {
      method: "POST",
      token: adminToken,
      json: {},
      bindings,
    });
    expect(shipped.status).toBe(200);
    const booked = (await fakeShiprocket.orders(bindings.SHIPROCKET_EMAIL))[id]!;
    expect(booked.body).toMatchObject({ payment_method: "COD", sub_total: 1360 });
  });

  it("an admin's Delivered for a manually shipped COD parcel records the cash too", async () => {
    const { id, adminToken } = await shippedCodOrder("CODAWB0003");
    for (const status of ["Out for Delivery", "Delivered"]) {
      const res = await api(`/api/admin/orders/${id}/status`, {
        method: "PUT",
        token: adminToken,
        json: { status },
      });
      expect(res.status).toBe(200);
    }
    const cash = await env.DB.prepare("SELECT amount_paise, awb FROM cod_collections WHERE order_id = ?")
      .bind(id)
      .first();
    expect(cash).toEqual({ amount_paise: 136_000, awb: "CODAWB0003" });
  });
});
