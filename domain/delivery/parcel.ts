/**
 * The parcel for an order of `units` sachets, from the packing rules in src/config/delivery.ts:
 * sachets go in cartons of `unitsPerPack` (a part-filled carton is still a carton), cartons in
 * the smallest box that holds them.
 */
export type ParcelRules = {
  unitsPerPack: number;
  packWeightKg: number;
  boxWeightKg: number;
  boxes: readonly { maxPacks: number; lengthCm: number; breadthCm: number; heightCm: number }[];
};

export type Parcel = { weightKg: number; lengthCm: number; breadthCm: number; heightCm: number };

export function parcelFor(units: number, rules: ParcelRules): Parcel {
  const packs = Math.ceil(units / rules.unitsPerPack);
  const box = rules.boxes.find((candidate) => packs <= candidate.maxPacks) ?? rules.boxes.at(-1);
  if (!box) throw new Error("No parcel box is configured");
  // Couriers take weights in kg with up to 2 decimals (grams would be false precision).
  const weightKg = Math.round((rules.boxWeightKg + packs * rules.packWeightKg) * 100) / 100;
  return { weightKg, lengthCm: box.lengthCm, breadthCm: box.breadthCm, heightCm: box.heightCm };
}
