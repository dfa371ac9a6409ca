/**
 * The e-mails of a cash-on-delivery order: the confirmation code to the customer when it is placed
 * (the same code as the SMS, filled in only as the e-mail is sent: lib/confirmation-codes.ts), and,
 * once confirmed, the customer's confirmation and the admins' heads-up that it is ready to pack.
 */
import { COD_CONFIRMATION_WINDOW_HOURS, COD_MAX_CODE_ATTEMPTS } from "../../../domain/cod.ts";
import { formatINR } from "../../../domain/money.ts";
import { shortOrderId } from "../../../domain/orders.ts";
import { codCodePlaceholder } from "../../lib/confirmation-codes.ts";
import type { OutgoingEmail } from "../../lib/outbox.ts";
import { summary } from "../../payments/emails.ts";
import type { OrderLineRow, OrderRow } from "../../db/rows.ts";

/** `emailId`: the outbox id it is queued under, which its code's placeholder names. */
export function codCodeEmail(
  order: OrderRow,
  lines: OrderLineRow[],
  siteUrl: string,
  emailId: string,
): OutgoingEmail {
  const id = shortOrderId(order.id);
  return {
    to: order.shipEmail,
    subject: `Confirm your cash-on-delivery order ${id}`,
    text: [
      `Dear ${order.shipName},`,
      "",
      `Your confirmation code for order ${id} is ${codCodePlaceholder(order.id, emailId)}`,
      "",
      `We have also sent it by SMS to ${order.shipMobile}. Enter it on the order page within ${COD_CONFIRMATION_WINDOW_HOURS} hours: after that, or after ${COD_MAX_CODE_ATTEMPTS} wrong codes, the order is cancelled. We pack it once it is confirmed.`,
      `Your order: ${siteUrl}/trackOrder?id=${order.id}`,
      "",
      ...summary(order, lines),
      "",
      "Did not order this? Ignore this e-mail and the order will be cancelled.",
    ].join("\n"),
  };
}

export function codConfirmedEmail(order: OrderRow, lines: OrderLineRow[], siteUrl: string): OutgoingEmail {
  const id = shortOrderId(order.id);
  return {
    to: order.shipEmail,
    subject: `Order ${id} confirmed: pay ${formatINR(order.totalPaise)} on delivery`,
    text: [
      `Dear ${order.shipName},`,
      "",
      `Thank you! Order ${id} is confirmed and we are preparing it. Please keep ${formatINR(order.totalPaise)} ready in cash for the courier.`,
      "",
      ...summary(order, lines),
      "",
      `Follow your order: ${siteUrl}/trackOrder?id=${order.id}`,
    ].join("\n"),
  };
}

export function codConfirmedAdminEmail(
  order: OrderRow,
  lines: OrderLineRow[],
  to: string,
  siteUrl: string,
): OutgoingEmail {
  return {
    to,
    subject: `New COD order ${shortOrderId(order.id)}: ${formatINR(order.totalPaise)} to collect`,
    text: [
      "A cash-on-delivery order has been confirmed by its customer and is ready to pack.",
      "",
      ...summary(order, lines),
      "",
      `Order ${order.id} in the admin panel: ${siteUrl}/admin/orders`,
    ].join("\n"),
  };
}
