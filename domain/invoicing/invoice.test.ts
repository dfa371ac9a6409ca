import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words.ts";
import { InvoicingError } from "./document.ts";
import { buildInvoice } from "./invoice.ts";
import { arbitraryOrder, buildLine, buildOrder, buildSeller } from "./test-data.ts";

const issuedAt = Date.parse("2026-11-22T10:00:00+05:30");
const seller = buildSeller();
const NUMBER = "ASV/26-27/000123";

describe("a tax invoice", () => {
  it("charges CGST + SGST when the goods go to the seller's own state", () => {
    const invoice = buildInvoice(buildOrder({ state: "maharashtra" }), seller, NUMBER, issuedAt);
    expect(invoice.placeOfSupply).toMatchObject({ name: "Maharashtra", code: "27" });
    expect(invoice.supplyType).toBe("intra-state");
    expect(invoice.lines).toEqual([
      {
        kind: "goods",
        description: "Asthiveda Joint & Bone Care Powder",
        hsn: "30049011",
        quantity: 30,
        unit: "NOS",
        mrpPerUnitPaise: 49_00,
        grossPaise: 1470_00,
        discountPaise: 150_00,
        rateBasisPoints: 500,
        totalPaise: 1320_00,
        taxablePaise: 1257_14,
        cgstPaise: 31_43,
        sgstPaise: 31_43,
        igstPaise: 0,
      },
    ]);
    expect(invoice.totals).toEqual({
      grossPaise: 1470_00,
      discountPaise: 150_00,
      totalPaise: 1320_00,
      taxablePaise: 1257_14,
      cgstPaise: 31_43,
      sgstPaise: 31_43,
      igstPaise: 0,
    });
    expect(invoice.amountInWords).toBe("Rupees One Thousand Three Hundred Twenty Only");
  });

  it("charges IGST when the goods go to another state", () => {
    const invoice = buildInvoice(buildOrder({ state: "KA" }), seller, NUMBER, issuedAt);
    expect(invoice.placeOfSupply).toMatchObject({ name: "Karnataka", code: "29" });
    expect(invoice.supplyType).toBe("inter-state");
    expect(invoice.totals).toMatchObject({
      taxablePaise: 1257_14,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 62_86,
    });
  });

  it("takes the place of supply from the delivery address, not the billing address", () => {
    const order = buildOrder({ state: "Delhi" });
    const invoice = buildInvoice(
      { ...order, billingAddress: { ...order.billingAddress, state: "Maharashtra" } },
      seller,
      NUMBER,
      issuedAt,
    );
    expect(invoice.customer.billing.state.code).toBe("27");
    expect(invoice.placeOfSupply.code).toBe("07");
    expect(invoice.supplyType).toBe("inter-state");
  });

  it("names the customer's addresses line by line with the canonical state", () => {
    const invoice = buildInvoice(buildOrder({ state: "Orissa" }), seller, NUMBER, issuedAt);
    expect(invoice.customer.delivery).toEqual({
      name: "Ananya Sharma",
      lines: ["Flat 4B, Shanti Apartments", "Kothrud"],
      city: "Pune",
      pincode: "411038",
      state: { code: "21", name: "Odisha", kind: "state" },
    });
  });

  it("shares a coupon across goods lines by value and taxes each line on what was paid for it", () => {
    const lines = [
      buildLine({ quantity: 90, unitPricePaise: 39_00 }),
      buildLine({ description: "Sample pack", quantity: 30 }),
    ];
    // 90 × ₹39 = ₹3,510 and 30 × ₹44 = ₹1,320: a ₹483 coupon splits 351 : 132.
    const invoice = buildInvoice(
      buildOrder({ lines, couponDiscountPaise: 483_00 }),
      seller,
      NUMBER,
      issuedAt,
    );
    const [big, small] = invoice.lines;
    expect(big).toMatchObject({ grossPaise: 4410_00, totalPaise: 3159_00, discountPaise: 1251_00 });
    expect(small).toMatchObject({ grossPaise: 1470_00, totalPaise: 1188_00, discountPaise: 282_00 });
    expect(small).toMatchObject({ taxablePaise: 1131_43, cgstPaise: 28_28, sgstPaise: 28_29 });
    expect(invoice.totals.totalPaise).toBe(4347_00);
    expect(invoice.coupon).toEqual({ code: "WELCOME10", discountPaise: 483_00 });
  });

  it("puts the delivery and COD fees on lines of their own at the goods' rate and HSN", () => {
    const order = buildOrder({
      state: "Goa",
      couponDiscountPaise: 1000_00,
      deliveryFeePaise: 50_00,
      codFeePaise: 40_00,
    });
    const invoice = buildInvoice(order, seller, NUMBER, issuedAt);
    expect(
      invoice.lines.map((l) => [l.kind, l.description, l.hsn, l.rateBasisPoints, l.quantity, l.totalPaise]),
    ).toEqual([
      ["goods", "Asthiveda Joint & Bone Care Powder", "30049011", 500, 30, 320_00],
      ["delivery", "Delivery charges", "30049011", 500, null, 50_00],
      ["cod", "Cash on delivery fee", "30049011", 500, null, 40_00],
    ]);
    expect(invoice.lines[1]).toMatchObject({ taxablePaise: 47_62, igstPaise: 2_38 });
    expect(invoice.lines[2]).toMatchObject({ taxablePaise: 38_10, igstPaise: 1_90 });
    expect(invoice.totals.totalPaise).toBe(410_00);
  });

  it("leaves out fee lines the order did not charge", () => {
    const invoice = buildInvoice(buildOrder(), seller, NUMBER, issuedAt);
    expect(invoice.lines.map((l) => l.kind)).toEqual(["goods"]);
    expect(invoice.coupon).toBeNull();
  });

  it("names UTGST for a seller in a union territory without a legislature", () => {
    const chandigarh = buildSeller({ stateCode: "04" });
    const invoice = buildInvoice(buildOrder({ state: "Chandigarh" }), chandigarh, NUMBER, issuedAt);
    expect(invoice.localTaxName).toBe("UTGST");
    expect(invoice.supplyType).toBe("intra-state");
    expect(buildInvoice(buildOrder(), seller, NUMBER, issuedAt).localTaxName).toBe("SGST");
  });

  it("refuses an address whose state it cannot read", () => {
    const attempt = () => buildInvoice(buildOrder({ state: "Bombay" }), seller, NUMBER, issuedAt);
    expect(attempt).toThrow(InvoicingError);
    expect(attempt).toThrow(/Bombay/);
  });

  it("refuses a number of another financial year, or no number at all", () => {
    expect(() => buildInvoice(buildOrder(), seller, "ASV/25-26/000123", issuedAt)).toThrow(/financial year/);
    expect(() => buildInvoice(buildOrder(), seller, "ASV/2026-27/000123", issuedAt)).toThrow(
      /not a document number/,
    );
  });

  it("refuses a seller whose GSTIN is invalid or of another state", () => {
    expect(() =>
      buildInvoice(buildOrder(), { ...seller, gstin: "27AAACA0000A1ZZ" }, NUMBER, issuedAt),
    ).toThrow(/checksum/);
    expect(() =>
      buildInvoice(
        buildOrder(),
        { ...seller, gstin: buildSeller({ stateCode: "29" }).gstin },
        NUMBER,
        issuedAt,
      ),
    ).toThrow(/state 29/);
  });

  it("refuses an order whose parts do not add up to its total", () => {
    expect(() => buildInvoice(buildOrder({ totalPaise: 1319_99 }), seller, NUMBER, issuedAt)).toThrow(
      /total/,
    );
    expect(() =>
      buildInvoice(buildOrder({ lines: [buildLine({ lineTotalPaise: 1 })] }), seller, NUMBER, issuedAt),
    ).toThrow();
    expect(() =>
      buildInvoice(buildOrder({ lines: [buildLine({ unitPricePaise: 50_00 })] }), seller, NUMBER, issuedAt),
    ).toThrow(/MRP/);
    expect(() => buildInvoice(buildOrder({ lines: [] }), seller, NUMBER, issuedAt)).toThrow();
    expect(() =>
      buildInvoice(buildOrder({ lines: [buildLine({ hsn: "3004 90 11" })] }), seller, NUMBER, issuedAt),
    ).toThrow(/HSN/);
  });

  it("is the same document every time it is built from the same inputs", () => {
    expect(buildInvoice(buildOrder(), seller, NUMBER, issuedAt)).toEqual(
      buildInvoice(buildOrder(), seller, NUMBER, issuedAt),
    );
  });
});

describe("every invoice adds up (property)", () => {
  it("to the paise paid per line and to the order's total, with the right tax heads", () => {
    fc.assert(
      fc.property(arbitraryOrder, (order) => {
        const invoice = buildInvoice(order, seller, NUMBER, issuedAt);
        const intra = invoice.placeOfSupply.code === seller.state.code;
        for (const line of invoice.lines) {
          expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
          expect(line.grossPaise - line.discountPaise).toBe(line.totalPaise);
          expect(line.discountPaise).toBeGreaterThanOrEqual(0);
          expect(line.taxablePaise).toBeGreaterThanOrEqual(0);
          if (intra) expect(line.igstPaise).toBe(0);
          else expect(line.cgstPaise + line.sgstPaise).toBe(0);
        }
        const sum = (
          key:
            | "totalPaise"
            | "taxablePaise"
            | "cgstPaise"
            | "sgstPaise"
            | "igstPaise"
            | "grossPaise"
            | "discountPaise",
        ) => invoice.lines.reduce((total, line) => total + line[key], 0);
        expect(sum("totalPaise")).toBe(order.totalPaise);
        expect(invoice.totals).toEqual({
          totalPaise: sum("totalPaise"),
          taxablePaise: sum("taxablePaise"),
          cgstPaise: sum("cgstPaise"),
          sgstPaise: sum("sgstPaise"),
          igstPaise: sum("igstPaise"),
          grossPaise: sum("grossPaise"),
          discountPaise: sum("discountPaise"),
        });
        const goodsPaid = invoice.lines
          .filter((l) => l.kind === "goods")
          .reduce((total, l) => total + l.totalPaise, 0);
        const goodsCharged = order.lines.reduce((total, l) => total + l.lineTotalPaise, 0);
        expect(goodsCharged - goodsPaid).toBe(order.couponDiscountPaise);
        expect(invoice.amountInWords).toBe(amountInWords(order.totalPaise));
      }),
    );
  });
});
