/**
 * Lighthouse's CPU slowdown, calibrated to the machine the bench runs on.
 *
 * Lighthouse's mobile emulation stands for a mid-tier phone. Its CPU throttle is a multiplier of
 * the host's own speed, and its default (×4) is the one for a high-end desktop: on a slower host
 * the same ×4 emulates a slower phone, and Total Blocking Time grows with it. Lighthouse's throttling
 * guide (docs/throttling.md, "Calibrating the CPU slowdown") says to set the multiplier from the
 * host's `benchmarkIndex`, with the calculator it links to; `slowdownFor` is that calculator's
 * mapping. It works both ways: a faster host than Lighthouse's reference gets more than ×4.
 *
 * The index of one run swings with what else the host does (1,136–1,935 in five runs on this
 * project's 2-core machine), so
 * the bench takes the median of a few calibration runs (bench/lighthouse.ts), and uses the one
 * multiplier for every page and its script-free twin, so their ratio compares like with like.
 */

/** The calculator's anchor points: benchmark index → multiplier, straight lines between them. */
const ANCHORS: readonly (readonly [index: number, slowdown: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];
/** Past the last anchor each further step of this many index points adds ×1 (2,000 → ×6). */
const INDEX_PER_STEP_PAST_LAST = 233;

/** The CPU slowdown that makes a host with this benchmark index emulate Lighthouse's mid-tier phone. */
export function slowdownFor(benchmarkIndex: number): number {
  const [firstIndex, firstSlowdown] = ANCHORS[0]!;
  if (benchmarkIndex <= firstIndex) return firstSlowdown;
  for (let i = 1; i < ANCHORS.length; i++) {
    const [index, slowdown] = ANCHORS[i]!;
    if (benchmarkIndex <= index) {
      const [fromIndex, fromSlowdown] = ANCHORS[i - 1]!;
      return fromSlowdown + ((benchmarkIndex - fromIndex) / (index - fromIndex)) * (slowdown - fromSlowdown);
    }
  }
  const [lastIndex, lastSlowdown] = ANCHORS.at(-1)!;
  return lastSlowdown + (benchmarkIndex - lastIndex) / INDEX_PER_STEP_PAST_LAST;
}

export type CpuCalibration = {
  /** Each calibration run's benchmark index, in order. */
  benchmarkIndexes: number[];
  benchmarkIndex: number;
  /** The multiplier every measured run used (two decimals). */
  slowdown: number;
  /** Set by BENCH_CPU_SLOWDOWN instead of calibrated (e.g. 4, Lighthouse's default, to compare). */
  fixed: boolean;
};

/** BENCH_CPU_SLOWDOWN, when set: a multiplier of at least 1 (a typo must not pass as a setting). */
export function forcedSlowdown(setting = process.env.BENCH_CPU_SLOWDOWN): number | undefined {
  const value = setting?.trim();
  if (!value) return undefined;
  const forced = Number(value);
  if (!Number.isFinite(forced) || forced < 1)
    throw new Error(`BENCH_CPU_SLOWDOWN must be a number of at least 1 (it is "${value}")`);
  return forced;
}

/** Below this index the calculator gives up: Lighthouse cannot emulate its phone on such a host. */
const SLOWEST_EMULATING_INDEX = ANCHORS[0]![0];

/**
 * One line for the log and the report; `during`: the indexes Lighthouse read in the measured runs,
 * to show how far the host drifted from its calibration.
 */
export function describeCpuSlowdown(cpu: CpuCalibration | undefined, during: number[] = []): string {
  if (!cpu) return "CPU slowdown ×4 (Lighthouse's default: this part ran before the bench calibrated it)";
  const range = during.filter((index) => index > 0);
  const drift = range.length
    ? `; ${Math.round(Math.min(...range)).toLocaleString("en")}–${Math.round(Math.max(...range)).toLocaleString("en")} in the measured pages (each page's median)`
    : "";
  const tooSlow =
    cpu.benchmarkIndex < SLOWEST_EMULATING_INDEX
      ? ` (below ${SLOWEST_EMULATING_INDEX}: too slow a host to emulate Lighthouse's phone)`
      : "";
  const indexes = cpu.benchmarkIndexes.map((index) => Math.round(index).toLocaleString("en")).join(", ");
  const how = cpu.fixed
    ? "set by BENCH_CPU_SLOWDOWN"
    : "calibrated to this machine (bench/cpu-slowdown.ts; Lighthouse's default ×4 fits an index of about 1,533)";
  return `CPU slowdown ×${cpu.slowdown}, ${how}; benchmark index ${Math.round(cpu.benchmarkIndex).toLocaleString("en")}${tooSlow}, the median of ${indexes}${drift}`;
}
