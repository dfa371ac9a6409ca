import { describe, expect, it } from "vitest";
import { documentsIssued } from "./documents-issued.ts";

describe("the documents issued (GSTR-1 table 13)", () => {
  it("gives each series' first and last number by serial, how many, none cancelled", () => {
    expect(
      documentsIssued({
        invoices: ["ASV/26-27/000102", "ASV/26-27/000099", "ASV/26-27/000100", "ASV/26-27/000101"],
        creditNotes: ["ASC/26-27/000007"],
      }),
    ).toEqual([
      {
        nature: "Invoices for outward supply",
        from: "ASV/26-27/000099",
        to: "ASV/26-27/000102",
        total: 4,
        cancelled: 0,
        netIssued: 4,
      },
      {
        nature: "Credit note",
        from: "ASC/26-27/000007",
        to: "ASC/26-27/000007",
        total: 1,
        cancelled: 0,
        netIssued: 1,
      },
    ]);
  });

  it("says so when the month has none of a kind", () => {
    expect(documentsIssued({ invoices: [], creditNotes: [] })).toEqual([
      { nature: "Invoices for outward supply", from: "", to: "", total: 0, cancelled: 0, netIssued: 0 },
      { nature: "Credit note", from: "", to: "", total: 0, cancelled: 0, netIssued: 0 },
    ]);
  });

  it("counts the documents dated in the month, not the serials between the first and the last", () => {
    // 000011 was dated the next month (issued across midnight at the month's end).
    const [invoices] = documentsIssued({
      invoices: ["ASV/26-27/000010", "ASV/26-27/000012"],
      creditNotes: [],
    });
    expect(invoices).toMatchObject({
      from: "ASV/26-27/000010",
      to: "ASV/26-27/000012",
      total: 2,
      netIssued: 2,
    });
  });

  it("gives a renamed series a row of its own", () => {
    const rows = documentsIssued({
      invoices: ["ASV/26-27/000120", "ASX/26-27/000002", "ASV/26-27/000121", "ASX/26-27/000001"],
      creditNotes: [],
    });
    expect(rows.map((row) => [row.nature, row.from, row.to, row.total])).toEqual([
      ["Invoices for outward supply", "ASV/26-27/000120", "ASV/26-27/000121", 2],
      ["Invoices for outward supply", "ASX/26-27/000001", "ASX/26-27/000002", 2],
      ["Credit note", "", "", 0],
    ]);
  });
});
