/**
 * The e-mail a customer gets when an admin moves their order along: shipped, out for
 * delivery, delivered or cancelled (with the refund, when there was a payment). The admin's note
 * is included: customers already see it on /trackOrder.
 */
import { formatINR } from "../../../domain/money.ts";
import { shortOrderId, type OrderStatus } from "../../../domain/orders.ts";
import type { OutgoingEmail } from "../../lib/outbox.ts";
import { reviewLinkPath } from "../../../domain/reviews.ts";
import type { OrderRow } from "../../db/rows.ts";
import { site } from "../../../src/config/site.ts";

/** The statuses a customer is told about by e-mail (Processing has its payment confirmation). */
export const STATUSES_EMAILED = [
  "Shipped",
  "Out for Delivery",
  "Delivered",
  "Cancelled",
  "Returned to Origin",
] as const satisfies readonly OrderStatus[];

const isEmailed = (status: OrderStatus): status is (typeof STATUSES_EMAILED)[number] =>
  (STATUSES_EMAILED as readonly OrderStatus[]).includes(status);

/** What happened to a cancelled order's payment: refunded now, or a refund that is to follow. */
export type CancelledPayment = { amountPaise: number; refunded: boolean };

export function orderStatusEmail(
  order: OrderRow,
  status: OrderStatus,
  note: string,
  siteUrl: string,
  payment: CancelledPayment | null = null,
): OutgoingEmail | null {
  if (!isEmailed(status)) return null;
  const id = shortOrderId(order.id);
  const what: Record<(typeof STATUSES_EMAILED)[number], { subject: string; lines: string[] }> = {
    Shipped: { subject: `Order ${id} has shipped`, lines: [`Good news: your order ${id} is on its way.`] },
    "Out for Delivery": {
      subject: `Order ${id} is out for delivery`,
      lines: [`Your order ${id} is out for delivery and should reach you today.`],
    },
    Delivered: {
      subject: `Order ${id} was delivered`,
      lines: [
        `Your order ${id} was delivered. We hope it serves you well.`,
        `Tell other customers what you think: rate what you bought on your order page, ${siteUrl}${reviewLinkPath(order.id)}`,
        `Something not right? Our return policy: ${siteUrl}/cancellation-refund-policy`,
      ],
    },
    "Returned to Origin": {
      subject: `Order ${id} could not be delivered`,
      lines: [
        `The courier could not deliver your order ${id} and is bringing it back to us.`,
        "We will contact you to send it again or to refund you, whichever you prefer.",
      ],
    },
    Cancelled: {
      subject: `Order ${id} was cancelled`,
      lines: [
        `Your order ${id} was cancelled.`,
        ...(payment?.refunded
          ? [
              `We have refunded ${formatINR(payment.amountPaise)} to the way you paid. How long your bank takes: ${siteUrl}/cancellation-refund-policy`,
            ]
          : []),
        ...(payment && !payment.refunded
          ? [
              `We are refunding the ${formatINR(payment.amountPaise)} you paid and will e-mail you as soon as the refund is on its way.`,
            ]
          : []),
      ],
    },
  };
  const message = what[status];
  return {
    to: order.shipEmail,
    subject: message.subject,
    text: [
      `Dear ${order.shipName},`,
      "",
      ...message.lines,
      ...(note ? ["", `Note from us: ${note}`] : []),
      "",
      `Follow your order: ${siteUrl}/trackOrder?id=${order.id}`,
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}
