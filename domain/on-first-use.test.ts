import { describe, expect, it } from "vitest";
import { onFirstUse } from "./on-first-use.ts";

describe("a value made on first use", () => {
  it("is not made until asked for, then made once and kept", () => {
    let made = 0;
    const value = onFirstUse(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });
});
