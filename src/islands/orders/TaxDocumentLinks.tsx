/**
 * The order's tax invoice and credit notes as PDFs, those the server says it has issued (decision
 * 020). The API answers them only with the session's token, so a button fetches the file and saves it.
 */
import { useState } from "react";
import { shortOrderId } from "../../../domain/orders.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";
import type { OrderListItemDto } from "../../lib/orders-api.ts";
import { type IssuedTaxDocument, issuedTaxDocuments } from "../../lib/tax-documents.ts";
import { FormError } from "../forms/FormActions.tsx";

export default function TaxDocumentLinks({ order }: { order: OrderListItemDto }) {
  const [error, setError] = useState<string | null>(null);
  const shown = issuedTaxDocuments(order.taxDocuments);
  if (shown.length === 0) return null;

  // The invoice is one per order; an order's credit notes are told apart by their numbers.
  const label = ({ kind, name, number }: IssuedTaxDocument) =>
    kind === "invoice" ? name : `${name} ${number}`;
  const fileName = ({ kind, number }: IssuedTaxDocument) =>
    `${kind}-${shortOrderId(order._id)}${kind === "invoice" ? "" : `-${number.replaceAll("/", "-")}`}.pdf`;

  async function download(document: IssuedTaxDocument) {
    setError(null);
    try {
      const file = await api.download(`/api/user/orders/${encodeURIComponent(order._id)}/${document.path}`);
      saveBlob(file.blob, fileName(document));
    } catch (e) {
      setError(errorMessage(e, "The document could not be downloaded. Please try again."));
    }
  }

  return (
    <>
      <div className="form-actions">
        {shown.map((document) => (
          <button
            key={document.number}
            type="button"
            className="button secondary"
            aria-label={`${label(document)} (PDF) of order ${shortOrderId(order._id)}`}
            onClick={() => void download(document)}
          >
            {label(document)} (PDF)
          </button>
        ))}
      </div>
      <FormError message={error} />
    </>
  );
}
