import { expect, it } from "vitest";
import { PARCEL } from "../../src/config/delivery.ts";
import { parcelFor } from "./parcel.ts";

it("weighs the packs and their box, in the smallest box that holds them", () => {
  expect(parcelFor(1, PARCEL)).toEqual({ weightKg: 0.3, lengthCm: 20, breadthCm: 15, heightCm: 8 });
  expect(parcelFor(3, PARCEL)).toEqual({ weightKg: 0.7, lengthCm: 25, breadthCm: 20, heightCm: 15 });
  expect(parcelFor(40, PARCEL)).toMatchObject({ weightKg: 8.1, lengthCm: 40 });
});
