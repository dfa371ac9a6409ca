/** The wait after the n-th failure in a row: `firstMs` × 2^(n−1), never more than `maxMs`. */
export function doublingDelayMs(failures: number, firstMs: number, maxMs: number): number {
  return Math.min(firstMs * 2 ** Math.max(0, failures - 1), maxMs);
}
