/** The admins' e-mails about what the courier says of a parcel (tracking.ts, replaced-parcels.ts). */
import { adminMessages } from "../../domain/admin-messages.ts";
import { shortOrderId } from "../../domain/orders.ts";
import type { AfterCancelStage } from "../../domain/shipments.ts";
import type { shipments } from "../db/schema.ts";
import type { OutgoingEmail } from "../lib/outbox.ts";
import type { OrderRow } from "../db/rows.ts";

/** An e-mail to one admin about an order's parcel: what happened, what to do, where it was going. */
function parcelAdminEmail(order: OrderRow, to: string, siteUrl: string, subject: string, said: string[]) {
  return {
    to,
    subject,
    text: [
      ...said,
      "",
      `Deliver to: ${order.shipName}, ${order.shipMobile}, ${order.shipCity} ${order.shipPincode}`,
      `Order ${order.id} in the admin panel: ${siteUrl}/admin/orders`,
    ].join("\n"),
  } satisfies OutgoingEmail;
}

/**
 * An admin's e-mail of the courier's news that needs them: a parcel that ended on the way, or a
 * cancelled order's parcel delivered or returned after all (`advice` says what to do).
 */
export function courierNewsEmail(
  order: OrderRow,
  shipment: typeof shipments.$inferSelect,
  courierStatus: string,
  advice: string,
  to: string,
  siteUrl: string,
): OutgoingEmail {
  const id = shortOrderId(order.id);
  const cancelled = order.status === "Cancelled";
  return parcelAdminEmail(
    order,
    to,
    siteUrl,
    `Order ${id}${cancelled ? " (cancelled)" : ""}: the courier reports the parcel ${courierStatus.toLowerCase()}`,
    [
      `${shipment.courierName} reports ${cancelled ? "cancelled " : ""}order ${id} (AWB ${shipment.awb}) as ${courierStatus}.`,
      advice,
    ],
  );
}

export function returnedAdminEmail(
  order: OrderRow,
  courierName: string,
  awb: string,
  courierStatus: string,
  to: string,
  siteUrl: string,
): OutgoingEmail {
  const id = shortOrderId(order.id);
  return parcelAdminEmail(order, to, siteUrl, `Order ${id} is returning to origin (RTO)`, [
    `${courierName} could not deliver order ${id} (AWB ${awb}; courier status: ${courierStatus}) and is returning it to the pickup address.`,
    order.paymentMethod === "cod"
      ? "Its stock is back on sale, and no cash was collected. The customer has been told we will contact them: send it again, or cancel the order in the admin panel, which credits its tax invoice."
      : "Its stock is back on sale. The customer has been told we will contact them: send it again, or cancel the order in the admin panel to refund them.",
  ]);
}

/**
 * An admin's e-mail of the courier's news of a lost parcel that another was sent in place of: it
 * was delivered after all, or is coming back; with what to do.
 */
export function replacedParcelNewsEmail(
  order: OrderRow,
  news: {
    stage: AfterCancelStage;
    parcel: { courierName: string; awb: string };
    newerAwb: string | null;
    courierStatus: string;
  },
  to: string,
  siteUrl: string,
): OutgoingEmail {
  const id = shortOrderId(order.id);
  const { stage, parcel, newerAwb, courierStatus } = news;
  const newer = newerAwb ? ` (the parcel sent in its place is AWB ${newerAwb})` : "";
  return parcelAdminEmail(
    order,
    to,
    siteUrl,
    `Order ${id}: the courier reports its lost parcel ${courierStatus.toLowerCase()}`,
    [
      `${parcel.courierName} reports the parcel of order ${id} it had lost, AWB ${parcel.awb}, as ${courierStatus}${newer}.`,
      adminMessages.replacedParcelNews[stage],
    ],
  );
}
