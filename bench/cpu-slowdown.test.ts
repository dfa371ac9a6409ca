import { describe, expect, it } from "vitest";
import { describeCpuSlowdown, slowdownFor } from "./cpu-slowdown.ts";

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
    const calibrated = {
      benchmarkIndexes: [1136, 1935, 1320],
      benchmarkIndex: 1320,
      slowdown: 3.09,
      fixed: false,
    };
    expect(describeCpuSlowdown(calibrated)).toBe(
      "CPU slowdown ×3.09, calibrated to this machine (bench/cpu-slowdown.ts; Lighthouse's default ×4 fits an index of about 1,533); benchmark index 1,320, the median of 1,136, 1,935, 1,320",
    );
    expect(describeCpuSlowdown({ ...calibrated, slowdown: 4, fixed: true })).toContain(
      "×4, set by BENCH_CPU_SLOWDOWN",
    );
    expect(describeCpuSlowdown(undefined)).toContain("×4 (Lighthouse's default");
  });
});
