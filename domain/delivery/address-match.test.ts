import { describe, expect, it } from "vitest";
import { cityAgrees, placeDisagreement, stateAgrees } from "./address-match.ts";

describe("a typed city and the PIN code's district", () => {
  it.each([
    ["Pune", "Pune"],
    ["pune", "Pune"],
    ["Pune City", "Pune"],
    ["Mumbai", "Mumbai Suburban"],
    ["Bangalore", "Bengaluru Urban"],
    ["Bombay", "Mumbai"],
    ["  New   Delhi ", "New Delhi"],
  ])("%j agrees with %j", (city, district) => {
    expect(cityAgrees(city, district)).toBe(true);
  });

  it.each([
    ["Nagpur", "Pune"],
    ["Delhi", "South West"],
    ["Pun", "Pune"],
    ["12345", "Pune"],
  ])("%j does not agree with %j", (city, district) => {
    expect(cityAgrees(city, district)).toBe(false);
  });
});

describe("a typed state and the PIN code's state", () => {
  it.each([
    ["Maharashtra", "Maharashtra"],
    ["MH", "Maharashtra"],
    ["maharastra", "Maharashtra"],
    ["Orissa", "Odisha"],
    ["NCT of Delhi", "Delhi"],
  ])("%j agrees with %j", (typed, state) => {
    expect(stateAgrees(typed, state)).toBe(true);
  });

  it.each([
    ["Karnataka", "Maharashtra"],
    ["Mahar", "Maharashtra"],
  ])("%j does not agree with %j", (typed, state) => {
    expect(stateAgrees(typed, state)).toBe(false);
  });
});

describe("which fields disagree", () => {
  const pune = { state: "Maharashtra", district: "Pune" };

  it("none when both agree, or are still empty (they get filled)", () => {
    expect(placeDisagreement({ city: "Pune", state: "MH" }, pune)).toEqual({ city: false, state: false });
    expect(placeDisagreement({ city: " ", state: "" }, pune)).toEqual({ city: false, state: false });
  });

  it("each one that names another place", () => {
    expect(placeDisagreement({ city: "Chennai", state: "Maharashtra" }, pune)).toEqual({
      city: true,
      state: false,
    });
    expect(placeDisagreement({ city: "Pune", state: "Tamil Nadu" }, pune)).toEqual({
      city: false,
      state: true,
    });
  });
});
