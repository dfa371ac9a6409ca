/**
 * The invoice PDF, rendered inside workerd (the Worker's runtime) and read back with a PDF text
 * extractor, the way an accountant's tools or a customer's viewer would read it.
 */
import { PDFDocument } from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { buildCreditNote } from "../../domain/invoicing/credit-note.ts";
import type { InvoiceDocument } from "../../domain/invoicing/document.ts";
import { buildInvoice } from "../../domain/invoicing/invoice.ts";
import { buildLine, buildOrder, buildSeller } from "../../domain/invoicing/test-data.ts";
import { actualTexts, paiseOf, readPdf, type PdfText } from "../test/pdf-text.ts";
import { creditNoteFor, invoiceForOrder, renderTaxDocumentPdf } from "./index.ts";

const issuedAt = Date.parse("2026-11-22T10:00:00+05:30");
const HINDI_NAME = "अनन्या शर्मा";

/** Billed to Pune, shipped to Bengaluru for a customer who wrote her name in Hindi. */
function interStateOrder() {
  const order = buildOrder({ couponDiscountPaise: 100_00, deliveryFeePaise: 50_00, codFeePaise: 40_00 });
  return {
    ...order,
    customerName: HINDI_NAME,
    deliveryAddress: {
      name: HINDI_NAME,
      address: "फ्लैट 4बी, शांति अपार्टमेंट्स\n12th Main, Indiranagar",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560038",
    },
  };
}

const hasLine = (read: PdfText, pieces: string[]) =>
  read.pages
    .flat()
    .some((line) => pieces.every((piece, i) => line[i] === piece) && line.length === pieces.length);
const lineStartingWith = (read: PdfText, first: string) =>
  read.pages.flat().filter((line) => line[0] === first);

/**
 * The rows of the lines table as printed: from the rate column ("5%") the taxable value is to its
 * left, the tax amounts between it and the total, the total last.
 */
/** The header of an invoice's lines: the columns before the tax, the tax's own columns, the line total. */
const invoiceLineHeader = (...taxColumns: string[]) => [
  ...["#", "Description", "HSN", "Qty", "Unit", "MRP/unit", "Discount", "Taxable", "GST"],
  ...taxColumns,
  "Total",
];

function printedRows(read: PdfText) {
  return read.pages
    .flat()
    .filter((line) => /^\d+$/.test(line[0] ?? "") && line.includes("3004 90 11"))
    .map((line) => {
      const rateAt = line.findIndex((piece) => /^\d+(\.\d+)?%$/.test(piece));
      return {
        taxable: paiseOf(line[rateAt - 1] as string),
        tax: line.slice(rateAt + 1, -1).map(paiseOf),
        total: paiseOf(line.at(-1) as string),
      };
    });
}

describe("a tax invoice PDF", () => {
  let invoice: InvoiceDocument;
  let pdf: Uint8Array;
  let read: PdfText;

  beforeAll(async () => {
    invoice = invoiceForOrder(interStateOrder(), 123, issuedAt);
    pdf = await renderTaxDocumentPdf(invoice);
    read = await readPdf(pdf);
  }, 120_000);

  it("names the seller: legal name, address, state with its code, GSTIN", () => {
    for (const line of [
      "Asthiveda Wellness Pvt. Ltd.",
      "14 Ayur Vihar",
      "Pune 411001",
      "State: Maharashtra (27)",
      "GSTIN: 27AAACA0000A1ZY",
    ]) {
      expect(read.text).toContain(line);
    }
  });

  it("says what it is, its number and date, the order, place of supply and reverse charge", () => {
    expect(read.text).toContain("TAX INVOICE");
    expect(hasLine(read, ["Invoice no.", "ASV/26-27/000123", "Place of supply", "Karnataka (29)"])).toBe(
      true,
    );
    expect(hasLine(read, ["Invoice date", "22 Nov 2026", "Supply", "Between states: IGST"])).toBe(true);
    expect(hasLine(read, ["Order", "1a2b3c4d placed 22 Nov 2026", "Reverse charge", "No"])).toBe(true);
  });

  it("names the customer with the billing and delivery addresses, each with its state and code", () => {
    expect(hasLine(read, ["Billed to", "Shipped to"])).toBe(true);
    expect(read.text).toContain("Flat 4B, Shanti Apartments");
    expect(read.text).toContain("12th Main, Indiranagar");
    expect(read.text).toContain("Bengaluru 560038");
    expect(read.text).toContain("State: Maharashtra (27)");
    expect(read.text).toContain("State: Karnataka (29)");
  });

  it("writes a Hindi name so that it renders and reads back", async () => {
    // The glyphs are shaped in visual order (the reph of र्मा is drawn after मा), so PDF.js reads
    // them reordered; every letter is there, in the Devanagari font…
    const devanagariLines = read.pages
      .flat()
      .flat()
      .filter((piece) => /[\u0900-\u097F]/.test(piece));
    const letters = (text: string) => [...text.replace(/\s/g, "")].sort().join("");
    expect(devanagariLines.some((piece) => letters(piece) === letters(HINDI_NAME))).toBe(true);
    // …and the span says what they spell, for viewers that copy and search by it.
    expect(await actualTexts(pdf)).toContain(HINDI_NAME);
  });

  it("prints each line with HSN, quantity, unit, MRP, discount, taxable value, rate, IGST and total", () => {
    expect(lineStartingWith(read, "#")[0]).toEqual(invoiceLineHeader("IGST"));
    // 30 sachets: MRP ₹1,470, paid ₹1,320 less the ₹100 coupon = ₹1,220, of which 5 % IGST.
    expect(
      hasLine(read, [
        "1",
        "Asthiveda Joint & Bone Care Powder",
        "3004 90 11",
        "30",
        "NOS",
        "49.00",
        "250.00",
        "1,161.90",
        "5%",
        "58.10",
        "1,220.00",
      ]),
    ).toBe(true);
    expect(
      hasLine(read, ["2", "Delivery charges", "3004 90 11", "0.00", "47.62", "5%", "2.38", "50.00"]),
    ).toBe(true);
    expect(
      hasLine(read, ["3", "Cash on delivery fee", "3004 90 11", "0.00", "38.10", "5%", "1.90", "40.00"]),
    ).toBe(true);
    expect(lineStartingWith(read, "@ 5%")).toHaveLength(3);
    expect(read.text).not.toMatch(/CGST|SGST/);
  });

  it("gives the totals in figures with the rupee sign and in words, and the coupon", () => {
    expect(hasLine(read, ["Total", "250.00", "1,247.62", "62.38", "1,310.00"])).toBe(true);
    expect(hasLine(read, ["Invoice total", "₹1,310.00"])).toBe(true);
    expect(read.text).toContain("IGST ₹62.38");
    expect(read.text).toContain("Rupees One Thousand Three Hundred Ten Only");
    expect(read.text).toContain("Coupon WELCOME10: ₹100.00 off the goods");
  });

  it("adds up: each line's taxable value and tax make its total, and the lines make the order's total", () => {
    const rows = printedRows(read);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.taxable + row.tax.reduce((a, b) => a + b, 0)).toBe(row.total);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(interStateOrder().totalPaise);
  });

  it("declares reverse charge and carries the signatory block", () => {
    expect(read.text).toContain("Tax is not payable on reverse charge.");
    expect(read.text).toContain("For Asthiveda Wellness Pvt. Ltd.");
    expect(read.text).toContain("Authorised signatory");
    expect(read.text).toContain("This is a computer-generated document and needs no physical signature.");
    expect(
      hasLine(read, [
        "Asthiveda Wellness Pvt. Ltd. · GSTIN 27AAACA0000A1ZY · ASV/26-27/000123",
        "Page 1 of 1",
      ]),
    ).toBe(true);
  });

  it("is marked SPECIMEN while the seller's GSTIN is the placeholder", () => {
    expect(read.text).toContain("SPECIMEN, NOT A VALID TAX DOCUMENT");
  });

  it("is the same file every time, dated by the invoice", async () => {
    const again = await renderTaxDocumentPdf(structuredClone(invoice));
    expect(again).toEqual(pdf);
    const meta = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(meta.getCreationDate()?.getTime()).toBe(issuedAt);
    expect(meta.getModificationDate()?.getTime()).toBe(issuedAt);
    expect(meta.getTitle()).toBe("Tax invoice ASV/26-27/000123");
  });
});

describe("an invoice within the seller's state", () => {
  it("splits the tax into CGST and SGST at half the rate each, and adds up", async () => {
    const lines = [
      buildLine(),
      buildLine({ description: "Trial pack", quantity: 60, unitPricePaise: 42_00 }),
    ];
    const order = buildOrder({ lines, couponDiscountPaise: 277_77, deliveryFeePaise: 50_00 });
    const read = await readPdf(await renderTaxDocumentPdf(invoiceForOrder(order, 124, issuedAt)));
    expect(lineStartingWith(read, "#")[0]).toEqual(invoiceLineHeader("CGST", "SGST"));
    expect(hasLine(read, ["Invoice no.", "ASV/26-27/000124", "Place of supply", "Maharashtra (27)"])).toBe(
      true,
    );
    expect(read.text).toContain("Within the state: CGST + SGST");
    expect(lineStartingWith(read, "@ 2.5%").every((line) => line.join(" ") === "@ 2.5% @ 2.5%")).toBe(true);
    expect(read.text).not.toContain("IGST");
    const rows = printedRows(read);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.tax).toHaveLength(2);
      expect(row.taxable + row.tax[0]! + row.tax[1]!).toBe(row.total);
    }
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(order.totalPaise);
    expect(paiseOf(lineStartingWith(read, "Invoice total")[0]?.[1] ?? "")).toBe(order.totalPaise);
  }, 60_000);

  it("is not a specimen once the seller has a real GSTIN", async () => {
    const real = buildInvoice(buildOrder(), buildSeller(), "ASV/26-27/000125", issuedAt);
    const read = await readPdf(await renderTaxDocumentPdf(real));
    expect(read.text).not.toContain("SPECIMEN");
    expect(read.text).toContain("TAX INVOICE");
  }, 60_000);
});

describe("a credit note PDF", () => {
  it("references the invoice, gives the reason and the amounts credited with their tax", async () => {
    const invoice = invoiceForOrder(interStateOrder(), 123, issuedAt);
    const note = creditNoteFor(invoice, {
      serial: 7,
      issuedAtMs: Date.parse("2026-11-25T16:00:00+05:30"),
      amountPaise: 500_00,
      reason: "Refund of two damaged sachets",
      earlierNotes: [],
    });
    const pdf = await renderTaxDocumentPdf(note);
    const read = await readPdf(pdf);
    expect(read.text).toContain("CREDIT NOTE");
    expect(hasLine(read, ["Credit note no.", "ASC/26-27/000007", "Place of supply", "Karnataka (29)"])).toBe(
      true,
    );
    expect(hasLine(read, ["Credit note date", "25 Nov 2026", "Supply", "Between states: IGST"])).toBe(true);
    expect(read.text).toContain("Against invoice ASV/26-27/000123 dated 22 Nov 2026");
    expect(hasLine(read, ["Reason", "Refund of two damaged sachets"])).toBe(true);
    expect(lineStartingWith(read, "#")[0]).toEqual([
      "#",
      "Description",
      "HSN",
      "Qty",
      "Unit",
      "Taxable",
      "GST",
      "IGST",
      "Credited",
    ]);
    const rows = printedRows(read);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.taxable + row.tax.reduce((a, b) => a + b, 0)).toBe(row.total);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(500_00);
    expect(hasLine(read, ["Total credited", "₹500.00"])).toBe(true);
    expect(read.text).toContain("Rupees Five Hundred Only");
    expect(read.text).not.toContain("Tax is not payable on reverse charge");
    expect(await actualTexts(pdf)).toContain(HINDI_NAME);
  }, 60_000);

  it("credits a cancelled order in full, line for line", async () => {
    const invoice = invoiceForOrder(interStateOrder(), 123, issuedAt);
    const note = buildCreditNote(invoice, {
      number: "ASC/26-27/000008",
      issuedAtMs: issuedAt,
      amountPaise: invoice.totals.totalPaise,
      reason: "Order cancelled",
      earlierNotes: [],
    });
    const read = await readPdf(await renderTaxDocumentPdf(note));
    expect(
      hasLine(read, [
        "1",
        "Asthiveda Joint & Bone Care Powder",
        "3004 90 11",
        "30",
        "NOS",
        "1,161.90",
        "5%",
        "58.10",
        "1,220.00",
      ]),
    ).toBe(true);
    expect(hasLine(read, ["Total credited", "₹1,310.00"])).toBe(true);
  }, 60_000);
});

describe("a long invoice", () => {
  it("runs onto more pages, repeating the table header, numbering the pages, and still adds up", async () => {
    const lines = Array.from({ length: 40 }, (_, i) =>
      buildLine({ description: `Pack ${i + 1}`, quantity: 30 + i }),
    );
    const order = buildOrder({ lines, couponDiscountPaise: 1234_56, deliveryFeePaise: 50_00 });
    const read = await readPdf(await renderTaxDocumentPdf(invoiceForOrder(order, 126, issuedAt)));
    expect(read.pages.length).toBeGreaterThan(1);
    read.pages.forEach((page, i) => {
      expect(page.at(-1)?.at(-1)).toBe(`Page ${i + 1} of ${read.pages.length}`);
    });
    const pagesWithHeader = read.pages.filter((page) =>
      page.some((line) => line[0] === "#" && line[1] === "Description"),
    );
    expect(pagesWithHeader.length).toBeGreaterThanOrEqual(2);
    const rows = printedRows(read);
    expect(rows).toHaveLength(41);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(order.totalPaise);
  }, 60_000);
});
