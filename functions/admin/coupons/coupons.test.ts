import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditRows, signedInAdmin } from "../../test/admin.ts";
import { createCoupon, createOrder, createUser } from "../../test/builders.ts";
import { api } from "../../test/http.ts";

const HOUR = 60 * 60 * 1000;

async function create(token: string, body: Record<string, unknown>) {
  return api("/api/admin/coupons", { method: "POST", token, json: body });
}

async function couponCount() {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM coupons").first<{ n: number }>())!.n;
}

async function listed(token: string, query = "") {
  return (await api(`/api/admin/coupons${query}`, { token })).json;
}

describe("POST /api/admin/coupons", () => {
  it("creates a coupon with an upper-case code, answers it as the list shows it, and audits it", async () => {
    const { admin, token } = await signedInAdmin();
    const res = await create(token, {
      code: " diwali-100 ",
      kind: "fixed",
      value: "100.50",
      minOrder: "999",
      // India time, as the form's datetime-local fields send it.
      startsAt: "2026-11-01T09:00",
      endsAt: "2026-11-15T23:59",
      usageLimit: "500",
      perCustomerLimit: "1",
    });
    expect(res.status).toBe(201);
    const expected = {
      code: "DIWALI-100",
      kind: "fixed",
      value: 100.5,
      minOrder: 999,
      startsAt: "2026-11-01T03:30:00.000Z",
      endsAt: "2026-11-15T18:29:00.000Z",
      usageLimit: 500,
      perCustomerLimit: 1,
      active: true,
    };
    expect(res.json.data).toMatchObject({ ...expected, usedCount: 0, used: false });
    const stored = await env.DB.prepare(
      "SELECT value, min_order_paise FROM coupons WHERE code = 'DIWALI-100'",
    ).first();
    expect(stored).toEqual({ value: 10_050, min_order_paise: 99_900 });
    expect(await auditRows("DIWALI-100")).toMatchObject([
      { admin_id: admin.id, action: "coupon.create", entity: "coupon", before: null, after: expected },
    ]);
  });

  it("takes ISO times with a zone from API clients, and blanks as no minimum, no dates and no limits", async () => {
    const { token } = await signedInAdmin();
    const res = await create(token, {
      code: "WELCOME5",
      kind: "percent",
      value: 5,
      minOrder: "",
      startsAt: "2026-12-01T00:00:00Z",
      endsAt: null,
      usageLimit: "",
      perCustomerLimit: null,
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      code: "WELCOME5",
      value: 5,
      minOrder: 0,
      startsAt: "2026-12-01T00:00:00.000Z",
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
    });
  });

  it("refuses a code that exists already, whatever its case", async () => {
    const { token } = await signedInAdmin();
    await createCoupon({ code: "JOINT10" });
    const res = await create(token, { code: "joint10", kind: "percent", value: 15 });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      success: false,
      message: "A coupon with this code already exists. Choose another code.",
    });
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    [
      { code: "AB" },
      "The code must be 3 to 40 letters, digits or dashes, starting and ending with a letter or digit",
    ],
    [
      { code: "SAVE 10" },
      "The code must be 3 to 40 letters, digits or dashes, starting and ending with a letter or digit",
    ],
    [
      { code: "-SAVE10" },
      "The code must be 3 to 40 letters, digits or dashes, starting and ending with a letter or digit",
    ],
    [
      { code: "A".repeat(41) },
      "The code must be 3 to 40 letters, digits or dashes, starting and ending with a letter or digit",
    ],
    [{ kind: "bogo" }, "Choose percent off or an amount off"],
    [{ value: "" }, "Enter how much the coupon takes off"],
    [{ value: 0 }, "Percent off must be a whole number from 1 to 99"],
    [{ value: 100 }, "Percent off must be a whole number from 1 to 99"],
    [{ value: "12.5" }, "Percent off must be a whole number from 1 to 99"],
    [{ value: "ten" }, "Percent off must be a whole number from 1 to 99"],
    [
      { kind: "fixed", value: 0, minOrder: 500 },
      "The amount off must be more than ₹0, in rupees with at most 2 decimals",
    ],
    [
      { kind: "fixed", value: Number.MIN_VALUE, minOrder: 500 },
      "The amount off must be more than ₹0, in rupees with at most 2 decimals",
    ],
    [
      { kind: "fixed", value: "10.555", minOrder: 500 },
      "The amount off must be more than ₹0, in rupees with at most 2 decimals",
    ],
    [
      { kind: "fixed", value: 100 },
      "The amount off must be less than the minimum order, so that no order is free",
    ],
    [
      { kind: "fixed", value: 500, minOrder: 500 },
      "The amount off must be less than the minimum order, so that no order is free",
    ],
    [{ minOrder: -1 }, "Minimum order must be a number of rupees, at most 2 decimals"],
    [{ startsAt: "tomorrow" }, "Start must be a date and time"],
    [{ startsAt: "2026-02-30T10:00" }, "Start must be a date and time"],
    [{ endsAt: 1_790_000_000_000 }, "End must be a date and time"],
    [{ startsAt: "2026-12-10T10:00", endsAt: "2026-12-10T10:00" }, "The end must be after the start"],
    [{ startsAt: "2026-12-10T10:00", endsAt: "2026-12-01T10:00" }, "The end must be after the start"],
    [{ usageLimit: 0 }, "Total uses must be a whole number from 1 to 1000000, or blank for unlimited"],
    [{ usageLimit: "1.5" }, "Total uses must be a whole number from 1 to 1000000, or blank for unlimited"],
    [
      { perCustomerLimit: -2 },
      "Uses per customer must be a whole number from 1 to 1000000, or blank for unlimited",
    ],
    [{ usageLimit: 3, perCustomerLimit: 5 }, "Uses per customer cannot be more than the total uses"],
  ])("refuses %j with a clear message and writes nothing", async (override, message) => {
    const { token } = await signedInAdmin();
    const res = await create(token, { code: "VALID10", kind: "percent", value: 10, ...override });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message });
    expect(await couponCount()).toBe(0);
    expect(await auditRows()).toEqual([]);
  });
});

describe("GET /api/admin/coupons", () => {
  it("lists coupons newest first with uses so far and where each stands, filtered by status and searched by code", async () => {
    const { token } = await signedInAdmin();
    const now = Date.now();
    await createCoupon({
      code: "LIVE10",
      usageLimit: 100,
      usedCount: 7,
      perCustomerLimit: 2,
      createdAt: now - 5 * HOUR,
    });
    await createCoupon({ code: "SOON10", startsAt: now + HOUR, createdAt: now - 4 * HOUR });
    await createCoupon({ code: "OVER10", expiresAt: now - HOUR, createdAt: now - 3 * HOUR });
    await createCoupon({ code: "GONE10", usageLimit: 3, usedCount: 3, createdAt: now - 2 * HOUR });
    await createCoupon({ code: "OFF10", active: false, createdAt: now - HOUR });

    const all = await listed(token);
    expect(all.data.map((c: any) => [c.code, c.status])).toEqual([
      ["OFF10", "inactive"],
      ["GONE10", "used-up"],
      ["OVER10", "ended"],
      ["SOON10", "scheduled"],
      ["LIVE10", "active"],
    ]);
    expect(all.data.at(-1)).toMatchObject({
      usedCount: 7,
      usageLimit: 100,
      perCustomerLimit: 2,
      active: true,
    });
    expect(all.pagination).toMatchObject({ page: 1, total: 5 });
    expect((await listed(token, "?status=scheduled")).data.map((c: any) => c.code)).toEqual(["SOON10"]);
    expect((await listed(token, "?status=active")).data.map((c: any) => c.code)).toEqual(["LIVE10"]);
    expect((await listed(token, "?q=ver")).data.map((c: any) => c.code)).toEqual(["OVER10"]);
    const bad = await api("/api/admin/coupons?status=expired", { token });
    expect(bad.json).toEqual({ success: false, message: "Unknown coupon status" });
  });

  it("says which coupons orders have used", async () => {
    const { token } = await signedInAdmin();
    await createCoupon({ code: "ONORDER" });
    await createCoupon({ code: "UNUSED" });
    const order = await createOrder({ user: await createUser(), status: "Payment Failed" });
    await env.DB.prepare("UPDATE orders SET coupon_code = 'ONORDER' WHERE id = ?").bind(order.id).run();
    const used = Object.fromEntries((await listed(token)).data.map((c: any) => [c.code, c.used]));
    expect(used).toEqual({ ONORDER: true, UNUSED: false });
  });
});

describe("PUT /api/admin/coupons/:code", () => {
  it("changes every term of a coupon no order has used, and audits before and after", async () => {
    const { admin, token } = await signedInAdmin();
    await createCoupon({ code: "EDIT10", kind: "percent", value: 10 });
    const res = await api("/api/admin/coupons/edit10", {
      method: "PUT",
      token,
      json: {
        kind: "fixed",
        value: "75",
        minOrder: "600",
        startsAt: "",
        endsAt: "2027-01-01T00:00",
        usageLimit: "50",
        perCustomerLimit: "2",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      code: "EDIT10",
      kind: "fixed",
      value: 75,
      minOrder: 600,
      endsAt: "2026-12-31T18:30:00.000Z",
      usageLimit: 50,
      perCustomerLimit: 2,
    });
    const [entry] = await auditRows("EDIT10");
    expect(entry).toMatchObject({
      admin_id: admin.id,
      action: "coupon.update",
      before: { kind: "percent", value: 10, minOrder: 0, usageLimit: null },
      after: { kind: "fixed", value: 75, minOrder: 600, usageLimit: 50 },
    });
  });

  it("keeps the discount of a coupon orders have used, but lets its minimum, dates and limits change", async () => {
    const { token } = await signedInAdmin();
    await createCoupon({ code: "USED10", kind: "percent", value: 10, usageLimit: 10, usedCount: 4 });
    const order = await createOrder({ user: await createUser() });
    await env.DB.prepare("UPDATE orders SET coupon_code = 'USED10' WHERE id = ?").bind(order.id).run();

    for (const terms of [
      { kind: "percent", value: 20 },
      { kind: "fixed", value: 10, minOrder: 100 },
    ]) {
      const locked = await api("/api/admin/coupons/USED10", { method: "PUT", token, json: terms });
      expect(locked.status).toBe(409);
      expect(locked.json.message).toBe(
        "This coupon is on orders already, so its discount cannot change (those orders must stay explainable). Create a new coupon for a different discount.",
      );
    }
    const below = await api("/api/admin/coupons/USED10", {
      method: "PUT",
      token,
      json: { kind: "percent", value: 10, usageLimit: 3 },
    });
    expect(below.status).toBe(409);
    expect(below.json.message).toBe(
      "This coupon has been used 4 times, so its total uses cannot be fewer than 4.",
    );
    expect(await auditRows("USED10")).toEqual([]);

    const allowed = await api("/api/admin/coupons/USED10", {
      method: "PUT",
      token,
      json: {
        kind: "percent",
        value: 10,
        minOrder: 300,
        endsAt: "2027-03-31T23:59",
        usageLimit: 4,
        perCustomerLimit: 1,
      },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.json.data).toMatchObject({
      value: 10,
      minOrder: 300,
      usageLimit: 4,
      perCustomerLimit: 1,
      usedCount: 4,
      status: "used-up",
    });
  });

  it("answers 404 for an unknown code and validates the terms", async () => {
    const { token } = await signedInAdmin();
    const missing = await api("/api/admin/coupons/NOSUCH", {
      method: "PUT",
      token,
      json: { kind: "percent", value: 10 },
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Coupon not found" });
    await createCoupon({ code: "TERMS10" });
    const bad = await api("/api/admin/coupons/TERMS10", {
      method: "PUT",
      token,
      json: { kind: "percent", value: 150 },
    });
    expect(bad.json).toEqual({ success: false, message: "Percent off must be a whole number from 1 to 99" });
  });
});

describe("PUT /api/admin/coupons/:code/status", () => {
  it("deactivates and reactivates, each audited; there is no way to delete a coupon", async () => {
    const { admin, token } = await signedInAdmin();
    await createCoupon({ code: "PAUSE10" });
    const off = await api("/api/admin/coupons/pause10/status", {
      method: "PUT",
      token,
      json: { active: false },
    });
    expect(off.json.data).toMatchObject({ code: "PAUSE10", active: false, status: "inactive" });
    const again = await api("/api/admin/coupons/PAUSE10/status", {
      method: "PUT",
      token,
      json: { active: false },
    });
    expect(again.status).toBe(200);
    const on = await api("/api/admin/coupons/PAUSE10/status", {
      method: "PUT",
      token,
      json: { active: true },
    });
    expect(on.json.data).toMatchObject({ active: true, status: "active" });
    expect((await auditRows("PAUSE10")).map((r) => [r.admin_id, r.action, r.before, r.after])).toEqual([
      [admin.id, "coupon.deactivate", { active: true }, { active: false }],
      [admin.id, "coupon.reactivate", { active: false }, { active: true }],
    ]);
    expect((await api("/api/admin/coupons/PAUSE10", { method: "DELETE", token })).status).toBe(404);
    expect(await couponCount()).toBe(1);
  });

  it("validates the body and the code", async () => {
    const { token } = await signedInAdmin();
    await createCoupon({ code: "BODY10" });
    expect(
      (await api("/api/admin/coupons/BODY10/status", { method: "PUT", token, json: { active: "no" } })).json
        .message,
    ).toBe("Active must be true or false");
    expect(
      (await api("/api/admin/coupons/NOSUCH/status", { method: "PUT", token, json: { active: false } }))
        .status,
    ).toBe(404);
  });
});
