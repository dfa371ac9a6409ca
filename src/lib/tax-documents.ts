/**
 * The tax documents an order's screens offer: those the server says it has issued (the order's
 * `taxDocuments`), each with its name, its number and the path of its PDF below the order's route
 * (`…/orders/{id}/invoice`, `…/credit-note?number=…`). An order refunded in parts has a credit
 * note for each refund, and each is offered.
 */
import type { TaxDocumentsDto } from "../../domain/api/orders.ts";

export type IssuedTaxDocument = {
  kind: "invoice" | "credit-note";
  name: string;
  number: string;
  path: string;
};

export function issuedTaxDocuments({ invoice, creditNotes }: TaxDocumentsDto): IssuedTaxDocument[] {
  return [
    ...(invoice ? [{ kind: "invoice", name: "Tax invoice", number: invoice, path: "invoice" } as const] : []),
    ...creditNotes.map((number) => ({
      kind: "credit-note" as const,
      name: "Credit note",
      number,
      path: `credit-note?number=${encodeURIComponent(number)}`,
    })),
  ];
}
