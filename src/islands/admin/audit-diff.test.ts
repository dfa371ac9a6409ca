import { describe, expect, it } from "vitest";
import { auditColumns, auditValueText } from "./audit-diff.ts";

describe("the audit log's Before and After columns", () => {
  it("show only what an edit changed, and count the rest", () => {
    const before = { name: "Powder", stock: 100, description: "Long text", tags: ["a"] };
    const after = { name: "Powder", stock: 150, description: "Long text", tags: ["a", "b"] };
    expect(auditColumns(before, after)).toEqual({
      before: { stock: 100, tags: ["a"] },
      after: { stock: 150, tags: ["a", "b"] },
      unchanged: 2,
    });
  });

  it("leave out what only one side records: figures of the record, fields of the request", () => {
    const before = { _id: "p1", name: "Powder", stock: 100, price: 44, inStock: true };
    const after = { name: "Powder", stock: 150, stockWas: 100 };
    expect(auditColumns(before, after)).toEqual({
      before: { stock: 100 },
      after: { stock: 150 },
      unchanged: 1,
    });
  });

  it("show a creation, a deletion or plain values as recorded", () => {
    expect(auditColumns(null, { code: "DIWALI10" })).toEqual({
      before: null,
      after: { code: "DIWALI10" },
      unchanged: 0,
    });
    expect(auditColumns("Processing", "Delivered")).toEqual({
      before: "Processing",
      after: "Delivered",
      unchanged: 0,
    });
  });

  it("cut a long value to one readable line, keeping the whole", () => {
    const long = "x".repeat(400);
    const { text, whole } = auditValueText(long);
    expect(text).toHaveLength(160);
    expect(text.endsWith("…")).toBe(true);
    expect(whole).toBe(long);
    expect(auditValueText({ a: 1 })).toEqual({ text: '{"a":1}', whole: '{"a":1}' });
  });
});
