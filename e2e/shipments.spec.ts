/**
 * Shipping an order and tracking it, as the people involved see it: the admin ships a Processing
 * order by typing the courier and AWB (the browser tests' shop has no courier account), the
 * courier's tracking webhook brings scans that move the order on, and the customer follows the
 * parcel on /trackOrder. The webhook is posted the way Shiprocket posts it: its JSON body with the
 * token as `x-api-key`.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { login, seededAdmin, storeSession } from "./support/accounts.ts";
import {
  createPaidOrder,
  customerSession,
  E2E_SHIPROCKET_WEBHOOK_TOKEN,
  insertProduct,
  quote,
  sql,
} from "./support/shop-db.ts";
import { expect, test } from "./support/test.ts";
import { webhookBody } from "../functions/test/shiprocket-webhook.ts";

/** The courier's scans are India time, and so is what the shop shows, wherever the reader's computer is. */
const SHOP_TIME_ZONE = "Asia/Kolkata";
/** A customer (or an admin) whose computer is set to another zone. */
const CUSTOMER_TIME_ZONE = "Europe/London";

type Scan = { at: string; activity: string; location: string };

/** Shiprocket's tracking webhook body at the latest scan's time: India times without a zone, the whole scan list each time. */
function trackingUpdate(awb: string, status: string, statusId: number, scans: Scan[]) {
  const scanRows = scans.map((scan) => [scan.at, scan.activity, scan.location]);
  return webhookBody(awb, status, statusId, scans.at(-1)!.at, scanRows);
}

async function postTracking(request: APIRequestContext, body: unknown, token = E2E_SHIPROCKET_WEBHOOK_TOKEN) {
  const res = await request.post("/api/shipping/webhook", { data: body, headers: { "x-api-key": token } });
  return { status: res.status(), message: ((await res.json()) as { message: string }).message };
}

/** A scan as the customer reads it: what happened, where, and when (India time). */
function scanLine(scan: Scan): RegExp {
  const shown = new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(`${scan.at.replace(" ", "T")}+05:30`));
  // Whatever spaces the browser's date format uses (some put a narrow no-break space before "am").
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(
    `^${literal(scan.activity)}\\s*·\\s+${literal(scan.location)}\\s+·\\s+${literal(shown)}$`,
  );
}

async function openOrder(page: Page, email: string, orderId: string) {
  await page.goto("/admin/orders");
  await page.getByLabel("Search orders").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `View order ${orderId.slice(0, 8)}` }).click();
  return page.getByRole("dialog", { name: `Order ${orderId.slice(0, 8)}` });
}

/** The order detail's Shipment section: courier, AWB, the courier's status, then the scans. */
const shipmentOf = (dialog: Locator) =>
  dialog
    .locator("section")
    .filter({ has: dialog.page().getByRole("heading", { name: "Shipment", exact: true }) });

test("an admin ships with a typed courier and AWB; the courier's scans move the order and the customer follows them", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await customerSession();
  const customerEmail = customer.user.email as string;
  const product = insertProduct({ name: "Shipping test powder", stock: 1000, status: "archived" });
  const { orderId } = createPaidOrder(product, 30, Date.now(), customer.user.id as string);
  const awb = `BD${orderId.slice(-10).toUpperCase()}`;

  // The admin ships the Processing order: no courier account, so the courier and AWB are typed.
  await login(page, { user: seededAdmin, admin: true });
  const dialog = await openOrder(page, customerEmail, orderId);
  await expect(dialog.getByText("Processing", { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Ship with Shiprocket" })).toHaveCount(0);
  const ship = dialog.getByRole("button", { name: "Ship", exact: true });
  await dialog.getByLabel("Courier").fill("Blue Dart");
  await expect(ship, "no AWB yet").toBeDisabled();
  await dialog.getByLabel("AWB").fill(awb);
  await dialog.getByLabel("Note for the customer (optional)").fill("Packed with a spoon.");
  await ship.click();
  await expect(
    dialog.getByText("Shipped. The customer has been e-mailed the tracking details."),
  ).toBeVisible();
  const history = dialog.getByRole("list").filter({ hasText: "Sent with Blue Dart" });
  await expect(history.getByRole("listitem").last()).toContainText(`Sent with Blue Dart, AWB ${awb}`);
  await expect(history.getByRole("listitem").last()).toContainText("by Shop Admin");
  const shipment = shipmentOf(dialog);
  await expect(shipment.getByRole("definition").nth(0)).toHaveText("Blue Dart");
  await expect(shipment.getByRole("definition").nth(1)).toHaveText(awb);
  // Typed in by hand: the shop does not ask the courier about it, so scans come only if it reports them.
  await expect(shipment.getByRole("definition").nth(2)).toHaveText(
    "No scan yet (AWB typed in: scans show only if the courier reports them)",
  );
  // Shipped once: the Ship form is gone, and the plain status change offers only what comes next.
  await expect(dialog.getByLabel("AWB")).toHaveCount(0);
  await expect(dialog.getByLabel("New status").getByRole("option", { name: "Shipped" })).toHaveCount(0);

  // The customer sees the courier and AWB at once, before any scan.
  const shop = await browser.newPage({ timezoneId: CUSTOMER_TIME_ZONE });
  await shop.goto("/about");
  await shop.evaluate(
    ({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
    },
    { token: customer.token, user: customer.user },
  );
  await shop.goto(`/trackOrder?id=${orderId}`);
  const tracking = shop.getByRole("region", { name: "Tracking" });
  await expect(tracking).toContainText(`Sent with Blue Dart, AWB ${awb}`);
  await expect(tracking).toContainText("The courier has not scanned the parcel yet.");
  await expect(shop.getByRole("list", { name: "Order status" }).locator('[aria-current="step"]')).toHaveText(
    /^Shipped/,
  );

  // A delivery without Shiprocket's token is refused and changes nothing.
  const pickedUp = {
    at: "2026-11-19 09:15:00",
    activity: "Shipment picked up",
    location: "Pune_Hub (Maharashtra)",
  };
  expect(
    await postTracking(page.request, trackingUpdate(awb, "PICKED UP", 42, [pickedUp]), "not-the-token"),
  ).toEqual({
    status: 401,
    message: expect.any(String),
  });

  // The courier's scans arrive: picked up (the order stays Shipped), then out for delivery.
  expect(await postTracking(page.request, trackingUpdate(awb, "PICKED UP", 42, [pickedUp]))).toEqual({
    status: 200,
    message: "Scans recorded.",
  });
  const outForDelivery = {
    at: "2026-11-20 08:05:00",
    activity: "Out for delivery",
    location: "Chennai_Mylapore (Tamil Nadu)",
  };
  expect(
    await postTracking(page.request, trackingUpdate(awb, "OUT FOR DELIVERY", 17, [pickedUp, outForDelivery])),
  ).toEqual({ status: 200, message: "Scans recorded; the order is now Out for Delivery." });

  await shop.reload();
  await expect(shop.getByRole("list", { name: "Order status" }).locator('[aria-current="step"]')).toHaveText(
    /^Out for Delivery/,
  );
  await expect(tracking).toContainText(`Sent with Blue Dart, AWB ${awb} · out for delivery`);
  // Newest first, each with what happened, where and when.
  await expect(tracking.getByRole("list", { name: "Courier scans" }).getByRole("listitem")).toHaveText([
    scanLine(outForDelivery),
    scanLine(pickedUp),
  ]);

  // Delivered: the last scan is added and the order is done.
  const delivered = {
    at: "2026-11-20 13:40:00",
    activity: "Delivered to consignee",
    location: "Chennai_Mylapore (Tamil Nadu)",
  };
  expect(
    await postTracking(
      page.request,
      trackingUpdate(awb, "DELIVERED", 7, [pickedUp, outForDelivery, delivered]),
    ),
  ).toEqual({ status: 200, message: "Scans recorded; the order is now Delivered." });
  await shop.reload();
  await expect(shop.getByRole("list", { name: "Order status" }).locator('[aria-current="step"]')).toHaveText(
    /^Delivered/,
  );
  await expect(tracking.getByRole("list", { name: "Courier scans" }).getByRole("listitem")).toHaveText([
    scanLine(delivered),
    scanLine(outForDelivery),
    scanLine(pickedUp),
  ]);

  // The order history's card shows the parcel too, with every scan.
  await shop.goto("/user-orders");
  const card = shop.getByRole("article", { name: `Order ${orderId.slice(0, 8)}` });
  const cardTracking = card.getByRole("region", { name: "Tracking" });
  await expect(cardTracking).toContainText(`Sent with Blue Dart, AWB ${awb}`);
  await expect(cardTracking.getByRole("list", { name: "Courier scans" }).getByRole("listitem")).toHaveText([
    scanLine(delivered),
    scanLine(outForDelivery),
    scanLine(pickedUp),
  ]);

  // The admin's order detail shows the same: Delivered, the courier's status and every scan.
  const again = await openOrder(page, customerEmail, orderId);
  await expect(shipmentOf(again).getByRole("definition").nth(2)).toHaveText("DELIVERED");
  await expect(shipmentOf(again).getByRole("listitem")).toHaveCount(3);
  await expect(again.getByRole("listitem").filter({ hasText: "Courier: DELIVERED" })).toContainText(
    "by the shop",
  );
  await shop.close();
});

test("a parcel shipped by hand and delivered without a scan reads as delivered, not as awaiting one", async ({
  page,
}) => {
  const customer = await customerSession();
  const product = insertProduct({ name: "Hand-shipped powder", stock: 100, status: "archived" });
  const { orderId } = createPaidOrder(product, 30, Date.now(), String(customer.user.id));
  const awb = `E2EHAND${orderId.slice(0, 8).toUpperCase()}`;
  sql(
    [
      `UPDATE orders SET status = 'Delivered' WHERE id = ${quote(orderId)}`,
      `INSERT INTO shipments (id, order_id, source, courier_name, awb) VALUES (${quote(`ship${orderId.slice(4)}`)}, ${quote(orderId)}, 'manual', 'Delhivery', ${quote(awb)})`,
    ].join(";\n"),
  );
  await storeSession(page, customer, true);
  await page.goto(`/trackOrder?id=${orderId}`);
  const tracking = page.getByRole("region", { name: "Tracking" });
  await expect(tracking).toContainText(`Sent with Delhivery, AWB ${awb}`);
  await expect(tracking).not.toContainText("not scanned");
});

/** A paid order of 30 shipped by hand with Blue Dart, as the database holds it, and its product's stock. */
async function shippedByHand(productName: string) {
  const customer = await customerSession();
  const product = insertProduct({ name: productName, stock: 100, status: "archived" });
  const { orderId } = createPaidOrder(product, 30, Date.now(), customer.user.id as string);
  const awb = `BD${orderId.slice(-10).toUpperCase()}`;
  sql(
    `UPDATE orders SET status = 'Shipped' WHERE id = ${quote(orderId)}; INSERT INTO shipments (id, order_id, source, courier_name, awb) VALUES (${quote(`s${orderId.slice(1)}`)}, ${quote(orderId)}, 'manual', 'Blue Dart', ${quote(awb)})`,
  );
  const stockLeft = () =>
    sql<{ stock: number }>(`SELECT stock FROM products WHERE id = ${quote(product)}`)[0]!.stock;
  return { customer, customerEmail: customer.user.email as string, orderId, awb, stockLeft };
}

test("a parcel the courier reports lost: the order stays Shipped, the admin is told what to do, and cancelling keeps its goods off the shelf", async ({
  page,
}) => {
  const { customerEmail, orderId, awb, stockLeft } = await shippedByHand("Lost parcel powder");
  const before = stockLeft();

  const lost = { at: "2026-11-21 18:00:00", activity: "Shipment lost", location: "Nagpur_Hub (Maharashtra)" };
  expect(await postTracking(page.request, trackingUpdate(awb, "LOST", 12, [lost]))).toEqual({
    status: 200,
    message: "Scans recorded.",
  });

  await login(page, { user: seededAdmin, admin: true });
  const dialog = await openOrder(page, customerEmail, orderId);
  await expect(shipmentOf(dialog).getByRole("definition").nth(2)).toHaveText("LOST");
  await expect(shipmentOf(dialog).locator(".form-error")).toHaveText(
    "The parcel will not be delivered. Send a replacement from the order, or cancel the order to refund the customer; its stock is not put back.",
  );
  await dialog.getByLabel("New status").selectOption("Cancelled");
  page.once("dialog", (confirm) => void confirm.accept());
  await dialog.getByRole("button", { name: "Update status" }).click();
  await expect(dialog.getByRole("listitem").filter({ hasText: "Cancelled" })).toContainText("by Shop Admin");
  expect(stockLeft()).toBe(before);
});

/**
 * From the order's dialog, the admin sends a parcel in place of the earlier one (`action`: "Send
 * again", "Send a replacement"), typed in by hand with DTDC and `awb`, after the form says `why`.
 */
async function sendInPlace(
  page: Page,
  order: { customerEmail: string; orderId: string },
  action: string,
  why: RegExp,
  awb: string,
) {
  await login(page, { user: seededAdmin, admin: true });
  const dialog = await openOrder(page, order.customerEmail, order.orderId);
  await expect(dialog.getByRole("heading", { name: action })).toBeVisible();
  await expect(dialog.getByText(why)).toBeVisible();
  await dialog.getByLabel("Courier").fill("DTDC");
  await dialog.getByLabel("AWB").fill(awb);
  await dialog.getByRole("button", { name: action, exact: true }).click();
  await expect(
    dialog.getByText("Shipped. The customer has been e-mailed the tracking details."),
  ).toBeVisible();
  await expect(shipmentOf(dialog).getByRole("definition").nth(1)).toHaveText(awb);
  await expect(dialog.getByRole("heading", { name: action })).toHaveCount(0);
  return dialog;
}

test("a parcel that came back is sent again from its order: a new AWB, its goods off the shelf again", async ({
  page,
}) => {
  const order = await shippedByHand("Returned parcel powder");
  const newAwb = `NW${order.orderId.slice(-10).toUpperCase()}`;
  const back = {
    at: "2026-11-22 18:00:00",
    activity: "Returned to shipper",
    location: "Pune_Hub (Maharashtra)",
  };
  await postTracking(page.request, trackingUpdate(order.awb, "RTO DELIVERED", 10, [back]));
  const onShelf = order.stockLeft();

  const dialog = await sendInPlace(page, order, "Send again", /^The parcel came back\./, newAwb);
  await expect(dialog.getByRole("listitem").filter({ hasText: "Sent again with DTDC" })).toContainText(
    `(the parcel that came back was AWB ${order.awb})`,
  );
  expect(order.stockLeft()).toBe(onShelf - 30);
});

test("a parcel the courier lost is replaced from its order: a new AWB, the same goods off the shelf again", async ({
  page,
}) => {
  const order = await shippedByHand("Replaced parcel powder");
  const newAwb = `RP${order.orderId.slice(-10).toUpperCase()}`;
  const out = { at: "2026-11-21 09:00:00", activity: "Out for delivery", location: "Nagpur (Maharashtra)" };
  const lost = {
    at: "2026-11-21 18:00:00",
    activity: "Shipment damaged",
    location: "Nagpur_Hub (Maharashtra)",
  };
  await postTracking(page.request, trackingUpdate(order.awb, "OUT FOR DELIVERY", 17, [out]));
  await postTracking(page.request, trackingUpdate(order.awb, "DAMAGED", 25, [out, lost]));
  const before = order.stockLeft();

  const why = /^The courier reports the parcel lost, damaged or destroyed\./;
  const dialog = await sendInPlace(page, order, "Send a replacement", why, newAwb);
  await expect(shipmentOf(dialog).locator(".form-error")).toHaveCount(0);
  await expect(
    dialog.getByRole("listitem").filter({ hasText: "A replacement sent with DTDC" }),
  ).toContainText(`(the courier could not deliver the parcel AWB ${order.awb})`);
  // The courier's report is a note in the history, not a status the order reached.
  await expect(dialog.getByRole("listitem").filter({ hasText: "Courier: DAMAGED." })).toHaveText(
    /^Note: .* by the shop — Courier: DAMAGED\.$/,
  );
  expect(order.stockLeft()).toBe(before - 30);

  // The customer's timeline is at Shipped again: the lost parcel's Out for Delivery is to come.
  await storeSession(page, order.customer, true);
  await page.goto(`/trackOrder?id=${order.orderId}`);
  const timeline = page.getByRole("list", { name: "Order status" });
  await expect(timeline.locator('[aria-current="step"]')).toHaveText(/^Shipped/);
  await expect(timeline.getByRole("listitem").filter({ hasText: "Out for Delivery" })).toHaveClass(
    "upcoming",
  );
});
