import { describe, expect, it } from "vitest";
import { describeCpuSlowdown, forcedSlowdown, slowdownFor } from "./cpu-slowdown.ts";

/** A calibration as the bench records it (three indexes stand for its five). */
const calibrated = {
  benchmarkIndexes: [1136, 1935, 1320],
  benchmarkIndex: 1320,
  slowdown: 3.09,
  fixed: false,
};

describe("the CPU slowdown calibrated to the host", () => {
  it("gives Lighthouse's default ×4 to the host it was made for, less to a slower one, more to a faster one", () => {
    expect(slowdownFor(1533)).toBeCloseTo(4);
    expect(slowdownFor(1300)).toBeCloseTo(3);
    expect(slowdownFor(800)).toBeCloseTo(2);
    expect(slowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it("runs in straight lines between the calculator's points and never below ×1", () => {
    expect(slowdownFor(1050)).toBeCloseTo(2.5);
    expect(slowdownFor(475)).toBeCloseTo(1.5);
    expect(slowdownFor(100)).toBe(1);
    expect(slowdownFor(1100)).toBeLessThan(slowdownFor(1101));
  });

  it("says in the report how the slowdown was chosen", () => {
    expect(describeCpuSlowdown(calibrated)).toBe(
      "CPU slowdown ×3.09, calibrated to this machine (bench/cpu-slowdown.ts; Lighthouse's default ×4 fits an index of about 1,533); benchmark index 1,320, the median of 1,136, 1,935, 1,320",
    );
    expect(describeCpuSlowdown({ ...calibrated, slowdown: 4, fixed: true })).toContain(
      "×4, set by BENCH_CPU_SLOWDOWN",
    );
    expect(describeCpuSlowdown(undefined)).toContain("×4 (Lighthouse's default");
  });

  it("says how far the host drifted during the measured runs, and when it is too slow to emulate the phone", () => {
    expect(describeCpuSlowdown(calibrated, [1105, 1662, 0])).toMatch(/; 1,105–1,662 in the measured pages/);
    expect(describeCpuSlowdown({ ...calibrated, benchmarkIndex: 120, slowdown: 1 })).toContain(
      "too slow a host",
    );
  });

  it("takes BENCH_CPU_SLOWDOWN only as a number of at least 1", () => {
    expect(forcedSlowdown(undefined)).toBeUndefined();
    expect(forcedSlowdown(" ")).toBeUndefined();
    expect(forcedSlowdown("4")).toBe(4);
    expect(forcedSlowdown("2.5")).toBe(2.5);
    for (const typo of ["4x", "0", "0.5", "-1", "abc"])
      expect(() => forcedSlowdown(typo)).toThrow(/at least 1/);
  });
});
