import { describe, expect, it } from "vitest";
import { INDIAN_STATES, stateByCode, stateFromAddressText } from "./states.ts";

const codeOf = (text: string) => stateFromAddressText(text)?.code ?? null;

describe("GST state codes", () => {
  it("lists every code from 01 to 38 once, and 97 for Other Territory", () => {
    const codes = INDIAN_STATES.map((s) => s.code);
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, "0")), "97"];
    expect(codes).toEqual(expected);
  });

  it("finds a state by its code, and nothing for codes that are not states", () => {
    expect(stateByCode("27")?.name).toBe("Maharashtra");
    expect(stateByCode("07")?.name).toBe("Delhi");
    expect(stateByCode("37")?.name).toBe("Andhra Pradesh");
    expect(stateByCode("99")).toBeNull();
    expect(stateByCode("7")).toBeNull();
  });

  it("marks the union territories that levy UTGST instead of SGST", () => {
    const utgst = INDIAN_STATES.filter((s) => s.kind === "ut").map((s) => s.name);
    expect(utgst).toEqual([
      "Chandigarh",
      "Daman and Diu",
      "Dadra and Nagar Haveli and Daman and Diu",
      "Lakshadweep",
      "Andaman and Nicobar Islands",
      "Ladakh",
    ]);
    expect(stateByCode("07")?.kind).toBe("ut-with-legislature");
    expect(stateByCode("34")?.kind).toBe("ut-with-legislature");
  });
});

describe("reading the state a customer typed", () => {
  it("accepts every canonical name in any case", () => {
    for (const state of INDIAN_STATES.filter((s) => !s.legacy)) {
      expect(codeOf(state.name)).toBe(state.code);
      expect(codeOf(state.name.toUpperCase())).toBe(state.code);
      expect(codeOf(state.name.toLowerCase())).toBe(state.code);
    }
  });

  it.each([
    ["Maharashtra", "27"],
    ["maharashtra", "27"],
    ["  MAHARASHTRA  ", "27"],
    ["MH", "27"],
    ["mh", "27"],
    ["State of Maharashtra", "27"],
    ["Maharashtra, India", "27"],
    ["Maharashtra 411001", "27"],
    ["Delhi", "07"],
    ["NCT of Delhi", "07"],
    ["National Capital Territory of Delhi", "07"],
    ["New Delhi", "07"],
    ["DL", "07"],
    ["Orissa", "21"],
    ["Odisha", "21"],
    ["Pondicherry", "34"],
    ["Puducherry", "34"],
    ["Uttaranchal", "05"],
    ["UK", "05"],
    ["Tamilnadu", "33"],
    ["Tamil Nadu", "33"],
    ["TN", "33"],
    ["J&K", "01"],
    ["Jammu & Kashmir", "01"],
    ["Andaman & Nicobar", "35"],
    ["Daman and Diu", "26"],
    ["Dadra & Nagar Haveli", "26"],
    ["Chattisgarh", "22"],
    ["Telangana", "36"],
    ["TS", "36"],
    ["Andhra Pradesh", "37"],
    ["AP", "37"],
    ["UT of Ladakh", "38"],
    ["Chandigarh UT", "04"],
    ["West Bengal", "19"],
    ["Other Territory", "97"],
  ])("%s is state %s", (typed, code) => {
    expect(codeOf(typed)).toBe(code);
  });

  it.each([
    [""],
    ["   "],
    ["State"],
    ["Other"],
    ["Pune"],
    ["Bombay"],
    ["Delhi NCR"],
    ["California"],
    ["महाराष्ट्र"],
    ["Andhra Pradesh (before division)"],
  ])("%j is not a state we can be sure of", (typed) => {
    expect(stateFromAddressText(typed)).toBeNull();
  });
});
