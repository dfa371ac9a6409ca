/**
 * The order detail modal: lines, address, payment ids, totals, history, shipping (or sending again,
 * a replacement, a new booking), the next status, "Retry refund" when a cancelled order's refund
 * failed at the gateway, and "Record refund" for a delivered cash-on-delivery order.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type {
  AdminOrderDetailDto,
  adminOrderDetailResponse,
  adminOrderRefundedResponse,
  adminOrderStatusChangedResponse,
} from "../../../domain/api/admin-orders.ts";
import { type Shipping, shippingOf } from "../../../domain/order-lifecycle.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { isOngoing, shortOrderId } from "../../../domain/orders.ts";
import { PAYMENT_STATUS_LABELS } from "../../../domain/payments.ts";
import { type IssuedTaxDocument, issuedTaxDocuments } from "../../lib/tax-documents.ts";
import { adminApi, adminErrorText } from "../../lib/admin-panel.ts";
import { saveBlob } from "../../lib/download.ts";
import { TableScroll } from "./AdminList.tsx";
import { Field } from "./FormFields.tsx";
import { OutsideRefundForm } from "./OutsideRefundForm.tsx";
import { ORDER_NOTE_MAX_LENGTH } from "../../../domain/admin-schemas.ts";
import { BOOKED_COURIER_STATUS, isEndedStage, SHIPMENT_LIMITS } from "../../../domain/shipments.ts";
import { ErrorNotice, Notice, rupees, StatusBadge, when } from "./ui.tsx";

type OrderDetailData = AdminOrderDetailDto;

/** What the ship form is called for each kind of parcel (domain/order-lifecycle.ts), and why it is offered. */
const SHIP_WORDS: Record<Shipping, { action: string; why: string }> = {
  first: { action: "Ship", why: "" },
  again: {
    action: "Send again",
    why: "The parcel came back. Sending it again takes its goods off the shelf again; or cancel the order to refund the customer.",
  },
  replacement: {
    action: "Send a replacement",
    why: "The courier reports the parcel lost, damaged or destroyed. A replacement takes the same goods off the shelf again, at no charge to the customer; or cancel the order to refund them.",
  },
  rebook: {
    action: "Book again",
    why: "The booking was cancelled at the courier before pickup. Booking again sends the goods still held for this order; or cancel the order to put them back and refund the customer.",
  },
};

export function OrderDetail({
  orderId,
  onClose,
  onChanged,
}: {
  orderId: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [order, setOrder] = useState<OrderDetailData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [next, setNext] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [courierName, setCourierName] = useState("");
  const [awb, setAwb] = useState("");
  /** What the last action did, when there is more to say than the order shows. */
  const [done, setDone] = useState<string | null>(null);

  const show = useCallback((data: OrderDetailData) => {
    setOrder(data);
    setNext(data.allowedNextStatuses[0] ?? "");
  }, []);

  const load = useCallback(
    () =>
      adminApi
        .get<typeof adminOrderDetailResponse>(`/api/admin/orders/${orderId}`)
        .then(({ data }) => show(data)),
    [orderId, show],
  );

  useEffect(() => {
    dialog.current?.showModal();
    load().catch((e: unknown) => setError(adminErrorText(e)));
  }, [load]);

  /** Runs an action that changes the order; a failed one may still have changed it, so reload. */
  async function act(
    run: () => Promise<{ data: OrderDetailData; message?: string }>,
    report: (message: string | undefined) => void,
  ) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const { data, message } = await run();
      show(data);
      report(message);
      onChanged();
    } catch (e) {
      setError(adminErrorText(e));
      await load().catch(() => {});
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  function changeStatus() {
    if (
      next === "Cancelled" &&
      !window.confirm("Cancel this order? Its stock goes back on sale and a paid order is refunded in full.")
    )
      return;
    void act(
      () =>
        adminApi.put<typeof adminOrderStatusChangedResponse>(`/api/admin/orders/${orderId}/status`, {
          status: next,
          note,
        }),
      (message) => {
        setNote("");
        // Only a cancel whose refund failed has a message: the order changed, the money has yet to go back.
        if (message) setError(message);
      },
    );
  }

  function ship(typed: boolean) {
    void act(
      () =>
        adminApi.post<typeof adminOrderDetailResponse>(
          `/api/admin/orders/${orderId}/ship`,
          typed ? { courierName, awb, note } : { note },
        ),
      () => {
        setNote("");
        setDone("Shipped. The customer has been e-mailed the tracking details.");
      },
    );
  }

  function retryRefund() {
    void act(
      () => adminApi.post<typeof adminOrderRefundedResponse>(`/api/admin/orders/${orderId}/refund`),
      (message) => setDone(message ?? null),
    );
  }

  /** A labelled text box of the dialog's forms, bound to its state. */
  const textField = (
    id: string,
    label: string,
    value: string,
    set: (value: string) => void,
    maxLength: number,
  ) => (
    <Field id={id} label={label}>
      <input id={id} value={value} onChange={(e) => set(e.target.value)} maxLength={maxLength} />
    </Field>
  );
  /** The note for the customer that shipping and a status change both take (one draft, kept between them). */
  const noteField = (id: string, label: string) => textField(id, label, note, setNote, ORDER_NOTE_MAX_LENGTH);

  const a = order?.deliveryAddress;
  /** A first parcel, or one in place of a parcel that came back, was lost or was never picked up. */
  const shipping = order ? shippingOf(order.status, order.shipment) : null;
  return (
    <dialog ref={dialog} className="order-dialog" aria-labelledby="order-dialog-title" onClose={onClose}>
      <div className="dialog-head">
        <h2 id="order-dialog-title">Order {order?.shortId ?? shortOrderId(orderId)}</h2>
        <button type="button" className="button secondary small" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {error && <ErrorNotice message={error} />}
      {done && <Notice message={done} />}
      {!order && !error && <p role="status">Loading order…</p>}
      {order && a && (
        <div className="order-detail">
          <p>
            <StatusBadge status={order.status} /> placed {when(order.orderDate)} by {order.customer.name} (
            {order.customer.email})
          </p>
          <TableScroll name="Items">
            <table className="admin-table">
              <caption>Items</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Unit price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {order.products.map((line) => (
                  <tr key={line.productId}>
                    <td>{line.name}</td>
                    <td>
                      {rupees(line.price)} <span className="muted">(MRP {rupees(line.originalPrice)})</span>
                    </td>
                    <td>{line.quantity}</td>
                    <td>{rupees(line.lineTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <dl className="totals">
            <dt>Goods</dt>
            <dd>{rupees(order.goodsTotal)}</dd>
            {order.couponCode && (
              <>
                <dt>Coupon {order.couponCode}</dt>
                <dd>−{rupees(order.couponDiscount)}</dd>
              </>
            )}
            <dt>Delivery</dt>
            <dd>{order.deliveryFee === 0 ? "Free" : rupees(order.deliveryFee)}</dd>
            {order.codFee > 0 && (
              <>
                <dt>Cash on delivery fee</dt>
                <dd>{rupees(order.codFee)}</dd>
              </>
            )}
            <dt>Total</dt>
            <dd>
              <strong>{rupees(order.totalAmount)}</strong>
            </dd>
          </dl>
          <div className="detail-columns">
            <section>
              <h3>Delivery address</h3>
              <address>
                {a.name}
                <br />
                {a.address}
                <br />
                {a.city}, {a.state} {a.pincode}
                <br />
                {a.mobile} · {a.email}
              </address>
            </section>
            <section>
              <TaxDocuments order={order} />
              <h3>Payment</h3>
              {order.paymentCheck && (
                <div className="notice notice-error">
                  <p>
                    Razorpay could not be asked whether this order was paid ({order.paymentCheck.failures}{" "}
                    failed {order.paymentCheck.failures === 1 ? "try" : "tries"}; last error:{" "}
                    {order.paymentCheck.lastError}). It keeps its stock until a check succeeds; next try{" "}
                    {when(order.paymentCheck.nextAttemptAt)}.
                  </p>
                </div>
              )}
              {order.payment ? (
                <dl className="pairs">
                  <dt>Provider</dt>
                  <dd>{order.payment.provider}</dd>
                  <dt>Order ID</dt>
                  <dd>{order.payment.providerOrderId}</dd>
                  <dt>Payment ID</dt>
                  <dd>{order.payment.providerPaymentId ?? "—"}</dd>
                  <dt>Status</dt>
                  <dd>{PAYMENT_STATUS_LABELS[order.payment.status]}</dd>
                  {order.payment.refundId && (
                    <>
                      <dt>Refund ID</dt>
                      <dd>{order.payment.refundId}</dd>
                    </>
                  )}
                  {order.payment.status === "refund_failed" && order.payment.refundError && (
                    <>
                      <dt>Refund error</dt>
                      <dd className="refund-error">{order.payment.refundError}</dd>
                    </>
                  )}
                </dl>
              ) : order.paymentMethod === "cod" ? (
                <p>
                  Cash on delivery:{" "}
                  {order.paidAt
                    ? `${rupees(order.totalAmount)} collected ${when(order.paidAt)}.`
                    : isOngoing(order.status)
                      ? `${rupees(order.totalAmount)} to collect.`
                      : "nothing was collected."}
                </p>
              ) : (
                <p>No payment.</p>
              )}
              {order.payment?.canRetryRefund && (
                <button type="button" className="button" disabled={busy} onClick={retryRefund}>
                  {busy ? "Refunding…" : "Retry refund"}
                </button>
              )}
              {order.paymentMethod === "cod" && order.status === "Delivered" && (
                <OutsideRefundForm
                  orderId={order._id}
                  onRecorded={(data, message) => {
                    show(data);
                    setError(null);
                    setDone(message);
                    onChanged();
                  }}
                />
              )}
            </section>
          </div>
          {order.shipment && (
            <section>
              <h3>Shipment</h3>
              <dl className="pairs">
                <dt>Courier</dt>
                <dd>{order.shipment.courierName}</dd>
                <dt>AWB</dt>
                <dd>{order.shipment.awb}</dd>
                <dt>Courier status</dt>
                <dd>
                  {order.shipment.courierStatus ||
                    (!isOngoing(order.status)
                      ? "No scan recorded"
                      : order.shipment.source === "manual"
                        ? "No scan yet (AWB typed in: scans show only if the courier reports them)"
                        : "No scan yet")}
                </dd>
              </dl>
              {order.shipment.labelUrl ? (
                <p>
                  <a href={order.shipment.labelUrl} target="_blank" rel="noopener noreferrer">
                    Shipping label (PDF)
                  </a>
                </p>
              ) : (
                order.shipment.source === "courier" && (
                  <p className="muted">Shiprocket made no label: print it from the Shiprocket panel.</p>
                )
              )}
              {isEndedStage(order.shipment.stage) && isOngoing(order.status) && (
                <p className="form-error">{adminMessages.parcelEnded[order.shipment.stage]}</p>
              )}
              {order.shipment.unfollowed &&
                !isEndedStage(order.shipment.stage) &&
                isOngoing(order.status) && <p className="muted">{adminMessages.parcelUnfollowed}</p>}
              {order.shipment.cancelRefused && (
                <p className="muted">
                  {adminMessages.parcelWithCourier(order.shipment.courierStatus || "booked")}
                </p>
              )}
              {order.shipment.courierStatus === BOOKED_COURIER_STATUS.awbOnly && (
                <p className="form-error">
                  Shiprocket did not take the pickup request: schedule the pickup in the Shiprocket panel, or
                  the courier will not come for the parcel.
                </p>
              )}
              {order.shipment.trackingCheck && (
                <div className="notice notice-error">
                  <p>
                    Shiprocket could not be asked about this parcel ({order.shipment.trackingCheck.failures}{" "}
                    failed {order.shipment.trackingCheck.failures === 1 ? "try" : "tries"}; last error:{" "}
                    {order.shipment.trackingCheck.lastError}). Next try{" "}
                    {when(order.shipment.trackingCheck.nextAttemptAt)}.
                  </p>
                </div>
              )}
              <ol className="history">
                {order.shipment.scans.map((scan) => (
                  <li key={`${scan.at} ${scan.activity}`}>
                    {when(scan.at)} · {scan.location} — {scan.activity}
                  </li>
                ))}
              </ol>
            </section>
          )}
          {order.shipWith && (
            <section className="status-change">
              <h3>{SHIP_WORDS[shipping ?? "first"].action}</h3>
              {shipping && shipping !== "first" && <p className="muted">{SHIP_WORDS[shipping].why}</p>}
              {order.shipWith === "courier" && (
                <p>
                  <button type="button" className="button" disabled={busy} onClick={() => ship(false)}>
                    {busy ? "Booking…" : `${SHIP_WORDS[shipping ?? "first"].action} with Shiprocket`}
                  </button>{" "}
                  <span className="muted">or type the courier and AWB it was sent with:</span>
                </p>
              )}
              <div className="form-grid">
                {textField(
                  "ship-courier",
                  "Courier",
                  courierName,
                  setCourierName,
                  SHIPMENT_LIMITS.courierNameMax,
                )}
                {textField("ship-awb", "AWB", awb, setAwb, SHIPMENT_LIMITS.awbMax)}
                {noteField("ship-note", "Note for the customer (optional)")}
              </div>
              <button
                type="button"
                className="button"
                disabled={busy || !courierName.trim() || !awb.trim()}
                onClick={() => ship(true)}
              >
                {busy ? "Shipping…" : SHIP_WORDS[shipping ?? "first"].action}
              </button>
            </section>
          )}
          <section>
            <h3>Status history</h3>
            <ol className="history">
              {order.history.map((h) => (
                <li key={`${h.at} ${h.kind} ${h.status}`}>
                  {h.kind === "change" ? <StatusBadge status={h.status} /> : "Note:"} {when(h.at)} by{" "}
                  {h.by ? h.by.name : "the shop"}
                  {h.note && <span className="muted"> — {h.note}</span>}
                </li>
              ))}
            </ol>
          </section>
          {order.allowedNextStatuses.length > 0 && (
            <section className="status-change">
              <h3>Change status</h3>
              <div className="form-grid">
                <div className="form-field">
                  <label htmlFor="next-status">New status</label>
                  <select id="next-status" value={next} onChange={(e) => setNext(e.target.value)}>
                    {order.allowedNextStatuses.map((s) => (
                      <option key={s}>{s}</option>
                    ))}
                  </select>
                </div>
                {noteField("status-note", "Note (optional)")}
              </div>
              <button
                type="button"
                className="button"
                disabled={busy || !next}
                onClick={() => void changeStatus()}
              >
                {busy ? "Updating…" : "Update status"}
              </button>
            </section>
          )}
        </div>
      )}
    </dialog>
  );
}

/** The order's tax invoice and credit notes, those issued, as the customer gets them. */
function TaxDocuments({ order }: { order: OrderDetailData }) {
  const [error, setError] = useState<string | null>(null);
  const documents = issuedTaxDocuments(order.taxDocuments);
  if (documents.length === 0) return null;
  async function download({ path, number }: IssuedTaxDocument) {
    setError(null);
    try {
      const file = await adminApi.download(`/api/admin/orders/${encodeURIComponent(order._id)}/${path}`);
      saveBlob(file.blob, file.name ?? `${number.replaceAll("/", "-")}.pdf`);
    } catch (e) {
      setError(adminErrorText(e));
    }
  }
  return (
    <>
      <h3>Tax documents</h3>
      <div className="form-actions">
        {documents.map((document) => (
          <button
            key={document.number}
            type="button"
            className="button secondary"
            onClick={() => void download(document)}
          >
            {document.name} {document.number} (PDF)
          </button>
        ))}
      </div>
      {error && <ErrorNotice message={error} />}
    </>
  );
}
