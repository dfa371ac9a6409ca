/**
 * Sharing a whole number of paise across lines in proportion to their values, so the shares add
 * up exactly (the largest remainder method): every line first gets the floor of its exact share;
 * the paise left over go one each to the lines with the largest fractions, earlier lines first on
 * a tie. Deterministic, and no line ever gets more than its own value when `total <= sum`.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new Error(`Cannot apportion ${total} paise`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new Error("Weights must be whole, non-negative paise");
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total === 0) return weights.map(() => 0);
    throw new Error(`Cannot apportion ${total} paise over lines worth nothing`);
  }
  // BigInt: total × weight can pass 2^53 for large orders.
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => {
    const exact = bigTotal * BigInt(w);
    return { floor: Number(exact / bigSum), remainder: exact % bigSum };
  });
  let left = total - shares.reduce((a, s) => a + s.floor, 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((s) => s.floor);
  for (const { index } of order) {
    if (left === 0) break;
    result[index] = (result[index] as number) + 1;
    left--;
  }
  return result;
}
