/**
 * "Ship" a Processing order (decision 019); send again one whose parcel came back (decision 048);
 * send a replacement for a parcel the courier lost, or book again one whose booking was cancelled
 * before it left (decision 050). With a courier account and no courier typed in, the parcel is
 * booked at the courier first (order, AWB, label; functions/lib/courier.ts); without one, the
 * admin's courier and AWB are taken as they are. Only then, in one batch: the order moves to
 * Shipped (guarded: another admin's change, or a courier update of the earlier parcel, meanwhile
 * rolls it all back), the shipment row, the goods taken off the shelf again where they came back or
 * were lost, the status history, the audit record and the customer's e-mail. A courier that fails
 * or times out leaves the shop unchanged.
 */
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { adminMessages } from "../../../domain/admin-messages.ts";
import type { ShipOrderInput } from "../../../domain/admin-schemas.ts";
import { parcelFor } from "../../../domain/delivery/parcel.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import {
  type Shipping,
  SHIPPING_STATUS,
  shippingOf,
  takesStockAgain,
} from "../../../domain/order-lifecycle.ts";
import { BOOKED_COURIER_STATUS } from "../../../domain/shipments.ts";
import { COURIER_BOOKING_TIMEOUT_MS, PARCEL, TRACKING_RECONCILE } from "../../../src/config/delivery.ts";
import type { Db } from "../../db/client.ts";
import {
  earlierParcels,
  orderLines,
  orders,
  orderStatusHistory,
  products,
  shipments,
} from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import {
  GUARDS,
  isUniqueViolation,
  runBatch,
  totalUnlessParcelMoved,
  totalUnlessStatusIsNot,
  violated,
} from "../../lib/batch-guards.ts";
import { type BookedShipment, type CourierAccount, courierClient, CourierError } from "../../lib/courier.ts";
import { ApiError, badRequest, conflict } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { queueEmail } from "../../lib/outbox.ts";
import { reserveOrderAgain } from "../../orders/restock.ts";
import { purgeStockCrossings, stockMovesOf } from "../../products/edge-cache.ts";
import { type CourierReference, calledOffBooking, courierReference } from "./courier-reference.ts";
import { orderStatusEmail } from "./emails.ts";
import { findOrderRow, getOrderDetail } from "./queries.ts";
import type { OrderRow } from "../../db/rows.ts";

/** Shiprocket's default pickup address name, used when SHIPROCKET_PICKUP_LOCATION is not set. */
const DEFAULT_PICKUP_LOCATION = "Primary";
const HOUR = 60 * 60 * 1000;

type Booked = Pick<BookedShipment, "awb" | "courierName"> & Partial<BookedShipment>;

export async function shipOrder(
  db: Db,
  account: CourierAccount | null,
  admin: SessionUser,
  orderId: string,
  input: ShipOrderInput,
  siteUrl: string,
  shopFollows: boolean,
) {
  const order = await findOrderRow(db, orderId);
  // The parcel this one takes the place of, if any: its row is reused for the new parcel.
  const earlier = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).get();
  const shipping = shippingOf(order.status, earlier);
  if (!shipping) throw badRequest(adminMessages.orderTransitionRefused(order.status, SHIPPING_STATUS));
  if (takesStockAgain(shipping)) await assertStockToSend(db, orderId, shipping);

  const typed = input.courierName !== undefined && input.awb !== undefined;
  if (!typed && !account) throw badRequest(adminMessages.shipNeedsCourierAndAwb);
  if (typed) await assertAwbFree(db, orderId, input.awb!, earlier?.awb);

  const reference = typed ? null : await courierReference(db, order, earlier);
  const booked: Booked = typed
    ? { courierName: input.courierName!, awb: input.awb! }
    : await bookAtCourier(db, account!, order, reference!.reference);

  const now = Date.now();
  const sentWith = sentWithNote(shipping, booked, earlier?.awb);
  const note = input.note ? `${sentWith} ${input.note}` : sentWith;
  const email = orderStatusEmail(order, SHIPPING_STATUS, note, siteUrl);
  const emailIds = email ? [newId()] : [];
  const parcel = {
    source: typed ? ("manual" as const) : ("courier" as const),
    courierName: booked.courierName,
    awb: booked.awb,
    labelUrl: booked.labelUrl ?? null,
    courierStatus:
      "pickupRequested" in booked
        ? BOOKED_COURIER_STATUS[booked.pickupRequested ? "pickupRequested" : "awbOnly"]
        : "",
    stage: null,
    scans: [],
    lastUpdateAt: null,
    providerOrderId: booked.providerOrderId ?? null,
    providerShipmentId: booked.providerShipmentId ?? null,
    // Only courier-booked parcels can be asked about; the first ask waits for the webhooks' chance.
    trackCheckAt: typed ? null : now + TRACKING_RECONCILE.quietHours * HOUR,
    trackCheckFailures: 0,
    trackCheckError: null,
    createdAt: now,
    updatedAt: now,
  };
  const replaced = earlier && {
    orderId,
    courierName: earlier.courierName,
    endedAs: earlier.stage,
    replacedAt: now,
    newsStage: null,
    newsAt: null,
  };
  const stockAgain = takesStockAgain(shipping) ? await reserveOrderAgain(db, orderId, now) : [];
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(orders)
      .set({
        status: SHIPPING_STATUS,
        updatedAt: now,
        // A parcel still with the courier (lost, or its booking cancelled) must also be as read:
        // a courier update of it meanwhile changes what this admin decided on.
        totalPaise:
          earlier && shipping !== "again"
            ? totalUnlessParcelMoved(order.status, earlier)
            : totalUnlessStatusIsNot(order.status),
      })
      .where(eq(orders.id, orderId)),
    ...(earlier && replaced
      ? [
          db.update(shipments).set(parcel).where(eq(shipments.id, earlier.id)),
          // Kept so that the courier's later word on it still finds its order (a lost one found).
          // An AWB kept before (given again to another parcel before such AWBs were refused) now
          // names this one: the courier's word on it is about this parcel.
          db
            .insert(earlierParcels)
            .values({ awb: earlier.awb, ...replaced })
            .onConflictDoUpdate({ target: earlierParcels.awb, set: replaced }),
        ]
      : [db.insert(shipments).values({ id: newId(), orderId, ...parcel })]),
    ...stockAgain.map((move) => move.statement),
    db
      .insert(orderStatusHistory)
      .values({ id: newId(), orderId, status: SHIPPING_STATUS, note, changedBy: admin.id, createdAt: now }),
    auditEntry(db, {
      adminId: admin.id,
      action: "order.ship",
      entity: "order",
      entityId: orderId,
      before: { status: order.status, ...(earlier ? { awb: earlier.awb, stage: earlier.stage } : {}) },
      after: {
        status: SHIPPING_STATUS,
        shipping,
        courier: booked.courierName,
        awb: booked.awb,
        note: input.note,
      },
    }),
    ...(email ? [queueEmail(db, email, emailIds[0])] : []),
  ];
  let results: unknown[];
  try {
    results = await runBatch(db, statements);
  } catch (error) {
    // Refused (sold out since the check, or the order or its earlier parcel changed meanwhile):
    // the parcel booked just now is recorded nowhere, so call it off, or say it is still open.
    // Not when another admin's ship of this order won: the courier's order id is the same for
    // both, so its shipment stands on this very booking (and a failed check keeps it too).
    const unused =
      booked.providerOrderId &&
      isRefusal(error) &&
      !(await shipmentStandsOn(db, orderId, booked.providerOrderId).catch(() => true));
    const open = unused ? !(await cancelAtCourier(account!, booked.providerOrderId!)) : false;
    if (unused && !open)
      await recordCalledOff(db, admin, orderId, { ...reference!, providerOrderId: booked.providerOrderId! });
    throw refusalOfShipping(error, shipping, booked.awb, open ? booked.providerOrderId! : null);
  }
  await purgeStockCrossings(stockMovesOf(statements, results, stockAgain));
  return {
    order: await getOrderDetail(db, orderId, { books: account !== null, follows: shopFollows }),
    emailIds,
  };
}

/**
 * An AWB typed in for a new parcel must name no other: not the parcel it takes the place of, nor
 * one this order or another had before (the courier's word on that one must find only it), nor
 * another order's parcel.
 */
async function assertAwbFree(db: Db, orderId: string, awb: string, earlierAwb: string | undefined) {
  const before = await db.select().from(earlierParcels).where(eq(earlierParcels.awb, awb)).get();
  if (awb === earlierAwb || before?.orderId === orderId)
    throw conflict(adminMessages.awbOfEarlierParcel(awb));
  if (before || (await db.select().from(shipments).where(eq(shipments.awb, awb)).get()))
    throw conflict(adminMessages.awbInUse(awb));
}

/** What the history and the customer's e-mail say was sent, and in place of which parcel. */
function sentWithNote(shipping: Shipping, booked: Booked, earlierAwb: string | undefined): string {
  const sent = `with ${booked.courierName}, AWB ${booked.awb}`;
  switch (shipping) {
    case "first":
      return `Sent ${sent}.`;
    case "again":
      return `Sent again ${sent} (the parcel that came back was AWB ${earlierAwb}).`;
    case "replacement":
      return `A replacement sent ${sent} (the courier could not deliver the parcel AWB ${earlierAwb}).`;
    case "rebook":
      return `Sent ${sent} (the earlier booking, AWB ${earlierAwb}, was cancelled before pickup).`;
  }
}

function soldOutMessage(shipping: Shipping): string {
  return shipping === "replacement" ? adminMessages.soldOutToReplace : adminMessages.soldOutToSendAgain;
}

/** A batch that a guard or a unique index refused, rather than one that failed. */
function isRefusal(error: unknown): boolean {
  return (
    violated(error, GUARDS.stock) ||
    violated(error, GUARDS.orderState) ||
    isUniqueViolation(error, "shipments.awb") ||
    isUniqueViolation(error, "shipments.order_id")
  );
}

/** Whether the order's shipment is the courier's order `providerOrderId`: a booking in use. */
async function shipmentStandsOn(db: Db, orderId: string, providerOrderId: string): Promise<boolean> {
  const shipment = await db
    .select({ providerOrderId: shipments.providerOrderId })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .get();
  return shipment?.providerOrderId === providerOrderId;
}

/** The answer to a ship whose batch failed, naming a Shiprocket booking left open (`openBooking`). */
function refusalOfShipping(
  error: unknown,
  shipping: Shipping,
  awb: string,
  openBooking: string | null,
): unknown {
  const said = violated(error, GUARDS.orderState)
    ? adminMessages.orderChangedMeanwhile
    : violated(error, GUARDS.stock)
      ? soldOutMessage(shipping)
      : isUniqueViolation(error, "shipments.awb")
        ? adminMessages.awbInUse(awb)
        : isUniqueViolation(error, "shipments.order_id")
          ? adminMessages.orderChangedMeanwhile
          : null;
  if (said === null) return error;
  return conflict(openBooking ? `${said} ${adminMessages.bookingLeftOpen(openBooking)}` : said);
}

/** The audit record of a cancelled booking, which moves the next booking to a new reference. */
async function recordCalledOff(
  db: Db,
  admin: SessionUser,
  orderId: string,
  booking: CourierReference & { providerOrderId: string },
): Promise<void> {
  try {
    await db.batch([calledOffBooking(db, admin.id, orderId, booking)]);
  } catch (error) {
    console.error(`Recording the cancelled courier booking ${booking.reference} failed`, error);
  }
}

async function cancelAtCourier(account: CourierAccount, providerOrderId: string): Promise<boolean> {
  return courierClient(account).cancelBooking(
    providerOrderId,
    AbortSignal.timeout(COURIER_BOOKING_TIMEOUT_MS),
  );
}

/** Refuses, before booking anything at the courier, to send goods again that are out of stock. */
async function assertStockToSend(db: Db, orderId: string, shipping: Shipping): Promise<void> {
  const lines = await db
    .select({ quantity: orderLines.quantity, stock: products.stock })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId));
  if (lines.some((line) => line.stock < line.quantity)) throw conflict(soldOutMessage(shipping));
}

async function bookAtCourier(
  db: Db,
  account: CourierAccount,
  order: OrderRow,
  reference: string,
): Promise<BookedShipment> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const sachets = lines.reduce((sum, line) => sum + line.quantity, 0);
  try {
    return await courierClient(account).bookShipment(
      {
        orderId: reference,
        orderedAt: order.createdAt,
        pickupLocation: account.pickupLocation ?? DEFAULT_PICKUP_LOCATION,
        customer: {
          name: order.shipName,
          email: order.shipEmail,
          phone: order.shipMobile,
          address: order.shipAddress,
          city: order.shipCity,
          state: order.shipState,
          pincode: order.shipPincode,
        },
        lines: lines.map((line) => ({
          name: line.name,
          sku: line.productId,
          units: line.quantity,
          unitPriceRupees: paiseToRupees(line.unitPricePaise),
        })),
        subTotalRupees: paiseToRupees(order.goodsTotalPaise - order.couponDiscountPaise),
        cashToCollectRupees: order.paymentMethod === "cod" ? paiseToRupees(order.totalPaise) : null,
        parcel: parcelFor(sachets, PARCEL),
      },
      AbortSignal.timeout(COURIER_BOOKING_TIMEOUT_MS),
    );
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    console.error(`Shipping order ${order.id} at the courier failed`, error.status, error.message);
    if (error.unavailable) throw new ApiError(502, adminMessages.courierBookingUnavailable);
    throw new ApiError(502, adminMessages.courierBookingRefused(error.message));
  }
}
