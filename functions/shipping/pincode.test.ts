/**
 * GET /api/shipping/pincode/{pincode} without a courier account (the `npm start` default): the
 * bundled table and the delivery zones answer.
 */
import { describe, expect, it } from "vitest";
import { deliveryWindow } from "../../domain/delivery/dates.ts";
import type { DayRange } from "../../domain/delivery/zones.ts";
import { messages } from "../../domain/messages.ts";
import { DELIVERY_ZONES, DISPATCH_RULES, PINCODE_ANSWER_MAX_AGE_SECONDS } from "../../src/config/delivery.ts";
import { databaseDigest } from "../test/db-digest.ts";
import { api } from "../test/http.ts";

/** Asks, and gives the window the zone's days mean at the moment of asking (a cut-off may pass meanwhile). */
async function check(pincode: string) {
  const before = Date.now();
  const res = await api(`/api/shipping/pincode/${pincode}`);
  const windowsFor = (days: DayRange) => [
    deliveryWindow(before, days, DISPATCH_RULES),
    deliveryWindow(Date.now(), days, DISPATCH_RULES),
  ];
  return { ...res, windowsFor };
}

describe("GET /api/shipping/pincode/{pincode} from the bundled table", () => {
  it("a Pune PIN code is the pickup's own city: next-day to two-day delivery, cash on delivery offered", async () => {
    const res = await check("411001");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      pincode: "411001",
      serviceable: true,
      cod: true,
      state: "Maharashtra",
      district: "Pune",
    });
    expect(res.windowsFor(DELIVERY_ZONES.sameCity.transitDays)).toContainEqual(res.json.data.deliveryBy);
  });

  it.each([
    ["440001", "Maharashtra", "Nagpur", "sameState"],
    ["110001", "Delhi", "New Delhi", "metroToMetro"],
    ["302001", "Rajasthan", "Jaipur", "restOfIndia"],
  ] as const)("%s is in %s, %s: the %s zone's days", async (pincode, state, district, zone) => {
    const res = await check(pincode);
    expect(res.json.data).toMatchObject({ serviceable: true, cod: true, state, district });
    expect(res.windowsFor(DELIVERY_ZONES[zone].transitDays)).toContainEqual(res.json.data.deliveryBy);
  });

  it("the north-east and the islands are served without cash on delivery, and take longest", async () => {
    for (const pincode of ["781001", "744101", "190001"]) {
      const res = await check(pincode);
      expect(res.json.data, pincode).toMatchObject({ serviceable: true, cod: false });
      expect(res.windowsFor(DELIVERY_ZONES.northEastAndIslands.transitDays)).toContainEqual(
        res.json.data.deliveryBy,
      );
    }
  });

  it("a PIN code that does not exist is not served: 200, with no place and no dates", async () => {
    for (const pincode of ["999999", "100000"]) {
      const res = await check(pincode);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        success: true,
        data: { pincode, serviceable: false, cod: false, state: null, district: null, deliveryBy: null },
      });
    }
  });

  it("an Army Post Office PIN code is not served by a courier", async () => {
    expect((await check("900099")).json.data).toMatchObject({ serviceable: false, deliveryBy: null });
  });

  it.each([
    ["letters", "41100a"],
    ["a leading zero", "011001"],
    ["five digits", "41100"],
    ["seven digits", "4110011"],
    ["a space before", "%20411001"],
    ["a space inside", "411%20001"],
    ["a trailing space", "411001%20"],
    ["Devanagari digits", encodeURIComponent("४११००१")],
    ["an exponent", "4e5000"],
  ])(
    "refuses a PIN code with %s (%s) with the PIN code rule's message, changing nothing",
    async (_, pincode) => {
      const before = await databaseDigest();
      const res = await api(`/api/shipping/pincode/${pincode}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: messages.invalidPincode });
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(await databaseDigest()).toEqual(before);
    },
  );

  it("lets anyone cache the answer for at most five minutes, and never past the next cut-off or midnight", async () => {
    for (const pincode of ["411001", "999999"]) {
      const cacheControl = (await check(pincode)).headers.get("Cache-Control")!;
      const maxAge = Number(/^public, max-age=(\d+)$/.exec(cacheControl)?.[1]);
      expect(maxAge, cacheControl).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(PINCODE_ANSWER_MAX_AGE_SECONDS);
    }
  });

  it("needs no sign-in and writes nothing", async () => {
    const before = await databaseDigest();
    expect((await check("560001")).json.data).toMatchObject({
      serviceable: true,
      district: "Bengaluru Urban",
    });
    expect(await databaseDigest()).toEqual(before);
  });
});
