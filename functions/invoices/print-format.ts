/** How figures are written on a printed tax document. */
import { formatIndiaDate } from "../../domain/invoicing/financial-year.ts";
import type { IndianState } from "../../domain/invoicing/states.ts";

const grouped = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,23,456.50": rupees with paise, Indian grouping, for table cells headed "(₹)". */
export function amount(paise: number): string {
  return grouped.format(paise / 100);
}

/** "₹1,23,456.50". */
export function rupees(paise: number): string {
  return `₹${amount(paise)}`;
}

/** "5%", "2.5%", "0.25%". */
export function rate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/** "3004 90 11": an HSN code in its chapter, heading and sub-heading groups. */
export function hsn(code: string): string {
  return code.replace(/^(\d{4})(\d{2})?(\d{2})?$/, (_, a: string, b?: string, c?: string) =>
    [a, b, c].filter(Boolean).join(" "),
  );
}

/** "Maharashtra (27)". */
export function stateWithCode(state: IndianState): string {
  return `${state.name} (${state.code})`;
}

export const date = formatIndiaDate;
