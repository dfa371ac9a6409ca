import { expect, it } from "vitest";
import { PARCEL } from "../../src/config/delivery.ts";
import { parcelFor } from "./parcel.ts";

it("packs the sachets 30 to a carton and weighs the cartons and their box, in the smallest box that holds them", () => {
  // The smallest order, 30 sachets: one carton, the small box, 0.3 kg (not 30 cartons, 6.1 kg).
  expect(parcelFor(30, PARCEL)).toEqual({ weightKg: 0.3, lengthCm: 20, breadthCm: 15, heightCm: 8 });
  expect(parcelFor(12, PARCEL)).toEqual({ weightKg: 0.3, lengthCm: 20, breadthCm: 15, heightCm: 8 });
  expect(parcelFor(60, PARCEL)).toEqual({ weightKg: 0.5, lengthCm: 20, breadthCm: 15, heightCm: 8 });
  // 91 sachets: three full cartons and one started.
  expect(parcelFor(91, PARCEL)).toEqual({ weightKg: 0.9, lengthCm: 25, breadthCm: 20, heightCm: 15 });
  expect(parcelFor(1200, PARCEL)).toMatchObject({ weightKg: 8.1, lengthCm: 40 });
});
