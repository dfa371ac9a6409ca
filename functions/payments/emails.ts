/**
 * The e-mails about an order's money: when it is paid, a confirmation to the customer and a
 * heads-up to the admins; when a refund that was to follow has gone through, a note to the customer;
 * when Razorpay refuses to refund a payment the order did not need, a request to the admins.
 */
import { adminMessages } from "../../domain/admin-messages.ts";
import { formatINR } from "../../domain/money.ts";
import { shortOrderId } from "../../domain/orders.ts";
import type { OutgoingEmail } from "../lib/outbox.ts";
import type { OrderLineRow, OrderRow } from "../db/rows.ts";
import { site } from "../../src/config/site.ts";

/** The order's lines and totals, with the COD fee on a line of its own; exported for the COD e-mails. */
export function summary(order: OrderRow, lines: OrderLineRow[]): string[] {
  return [
    ...lines.map(
      (line) =>
        `  ${line.name} × ${line.quantity} at ${formatINR(line.unitPricePaise)} = ${formatINR(line.lineTotalPaise)}`,
    ),
    ...(order.couponDiscountPaise > 0
      ? [`  Coupon ${order.couponCode}: −${formatINR(order.couponDiscountPaise)}`]
      : []),
    `  Delivery: ${order.deliveryFeePaise === 0 ? "free" : formatINR(order.deliveryFeePaise)}`,
    ...(order.codFeePaise > 0 ? [`  Cash on delivery fee: ${formatINR(order.codFeePaise)}`] : []),
    order.paymentMethod === "cod"
      ? `  Total to pay in cash on delivery: ${formatINR(order.totalPaise)}`
      : `  Total paid: ${formatINR(order.totalPaise)}`,
    "",
    "Delivering to:",
    `  ${order.shipName}, ${order.shipMobile}`,
    `  ${order.shipAddress}, ${order.shipCity}, ${order.shipState} ${order.shipPincode}`,
  ];
}

export function paymentConfirmationEmail(
  order: OrderRow,
  lines: OrderLineRow[],
  siteUrl: string,
): OutgoingEmail {
  const id = shortOrderId(order.id);
  return {
    to: order.shipEmail,
    subject: `Payment received: order ${id}`,
    text: [
      `Dear ${order.shipName},`,
      "",
      `Thank you! We have received your payment for order ${id} and are preparing it.`,
      "",
      ...summary(order, lines),
      "",
      `Follow your order: ${siteUrl}/trackOrder?id=${order.id}`,
      // The PDF answers only a signed-in customer, so the e-mail leads to the page that offers it.
      `Your GST tax invoice (PDF) is under "My orders", once you are logged in: ${siteUrl}/user-orders`,
    ].join("\n"),
  };
}

export function newOrderAdminEmail(
  order: OrderRow,
  lines: OrderLineRow[],
  adminEmail: string,
  siteUrl: string,
): OutgoingEmail {
  return {
    to: adminEmail,
    subject: `New paid order ${shortOrderId(order.id)}: ${formatINR(order.totalPaise)}`,
    text: [
      `A new order has been paid and is ready to pack.`,
      "",
      ...summary(order, lines),
      "",
      `Order ${order.id} in the admin panel: ${siteUrl}/admin/orders`,
    ].join("\n"),
  };
}

/** The customer's e-mail of a refund made: `said`, then where their order is. */
function refundEmail(order: OrderRow, said: string[], siteUrl: string): OutgoingEmail {
  return {
    to: order.shipEmail,
    subject: `Refund for order ${shortOrderId(order.id)}`,
    text: [
      `Dear ${order.shipName},`,
      "",
      ...said,
      "",
      `Your order: ${siteUrl}/trackOrder?id=${order.id}`,
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}

/** A refund the customer was told would follow (or was not told about yet) has gone through. */
export function refundSentEmail(order: OrderRow, amountPaise: number, siteUrl: string): OutgoingEmail {
  return refundEmail(
    order,
    [
      `We have refunded ${formatINR(amountPaise)} for your cancelled order ${shortOrderId(order.id)} to the way you paid.`,
      `How long your bank takes: ${siteUrl}/cancellation-refund-policy`,
    ],
    siteUrl,
  );
}

/**
 * A delivered cash-on-delivery order's refund, paid by UPI or bank transfer and recorded by an admin
 * (decision 058): how much, and the transfer's reference to find it by.
 */
export function outsideRefundEmail(
  order: OrderRow,
  amountPaise: number,
  reference: string,
  siteUrl: string,
): OutgoingEmail {
  return refundEmail(
    order,
    [
      `We have refunded ${formatINR(amountPaise)} for your order ${shortOrderId(order.id)} by UPI or bank transfer to the account you gave us (reference ${reference}).`,
      "Its credit note is with your order.",
    ],
    siteUrl,
  );
}

/**
 * Razorpay refused to refund a payment that arrived after its order was paid or closed: the admins
 * refund it by hand. The reason is Razorpay's, so it goes to them and not into the order's history.
 */
export function extraPaymentRefusedAdminEmail(
  order: OrderRow,
  payment: { id: string; amountPaise: number },
  reason: string,
  adminEmail: string,
  siteUrl: string,
): OutgoingEmail {
  return {
    to: adminEmail,
    subject: `Refund by hand: ${formatINR(payment.amountPaise)} paid again for order ${shortOrderId(order.id)}`,
    text: [
      adminMessages.extraPaymentRefundRefused(payment.id, reason),
      "",
      `Amount: ${formatINR(payment.amountPaise)}. The order is ${order.status}; its customer is ${order.shipName}, ${order.shipEmail}.`,
      `Order ${order.id} in the admin panel: ${siteUrl}/admin/orders`,
    ].join("\n"),
  };
}
