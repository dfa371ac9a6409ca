/**
 * Splitting a GST-inclusive amount into taxable value and tax (decision 015). Prices are inclusive
 * of GST, so the paise the customer paid for a line are fixed and the tax is taken out of them:
 *
 *   taxable = round(paid × 10000 / (10000 + rate in basis points))   (halves round up)
 *   tax     = paid − taxable
 *   intra-state: CGST = floor(tax / 2), SGST (or UTGST) = tax − CGST;  inter-state: IGST = tax
 *
 * So taxable + tax is exactly what was paid, line by line, and the tax is within half a paisa of
 * the rate applied to the taxable value.
 */

/** Intra-state: the place of supply is in the seller's state (CGST + SGST); else IGST. */
export type SupplyType = "intra-state" | "inter-state";

export type TaxSplit = {
  /** What the customer paid, GST included. */
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  /** SGST, or UTGST when the seller is in a union territory without a legislature. */
  sgstPaise: number;
  igstPaise: number;
};

export const ZERO_SPLIT: TaxSplit = {
  totalPaise: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
};

const BASIS_POINTS = 10_000;

function assertPaise(amount: number, what: string) {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new Error(`${what} must be whole, non-negative paise, not ${amount}`);
}

export function assertRate(rateBasisPoints: number) {
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > BASIS_POINTS) {
    throw new Error(`A GST rate must be 0–10000 basis points, not ${rateBasisPoints}`);
  }
}

/** The taxable value inside a GST-inclusive amount, rounded to the nearest paisa (halves up). */
export function taxableValueOf(inclusivePaise: number, rateBasisPoints: number): number {
  assertPaise(inclusivePaise, "An amount");
  assertRate(rateBasisPoints);
  const divisor = BASIS_POINTS + rateBasisPoints;
  return Math.floor((2 * inclusivePaise * BASIS_POINTS + divisor) / (2 * divisor));
}

function splitTax(tax: number, supply: SupplyType): Pick<TaxSplit, "cgstPaise" | "sgstPaise" | "igstPaise"> {
  if (supply === "inter-state") return { cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgst = Math.floor(tax / 2);
  return { cgstPaise: cgst, sgstPaise: tax - cgst, igstPaise: 0 };
}

export function splitInclusive(
  inclusivePaise: number,
  rateBasisPoints: number,
  supply: SupplyType,
): TaxSplit {
  const taxable = taxableValueOf(inclusivePaise, rateBasisPoints);
  return { totalPaise: inclusivePaise, taxablePaise: taxable, ...splitTax(inclusivePaise - taxable, supply) };
}

export function addSplits(a: TaxSplit, b: TaxSplit): TaxSplit {
  return {
    totalPaise: a.totalPaise + b.totalPaise,
    taxablePaise: a.taxablePaise + b.taxablePaise,
    cgstPaise: a.cgstPaise + b.cgstPaise,
    sgstPaise: a.sgstPaise + b.sgstPaise,
    igstPaise: a.igstPaise + b.igstPaise,
  };
}

export function sumSplits(splits: readonly TaxSplit[]): TaxSplit {
  return splits.reduce<TaxSplit>((sum, split) => addSplits(sum, split), ZERO_SPLIT);
}

export function subtractSplits(a: TaxSplit, b: TaxSplit): TaxSplit {
  return {
    totalPaise: a.totalPaise - b.totalPaise,
    taxablePaise: a.taxablePaise - b.taxablePaise,
    cgstPaise: a.cgstPaise - b.cgstPaise,
    sgstPaise: a.sgstPaise - b.sgstPaise,
    igstPaise: a.igstPaise - b.igstPaise,
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The part of a line's not-yet-credited amounts (`remaining`) that a credit of `creditPaise`
 * (GST included) takes back. Crediting all that remains takes back exactly what remains, so the
 * credit notes of a fully refunded invoice add up to the invoice, head by head. A part is split by
 * the same rule as an invoice line, held within what remains under each head so no later credit
 * ever has to take back a negative amount.
 */
export function creditSplit(
  remaining: TaxSplit,
  creditPaise: number,
  rateBasisPoints: number,
  supply: SupplyType,
): TaxSplit {
  assertPaise(creditPaise, "A credit");
  if (creditPaise > remaining.totalPaise) {
    throw new Error(`Cannot credit ${creditPaise} paise of a line with ${remaining.totalPaise} paise left`);
  }
  if (creditPaise === remaining.totalPaise) return { ...remaining };
  const remainingTax = remaining.totalPaise - remaining.taxablePaise;
  const taxable = clamp(
    taxableValueOf(creditPaise, rateBasisPoints),
    creditPaise - remainingTax,
    remaining.taxablePaise,
  );
  const tax = creditPaise - taxable;
  if (supply === "inter-state")
    return { totalPaise: creditPaise, taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgst = clamp(Math.floor(tax / 2), tax - remaining.sgstPaise, remaining.cgstPaise);
  return {
    totalPaise: creditPaise,
    taxablePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: tax - cgst,
    igstPaise: 0,
  };
}
