import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCreditNote, uncredited, type CreditRequest } from "./credit-note.ts";
import type { CreditNoteDocument, InvoiceDocument } from "./document.ts";
import { buildInvoice } from "./invoice.ts";
import { sumSplits } from "./tax-split.ts";
import { arbitraryOrder, buildLine, buildOrder, buildSeller } from "./test-data.ts";

const invoicedAt = Date.parse("2026-11-22T10:00:00+05:30");
const creditedAt = Date.parse("2026-11-25T16:00:00+05:30");
const seller = buildSeller();

function invoiceFor(order = buildOrder({ deliveryFeePaise: 50_00, couponDiscountPaise: 1000_00 })) {
  return buildInvoice(order, seller, "ASV/26-27/000123", invoicedAt);
}

function credit(invoice: InvoiceDocument, overrides: Partial<CreditRequest> = {}): CreditNoteDocument {
  return buildCreditNote(invoice, {
    number: "ASC/26-27/000007",
    issuedAtMs: creditedAt,
    amountPaise: invoice.totals.totalPaise,
    reason: "Order cancelled",
    earlierNotes: [],
    ...overrides,
  });
}

const heads = (s: {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}) => ({
  totalPaise: s.totalPaise,
  taxablePaise: s.taxablePaise,
  cgstPaise: s.cgstPaise,
  sgstPaise: s.sgstPaise,
  igstPaise: s.igstPaise,
});

describe("a credit note", () => {
  it("credits a cancelled order's whole invoice, line by line and head by head", () => {
    const invoice = invoiceFor();
    const note = credit(invoice);
    expect(note).toMatchObject({
      kind: "credit-note",
      number: "ASC/26-27/000007",
      invoice: { number: "ASV/26-27/000123", issuedAtMs: invoicedAt },
      reason: "Order cancelled",
      placeOfSupply: invoice.placeOfSupply,
      supplyType: "intra-state",
      amountInWords: "Rupees Three Hundred Seventy Only",
    });
    expect(note.lines.map(heads)).toEqual(invoice.lines.map(heads));
    expect(note.lines.map((l) => [l.invoiceLine, l.kind, l.quantity, l.unit])).toEqual([
      [0, "goods", 30, "NOS"],
      [1, "delivery", null, null],
    ]);
    expect(note.totals).toEqual(heads(invoice.totals));
  });

  it("shares a part refund across lines by what each has left, splitting tax by the invoice's rule", () => {
    const invoice = invoiceFor(); // goods ₹320, delivery ₹50
    const note = credit(invoice, { amountPaise: 185_00, reason: "Refund of one damaged pack" });
    expect(note.lines.map((l) => [l.kind, l.totalPaise, l.quantity])).toEqual([
      ["goods", 160_00, null],
      ["delivery", 25_00, null],
    ]);
    expect(note.lines[0]).toMatchObject({ taxablePaise: 152_38, cgstPaise: 3_81, sgstPaise: 3_81 });
    expect(note.totals.totalPaise).toBe(185_00);
  });

  it("credits what is left after earlier notes, so all notes together equal the invoice", () => {
    const invoice = invoiceFor();
    const first = credit(invoice, { amountPaise: 100_01 });
    const second = credit(invoice, { number: "ASC/26-27/000008", amountPaise: 33_33, earlierNotes: [first] });
    const left = sumSplits(uncredited(invoice, [first, second]));
    expect(left.totalPaise).toBe(370_00 - 100_01 - 33_33);
    const last = credit(invoice, {
      number: "ASC/26-27/000009",
      amountPaise: left.totalPaise,
      earlierNotes: [first, second],
    });
    expect(sumSplits([first.totals, second.totals, last.totals])).toEqual(heads(invoice.totals));
    expect(
      uncredited(invoice, [first, second, last]).every((line) => Object.values(line).every((v) => v === 0)),
    ).toBe(true);
  });

  it("refuses to credit more than is left, or nothing", () => {
    const invoice = invoiceFor();
    expect(() => credit(invoice, { amountPaise: 370_01 })).toThrow(/37000 paise of ASV/);
    expect(() => credit(invoice, { amountPaise: 0 })).toThrow();
    const all = credit(invoice);
    expect(() =>
      credit(invoice, { number: "ASC/26-27/000008", amountPaise: 1, earlierNotes: [all] }),
    ).toThrow(/: 0 paise of/);
  });

  it("needs a reason, a date not before the invoice, its own year's number, and notes of this invoice", () => {
    const invoice = invoiceFor();
    expect(() => credit(invoice, { reason: "  " })).toThrow(/reason/);
    expect(() => credit(invoice, { reason: "x".repeat(201) })).toThrow(/reason/);
    expect(() => credit(invoice, { issuedAtMs: invoicedAt - 1 })).toThrow(/before its invoice/);
    expect(() => credit(invoice, { number: "ASC/25-26/000007" })).toThrow(/financial year/);
    const otherInvoice = buildInvoice(buildOrder(), seller, "ASV/26-27/000124", invoicedAt);
    const otherNote = credit(otherInvoice);
    expect(() => credit(invoice, { earlierNotes: [otherNote] })).toThrow(/another invoice/);
  });

  it("may be issued in the next financial year, numbered in that year's series", () => {
    const note = credit(invoiceFor(), {
      number: "ASC/27-28/000001",
      issuedAtMs: Date.parse("2027-04-02T10:00:00+05:30"),
    });
    expect(note.financialYear).toBe("2027-28");
    expect(note.invoice.number).toBe("ASV/26-27/000123");
  });

  it("shows no quantity on a part credit, and the whole line's on a note crediting a line at once", () => {
    const lines = [buildLine({ quantity: 60, unitPricePaise: 42_00 }), buildLine()];
    const invoice = invoiceFor(buildOrder({ lines }));
    const note = credit(invoice, { amountPaise: invoice.lines[1]!.totalPaise * 2 });
    expect(note.lines.map((l) => l.quantity)).toEqual([null, null]);
    expect(credit(invoice).lines.map((l) => l.quantity)).toEqual([60, 30]);
  });

  it("takes back a line's units on the note that credits the last of it, after part credits", () => {
    const invoice = invoiceFor(buildOrder());
    const total = invoice.totals.totalPaise;
    const part = credit(invoice, { amountPaise: 100_00 });
    const rest = credit(invoice, {
      number: "ASC/26-27/000008",
      amountPaise: total - 100_00,
      earlierNotes: [part],
    });
    expect(part.lines.map((l) => l.quantity)).toEqual([null]);
    expect(rest.lines.map((l) => [l.quantity, l.unit])).toEqual([[30, "NOS"]]);
  });
});

describe("credit notes always add up (property)", () => {
  it("each note to its amount, all notes to the invoice, never a negative head", () => {
    fc.assert(
      fc.property(
        arbitraryOrder,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 }),
        (order, fractions) => {
          const invoice = buildInvoice(order, seller, "ASV/26-27/000001", invoicedAt);
          const notes: CreditNoteDocument[] = [];
          for (const fraction of [...fractions, 1]) {
            const left = sumSplits(uncredited(invoice, notes)).totalPaise;
            const amount = Math.max(1, Math.floor(left * fraction));
            if (left === 0) break;
            const note = credit(invoice, {
              number: `ASC/26-27/${String(notes.length + 1).padStart(6, "0")}`,
              amountPaise: amount,
              earlierNotes: notes,
            });
            expect(note.totals.totalPaise).toBe(amount);
            for (const line of note.lines) {
              expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(
                line.totalPaise,
              );
              for (const value of Object.values(heads(line))) expect(value).toBeGreaterThanOrEqual(0);
            }
            notes.push(note);
          }
          expect(sumSplits(notes.map((n) => n.totals))).toEqual(heads(invoice.totals));
        },
      ),
    );
  });
});
