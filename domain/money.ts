/**
 * Money is integer paise everywhere inside the shop (₹1 = 100 paise); rupees appear only at the
 * edges the spec shows them (API rupee fields, labels). Integers keep totals exact.
 */
import { onFirstUse } from "./on-first-use.ts";

export type Paise = number;

export const PAISE_PER_RUPEE = 100;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: Paise): number {
  return paise / PAISE_PER_RUPEE;
}

const wholeRupees = onFirstUse(() => new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }));
const rupeesAndPaise = onFirstUse(
  () => new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** `₹1,234`, or `₹1,234.50` when there are paise; Indian digit grouping (`₹1,23,456`). */
export function formatINR(paise: Paise): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const format = abs % PAISE_PER_RUPEE === 0 ? wholeRupees() : rupeesAndPaise();
  return `${sign}₹${format.format(abs / PAISE_PER_RUPEE)}`;
}

/** `₹8.80`, `₹9.00`: always two decimals, where a rule asks for rupees "to two decimal places". */
export function formatINRWithPaise(paise: Paise): string {
  return `${paise < 0 ? "-" : ""}₹${rupeesAndPaise().format(Math.abs(paise) / PAISE_PER_RUPEE)}`;
}
