/**
 * The customer's data rights (decision 022): "Download my data" holds everything about them and
 * nothing about anyone else; "Delete my account" ends every session, erases the personal data and
 * keeps the orders' tax records with the name and address the invoice shows.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  createOrder,
  createProduct,
  createUser,
  loginAs,
  PRIVACY_CONSENT,
  tokenFor,
} from "../test/builders.ts";
import { signedInAdmin } from "../test/admin.ts";
import { api } from "../test/http.ts";
import { invoicedOrder } from "../test/payments.ts";
import { readPdf } from "../test/pdf-text.ts";
import { KEPT_IN_BROWSER_ONLY } from "./data-export.ts";

const exportOf = (token: string) => api("/api/user/data-export", { token });
const deleteAccount = (token: string, password: string) =>
  api("/api/user/delete-account", { method: "POST", token, json: { password } });
const contactMessage = (email: string, token?: string) =>
  api("/api/contact", {
    method: "POST",
    token,
    headers: { "CF-Connecting-IP": "203.0.113.9" },
    json: {
      email,
      countryCode: "IN",
      phoneNumber: "98765 43210",
      address: "12 Temple Street",
      message: "Hello",
    },
  });

async function registered(email = "meera@example.com", password = "turmeric-tea-2024") {
  const res = await api("/api/auth/register", {
    method: "POST",
    json: { name: "Meera Rao", email, password, ...PRIVACY_CONSENT },
  });
  expect(res.status).toBe(201);
  const session = await loginAs({ email, password });
  return { id: res.json.data._id as string, email, password, ...session };
}

async function deliver(orderId: string) {
  await env.DB.prepare("UPDATE orders SET status = 'Delivered' WHERE id = ?").bind(orderId).run();
}

describe("GET /api/user/data-export", { timeout: 30_000 }, () => {
  it("gives the customer everything held about them as a JSON file, and nothing about anyone else", async () => {
    const me = await registered();
    const { order, number } = await invoicedOrder("Karnataka", {
      id: me.id,
      email: me.email,
      name: "Meera Rao",
    });
    const other = await createUser({ name: "Ravi Other", email: "ravi@example.com" });
    const theirs = await createOrder({ user: other, ship: { name: "Ravi Other", address: "9 Other Lane" } });
    expect((await contactMessage(me.email, me.token)).status).toBe(201);
    // Typed with my e-mail by a visitor: nobody proved it was me, so it is not in my file.
    expect((await contactMessage(me.email)).status).toBe(201);
    expect((await contactMessage("ravi@example.com", await tokenFor(other))).status).toBe(201);
    const asked = await api("/api/user/profile", {
      method: "PUT",
      token: me.token,
      json: { email: "meera.rao@example.com", currentPassword: me.password },
    });
    expect(asked.status, asked.text).toBe(200);
    // A parcel lost and replaced (decision 050): the order's earlier parcel.
    await env.DB.prepare(
      "INSERT INTO earlier_parcels (awb, order_id, courier_name, ended_as, replaced_at) VALUES ('BD1111111111', ?, 'Blue Dart', 'lost', 1764400000000)",
    )
      .bind(order.id)
      .run();

    const res = await exportOf(me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const data = res.json.data;
    expect(data.account).toMatchObject({ _id: me.id, name: "Meera Rao", email: me.email });
    expect(data.privacyConsents).toEqual([
      { noticeVersion: PRIVACY_CONSENT.privacyNoticeVersion, givenAt: expect.any(String), withdrawnAt: null },
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      _id: order.id,
      status: "Processing",
      deliveryAddress: { name: "Meera Rao", state: "Karnataka" },
      paymentRecord: { provider: "razorpay", status: "captured", amountPaise: order.totalPaise },
      taxInvoice: { number, totalPaise: order.totalPaise },
      creditNotes: [],
      earlierParcels: [
        { courierName: "Blue Dart", awb: "BD1111111111", replacedAt: new Date(1764400000000).toISOString() },
      ],
    });
    expect(data.orders[0].products).toHaveLength(1);
    expect(data.orders[0].statusHistory.map((entry: { status: string }) => entry.status)).toContain(
      "Processing",
    );
    expect(data.rewardPoints.qualifyingOrders).toBe(1);
    expect(data.contactMessages).toEqual([expect.objectContaining({ email: me.email, message: "Hello" })]);
    expect(data.keptInYourBrowserOnly).toBe(KEPT_IN_BROWSER_ONLY);
    expect(data.emailChangesAsked).toEqual([
      {
        newEmail: "meera.rao@example.com",
        askedAt: expect.any(String),
        expiresAt: expect.any(String),
        linkUsedAt: null,
      },
    ]);
    expect(res.text).not.toMatch(/token|hash/i);

    expect(res.text).not.toContain("Ravi");
    expect(res.text).not.toContain(other.id);
    expect(res.text).not.toContain(theirs.id);
    expect(res.text).not.toContain("password");
  });

  it("needs a signed-in customer", async () => {
    expect((await api("/api/user/data-export")).status).toBe(401);
  });
});

describe("POST /api/user/delete-account", { timeout: 30_000 }, () => {
  it("ends every session, erases the personal data and frees the e-mail, keeping the invoiced order", async () => {
    const me = await registered();
    const secondDevice = await loginAs({ email: me.email, password: me.password });
    const { order, number } = await invoicedOrder("Karnataka", {
      id: me.id,
      email: me.email,
      name: "Meera Rao",
    });
    await deliver(order.id);
    const unpaid = await createOrder({ user: me, status: "Payment Failed", payment: "none" });
    await env.DB.prepare(
      "INSERT INTO delivery_addresses (user_id, name, mobile, email, address, city, state, pincode) VALUES (?, 'Meera Rao', '9876543210', ?, '4 MG Road', 'Bengaluru', 'Karnataka', '560001')",
    )
      .bind(me.id, me.email)
      .run();
    expect((await contactMessage(me.email, me.token)).status).toBe(201);
    await api("/api/user/forgotpassword", { method: "POST", json: { email: me.email } });
    // A new address asked for and never confirmed: its link e-mail went there.
    const asked = await api("/api/user/profile", {
      method: "PUT",
      token: me.token,
      json: { email: "meera.new@example.com", currentPassword: me.password },
    });
    expect(asked.json.pendingEmail).toBe("meera.new@example.com");
    // Since then someone else uses that address: what the shop sends them is theirs, and stays.
    await env.DB.prepare(
      "INSERT INTO email_outbox (id, to_address, subject, body_text) VALUES ('not-meeras', 'meera.new@example.com', 'Your order', 'Hello')",
    ).run();

    const res = await deleteAccount(me.token, me.password);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message:
        "Your account has been deleted and you have been signed out. We keep only the tax records of your past orders, as the law requires.",
    });
    expect(res.headers.get("Set-Cookie")).toMatch(/shop_refresh=;.*Max-Age=0/);

    // Sessions end: the access tokens, the refresh tokens (body and cookie), the password.
    expect((await api("/api/user/profile", { token: me.token })).status).toBe(401);
    expect((await api("/api/user/profile", { token: secondDevice.token })).status).toBe(401);
    for (const refreshToken of [me.refreshToken, secondDevice.refreshToken]) {
      expect((await api("/api/auth/refresh", { method: "POST", json: { refreshToken } })).status).toBe(401);
      const withCookie = await api("/api/auth/refresh", {
        method: "POST",
        headers: { Cookie: `shop_refresh=${refreshToken}` },
      });
      expect(withCookie.status).toBe(401);
    }
    const login = await api("/api/auth/login", {
      method: "POST",
      json: { email: me.email, password: me.password },
    });
    expect(login.status).toBe(401);

    // Personal data gone; the row stays (anonymised) for the kept orders.
    const user = await env.DB.prepare("SELECT * FROM users WHERE id = ?")
      .bind(me.id)
      .first<Record<string, string>>();
    expect(user).toMatchObject({ name: "", phone: "", address: "", status: "Inactive" });
    expect(user!.email).toBe(`erased-${me.id}@deleted.invalid`);
    expect(JSON.stringify(user)).not.toContain("meera");
    for (const table of [
      "refresh_tokens",
      "password_reset_tokens",
      "login_links",
      "email_change_links",
      "delivery_addresses",
      "contact_messages",
    ]) {
      const left = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`)
        .bind(me.id)
        .first<{ n: number }>();
      expect(left!.n, table).toBe(0);
    }
    const mails = await env.DB.prepare(
      "SELECT id FROM email_outbox WHERE to_address IN (?, 'meera.new@example.com')",
    )
      .bind(me.email)
      .all<{ id: string }>();
    expect(mails.results).toEqual([{ id: "not-meeras" }]);
    const consent = await env.DB.prepare("SELECT withdrawn_at FROM privacy_consents WHERE user_id = ?")
      .bind(me.id)
      .first<{ withdrawn_at: number | null }>();
    expect(consent!.withdrawn_at).toEqual(expect.any(Number));

    // The invoiced order keeps what its invoice shows; the ways to reach the customer go.
    const kept = await env.DB.prepare("SELECT * FROM orders WHERE id = ?")
      .bind(order.id)
      .first<Record<string, string>>();
    expect(kept).toMatchObject({
      ship_name: "Meera Rao",
      ship_state: "Karnataka",
      ship_mobile: "",
      ship_email: "",
    });
    const neverPaid = await env.DB.prepare("SELECT * FROM orders WHERE id = ?")
      .bind(unpaid.id)
      .first<Record<string, string>>();
    expect(neverPaid).toMatchObject({ ship_name: "", ship_address: "", ship_mobile: "", ship_email: "" });

    // The admin still downloads the tax invoice, with the customer's name and address on it.
    const { token: adminToken } = await signedInAdmin();
    const pdf = await api(`/api/admin/orders/${order.id}/invoice`, { token: adminToken });
    expect(pdf.status).toBe(200);
    const { text } = await readPdf(pdf.bytes);
    expect(text).toContain(number);
    expect(text).toContain("Meera Rao");
    expect(text).toContain("Karnataka");

    // The e-mail is free again: a new, separate account.
    const again = await api("/api/auth/register", {
      method: "POST",
      json: { name: "Meera Rao", email: me.email, password: "a-new-start-2027", ...PRIVACY_CONSENT },
    });
    expect(again.status).toBe(201);
    expect(again.json.data._id).not.toBe(me.id);
    const fresh = await loginAs({ email: me.email, password: "a-new-start-2027" });
    const freshData = (await exportOf(fresh.token)).json.data;
    expect(freshData.orders).toEqual([]);
    expect(freshData.rewardPoints.points).toBe(0);
  });

  it("takes the customer's reviews with them (in the file before, off the product page after)", async () => {
    const me = await registered();
    const product = await createProduct();
    const order = await createOrder({
      user: { id: me.id },
      status: "Delivered",
      lines: [{ product, quantity: 30 }],
    });
    const review = { rating: 5, title: "Knees thank me", text: "Every morning in warm milk.", city: "Pune" };
    const written = await api("/api/user/reviews", {
      method: "POST",
      token: me.token,
      json: { orderLineId: order.lines[0]!.id, ...review },
    });
    expect(written.status, written.text).toBe(201);
    const { token: admin } = await signedInAdmin();
    const approved = await api(`/api/admin/reviews/${written.json.data.id}/approve`, {
      method: "POST",
      token: admin,
      json: { updatedAt: written.json.data.updatedAt },
    });
    expect(approved.status, approved.text).toBe(200);
    expect((await api(`/api/products/${product.id}`)).json.data).toMatchObject({
      reviews: 1,
      averageRating: 5,
    });

    const exported = (await exportOf(me.token)).json.data;
    expect(exported.reviews).toEqual([
      expect.objectContaining({ product: product.name, ...review, status: "approved", shopReply: null }),
    ]);

    expect((await deleteAccount(me.token, me.password)).status).toBe(200);
    expect((await api(`/api/products/${product.id}`)).json.data).toMatchObject({
      reviews: 0,
      averageRating: null,
    });
    expect((await api(`/api/products/${product.id}/reviews`)).json.data).toEqual([]);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM reviews WHERE user_id = ?")
      .bind(me.id)
      .first("n");
    expect(left).toBe(0);
  });

  it("refuses a wrong password and changes nothing", async () => {
    const me = await registered();
    const res = await deleteAccount(me.token, "not-my-password");
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "Your current password is incorrect" });
    expect((await api("/api/user/profile", { token: me.token })).json.data.email).toBe(me.email);
    expect(
      (await api("/api/auth/refresh", { method: "POST", json: { refreshToken: me.refreshToken } })).status,
    ).toBe(200);
  });

  it.each([
    ["paid and being packed", "Processing"],
    ["on its way", "Shipped"],
    ["awaiting payment", "Pending Payment"],
    ["cash on delivery awaiting its code", "COD Pending Confirmation"],
  ] as const)("refuses while an order is %s, and changes nothing", async (_, status) => {
    const me = await registered();
    await createOrder({ user: me, status });
    const res = await deleteAccount(me.token, me.password);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "You have an order that is not finished yet (awaiting payment, being packed or on its way). You can delete your account once it has been delivered or cancelled.",
    );
    expect((await api("/api/user/profile", { token: me.token })).json.data.name).toBe("Meera Rao");
    const deletions = await env.DB.prepare("SELECT COUNT(*) AS n FROM account_deletions").first<{
      n: number;
    }>();
    expect(deletions!.n).toBe(0);
  });

  it("cannot be blocked by someone who signs up with the address the erased account will keep", async () => {
    const me = await registered();
    const squatter = await api("/api/auth/register", {
      method: "POST",
      json: {
        name: "Someone",
        email: `erased-${me.id}@deleted.invalid`,
        password: "another-pass-2024",
        ...PRIVACY_CONSENT,
      },
    });
    expect(squatter.status).toBe(400);
    expect(squatter.json.message).toBe("Email is invalid");
    expect((await deleteAccount(me.token, me.password)).status).toBe(200);
  });

  it("answers two deletions at once without an error, erasing the account once", async () => {
    const me = await registered();
    const answers = await Promise.all([
      deleteAccount(me.token, me.password),
      deleteAccount(me.token, me.password),
    ]);
    for (const answer of answers) expect([200, 401]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const deletions = await env.DB.prepare("SELECT COUNT(*) AS n FROM account_deletions WHERE user_id = ?")
      .bind(me.id)
      .first<{ n: number }>();
    expect(deletions!.n).toBe(1);
  });

  it("keeps an admin from reviving a deleted account", async () => {
    const me = await registered();
    expect((await deleteAccount(me.token, me.password)).status).toBe(200);
    const { token } = await signedInAdmin();
    const res = await api(`/api/admin/users/${me.id}/status`, {
      method: "PUT",
      token,
      json: { status: "Active" },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This customer deleted their account; it cannot be changed.");
  });
});
