/**
 * Test data builders for invoicing tests (domain and PDF): a seller and an order shaped like the
 * shop's own, each overridable. Not used by the shop itself.
 */
import fc from "fast-check";
import type { Seller } from "./document.ts";
import { gstinCheckCharacter } from "./gstin.ts";
import type { GoodsLineInput } from "./invoice-lines.ts";
import type { InvoiceOrder } from "./invoice.ts";
import { INDIAN_STATES, stateByCode } from "./states.ts";

/** A made-up GSTIN for a seller in the state with this code. */
export function testGstin(stateCode: string): string {
  const first14 = `${stateCode}AAACA0000A1Z`;
  return first14 + gstinCheckCharacter(first14);
}

export function buildSeller(overrides: Partial<Seller> & { stateCode?: string } = {}): Seller {
  const { stateCode = "27", ...rest } = overrides;
  const state = stateByCode(stateCode);
  if (!state) throw new Error(`No state ${stateCode}`);
  return {
    legalName: "Asthiveda Wellness Pvt. Ltd.",
    tradeName: "Asthiveda",
    addressLines: ["14 Ayur Vihar", "Pune 411001"],
    state,
    gstin: testGstin(stateCode),
    email: "care@asthiveda.in",
    phone: "+91 98765 43210",
    specimen: false,
    ...rest,
  };
}

/** 30 sachets at ₹44 (MRP ₹49), the shop's smallest pack. */
export function buildLine(overrides: Partial<GoodsLineInput> = {}): GoodsLineInput {
  const line = {
    description: "Asthiveda Joint & Bone Care Powder",
    hsn: "30049011",
    quantity: 30,
    unit: "NOS",
    mrpPerUnitPaise: 49_00,
    unitPricePaise: 44_00,
    rateBasisPoints: 500,
    ...overrides,
  };
  return { ...line, lineTotalPaise: overrides.lineTotalPaise ?? line.unitPricePaise * line.quantity };
}

/** An order to Pune of one line; its total is worked out from its parts unless given. */
export function buildOrder(overrides: Partial<InvoiceOrder> & { state?: string } = {}): InvoiceOrder {
  const { state = "Maharashtra", ...rest } = overrides;
  const lines = rest.lines ?? [buildLine()];
  const coupon = rest.couponDiscountPaise ?? 0;
  const delivery = rest.deliveryFeePaise ?? 0;
  const cod = rest.codFeePaise ?? 0;
  const address = {
    name: "Ananya Sharma",
    address: "Flat 4B, Shanti Apartments\nKothrud",
    city: "Pune",
    state,
    pincode: "411038",
  };
  return {
    id: "1a2b3c4d-0000-4000-8000-000000000001",
    reference: "1a2b3c4d",
    placedAtMs: Date.parse("2026-11-22T09:15:00+05:30"),
    customerName: "Ananya Sharma",
    billingAddress: address,
    deliveryAddress: address,
    couponCode: coupon > 0 ? "WELCOME10" : null,
    ...rest,
    lines,
    couponDiscountPaise: coupon,
    deliveryFeePaise: delivery,
    codFeePaise: cod,
    totalPaise:
      rest.totalPaise ?? lines.reduce((sum, line) => sum + line.lineTotalPaise, 0) - coupon + delivery + cod,
  };
}

/** Random orders the shop could charge: 1–4 lines, any coupon up to the goods, optional fees. */
export const arbitraryOrder = fc
  .record({
    lines: fc.array(
      fc
        .record({
          quantity: fc.integer({ min: 1, max: 500 }),
          mrp: fc.integer({ min: 1, max: 5_000_00 }),
          off: fc.double({ min: 0, max: 1, noNaN: true }),
        })
        .map(({ quantity, mrp, off }) =>
          buildLine({ quantity, mrpPerUnitPaise: mrp, unitPricePaise: Math.floor(mrp * (1 - off)) }),
        ),
      { minLength: 1, maxLength: 4 },
    ),
    couponShare: fc.double({ min: 0, max: 1, noNaN: true }),
    deliveryFeePaise: fc.constantFrom(0, 50_00, 1),
    codFeePaise: fc.constantFrom(0, 40_00, 3),
    state: fc.constantFrom(...INDIAN_STATES.filter((s) => !s.legacy).map((s) => s.name)),
  })
  .map(({ lines, couponShare, state, ...fees }) => {
    const goods = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
    return buildOrder({ lines, couponDiscountPaise: Math.floor(goods * couponShare), state, ...fees });
  });
