import { describe, expect, it } from "vitest";
import { newId } from "./ids.ts";

describe("newId", () => {
  it("is 24 lowercase hex characters, different every time", () => {
    const ids = Array.from({ length: 1000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every hex digit turns up: the table covers every byte.
    expect(new Set(ids.join(""))).toEqual(new Set("0123456789abcdef"));
  });
});
