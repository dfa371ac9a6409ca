/**
 * GSTR-1 table 12, the HSN-wise summary of outward supplies, for a month: one row per HSN code,
 * GST rate and unit quantity code (UQC), read from the stored documents' lines like the summary by
 * place of supply (gst-summary.ts). Every sale is B2C, so this is the table's B2C part.
 *
 * - The delivery and COD fee lines are part of a composite supply taxed under the goods' HSN and
 *   rate (decision 015): their value and tax are in the goods' row, with no quantity.
 * - Credit notes issued in the month are subtracted, as in the summary by place of supply: their
 *   value and tax always, their quantity where the note states one (the note that credits the last
 *   of a line's value, at once or after part credits; a part credit before that returns no goods).
 * - Every head is the sum of the documents' own line figures, never worked out again from the
 *   taxable value and the rate, so CGST and SGST here are exactly what the documents charged.
 * - Cess: the documents levy none (they have no cess head), so it is always 0.
 */
import type { TaxDocument } from "./document.ts";

/** The shop's goods as the table names them: the HSN's description and the UQC goods are counted in. */
export type HsnGoods = { hsn: string; description: string; unit: string };

export type HsnSummaryRow = {
  hsn: string;
  /** The HSN's description (empty for an HSN the shop does not sell any more). */
  description: string;
  /** Unit quantity code, as the documents print it ("NOS"). */
  unit: string;
  rateBasisPoints: number;
  /** Units of goods net of those the month's credit notes take back; fee lines count none. */
  quantity: number;
  /** Taxable value plus tax: what the customers paid, net of credit notes. */
  totalPaise: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  /** SGST, or UTGST where the seller is in a union territory without a legislature. */
  sgstPaise: number;
  cessPaise: number;
};

const SUMS = ["quantity", "totalPaise", "taxablePaise", "igstPaise", "cgstPaise", "sgstPaise"] as const;
type Sums = Pick<HsnSummaryRow, (typeof SUMS)[number]>;

/** Running sums by HSN, rate and unit; lines without a unit (fees, part credits) under unit null. */
export type HsnTally = Map<string, { hsn: string; rateBasisPoints: number; unit: string | null } & Sums>;

export function newHsnTally(): HsnTally {
  return new Map();
}

const keyOf = (hsn: string, rateBasisPoints: number, unit: string | null) =>
  `${hsn}/${rateBasisPoints}/${unit ?? ""}`;

const zeroSums = () => Object.fromEntries(SUMS.map((key) => [key, 0])) as Sums;

function addSums(into: Sums, from: Sums, sign: number) {
  for (const key of SUMS) into[key] += sign * from[key];
}

/** Adds one document's lines: an invoice's count up, a credit note's count down. */
export function tallyHsnLines(tally: HsnTally, document: TaxDocument) {
  const sign = document.kind === "invoice" ? 1 : -1;
  for (const line of document.lines) {
    const key = keyOf(line.hsn, line.rateBasisPoints, line.unit);
    const row = tally.get(key) ?? {
      hsn: line.hsn,
      rateBasisPoints: line.rateBasisPoints,
      unit: line.unit,
      ...zeroSums(),
    };
    addSums(row, { ...line, quantity: line.quantity ?? 0 }, sign);
    tally.set(key, row);
  }
}

/**
 * The unit a line without one (a fee, a part credit) is reported in: a fee is part of the supply
 * of its principal goods and a part credit takes back part of a goods line's value, so neither adds
 * units, and each joins the row of goods of its HSN and rate: the shop's unit if goods are counted
 * in it there, else the unit they are counted in, else (no goods of that HSN and rate this month,
 * e.g. only a refund for an earlier sale) the shop's unit.
 */
function unitFor(tally: HsnTally, hsn: string, rateBasisPoints: number, goods: HsnGoods): string {
  const counted = [...tally.values()]
    .filter((sums) => sums.hsn === hsn && sums.rateBasisPoints === rateBasisPoints && sums.unit !== null)
    .map((sums) => sums.unit as string)
    .sort();
  return counted.includes(goods.unit) ? goods.unit : (counted[0] ?? goods.unit);
}

/** The table's rows by HSN, rate and unit. */
export function hsnSummary(tally: HsnTally, goods: HsnGoods): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const sums of tally.values()) {
    const unit = sums.unit ?? unitFor(tally, sums.hsn, sums.rateBasisPoints, goods);
    const key = keyOf(sums.hsn, sums.rateBasisPoints, unit);
    const row = rows.get(key) ?? {
      hsn: sums.hsn,
      description: sums.hsn === goods.hsn ? goods.description : "",
      unit,
      rateBasisPoints: sums.rateBasisPoints,
      ...zeroSums(),
      cessPaise: 0,
    };
    addSums(row, sums, 1);
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.hsn.localeCompare(b.hsn) || a.rateBasisPoints - b.rateBasisPoints || a.unit.localeCompare(b.unit),
  );
}
