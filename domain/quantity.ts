/**
 * The pack-quantity stepper: up 30 → 60 → 90 → 91 → +1 …, down 91 → 90 → 60 → 30 and
 * −1 above 91. Every step is capped by the stock on hand.
 */
export const MIN_QUANTITY = 30;
/** The packs the stepper stops at, one per discount tier (the admin form previews each). */
export const TIER_STEPS = [30, 60, 90] as const;

/** The quantity a buyer starts with: the minimum pack, or all the stock when less is left. */
export function initialQuantity(stock: number): number {
  return Math.max(0, Math.min(MIN_QUANTITY, stock));
}

/**
 * The chosen quantity once the live stock is known (the page may have been built with another):
 * kept while it fits, cut to the stock when it does not, the usual start when there was none.
 */
export function fitQuantity(quantity: number, stock: number): number {
  return quantity === 0 ? initialQuantity(stock) : Math.max(0, Math.min(quantity, stock));
}

export function stepUp(quantity: number, stock: number): number {
  const next = TIER_STEPS.find((step) => step > quantity) ?? quantity + 1;
  return Math.max(Math.min(next, stock), Math.min(quantity, stock));
}

/** Beyond the last tier the stepper moves by one; down from one past it (91), it drops to the tiers. */
const LAST_TIER = Math.max(...TIER_STEPS);

export function stepDown(quantity: number, stock: number): number {
  const previous =
    quantity > LAST_TIER + 1
      ? quantity - 1
      : ([...TIER_STEPS].reverse().find((step) => step < quantity) ?? quantity);
  return Math.min(Math.max(previous, initialQuantity(stock)), stock);
}

export function canStepUp(quantity: number, stock: number): boolean {
  return stepUp(quantity, stock) !== quantity;
}

export function canStepDown(quantity: number, stock: number): boolean {
  return stepDown(quantity, stock) !== quantity;
}
