import { describe, expect, it } from "vitest";
import { PARTS, selectedParts } from "./parts.ts";

describe("npm run bench -- --only", () => {
  it("runs every part without --only, and only the named ones (in the bench's order) with it", () => {
    expect(selectedParts([])).toEqual([...PARTS]);
    expect(selectedParts(["--only", "soak"])).toEqual(["soak"]);
    expect(selectedParts(["--only", "soak,api"])).toEqual(["api", "soak"]);
    expect(selectedParts(["--only=pages", "--only", "size"])).toEqual(["pages", "size"]);
  });

  it("refuses a part it does not know instead of silently running nothing", () => {
    expect(() => selectedParts(["--only", "sale"])).toThrow(/unknown bench part sale/);
  });
});
