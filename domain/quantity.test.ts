import { describe, expect, it } from "vitest";
import {
  canStepDown,
  canStepUp,
  fitQuantity,
  initialQuantity,
  MIN_QUANTITY,
  stepDown,
  stepUp,
} from "./quantity.ts";

describe("quantity stepper going up", () => {
  it("walks 30 → 60 → 90 → 91 → 92 with plenty of stock", () => {
    const seen = [MIN_QUANTITY];
    for (let i = 0; i < 4; i++) seen.push(stepUp(seen.at(-1)!, 100));
    expect(seen).toEqual([30, 60, 90, 91, 92]);
  });
  it("29 steps up to 30 and 59 to 60", () => {
    expect(stepUp(29, 100)).toBe(30);
    expect(stepUp(59, 100)).toBe(60);
    expect(stepUp(89, 100)).toBe(90);
  });
  it("reaches 91 only when stock is above 90", () => {
    expect(stepUp(90, 91)).toBe(91);
    expect(stepUp(90, 90)).toBe(90);
    expect(canStepUp(90, 90)).toBe(false);
  });
  it("never passes the stock", () => {
    expect(stepUp(100, 100)).toBe(100);
    expect(stepUp(30, 50)).toBe(50);
    expect(stepUp(0, 0)).toBe(0);
  });
});

describe("quantity stepper going down", () => {
  it("walks 92 → 91 → 90 → 60 → 30 and stops at the minimum", () => {
    const seen = [92];
    for (let i = 0; i < 5; i++) seen.push(stepDown(seen.at(-1)!, 100));
    expect(seen).toEqual([92, 91, 90, 60, 30, 30]);
    expect(canStepDown(30, 100)).toBe(false);
  });
  it("drops odd values to the tier below", () => {
    expect(stepDown(75, 100)).toBe(60);
    expect(stepDown(45, 100)).toBe(30);
  });
  it("with less stock than the minimum pack, the stock is the floor", () => {
    expect(initialQuantity(20)).toBe(20);
    expect(stepDown(20, 20)).toBe(20);
    expect(initialQuantity(0)).toBe(0);
    expect(initialQuantity(500)).toBe(30);
  });
});

describe("the chosen quantity when the live stock arrives", () => {
  it.each([
    [60, 100, 60], // still fits: the buyer's choice stays
    [60, 45, 45], // less left than chosen: all there is
    [30, 0, 0], // sold out meanwhile
    [0, 100, 30], // the page was built sold out: the usual start
    [0, 12, 12], // …or all the stock when less than a pack is left
  ])("chosen %i, stock %i → %i", (chosen, stock, expected) => {
    expect(fitQuantity(chosen, stock)).toBe(expected);
  });
});
