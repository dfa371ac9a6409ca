/**
 * The order's tax invoice and credit note as PDFs, those the server says it has issued (decision
 * 020). The API answers them only with the session's token, so a button fetches the file and saves it.
 */
import { useState } from "react";
import { shortOrderId } from "../../../domain/orders.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";
import type { OrderListItemDto } from "../../lib/orders-api.ts";

const DOCUMENTS = [
  { kind: "invoice", label: "Tax invoice (PDF)", issued: "invoice" },
  { kind: "credit-note", label: "Credit note (PDF)", issued: "creditNote" },
] as const;

export default function TaxDocumentLinks({ order }: { order: OrderListItemDto }) {
  const [error, setError] = useState<string | null>(null);
  const shown = DOCUMENTS.filter(({ issued }) => order.taxDocuments[issued] !== null);
  if (shown.length === 0) return null;

  async function download(kind: (typeof DOCUMENTS)[number]["kind"]) {
    setError(null);
    try {
      const file = await api.download(`/api/user/orders/${encodeURIComponent(order._id)}/${kind}`);
      saveBlob(file.blob, `${kind}-${shortOrderId(order._id)}.pdf`);
    } catch (e) {
      setError(errorMessage(e, "The document could not be downloaded. Please try again."));
    }
  }

  return (
    <>
      <div className="form-actions">
        {shown.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className="button secondary"
            aria-label={`${label} of order ${shortOrderId(order._id)}`}
            onClick={() => void download(kind)}
          >
            {label}
          </button>
        ))}
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
