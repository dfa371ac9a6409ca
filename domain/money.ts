/**
 * Money is integer paise everywhere inside the shop (₹1 = 100 paise); rupees appear only at the
 * edges the spec shows them (API rupee fields, labels). Integers keep totals exact.
 */
export type Paise = number;

export const PAISE_PER_RUPEE = 100;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: Paise): number {
  return paise / PAISE_PER_RUPEE;
}

/**
 * Indian digit grouping, written out rather than asked of Intl: the last three digits, then pairs
 * (`12,34,567`). Building an Intl formatter loads ICU's data for its locale, ~30 ms of main thread
 * on the bench machine (Lighthouse counted it as the home page's blocking time), and the header's
 * cart count imports this module on every page. money.test.ts checks it against Intl's `en-IN`;
 * e2e/budgets.spec.ts checks that a page showing no figure builds no Intl formatter.
 */
export function groupIndianDigits(digits: string): string {
  // A comma after each digit followed by 3, 5, 7… digits (`digits`: a whole number's, a few at most).
  return digits.replace(/(\d)(?=(\d\d)*\d{3}$)/g, "$1,");
}

function rupees(paise: Paise, withPaise: boolean): string {
  const digits = (Math.round(Math.abs(paise)) / PAISE_PER_RUPEE)
    .toFixed(2)
    .replace(/^\d+/, groupIndianDigits);
  const shown = withPaise || paise % PAISE_PER_RUPEE !== 0 ? digits : digits.slice(0, -".00".length);
  return `${paise < 0 ? "-" : ""}₹${shown}`;
}

/** `₹1,234`, or `₹1,234.50` when there are paise; Indian digit grouping (`₹1,23,456`). */
export const formatINR = (paise: Paise): string => rupees(paise, false);

/** `₹8.80`, `₹9.00`: always two decimals, where a rule asks for rupees "to two decimal places". */
export const formatINRWithPaise = (paise: Paise): string => rupees(paise, true);
