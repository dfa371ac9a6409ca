/**
 * The order's tax invoice and credit note as PDFs, those the server says it has issued (decision
 * 020). The API answers them only with the session's token, so a button fetches the file and saves it.
 */
import { useState } from "react";
import { shortOrderId } from "../../../domain/orders.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";
import type { OrderListItemDto } from "../../lib/orders-api.ts";
import { type IssuedTaxDocument, issuedTaxDocuments } from "../../lib/tax-documents.ts";

export default function TaxDocumentLinks({ order }: { order: OrderListItemDto }) {
  const [error, setError] = useState<string | null>(null);
  const shown = issuedTaxDocuments(order.taxDocuments);
  if (shown.length === 0) return null;

  async function download(kind: IssuedTaxDocument["kind"]) {
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
        {shown.map(({ kind, name }) => (
          <button
            key={kind}
            type="button"
            className="button secondary"
            aria-label={`${name} (PDF) of order ${shortOrderId(order._id)}`}
            onClick={() => void download(kind)}
          >
            {name} (PDF)
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
