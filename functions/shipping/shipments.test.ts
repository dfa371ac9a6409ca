/**
 * Shipments end to end against the fake Shiprocket: "Ship" with and without a courier account,
 * the tracking webhook (forged, replayed, out of order, unknown AWB, RTO) and the cron's reconcile.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PARCEL } from "../../src/config/delivery.ts";
import { parcelFor } from "../../domain/delivery/parcel.ts";
import type { Bindings } from "../env.ts";
import { customerEmailsAbout, signedInAdmin } from "../test/admin.ts";
import { createOrder, createUser, outboxFor, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { courierMode, fakeShiprocket } from "../test/shiprocket.ts";
import { webhookBody } from "../test/shiprocket-webhook.ts";
import { reconcileShipments } from "./reconcile.ts";
import { statusOf, stockOf } from "../test/rows.ts";

const TOKEN = "test-webhook-token-0123456789";
const HOUR = 60 * 60 * 1000;

const shipmentCount = () => env.DB.prepare("SELECT COUNT(*) AS n FROM shipments").first<number>("n");

async function processingOrder(quantity = 3) {
  const user = await createUser({ name: "Asha Rao" });
  const order = await createOrder({ user });
  return { user, order, quantity };
}

function ship(orderId: string, token: string, json: unknown, bindings?: Bindings) {
  return api(`/api/admin/orders/${orderId}/ship`, { method: "POST", json, token, bindings });
}

const withToken = { ...env, SHIPROCKET_WEBHOOK_TOKEN: TOKEN } as Bindings;
function hook(body: unknown, key: string | null = TOKEN) {
  return api("/api/shipping/webhook", {
    method: "POST",
    json: body,
    headers: key === null ? {} : { "x-api-key": key },
    bindings: withToken,
  });
}

async function manuallyShipped(awb: string) {
  const { token } = await signedInAdmin();
  const { user, order } = await processingOrder();
  const res = await ship(order.id, token, { courierName: "Blue Dart", awb });
  expect(res.status).toBe(200);
  return { user, order, token };
}

describe("Ship without a courier account", () => {
  it("records the typed courier and AWB, moves the order to Shipped and e-mails the customer", async () => {
    const { token } = await signedInAdmin();
    const { user, order } = await processingOrder();
    const res = await ship(order.id, token, {
      courierName: "Blue Dart",
      awb: "BD12345678",
      note: "Two boxes",
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      status: "Shipped",
      shipWith: null,
      shipment: { courierName: "Blue Dart", awb: "BD12345678", source: "manual", labelUrl: null, scans: [] },
    });
    expect(res.json.data.history.at(-1)).toMatchObject({
      status: "Shipped",
      note: "Sent with Blue Dart, AWB BD12345678. Two boxes",
    });
    const [email] = await customerEmailsAbout(order.id);
    expect(email!.body_text).toContain("Sent with Blue Dart, AWB BD12345678.");
    const mine = await api(`/api/user/orders/${order.id}`, { token: await tokenFor(user) });
    expect(mine.json.data.shipment).toMatchObject({ courierName: "Blue Dart", awb: "BD12345678", scans: [] });
  });

  it("asks for the courier and AWB, refuses half of them, bad AWBs, a used AWB and orders not Processing", async () => {
    const { token } = await signedInAdmin();
    const { order } = await processingOrder();
    const detail = await api(`/api/admin/orders/${order.id}`, { token });
    expect(detail.json.data.shipWith).toBe("manual");
    expect((await ship(order.id, token, {})).json.message).toBe(
      "The shop has no courier account: type the courier and the AWB the parcel was sent with.",
    );
    expect((await ship(order.id, token, { awb: "BD12345678" })).status).toBe(400);
    expect((await ship(order.id, token, { courierName: "DTDC", awb: "12 34; drop" })).json.message).toBe(
      "The AWB is 6 to 40 letters, digits or dashes.",
    );
    await manuallyShipped("USED000001");
    const used = await ship(order.id, token, { courierName: "DTDC", awb: "USED000001" });
    expect(used.status).toBe(409);
    expect(await statusOf(order.id)).toBe("Processing");
    const pending = await createOrder({ user: await createUser(), status: "Pending Payment" });
    expect((await ship(pending.id, token, { courierName: "DTDC", awb: "D1234567" })).json.message).toBe(
      "An order that is Pending Payment cannot be changed to Shipped.",
    );
    // Shipped only through Ship: a plain status change to Shipped is refused.
    const put = await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      json: { status: "Shipped" },
      token,
    });
    expect(put.status).toBe(400);
  });
});

describe("Ship with a courier account", () => {
  it("books the parcel at Shiprocket with its weight and box, and offers the label", async () => {
    const bindings = courierMode();
    const { token } = await signedInAdmin();
    const { order } = await processingOrder();
    expect((await api(`/api/admin/orders/${order.id}`, { token, bindings })).json.data.shipWith).toBe(
      "courier",
    );
    const res = await ship(order.id, token, {}, bindings);
    expect(res.status).toBe(200);
    const shipment = res.json.data.shipment;
    expect(shipment).toMatchObject({ courierName: "Delhivery Surface", source: "courier" });
    expect(shipment.awb).toMatch(/^FAKE\d+$/);
    expect(shipment.labelUrl).toMatch(/\/labels\/\d+\.pdf$/);
    const booked = (await fakeShiprocket.orders(bindings.SHIPROCKET_EMAIL))[order.id]!;
    const parcel = parcelFor(30, PARCEL);
    // 30 sachets are one carton in the small box.
    expect(parcel).toEqual({ weightKg: 0.3, lengthCm: 20, breadthCm: 15, heightCm: 8 });
    expect(booked.body).toMatchObject({
      order_id: order.id,
      pickup_location: "Primary",
      billing_pincode: order.shipPincode,
      payment_method: "Prepaid",
      weight: parcel.weightKg,
      length: parcel.lengthCm,
      breadth: parcel.breadthCm,
      height: parcel.heightCm,
    });
    expect(booked.awb).toBe(shipment.awb);
    // The courier is asked to come for it.
    expect(booked.pickupRequested).toBe(true);
    expect(shipment.courierStatus).toBe("PICKUP SCHEDULED");
  });

  it("still ships when the label and the pickup request fail: both can be done from Shiprocket's panel", async () => {
    const bindings = courierMode();
    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { label: "error", pickup: "error" });
    const { token } = await signedInAdmin();
    const { order } = await processingOrder();
    const res = await ship(order.id, token, {}, bindings);
    expect(res.status).toBe(200);
    // The order detail then offers no label link and says to schedule the pickup.
    expect(res.json.data.shipment).toMatchObject({ labelUrl: null, courierStatus: "AWB ASSIGNED" });
  });

  for (const [mode, message] of [
    ["error", "Shiprocket did not answer (it is down or too slow)."],
    [
      "no-awb",
      "Shiprocket did not book the shipment: Shiprocket AWB assignment failed (200): Selected courier is not serviceable for this shipment.",
    ],
    ["hang", "Shiprocket did not answer (it is down or too slow)."],
  ] as const) {
    it(`answers 502 and changes nothing when Shiprocket ${mode === "hang" ? "times out" : mode === "error" ? "fails" : "refuses the AWB"}`, async () => {
      const bindings = courierMode();
      await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { shipping: mode });
      const { token } = await signedInAdmin();
      const { order } = await processingOrder();
      const before = (await customerEmailsAbout(order.id)).length;
      const res = await ship(order.id, token, {}, bindings);
      expect(res.status).toBe(502);
      expect(res.json.message).toContain(message);
      expect(await statusOf(order.id)).toBe("Processing");
      expect(await shipmentCount()).toBe(0);
      expect((await customerEmailsAbout(order.id)).length).toBe(before);
    }, 30_000);
  }
});

describe("POST /api/shipping/webhook", () => {
  it("refuses a missing or wrong token, and every delivery when no token is set", async () => {
    const { order } = await manuallyShipped("AWB0000001");
    const body = webhookBody("AWB0000001", "DELIVERED", 7, "2026-11-20 10:00:00");
    for (const key of [null, "wrong-token", `${TOKEN}x`]) {
      const res = await hook(body, key);
      expect(res.status).toBe(401);
      expect(res.json.message).toBe("Missing or wrong x-api-key: this is not the shop's courier.");
    }
    const unset = await api("/api/shipping/webhook", {
      method: "POST",
      json: body,
      headers: { "x-api-key": "" },
    });
    expect(unset.status).toBe(401);
    expect(await statusOf(order.id)).toBe("Shipped");
  });

  it("reads the stage from shipment_status_id, not from current_status_id's other list of codes", async () => {
    const { order } = await manuallyShipped("AWB0000009");
    // In transit (18), with a current_status_id that is Delivered's number on the shipment list.
    const inTransit = {
      ...webhookBody("AWB0000009", "IN TRANSIT", 18, "2026-11-20 10:00:00"),
      current_status_id: 7,
    };
    expect((await hook(inTransit)).status).toBe(200);
    expect(await statusOf(order.id)).toBe("Shipped");
    expect((await hook(webhookBody("AWB0000009", "DELIVERED", 7, "2026-11-20 12:00:00"))).status).toBe(200);
    expect(await statusOf(order.id)).toBe("Delivered");
  });

  it("moves the order on with the scans, once, and ignores older updates", async () => {
    const { user, order } = await manuallyShipped("AWB0000002");
    const early = ["2026-11-19 09:00:00", "Picked up", "Pune_Hub (Maharashtra)"];
    const ofd = ["2026-11-20 08:00:00", "Out for delivery", "Mumbai_Andheri (Maharashtra)"];
    const outForDelivery = webhookBody("AWB0000002", "OUT FOR DELIVERY", 17, "2026-11-20 08:00:00", [
      early,
      ofd,
    ]);
    const first = await hook(outForDelivery);
    expect(first.json).toEqual({
      success: true,
      message: "Scans recorded; the order is now Out for Delivery.",
    });
    expect((await hook(outForDelivery)).json.message).toBe(
      "Already applied, or older than the latest update; nothing changed.",
    );
    const older = webhookBody("AWB0000002", "IN TRANSIT", 18, "2026-11-19 12:00:00", [early]);
    expect((await hook(older)).json.message).toBe(
      "Already applied, or older than the latest update; nothing changed.",
    );
    expect(await statusOf(order.id)).toBe("Out for Delivery");
    const mine = await api(`/api/user/orders/${order.id}`, { token: await tokenFor(user) });
    expect(mine.json.data.shipment.courierStatus).toBe("OUT FOR DELIVERY");
    expect(mine.json.data.shipment.scans).toEqual([
      { at: "2026-11-19T03:30:00.000Z", activity: "Picked up", location: "Pune_Hub (Maharashtra)" },
      {
        at: "2026-11-20T02:30:00.000Z",
        activity: "Out for delivery",
        location: "Mumbai_Andheri (Maharashtra)",
      },
    ]);
    // The order history lists the same parcel with its scans.
    const history = await api("/api/user/getorders", { token: await tokenFor(user) });
    expect(history.json.data.find((o: { _id: string }) => o._id === order.id).shipment).toEqual(
      mine.json.data.shipment,
    );
    const emails = await customerEmailsAbout(order.id);
    expect(emails.filter((e) => e.subject.includes("out for delivery"))).toHaveLength(1);
    const delivered = webhookBody("AWB0000002", "DELIVERED", 7, "2026-11-20 15:00:00");
    expect((await hook(delivered)).json.message).toBe("Scans recorded; the order is now Delivered.");
    expect(await statusOf(order.id)).toBe("Delivered");
  });

  it("answers an unknown AWB clearly and changes nothing", async () => {
    const res = await hook(webhookBody("NOSUCH0001", "DELIVERED", 7, "2026-11-20 10:00:00"));
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("No shipment of this shop has AWB NOSUCH0001; nothing changed.");
    expect((await hook({ hello: "test" })).json.message).toBe(
      "Not a tracking update (no AWB or status); nothing changed.",
    );
  });

  it("returns the stock of an RTO parcel and tells the admins", async () => {
    const { order } = await manuallyShipped("AWB0000003");
    const productId = order.lines[0]!.productId;
    const stockBefore = await stockOf(productId);
    const res = await hook(webhookBody("AWB0000003", "RTO INITIATED", 9, "2026-11-21 10:00:00"));
    expect(res.json.message).toBe("Scans recorded; the order is now Returned to Origin.");
    expect(await stockOf(productId)).toBe(stockBefore! + order.lines[0]!.quantity);
    const admins = await env.DB.prepare("SELECT email FROM users WHERE role = 'Admin'").all<{
      email: string;
    }>();
    for (const { email } of admins.results) {
      const [mail] = await outboxFor(email);
      expect(mail).toMatchObject({ subject: `Order ${order.id.slice(0, 8)} is returning to origin (RTO)` });
    }
    // Replayed, it gives nothing back twice.
    await hook(webhookBody("AWB0000003", "RTO INITIATED", 9, "2026-11-21 10:00:00"));
    expect(await stockOf(productId)).toBe(stockBefore! + order.lines[0]!.quantity);
    const filtered = await api("/api/admin/getallorders?status=Returned%20to%20Origin", {
      token: (await signedInAdmin()).token,
    });
    expect(filtered.json.data.map((o: { _id: string }) => o._id)).toEqual([order.id]);
  });
});

describe("the tracking reconcile", () => {
  it("asks the courier about quiet parcels, and backs off when it fails", async () => {
    const bindings = courierMode();
    const { token } = await signedInAdmin();
    const { order } = await processingOrder();
    const shipped = await ship(order.id, token, {}, bindings);
    const awb = shipped.json.data.shipment.awb;
    // Not quiet yet: nobody is asked.
    expect((await reconcileShipments(bindings)).asked).toBe(0);
    const later = Date.now() + 13 * HOUR;
    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { tracking: "error" });
    expect(await reconcileShipments(bindings, later)).toMatchObject({ asked: 1, failed: 1 });
    const failed = await api(`/api/admin/orders/${order.id}`, { token, bindings });
    expect(failed.json.data.shipment.trackingCheck).toMatchObject({ failures: 1 });
    expect(Date.parse(failed.json.data.shipment.trackingCheck.nextAttemptAt)).toBe(later + 30 * 60_000);
    // Within the back-off it is not asked again; after it, the courier's answer applies.
    expect((await reconcileShipments(bindings, later + 60_000)).asked).toBe(0);
    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { tracking: "ok" });
    await fakeShiprocket.track(awb, {
      statusId: 7,
      status: "DELIVERED",
      scans: [
        { date: "2026-11-19 09:00:00", activity: "Picked up", location: "Pune", status: "PICKED UP" },
        { date: "2026-11-20 15:00:00", activity: "Delivered", location: "Mumbai", status: "DELIVERED" },
      ],
    });
    expect(await reconcileShipments(bindings, later + 31 * 60_000)).toMatchObject({ asked: 1, moved: 1 });
    expect(await statusOf(order.id)).toBe("Delivered");
    const done = await api(`/api/admin/orders/${order.id}`, { token, bindings });
    expect(done.json.data.shipment).toMatchObject({ trackingCheck: null, courierStatus: "DELIVERED" });
    expect(done.json.data.shipment.scans).toHaveLength(2);
  });
});
