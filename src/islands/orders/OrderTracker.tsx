/**
 * /trackOrder?id=…: one order's real status timeline, its items and address, and "Pay now" and
 * "Cancel order" while it awaits payment. Without an id it lists the ongoing orders to choose from.
 */
import { useEffect, useState } from "react";
import { messages } from "../../../domain/messages.ts";
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { isOngoing, orderTimeline, PAYMENT_WINDOW_MINUTES, shortOrderId } from "../../../domain/orders.ts";
import { refundNoticeOf } from "../../../domain/payments.ts";
import { type PaymentConfig, paymentConfig } from "../../lib/checkout-api.ts";
import { fetchOrder, type OrderDetailDto } from "../../lib/orders-api.ts";
import { payForOrder } from "../../lib/pay.ts";
import TestPaymentDialog from "../checkout/TestPaymentDialog.tsx";
import CancelOrder from "./CancelOrder.tsx";
import CodConfirm from "./CodConfirm.tsx";
import { CancelledNotice } from "./CancelledNotice.tsx";
import OrdersList from "./OrdersList.tsx";
import ShipmentTracking from "./ShipmentTracking.tsx";
import { orderTimeFormat } from "./time-format.ts";
import { useLoaded } from "./useLoaded.ts";
import { FormError } from "../forms/FormActions.tsx";
import { LoadStatus } from "./LoadStatus.tsx";

function Timeline({ order }: { order: OrderDetailDto }) {
  const { steps, offPath } = orderTimeline(order);
  return (
    <ol className="timeline" aria-label="Order status">
      {steps.map((step) => (
        <li
          key={step.status}
          className={step.reachedAt ? "done" : "upcoming"}
          aria-current={step.current ? "step" : undefined}
        >
          <span className="timeline-status">{step.status}</span>
          {step.reachedAt && (
            <span className="muted"> · {orderTimeFormat.format(new Date(step.reachedAt))}</span>
          )}
        </li>
      ))}
      {offPath && (
        <li className="done off-path" aria-current="step">
          <span className="timeline-status">{offPath.status}</span>
          {offPath.note && <span className="muted"> · {offPath.note}</span>}
        </li>
      )}
    </ol>
  );
}

/** An order paid online whose payment went back, or is going back: where its money is, as the e-mails say. */
function RefundNotice({ order }: { order: OrderDetailDto }) {
  const notice = refundNoticeOf(order.payment?.status);
  if (!notice) return null;
  return (
    <p>
      {notice === "refunded" ? messages.orderRefunded : messages.orderRefundToFollow}{" "}
      <a href="/cancellation-refund-policy">How long banks take</a>
    </p>
  );
}

/**
 * The "Payment successful" banner of a link with `placed=1`: only while the order is paid and on
 * its way, so the same link opened after a cancel or a refund does not claim it.
 */
function paidAndOnItsWay(order: OrderDetailDto): boolean {
  return order.paymentMethod === "online" && order.status !== "Pending Payment" && isOngoing(order.status);
}

function OrderDetail({ id }: { id: string }) {
  const state = useLoaded(() => fetchOrder(id), `/trackOrder?id=${id}`);
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<{ order: OrderDetailDto; message: string } | null>(null);
  const justPlaced = new URLSearchParams(window.location.search).get("placed") === "1";

  useEffect(() => {
    void paymentConfig().then(setConfig);
  }, []);

  if (!state?.ok) return <LoadStatus state={state} loading="Loading your order…" />;
  const order = cancelled?.order ?? state.data;

  async function payNow() {
    if (paying) return;
    setPaying(true);
    setProblem(null);
    // The page's first request for the checkout's mode may have failed: ask again, or say so.
    const mode = config ?? (await paymentConfig());
    if (!mode) {
      setProblem(messages.paymentNotCompleted);
      setPaying(false);
      return;
    }
    setConfig(mode);
    const result = await payForOrder(order, mode);
    if (result.paid) window.location.assign(`/trackOrder?id=${order._id}&placed=1`);
    else setProblem(result.message);
    setPaying(false);
  }

  return (
    <div className="order-detail">
      {justPlaced && paidAndOnItsWay(order) && (
        <div className="success-banner" role="status">
          <p>{messages.paymentSuccessful}</p>
          <p>{messages.orderPlaced(shortOrderId(order._id))}</p>
        </div>
      )}
      <section className="panel" aria-labelledby="track-heading">
        <h2 id="track-heading">
          Order {shortOrderId(order._id)} · {order.status}
        </h2>
        <Timeline order={order} />
        <CancelledNotice message={cancelled?.message ?? null} />
        <RefundNotice order={order} />
        {order.status === "COD Pending Confirmation" && (
          <div className="pay-now">
            <CodConfirm
              order={order}
              onChanged={(updated, message) => setCancelled({ order: updated, message })}
            />
            <div className="form-actions">
              <CancelOrder
                order={order}
                onCancelled={(updated, message) => setCancelled({ order: updated, message })}
              />
            </div>
          </div>
        )}
        {order.status === "Pending Payment" && (
          <div className="pay-now">
            <p>
              This order is waiting for payment. An order not paid within {PAYMENT_WINDOW_MINUTES} minutes
              expires (shown as Payment Failed) and its stock is released.
            </p>
            <FormError message={problem} />
            <div className="form-actions">
              <button type="button" className="button" onClick={payNow} disabled={paying}>
                {paying ? "Processing..." : "Pay now"}
              </button>
            </div>
            <div className="form-actions">
              <CancelOrder
                order={order}
                disabled={paying}
                onCancelled={(updated, message) => setCancelled({ order: updated, message })}
              />
            </div>
          </div>
        )}
      </section>
      <ShipmentTracking shipment={order.shipment} orderStatus={order.status} />
      <section className="panel" aria-labelledby="items-heading">
        <h2 id="items-heading">Items</h2>
        <ul className="order-items">
          {order.products.map((item) => (
            <li key={item.productId}>
              {item.name} × {item.quantity} — {formatINR(rupeesToPaise(item.lineTotal))}
            </li>
          ))}
        </ul>
        <dl className="totals">
          {order.couponCode && (
            <div>
              <dt>Coupon {order.couponCode}</dt>
              <dd>−{formatINR(rupeesToPaise(order.couponDiscount))}</dd>
            </div>
          )}
          <div>
            <dt>Delivery fee</dt>
            <dd>{order.deliveryFee === 0 ? "Free" : formatINR(rupeesToPaise(order.deliveryFee))}</dd>
          </div>
          {order.codFee > 0 && (
            <div>
              <dt>Cash on delivery fee</dt>
              <dd>{formatINR(rupeesToPaise(order.codFee))}</dd>
            </div>
          )}
          <div className="grand-total">
            <dt>Total</dt>
            <dd>{formatINR(rupeesToPaise(order.totalAmount))}</dd>
          </div>
        </dl>
        <h3>Delivering to</h3>
        <address className="address-summary">
          {order.deliveryAddress.name}, {order.deliveryAddress.mobile}
          <br />
          {order.deliveryAddress.address}, {order.deliveryAddress.city}, {order.deliveryAddress.state}{" "}
          {order.deliveryAddress.pincode}
        </address>
      </section>
      <TestPaymentDialog />
    </div>
  );
}

export default function OrderTracker() {
  const id = new URLSearchParams(window.location.search).get("id");
  if (id) return <OrderDetail id={id} />;
  return (
    <>
      <p>Choose an order to follow.</p>
      <OrdersList view="ongoing" returnTo="/trackOrder" />
    </>
  );
}
