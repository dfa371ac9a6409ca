/**
 * Delivery zones: where a parcel goes, seen from where it leaves. The zones are the ones Indian
 * courier aggregators price and promise by (same city, same state, metro to metro, rest of India,
 * and the north-east, J&K and the islands); their days and terms are site configuration
 * (src/config/delivery.ts). Places are the bundled PIN code table's: a state and an India Post
 * district. "Same city" means the same district as the pickup.
 */

export const DELIVERY_ZONE_IDS = [
  "sameCity",
  "sameState",
  "metroToMetro",
  "restOfIndia",
  "northEastAndIslands",
] as const;

export type DeliveryZoneId = (typeof DELIVERY_ZONE_IDS)[number];

export type DayRange = { from: number; to: number };

export type ZoneTerms = {
  label: string;
  /** Working days from dispatch to delivery. */
  transitDays: DayRange;
  /** Whether cash on delivery is offered there. */
  cod: boolean;
};

export type Place = { state: string; district: string };

export type Geography = {
  /** Metro areas: a state's listed districts, or all of it ("all", e.g. Delhi). */
  metros: readonly { state: string; districts: readonly string[] | "all" }[];
  /** States and union territories served as the north-east and islands zone. */
  northEastAndIslands: readonly string[];
};

export function isMetro(place: Place, geography: Geography): boolean {
  return geography.metros.some(
    (metro) =>
      metro.state === place.state && (metro.districts === "all" || metro.districts.includes(place.district)),
  );
}

/**
 * The zone of a delivery to `destination` from `pickup`. Checked in this order, so a parcel within
 * the pickup's own state is never "north-east" or "metro to metro" even when it is either.
 */
export function deliveryZone(destination: Place, pickup: Place, geography: Geography): DeliveryZoneId {
  if (destination.state === pickup.state) {
    return destination.district === pickup.district ? "sameCity" : "sameState";
  }
  if (geography.northEastAndIslands.includes(destination.state)) return "northEastAndIslands";
  if (isMetro(destination, geography) && isMetro(pickup, geography)) return "metroToMetro";
  return "restOfIndia";
}
