/**
 * "Record refund" in the order detail, for a delivered cash-on-delivery order: its refund (goods
 * returned or damaged) is paid by UPI or bank transfer outside the shop, then recorded here, which
 * credits the invoice and e-mails the customer (decision 058). Checked by the server's own schema
 * before it is sent.
 */
import { useState } from "react";
import { outsideRefundSchema } from "../../../domain/admin-schemas.ts";
import type {
  AdminOrderDetailDto,
  adminOrderOutsideRefundResponse,
} from "../../../domain/api/admin-orders.ts";
import { OUTSIDE_REFUND_REASON_MAX_LENGTH, OUTSIDE_REFUND_REFERENCE } from "../../../domain/cod.ts";
import { adminApi } from "../../lib/admin-panel.ts";
import { FormFooter, formErrorText, useFormFields } from "./FormFields.tsx";

export function OutsideRefundForm({
  orderId,
  onRecorded,
}: {
  orderId: string;
  onRecorded: (order: AdminOrderDetailDto, message: string) => void;
}) {
  const form = useFormFields("outside-refund", { amount: "", reference: "", reason: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setError(null);
    const checked = outsideRefundSchema.safeParse(form.fields);
    if (!checked.success) return form.showIssues(checked.error.issues);
    if (
      !window.confirm(
        `Record a refund of ₹${checked.data.amount} paid to the customer? Its credit note cannot be undone.`,
      )
    )
      return;
    setBusy(true);
    try {
      const { data, message } = await adminApi.post<typeof adminOrderOutsideRefundResponse>(
        `/api/admin/orders/${orderId}/outside-refund`,
        form.fields,
      );
      form.setFields({ amount: "", reference: "", reason: "" });
      onRecorded(data, message);
    } catch (e) {
      setError(formErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form aria-labelledby="outside-refund-title" onSubmit={(e) => void submit(e)} noValidate>
      <h3 id="outside-refund-title">Record a refund paid by UPI or bank transfer</h3>
      <p className="muted">
        Once the money has gone to the customer: a credit note is issued on the invoice and the customer is
        e-mailed.
      </p>
      {form.row("amount", "Amount refunded (₹)", { inputMode: "decimal", required: true })}
      {form.row("reference", "Transfer reference", {
        required: true,
        maxLength: OUTSIDE_REFUND_REFERENCE.max,
        hint: "The UPI or bank transfer's reference, e.g. UPI/433912345678.",
      })}
      {form.row("reason", "Why", {
        required: true,
        maxLength: OUTSIDE_REFUND_REASON_MAX_LENGTH,
        hint: "Printed on the credit note, e.g. 10 sachets returned sealed.",
      })}
      <FormFooter error={error} label="Record refund" busy={busy} busyLabel="Recording…" />
    </form>
  );
}
