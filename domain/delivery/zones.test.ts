import { describe, expect, it } from "vitest";
import { DELIVERY_GEOGRAPHY, DELIVERY_ZONES } from "../../src/config/delivery.ts";
import { DELIVERY_ZONE_IDS, deliveryZone, type Geography, isMetro, type Place } from "./zones.ts";

const pune: Place = { state: "Maharashtra", district: "Pune" };
const zoneFromPune = (state: string, district: string) =>
  deliveryZone({ state, district }, pune, DELIVERY_GEOGRAPHY);

describe("delivery zones from the shop's pickup in Pune", () => {
  it.each([
    ["Maharashtra", "Pune", "sameCity"],
    ["Maharashtra", "Nagpur", "sameState"],
    // Mumbai is a metro, but within the pickup's own state the state decides.
    ["Maharashtra", "Mumbai", "sameState"],
    ["Delhi", "New Delhi", "metroToMetro"],
    ["Delhi", "Shahdara", "metroToMetro"],
    ["Karnataka", "Bengaluru Urban", "metroToMetro"],
    ["Karnataka", "Bengaluru Rural", "restOfIndia"],
    ["West Bengal", "Kolkata", "metroToMetro"],
    ["Rajasthan", "Jaipur", "restOfIndia"],
    ["Kerala", "Thiruvananthapuram", "restOfIndia"],
    ["Assam", "Kamrup Metro", "northEastAndIslands"],
    ["Sikkim", "East", "northEastAndIslands"],
    ["Jammu and Kashmir", "Srinagar", "northEastAndIslands"],
    ["Ladakh", "Leh Ladakh", "northEastAndIslands"],
    ["Andaman and Nicobar Islands", "South Andamans", "northEastAndIslands"],
    ["Lakshadweep", "Lakshadweep District", "northEastAndIslands"],
  ])("%s, %s → %s", (state, district, zone) => {
    expect(zoneFromPune(state, district)).toBe(zone);
  });
});

describe("zone rules for any pickup", () => {
  const geography: Geography = {
    metros: [
      { state: "Assam", districts: ["Kamrup Metro"] },
      { state: "Delhi", districts: "all" },
    ],
    northEastAndIslands: ["Assam", "Meghalaya"],
  };
  const guwahati: Place = { state: "Assam", district: "Kamrup Metro" };

  it("a pickup in the north-east delivers within its own state as same city or same state", () => {
    expect(deliveryZone(guwahati, guwahati, geography)).toBe("sameCity");
    expect(deliveryZone({ state: "Assam", district: "Jorhat" }, guwahati, geography)).toBe("sameState");
    expect(deliveryZone({ state: "Meghalaya", district: "East Khasi Hills" }, guwahati, geography)).toBe(
      "northEastAndIslands",
    );
  });

  it("metro to metro needs both ends to be metros", () => {
    expect(deliveryZone({ state: "Delhi", district: "West" }, guwahati, geography)).toBe("metroToMetro");
    const jaipur: Place = { state: "Rajasthan", district: "Jaipur" };
    expect(deliveryZone({ state: "Delhi", district: "West" }, jaipur, geography)).toBe("restOfIndia");
  });

  it("a metro is a listed district of its state, or the whole state", () => {
    expect(isMetro({ state: "Assam", district: "Kamrup Metro" }, geography)).toBe(true);
    expect(isMetro({ state: "Assam", district: "Kamrup" }, geography)).toBe(false);
    // The same district name in another state is another place.
    expect(isMetro({ state: "Meghalaya", district: "Kamrup Metro" }, geography)).toBe(false);
  });
});

describe("the configured zones", () => {
  it("give every zone a transit time that starts at least a day after dispatch and does not run backwards", () => {
    for (const id of DELIVERY_ZONE_IDS) {
      const { transitDays } = DELIVERY_ZONES[id];
      expect(transitDays.from, id).toBeGreaterThanOrEqual(1);
      expect(transitDays.to, id).toBeGreaterThanOrEqual(transitDays.from);
    }
  });

  it("take longer the farther the parcel goes", () => {
    const order = DELIVERY_ZONE_IDS.map((id) => DELIVERY_ZONES[id].transitDays.to);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("offer cash on delivery everywhere but the north-east and islands", () => {
    expect(DELIVERY_ZONE_IDS.filter((id) => DELIVERY_ZONES[id].cod)).toEqual([
      "sameCity",
      "sameState",
      "metroToMetro",
      "restOfIndia",
    ]);
  });
});
