/**
 * Parcels whose journey ends without delivery or return (decision 047): the courier reports them
 * lost or their booking cancelled. And an order whose courier-booked parcel is still on its way,
 * which an admin cannot cancel until the courier has it back or never took it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { adminMessages } from "../../domain/admin-messages.ts";
import { messages } from "../../domain/messages.ts";
import type { Bindings } from "../env.ts";
import { customerEmailsAbout, signedInAdmin } from "../test/admin.ts";
import { createOrder, createProduct, createUser, outboxFor, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { statusOf, stockOf } from "../test/rows.ts";
import { courierMode, fakeShiprocket } from "../test/shiprocket.ts";
import { webhookBody } from "../test/shiprocket-webhook.ts";
import { getDb } from "../db/client.ts";
import { type TrackingUpdate, trackingFromWebhook } from "../lib/courier.ts";
import type { Db } from "../db/client.ts";
import { applyTracking } from "./tracking.ts";
import { GST_LOST_GOODS_COLUMNS } from "../admin/gst/csv.ts";
import { shipOrder } from "../admin/orders/ship.ts";
import { changeOrderStatus } from "../admin/orders/status.ts";
import { refunderFor } from "../admin/orders/refunds.ts";
import { products } from "../db/schema.ts";
import { courierAccount, NO_COURIER } from "../lib/config.ts";
import { eq } from "drizzle-orm";

const TOKEN = "test-webhook-token-0123456789";
const SITE = "http://localhost";
const withToken = { ...env, SHIPROCKET_WEBHOOK_TOKEN: TOKEN } as Bindings;
const hook = (body: unknown) =>
  api("/api/shipping/webhook", {
    method: "POST",
    json: body,
    headers: { "x-api-key": TOKEN },
    bindings: withToken,
  });

/**
 * A Processing order of 30 from a product with 100 left, shipped: booked at the (fake) courier, or
 * with a courier and AWB typed in by hand.
 */
async function shipped(how: "courier" | "manual" = "courier") {
  const bindings = how === "courier" ? courierMode() : env;
  const { token } = await signedInAdmin();
  const product = await createProduct({ stock: 100 });
  const user = await createUser();
  const order = await createOrder({
    user,
    lines: [{ product, quantity: 30 }],
    payment: "none",
  });
  const answer = await api(`/api/admin/orders/${order.id}/ship`, {
    method: "POST",
    json: how === "courier" ? {} : { courierName: "Blue Dart", awb: `BD${order.id.slice(-10)}` },
    token,
    bindings,
  });
  expect(answer.status, answer.text).toBe(200);
  const awb: string = answer.json.data.shipment.awb;
  const detail = async () => (await api(`/api/admin/orders/${order.id}`, { token, bindings })).json.data;
  const cancel = () =>
    api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      json: { status: "Cancelled" },
      token,
      bindings,
    });
  return { order, product, awb, detail, cancel, bindings, user };
}

const adminInboxes = async () =>
  (
    await env.DB.prepare("SELECT email FROM users WHERE role = 'Admin' AND status = 'Active'").all<{
      email: string;
    }>()
  ).results;

describe("cancelling an order whose parcel is with the courier", () => {
  it("is refused while the courier has it, and nothing changes; the panel does not offer it and says why", async () => {
    const { order, product, awb, detail, cancel, bindings } = await shipped();
    expect(await detail()).toMatchObject({
      status: "Shipped",
      allowedNextStatuses: ["Out for Delivery"],
      shipment: { stage: null, cancelRefused: true, unfollowed: false, courierStatus: "PICKUP SCHEDULED" },
    });
    // The order list offers the same.
    const { token } = await signedInAdmin();
    const listed = await api(`/api/admin/getallorders?q=${order.id}`, { token, bindings });
    expect(listed.json.data).toMatchObject([{ _id: order.id, allowedNextStatuses: ["Out for Delivery"] }]);
    const refused = await cancel();
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(adminMessages.parcelWithCourier("PICKUP SCHEDULED"));

    // Picked up and moving: still refused, naming where it is.
    await hook(webhookBody(awb, "IN TRANSIT", 18, "2026-11-20 10:00:00"));
    expect((await cancel()).json.message).toBe(adminMessages.parcelWithCourier("IN TRANSIT"));
    expect(await statusOf(order.id)).toBe("Shipped");
    expect(await stockOf(product.id)).toBe(100);
    expect(await customerEmailsAbout(order.id)).toHaveLength(1); // "shipped" only
  });

  it("goes through once the shop no longer has the courier account, and the panel says why (decision 051)", async () => {
    const { order, product } = await shipped();
    const { token } = await signedInAdmin();
    // The account removed but the webhook kept: Shiprocket still tells the shop, so it still waits.
    const webhookOnly = { ...withToken, SHIPROCKET_EMAIL: "", SHIPROCKET_PASSWORD: "" } as Bindings;
    const told = await api(`/api/admin/orders/${order.id}`, { token, bindings: webhookOnly });
    expect(told.json.data).toMatchObject({
      allowedNextStatuses: ["Out for Delivery"],
      shipment: { cancelRefused: true, unfollowed: false },
    });
    // Both removed from the shop's settings: nothing asks Shiprocket, and nothing is told.
    const withoutAccount = { ...webhookOnly, SHIPROCKET_WEBHOOK_TOKEN: "" } as Bindings;
    const read = (path: string) => api(path, { token, bindings: withoutAccount });
    expect((await read(`/api/admin/orders/${order.id}`)).json.data).toMatchObject({
      status: "Shipped",
      allowedNextStatuses: ["Out for Delivery", "Cancelled"],
      shipment: { source: "courier", stage: null, cancelRefused: false, unfollowed: true },
    });
    expect((await read(`/api/admin/getallorders?q=${order.id}`)).json.data).toMatchObject([
      { _id: order.id, allowedNextStatuses: ["Out for Delivery", "Cancelled"] },
    ]);

    const cancelled = await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      json: { status: "Cancelled" },
      token,
      bindings: withoutAccount,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await statusOf(order.id)).toBe("Cancelled");
    // As for a parcel typed in by hand, its 30 are counted back on the shelf.
    expect(await stockOf(product.id)).toBe(130);
  });

  it("goes through once the booking is cancelled at the courier, and the stock comes back", async () => {
    const { order, product, awb, detail, cancel } = await shipped();
    const res = await hook(webhookBody(awb, "CANCELED", 8, "2026-11-20 10:00:00"));
    expect(res.json.message).toBe("Scans recorded.");
    // The order stays as it was; its history records it, and the panel and the admins say what to do.
    expect(await detail()).toMatchObject({
      status: "Shipped",
      allowedNextStatuses: ["Out for Delivery", "Cancelled"],
      shipment: { stage: "cancelled", cancelRefused: false },
    });
    const { history } = await detail();
    expect(history.at(-1)).toMatchObject({
      status: "Shipped",
      kind: "note",
      note: "Courier: CANCELED.",
    });
    for (const { email } of await adminInboxes()) {
      const mails = await outboxFor(email);
      expect(mails.map((mail) => mail.subject)).toContain(
        `Order ${order.id.slice(0, 8)}: the courier reports the parcel canceled`,
      );
    }
    // Told again, it is not said twice.
    await hook(webhookBody(awb, "CANCELED", 8, "2026-11-20 11:00:00"));
    expect(
      (await detail()).history.filter((h: { note: string }) => h.note.startsWith("Courier:")),
    ).toHaveLength(1);

    const cancelled = await cancel();
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await statusOf(order.id)).toBe("Cancelled");
    expect(await stockOf(product.id)).toBe(130);
  });

  it("goes through for a parcel the courier lost, without counting its goods back on the shelf", async () => {
    const { order, product, awb, detail, cancel, user } = await shipped();
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    expect(await detail()).toMatchObject({
      status: "Shipped",
      shipment: { stage: "lost", cancelRefused: false },
    });
    // The customer's own view of the order records the courier's word, not the advice to admins.
    const own = await api(`/api/user/orders/${order.id}`, { token: await tokenFor(user) });
    expect(own.json.data.statusHistory.at(-1)).toMatchObject({
      status: "Shipped",
      kind: "note",
      note: "Courier: LOST.",
    });
    expect(own.text).not.toContain(adminMessages.parcelEnded.lost);
    // The reconcile job stops asking about it.
    const check = await env.DB.prepare("SELECT track_check_at FROM shipments WHERE awb = ?")
      .bind(awb)
      .first();
    expect(check).toEqual({ track_check_at: null });

    expect((await cancel()).status).toBe(200);
    expect(await statusOf(order.id)).toBe("Cancelled");
    expect(await stockOf(product.id)).toBe(100);

    // Found and delivered after all: the order, its history and the stock stay as the cancel left
    // them, and the admins are told, once, to check the refund and the stock.
    const cancelled = (await detail()).history;
    await hook(webhookBody(awb, "DELIVERED", 7, "2026-11-25 10:00:00"));
    await hook(webhookBody(awb, "DELIVERED", 7, "2026-11-25 11:00:00"));
    expect(await statusOf(order.id)).toBe("Cancelled");
    expect(await stockOf(product.id)).toBe(100);
    expect(await detail()).toMatchObject({ history: cancelled, shipment: { courierStatus: "DELIVERED" } });
    for (const { email } of await adminInboxes()) {
      const told = (await outboxFor(email)).filter((mail) => mail.subject.includes("(cancelled)"));
      expect(told).toEqual([
        expect.objectContaining({
          subject: `Order ${order.id.slice(0, 8)} (cancelled): the courier reports the parcel delivered`,
          body_text: expect.stringContaining(adminMessages.parcelAfterCancel.delivered),
        }),
      ]);
    }
  });

  it("stays the admin's call for a parcel typed in by hand: cancelling puts its stock back", async () => {
    const { product, cancel } = await shipped("manual");
    const res = await cancel();
    expect(res.status, res.text).toBe(200);
    expect(await stockOf(product.id)).toBe(130);
  });
});

/**
 * A database whose first batch waits for `meanwhile` to commit first: another update of the same
 * parcel arriving between this one's reads and its write. `raced()` says whether it happened.
 */
function racedBy(meanwhile: (db: Db) => Promise<unknown>) {
  const db = getDb(env.DB);
  let raced = false;
  const racing = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "batch") return Reflect.get(target, property, receiver);
      return async (statements: Parameters<typeof db.batch>[0]) => {
        if (!raced) {
          raced = true;
          await meanwhile(db);
        }
        return target.batch(statements);
      };
    },
  });
  return { db: racing, raced: () => raced };
}

describe("tracking updates that race each other", () => {
  it("apply both: the one that loses the race is read again, so Delivered is not lost to Out for Delivery", async () => {
    const { order, awb } = await shipped();
    const out = trackingFromWebhook(webhookBody(awb, "OUT FOR DELIVERY", 17, "2026-11-20 08:00:00"))!;
    const delivered = trackingFromWebhook(webhookBody(awb, "DELIVERED", 7, "2026-11-20 15:00:00"))!;
    const race = racedBy((db) => applyTracking(db, out, SITE));
    expect(await applyTracking(race.db, delivered, SITE)).toMatchObject({
      result: "moved",
      status: "Delivered",
    });
    expect(race.raced()).toBe(true);
    expect(await statusOf(order.id)).toBe("Delivered");
  });

  it("say a parcel's loss once, when the webhook and the reconcile job bring it at the same moment", async () => {
    const { order, awb, detail } = await shipped();
    const lost = trackingFromWebhook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"))!;
    const race = racedBy((db) => applyTracking(db, lost, SITE));
    expect((await applyTracking(race.db, lost, SITE)).result).toBe("stale");
    expect(race.raced()).toBe(true);
    const notes = (await detail()).history.filter((h: { note: string }) =>
      h.note.startsWith("Courier: LOST"),
    );
    expect(notes).toHaveLength(1);
    for (const { email } of await adminInboxes()) {
      const told = (await outboxFor(email)).filter((mail) => mail.subject.includes(order.id.slice(0, 8)));
      expect(told).toHaveLength(1);
    }
  });
});

describe("a booking cancelled at the courier before pickup", () => {
  it("is taken from the courier's answer without a scan or a time, as the reconcile job gets it", async () => {
    const { order, awb, detail, cancel } = await shipped();
    const answer: TrackingUpdate = {
      awb,
      courierName: null,
      stage: "cancelled",
      courierStatus: "CANCELED",
      at: null,
      scans: [],
    };
    expect((await applyTracking(getDb(env.DB), answer, SITE)).result).toBe("recorded");
    expect((await detail()).shipment).toMatchObject({ stage: "cancelled", cancelRefused: false });
    expect((await cancel()).status).toBe(200);
    expect(await statusOf(order.id)).toBe("Cancelled");
  });
});

describe("sending a returned parcel again (decision 048)", () => {
  /** A hand-shipped order of 30 that the courier brought back: its stock is on the shelf again. */
  async function returned(how: "courier" | "manual" = "manual") {
    const parcel = await shipped(how);
    await hook(webhookBody(parcel.awb, "RTO DELIVERED", 10, "2026-11-22 10:00:00"));
    expect(await statusOf(parcel.order.id)).toBe("Returned to Origin");
    expect(await stockOf(parcel.product.id)).toBe(130);
    return parcel;
  }
  const sendAgain = (orderId: string, json: unknown, bindings?: Bindings) =>
    signedInAdmin().then(({ token }) =>
      api(`/api/admin/orders/${orderId}/ship`, { method: "POST", json, token, bindings }),
    );

  it("ships a new parcel, takes its goods off the shelf again, and forgets the old one's tracking", async () => {
    const { order, product, awb, detail } = await returned();
    expect((await detail()).shipWith).toBe("manual");
    const res = await sendAgain(order.id, { courierName: "DTDC", awb: "DT0000000001" });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      status: "Shipped",
      shipment: { courierName: "DTDC", awb: "DT0000000001", courierStatus: "", scans: [], stage: null },
    });
    expect(await stockOf(product.id)).toBe(100);
    expect(res.json.data.history.at(-1).note).toBe(
      `Sent again with DTDC, AWB DT0000000001 (the parcel that came back was AWB ${awb}).`,
    );
    const [shippedAgain] = (await customerEmailsAbout(order.id)).slice(-1);
    expect(shippedAgain?.body_text).toContain("DT0000000001");
    // The old parcel's late scans change nothing now (decision 050: it is kept as an earlier parcel).
    expect((await hook(webhookBody(awb, "RTO DELIVERED", 10, "2026-11-23 10:00:00"))).json.message).toBe(
      `AWB ${awb} is a parcel another was sent in place of, and this is no news of it; nothing changed.`,
    );
    // The new one is tracked as any parcel is.
    await hook(webhookBody("DT0000000001", "DELIVERED", 7, "2026-11-25 10:00:00"));
    expect(await statusOf(order.id)).toBe("Delivered");
  });

  it("books the new parcel at the courier under an order id the courier has not had", async () => {
    const { order, detail } = await returned("courier");
    const bindings = courierMode();
    const res = await sendAgain(order.id, {}, bindings);
    expect(res.status, res.text).toBe(200);
    const booked = await fakeShiprocket.orders(bindings.SHIPROCKET_EMAIL);
    const [reference] = Object.keys(booked);
    expect(reference).toMatch(new RegExp(`^${order.id}-[0-9a-z]+$`));
    expect((await detail()).shipment).toMatchObject({ source: "courier", awb: booked[reference!]!.awb });
  });

  it("calls off the courier booking when its goods sell out in the seconds the booking takes", async () => {
    const { order, product } = await returned("courier");
    const bindings = courierMode();
    const { admin } = await signedInAdmin();
    // The last units sell between the stock check and the batch that would record the parcel.
    const race = racedBy((db) => db.update(products).set({ stock: 10 }).where(eq(products.id, product.id)));
    const sent = shipOrder(race.db, courierAccount(bindings), admin, order.id, { note: "" }, SITE, true);
    await expect(sent).rejects.toMatchObject({ status: 409, message: adminMessages.soldOutToSendAgain });
    expect(race.raced()).toBe(true);
    const booked = Object.values(await fakeShiprocket.orders(bindings.SHIPROCKET_EMAIL));
    expect(booked.map((booking) => booking.cancelled)).toEqual([true]);
    expect(await statusOf(order.id)).toBe("Returned to Origin");
    expect(await stockOf(product.id)).toBe(10);

    // Restocked, the next press is a new courier order: the cancelled one's id stays cancelled.
    await env.DB.prepare("UPDATE products SET stock = 100 WHERE id = ?").bind(product.id).run();
    const again = await sendAgain(order.id, {}, bindings);
    expect(again.status, again.text).toBe(200);
    const bookings = await fakeShiprocket.orders(bindings.SHIPROCKET_EMAIL);
    const [cancelledRef, liveRef] = Object.keys(bookings);
    expect(liveRef).toBe(`${cancelledRef}-1`);
    expect(bookings[liveRef!]).toMatchObject({ cancelled: false, awb: again.json.data.shipment.awb });
    expect(bookings[liveRef!]!.awb).not.toBe(bookings[cancelledRef!]!.awb);
  });

  it("is refused when its goods have sold out since, and nothing changes", async () => {
    const { order, product } = await returned();
    await env.DB.prepare("UPDATE products SET stock = 10 WHERE id = ?").bind(product.id).run();
    const res = await sendAgain(order.id, { courierName: "DTDC", awb: "DT0000000002" });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(adminMessages.soldOutToSendAgain);
    expect(await statusOf(order.id)).toBe("Returned to Origin");
    expect(await stockOf(product.id)).toBe(10);
  });
});

describe("a parcel that ended on the way, sent in place of (decision 050)", () => {
  const shipAgain = (orderId: string, json: unknown, bindings?: Bindings) =>
    signedInAdmin().then(({ token }) =>
      api(`/api/admin/orders/${orderId}/ship`, { method: "POST", json, token, bindings }),
    );

  it("a lost parcel is replaced: a new parcel, the same goods off the shelf again, and the customer told", async () => {
    const { order, product, awb, detail } = await shipped("manual");
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    expect(await detail()).toMatchObject({ status: "Shipped", shipWith: "manual" });
    const res = await shipAgain(order.id, { courierName: "DTDC", awb: "DT0000000011" });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      status: "Shipped",
      shipWith: null,
      shipment: { awb: "DT0000000011", stage: null, scans: [] },
    });
    // The lost goods are gone, so the replacement's come off the shelf: 100 − 30.
    expect(await stockOf(product.id)).toBe(70);
    expect(res.json.data.history.at(-1).note).toBe(
      `A replacement sent with DTDC, AWB DT0000000011 (the courier could not deliver the parcel AWB ${awb}).`,
    );
    const [told] = (await customerEmailsAbout(order.id)).slice(-1);
    expect(told?.body_text).toContain("DT0000000011");
    // The replacement is tracked as any parcel is.
    await hook(webhookBody("DT0000000011", "DELIVERED", 7, "2026-11-25 10:00:00"));
    expect(await statusOf(order.id)).toBe("Delivered");
  });

  it("a booking cancelled before pickup is booked again as a new courier order, its goods still held for it", async () => {
    const { order, product, awb, detail, bindings } = await shipped();
    await hook(webhookBody(awb, "CANCELED", 8, "2026-11-20 10:00:00"));
    const res = await shipAgain(order.id, {}, bindings);
    expect(res.status, res.text).toBe(200);
    const booked = await fakeShiprocket.orders(bindings.SHIPROCKET_EMAIL!);
    const again = Object.keys(booked).filter((reference) => reference !== order.id);
    expect(again).toEqual([expect.stringMatching(new RegExp(`^${order.id}-[0-9a-z]+$`))]);
    const newAwb = booked[again[0]!]!.awb;
    expect(newAwb).not.toBe(awb);
    expect(await detail()).toMatchObject({
      status: "Shipped",
      shipment: { source: "courier", awb: newAwb, stage: null, cancelRefused: true },
    });
    // The goods never left: the stock stays where the order put it.
    expect(await stockOf(product.id)).toBe(100);
    expect((await detail()).history.at(-1).note).toContain(
      `(the earlier booking, AWB ${awb}, was cancelled before pickup)`,
    );
  });

  it("a parcel still on its way is not shipped again", async () => {
    const { order, awb } = await shipped("manual");
    await hook(webhookBody(awb, "IN TRANSIT", 18, "2026-11-20 10:00:00"));
    const res = await shipAgain(order.id, { courierName: "DTDC", awb: "DT0000000012" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(adminMessages.orderTransitionRefused("Shipped", "Shipped"));
  });

  it("a replacement is refused when its goods are out of stock, and nothing changes", async () => {
    const { order, product, awb } = await shipped("manual");
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    await env.DB.prepare("UPDATE products SET stock = 10 WHERE id = ?").bind(product.id).run();
    const res = await shipAgain(order.id, { courierName: "DTDC", awb: "DT0000000013" });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(adminMessages.soldOutToReplace);
    expect(await stockOf(product.id)).toBe(10);
    expect(await statusOf(order.id)).toBe("Shipped");
  });

  it("is refused when the courier's word on the lost parcel changes meanwhile, and its booking is called off", async () => {
    const { order, product, awb, bindings } = await shipped();
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    const { admin } = await signedInAdmin();
    // Found after all: back in transit between the replacement's reads and its write.
    const found = trackingFromWebhook(webhookBody(awb, "IN TRANSIT", 18, "2026-11-23 10:00:00"))!;
    const race = racedBy((db) => applyTracking(db, found, SITE));
    const sent = shipOrder(race.db, courierAccount(bindings), admin, order.id, { note: "" }, SITE, true);
    await expect(sent).rejects.toMatchObject({ status: 409, message: adminMessages.orderChangedMeanwhile });
    expect(race.raced()).toBe(true);
    expect(await stockOf(product.id)).toBe(100);
    const shipment = await env.DB.prepare("SELECT awb, stage FROM shipments WHERE order_id = ?")
      .bind(order.id)
      .first();
    expect(shipment).toEqual({ awb, stage: "in_transit" });
    // The replacement's booking stands on nothing here, so it is cancelled at the courier; the
    // parcel that was found is not.
    const booked = await fakeShiprocket.orders(bindings.SHIPROCKET_EMAIL!);
    expect(booked[order.id]).toMatchObject({ awb, cancelled: false });
    const replacement = Object.entries(booked).filter(([reference]) => reference !== order.id);
    expect(replacement.map(([, booking]) => booking.cancelled)).toEqual([true]);
  });

  it("refuses a cancel that a replacement overtook, so the replacement's goods stay counted", async () => {
    const { order, product, awb } = await shipped("manual");
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    const { admin } = await signedInAdmin();
    // Another admin's replacement commits between the cancel's reads (a lost parcel: no stock
    // back) and its write.
    const race = racedBy((db) =>
      shipOrder(
        db,
        null,
        admin,
        order.id,
        { courierName: "DTDC", awb: "DT0000000015", note: "" },
        SITE,
        false,
      ),
    );
    const cancelled = changeOrderStatus(
      race.db,
      refunderFor(env, getDb(env.DB)),
      admin,
      order.id,
      { status: "Cancelled", note: "" },
      SITE,
      NO_COURIER,
    );
    await expect(cancelled).rejects.toMatchObject({
      status: 409,
      message: adminMessages.orderChangedMeanwhile,
    });
    expect(race.raced()).toBe(true);
    expect(await statusOf(order.id)).toBe("Shipped");
    expect(await stockOf(product.id)).toBe(70);
  });

  it("refuses the earlier parcel's own AWB for the new one", async () => {
    const { order, awb } = await shipped("manual");
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    const res = await shipAgain(order.id, { courierName: "Blue Dart", awb });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(adminMessages.awbOfEarlierParcel(awb));
  });

  it("still offers Shiprocket for the replacement after the order's status changed", async () => {
    const { order, awb, bindings } = await shipped();
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    const { token } = await signedInAdmin();
    const moved = await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      json: { status: "Out for Delivery" },
      token,
      bindings,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.data).toMatchObject({ status: "Out for Delivery", shipWith: "courier" });
  });
});

describe("the courier's word on a lost parcel after its replacement left (decision 050)", () => {
  const replaced = async () => {
    const shipment = await shipped("manual");
    await hook(webhookBody(shipment.awb, "LOST", 12, "2026-11-22 10:00:00"));
    const { token } = await signedInAdmin();
    const newAwb = `DT${shipment.order.id.slice(-10)}`;
    const res = await api(`/api/admin/orders/${shipment.order.id}/ship`, {
      method: "POST",
      json: { courierName: "DTDC", awb: newAwb },
      token,
    });
    expect(res.status, res.text).toBe(200);
    return { ...shipment, newAwb, token };
  };
  const toldAdmins = async (orderId: string) =>
    Promise.all(
      (await adminInboxes()).map(async ({ email }) =>
        (await outboxFor(email))
          .filter((mail) => mail.subject.includes(`its lost parcel`))
          .filter((mail) => mail.subject.startsWith(`Order ${orderId.slice(0, 8)}:`)),
      ),
    );

  it("a lost parcel delivered after all is said once, on the order and to every admin; the order follows its new parcel", async () => {
    const { order, product, awb, newAwb, detail } = await replaced();
    const found = await hook(webhookBody(awb, "DELIVERED", 7, "2026-11-24 10:00:00"));
    expect(found.status).toBe(200);
    expect(found.json.message).toBe(messages.trackingWebhookReplacedParcel(awb, true));

    const now = await detail();
    expect(now).toMatchObject({ status: "Shipped", shipment: { awb: newAwb, stage: null } });
    expect(now.history.at(-1)).toMatchObject({
      status: "Shipped",
      kind: "note",
      note: `Courier, on the earlier parcel AWB ${awb}: DELIVERED.`,
    });
    expect(await stockOf(product.id)).toBe(70);
    for (const told of await toldAdmins(order.id))
      expect(told).toEqual([
        expect.objectContaining({
          subject: `Order ${order.id.slice(0, 8)}: the courier reports its lost parcel delivered`,
          body_text: expect.stringContaining(
            `AWB ${awb}, as DELIVERED (the parcel sent in its place is AWB ${newAwb}).`,
          ),
        }),
      ]);
    expect((await toldAdmins(order.id))[0]![0]!.body_text).toContain(
      adminMessages.replacedParcelNews.delivered,
    );

    // Told again, it is not said twice; the new parcel's own tracking goes on as before.
    const again = await hook(webhookBody(awb, "DELIVERED", 7, "2026-11-24 11:00:00"));
    expect(again.json.message).toBe(messages.trackingWebhookReplacedParcel(awb, false));
    // An older report arriving late (it was on its way back before it was delivered) is no news.
    const late = await hook(webhookBody(awb, "RTO DELIVERED", 10, "2026-11-23 18:00:00"));
    expect(late.json.message).toBe(messages.trackingWebhookReplacedParcel(awb, false));
    for (const told of await toldAdmins(order.id)) expect(told).toHaveLength(1);
    await hook(webhookBody(newAwb, "DELIVERED", 7, "2026-11-25 10:00:00"));
    expect(await statusOf(order.id)).toBe("Delivered");
  });

  it("a lost parcel coming back is said to the admins, and its stock is left to them", async () => {
    const { order, product, awb } = await replaced();
    const back = await hook(webhookBody(awb, "RTO DELIVERED", 10, "2026-11-24 10:00:00"));
    expect(back.json.message).toBe(messages.trackingWebhookReplacedParcel(awb, true));
    expect(await statusOf(order.id)).toBe("Shipped");
    expect(await stockOf(product.id)).toBe(70);
    const [told] = await toldAdmins(order.id);
    expect(told).toEqual([
      expect.objectContaining({
        subject: `Order ${order.id.slice(0, 8)}: the courier reports its lost parcel rto delivered`,
        body_text: expect.stringContaining(adminMessages.replacedParcelNews.returned),
      }),
    ]);
  });

  it("two copies of the news arriving together say it once", async () => {
    const { order, awb } = await replaced();
    const found = trackingFromWebhook(webhookBody(awb, "DELIVERED", 7, "2026-11-24 10:00:00"))!;
    const race = racedBy((db) => applyTracking(db, found, SITE));
    expect(await applyTracking(race.db, found, SITE)).toMatchObject({ result: "replaced", told: false });
    expect(race.raced()).toBe(true);
    for (const told of await toldAdmins(order.id)) expect(told).toHaveLength(1);
    const notes = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM order_status_history WHERE order_id = ? AND note LIKE 'Courier, on the earlier parcel%'",
    )
      .bind(order.id)
      .first<{ n: number }>();
    expect(notes?.n).toBe(1);
  });

  it("a booking cancelled before pickup and booked again brings no news of its old AWB", async () => {
    const { order, awb, bindings } = await shipped();
    await hook(webhookBody(awb, "CANCELED", 8, "2026-11-20 10:00:00"));
    const { token } = await signedInAdmin();
    const res = await api(`/api/admin/orders/${order.id}/ship`, {
      method: "POST",
      json: {},
      token,
      bindings,
    });
    expect(res.status, res.text).toBe(200);
    const late = await hook(webhookBody(awb, "DELIVERED", 7, "2026-11-24 10:00:00"));
    expect(late.json.message).toBe(messages.trackingWebhookReplacedParcel(awb, false));
    expect(await toldAdmins(order.id)).toEqual((await adminInboxes()).map(() => []));
  });

  it("never gives a replaced parcel's AWB to another parcel, of this order or another", async () => {
    const { order, awb, newAwb, token } = await replaced();
    const other = await shipped("manual");
    await hook(webhookBody(other.awb, "LOST", 12, "2026-11-22 10:00:00"));
    const taken = await api(`/api/admin/orders/${other.order.id}/ship`, {
      method: "POST",
      json: { courierName: "Blue Dart", awb },
      token,
    });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(adminMessages.awbInUse(awb));
    // The replacement is lost too: the first parcel's AWB is still not the new one's.
    await hook(webhookBody(newAwb, "LOST", 12, "2026-11-25 10:00:00"));
    const own = await api(`/api/admin/orders/${order.id}/ship`, {
      method: "POST",
      json: { courierName: "Blue Dart", awb },
      token,
    });
    expect(own.status).toBe(409);
    expect(own.json.message).toBe(adminMessages.awbOfEarlierParcel(awb));
  });
});

describe("the month's goods lost in transit, for the input tax credit (decision 056)", () => {
  const lostGoods = async (month: string) => {
    const { token } = await signedInAdmin();
    const res = await api(`/api/admin/gst/summary?month=${month}&table=lost`, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="goods-lost-in-transit-${month}.csv"`,
    );
    return res.text
      .trimEnd()
      .split("\r\n")
      .map((line) => line.split(","));
  };

  it("lists a parcel when the courier reports it lost, and takes it back in the month it is found", async () => {
    const { order, awb } = await shipped("manual");
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    const { token } = await signedInAdmin();
    const replacement = await api(`/api/admin/orders/${order.id}/ship`, {
      method: "POST",
      json: { courierName: "DTDC", awb: `DT${order.id.slice(-10)}` },
      token,
    });
    expect(replacement.status, replacement.text).toBe(200);
    // A week later, in December, the courier delivers the lost parcel after all.
    await hook(webhookBody(awb, "DELIVERED", 7, "2026-12-03 12:30:00"));

    const header = GST_LOST_GOODS_COLUMNS;
    expect(await lostGoods("2026-11")).toEqual([
      header,
      ["2026-11-22 10:00", "Lost", order.id, "", "Blue Dart", awb, "30049011", "NOS", "30"],
      ["Net quantity lost", "", "", "", "", "", "30049011", "NOS", "30"],
    ]);
    expect(await lostGoods("2026-12")).toEqual([
      header,
      ["2026-12-03 12:30", "Found: delivered", order.id, "", "Blue Dart", awb, "30049011", "NOS", "-30"],
      ["Net quantity lost", "", "", "", "", "", "30049011", "NOS", "-30"],
    ]);
  });

  it("records a lost parcel found before anything was sent in its place", async () => {
    const { awb } = await shipped("manual");
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    await hook(webhookBody(awb, "RTO DELIVERED", 10, "2026-11-25 09:00:00"));
    const rows = await lostGoods("2026-11");
    expect(rows.slice(1).map((row) => [row[0], row[1], row[8]])).toEqual([
      ["2026-11-22 10:00", "Lost", "30"],
      ["2026-11-25 09:00", "Found: returned", "-30"],
      ["Net quantity lost", "", "0"],
    ]);
  });

  it("lists a parcel lost, seen again, lost again and delivered once lost and once found", async () => {
    const { awb } = await shipped("manual");
    await hook(webhookBody(awb, "LOST", 12, "2026-11-20 10:00:00"));
    await hook(webhookBody(awb, "IN TRANSIT", 18, "2026-11-21 10:00:00"));
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    await hook(webhookBody(awb, "OUT FOR DELIVERY", 17, "2026-11-24 08:00:00"));
    await hook(webhookBody(awb, "DELIVERED", 7, "2026-11-24 12:00:00"));
    const rows = await lostGoods("2026-11");
    expect(rows.slice(1).map((row) => [row[0], row[1], row[8]])).toEqual([
      ["2026-11-20 10:00", "Lost", "30"],
      ["2026-11-24 12:00", "Found: delivered", "-30"],
      ["Net quantity lost", "", "0"],
    ]);
  });

  it("records no loss for a report of loss older than the delivery it arrives after", async () => {
    const { awb } = await shipped("manual");
    await hook(webhookBody(awb, "DELIVERED", 7, "2026-11-24 12:00:00"));
    await hook(webhookBody(awb, "LOST", 12, "2026-11-22 10:00:00"));
    expect((await lostGoods("2026-11")).slice(1)).toEqual([
      ["Net quantity lost", "", "", "", "", "", "30049011", "NOS", "0"],
    ]);
  });

  it("is only the header and a zero for a month without losses", async () => {
    expect((await lostGoods("2026-10")).slice(1)).toEqual([
      ["Net quantity lost", "", "", "", "", "", "30049011", "NOS", "0"],
    ]);
  });
});
