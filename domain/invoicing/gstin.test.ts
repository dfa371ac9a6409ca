import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem } from "./gstin.ts";

describe("GSTIN", () => {
  it("accepts GSTINs published by registered businesses", () => {
    // Both appear in the GST portal's and banks' published examples.
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem("29AAGCB7383J1Z4")).toBeNull();
  });

  it("refuses a wrong check character", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("checksum");
    expect(gstinProblem("29AAGCB7383J1Z5")).toBe("checksum");
  });

  it("catches any single changed character among the first 14", () => {
    const valid = "27AAPFU0939F1ZV";
    for (let i = 0; i < 14; i++) {
      for (const replacement of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
        if (replacement === valid[i]) continue;
        const changed = valid.slice(0, i) + replacement + valid.slice(i + 1);
        expect(gstinProblem(changed), changed).not.toBeNull();
      }
    }
  });

  it("refuses the wrong shape: length, lower case, spaces, PAN pattern, the 14th character", () => {
    for (const bad of [
      "",
      "27AAPFU0939F1Z",
      "27AAPFU0939F1ZVV",
      "27aapfu0939f1zv",
      "27 AAPFU0939F1ZV",
      "2AAAPFU0939F1ZV",
      "27AAPF10939F1ZV",
      "27AAPFU093AF1ZV",
      "27AAPFU0939F0ZV",
      "27AAPFU0939F1YV",
    ]) {
      expect(gstinProblem(bad), bad).toBe("shape");
    }
  });

  it("refuses state codes that are no state", () => {
    const first14 = "00AAPFU0939F1Z";
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe("state");
    const centre = "99AAPFU0939F1Z";
    expect(gstinProblem(centre + gstinCheckCharacter(centre))).toBe("state");
  });

  it("makes every well-shaped 14 characters valid with its check character (property)", () => {
    const chars = (set: string, n: number) =>
      fc.array(fc.constantFrom(...set), { minLength: n, maxLength: n }).map((a) => a.join(""));
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const digits = "0123456789";
    const first14 = fc
      .tuple(
        fc.constantFrom("01", "07", "27", "29", "33", "37", "38", "97"),
        chars(letters, 5),
        chars(digits, 4),
        chars(letters, 1),
        chars(`123456789${letters}`, 1),
      )
      .map((parts) => `${parts.join("")}Z`);
    fc.assert(
      fc.property(first14, (start) => {
        expect(gstinProblem(start + gstinCheckCharacter(start))).toBeNull();
      }),
    );
  });
});
