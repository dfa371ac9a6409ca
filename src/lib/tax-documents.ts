/**
 * The tax documents an order's screens offer: those the server says it has issued (the order's
 * `taxDocuments`), each with the path segment of its PDF route (`…/orders/{id}/invoice`,
 * `…/credit-note`) and its name.
 */
import type { TaxDocumentsDto } from "../../domain/api/orders.ts";

export type IssuedTaxDocument = { kind: "invoice" | "credit-note"; name: string; number: string };

export function issuedTaxDocuments({ invoice, creditNote }: TaxDocumentsDto): IssuedTaxDocument[] {
  return [
    ...(invoice ? [{ kind: "invoice", name: "Tax invoice", number: invoice } as const] : []),
    ...(creditNote ? [{ kind: "credit-note", name: "Credit note", number: creditNote } as const] : []),
  ];
}
