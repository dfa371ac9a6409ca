import { describe, expect, it } from "vitest";
import { issuedTaxDocuments } from "./tax-documents.ts";

describe("the tax documents an order's screens offer", () => {
  it("are none before the invoice", () => {
    expect(issuedTaxDocuments({ invoice: null, creditNote: null, creditNotes: [] })).toEqual([]);
  });

  it("are the invoice and every credit note, each by its number, oldest first", () => {
    const offered = issuedTaxDocuments({
      invoice: "ASV/26-27/000123",
      creditNote: "ASC/26-27/000009",
      creditNotes: ["ASC/26-27/000003", "ASC/26-27/000009"],
    });
    expect(offered.map(({ name, number, path }) => [name, number, path])).toEqual([
      ["Tax invoice", "ASV/26-27/000123", "invoice"],
      ["Credit note", "ASC/26-27/000003", "credit-note?number=ASC%2F26-27%2F000003"],
      ["Credit note", "ASC/26-27/000009", "credit-note?number=ASC%2F26-27%2F000009"],
    ]);
  });
});
