/**
 * How many orders the checkout gate lets be placed at once (functions/orders/checkout-gate.ts),
 * adjusted to how long orders are taking, the way TCP adjusts its window (additive increase,
 * multiplicative decrease): while orders finish within the target the limit grows by about one
 * per limit's worth of orders, up to the most; when one takes longer, the database is queueing,
 * so the limit drops by a quarter, at most once per target period, down to the fewest. So the
 * same code holds a slow machine to the few orders it can place within the target, and lets a
 * fast one (or the deployed D1) run at the most.
 */
export type AdmissionBounds = { min: number; max: number; targetMs: number };

export class AdmissionLimit {
  private value: number;
  private lastDecreaseAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly bounds: AdmissionBounds) {
    this.value = bounds.max;
  }

  /** Orders that may be in flight now. */
  get current(): number {
    return Math.floor(this.value);
  }

  /** An admitted order was written or refused after `tookMs`, at `now`. */
  finished(tookMs: number, now: number): void {
    const { min, max, targetMs } = this.bounds;
    if (tookMs <= targetMs) {
      this.value = Math.min(max, this.value + 1 / this.value);
    } else if (now - this.lastDecreaseAt >= targetMs) {
      this.value = Math.max(min, this.value * 0.75);
      this.lastDecreaseAt = now;
    }
  }
}
