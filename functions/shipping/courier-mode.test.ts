/**
 * The PIN code check with a Shiprocket account, against the fake Shiprocket: the courier's answer,
 * kept a day; its token, kept and renewed; and the table's answer whenever the courier fails,
 * times out or cannot be logged in to.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addWorkingDays, deliveryWindow, dispatchDay, isoDateOf } from "../../domain/delivery/dates.ts";
import {
  COURIER_ANSWER_TTL_MS,
  COURIER_CHECK_TIMEOUT_MS,
  DELIVERY_ZONES,
  DISPATCH_RULES,
} from "../../src/config/delivery.ts";
import type { Bindings } from "../env.ts";
import { api } from "../test/http.ts";

/** A PIN code check never books, labels or tracks a parcel at the courier. */
const NO_BOOKING = { createOrder: 0, assignAwb: 0, label: 0, pickup: 0, cancel: 0, track: 0 };
import { courierMode, fakeShiprocket } from "../test/shiprocket.ts";

async function check(bindings: Bindings, pincode: string) {
  const before = Date.now();
  const res = await api(`/api/shipping/pincode/${pincode}`, { bindings });
  expect(res.status).toBe(200);
  return { data: res.json.data, before, after: Date.now() };
}

/** Both ends of a `days`-day delivery dispatched at `before` or `after` (a cut-off may pass between). */
function courierDays(days: number, { before, after }: { before: number; after: number }) {
  return [before, after].map((now) => {
    const day = isoDateOf(addWorkingDays(dispatchDay(now, DISPATCH_RULES), days, DISPATCH_RULES));
    return { from: day, to: day };
  });
}

const zoneDays = (zone: keyof typeof DELIVERY_ZONES, { before, after }: { before: number; after: number }) =>
  [before, after].map((now) => deliveryWindow(now, DELIVERY_ZONES[zone].transitDays, DISPATCH_RULES));

const keptAnswers = async () =>
  (
    await env.DB.prepare(
      "SELECT pincode, serviceable, cod, transit_days, courier_name FROM courier_pincode_answers",
    ).all()
  ).results;

describe("the PIN code check with a courier account", () => {
  it("answers with the courier's days for its recommended courier, and the table's state and district", async () => {
    const bindings = courierMode();
    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { transitDays: "4" });
    const answer = await check(bindings, "110001");
    expect(answer.data).toMatchObject({
      pincode: "110001",
      serviceable: true,
      cod: true,
      state: "Delhi",
      district: "New Delhi",
    });
    expect(courierDays(4, answer)).toContainEqual(answer.data.deliveryBy);
    expect(await keptAnswers()).toEqual([
      { pincode: "110001", serviceable: 1, cod: 1, transit_days: 4, courier_name: "Delhivery Surface" },
    ]);
  });

  it("rounds the courier's fractional days up", async () => {
    const bindings = courierMode();
    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { transitDays: "1.81" });
    const answer = await check(bindings, "302001");
    expect(courierDays(2, answer)).toContainEqual(answer.data.deliveryBy);
  });

  it("asks the courier once a day per PIN code, and logs in once for many PIN codes", async () => {
    const bindings = courierMode();
    const email = bindings.SHIPROCKET_EMAIL;
    await check(bindings, "110001");
    await check(bindings, "110001");
    expect(await fakeShiprocket.calls(email)).toEqual({ login: 1, serviceability: 1, ...NO_BOOKING });
    await check(bindings, "560001");
    expect(await fakeShiprocket.calls(email)).toEqual({ login: 1, serviceability: 2, ...NO_BOOKING });

    // A day later the kept answer is stale: the courier is asked again, with the token still kept.
    await env.DB.prepare("UPDATE courier_pincode_answers SET checked_at = checked_at - ?")
      .bind(COURIER_ANSWER_TTL_MS)
      .run();
    await check(bindings, "110001");
    expect(await fakeShiprocket.calls(email)).toEqual({ login: 1, serviceability: 3, ...NO_BOOKING });
  });

  it("logs in again when the courier no longer takes the kept token", async () => {
    const bindings = courierMode();
    const email = bindings.SHIPROCKET_EMAIL;
    await check(bindings, "110001");
    await fakeShiprocket.expireTokens(email);
    const answer = await check(bindings, "560001");
    expect(answer.data).toMatchObject({ serviceable: true, district: "Bengaluru Urban" });
    expect(courierDays(4, answer)).toContainEqual(answer.data.deliveryBy);
    // The refused call (401) is not served; its repeat with the new token is.
    expect(await fakeShiprocket.calls(email)).toEqual({ login: 2, serviceability: 2, ...NO_BOOKING });
  });

  it.each([404, 200] as const)(
    "a PIN code no courier serves (said with HTTP %i) is not served, but keeps its place; the answer is kept too",
    async (notServiceableAs) => {
      const bindings = courierMode();
      await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { unserviceable: ["744301"], notServiceableAs });
      const { data } = await check(bindings, "744301");
      expect(data).toEqual({
        pincode: "744301",
        serviceable: false,
        cod: false,
        state: "Andaman and Nicobar Islands",
        district: "Nicobars",
        deliveryBy: null,
      });
      await check(bindings, "744301");
      expect((await fakeShiprocket.calls(bindings.SHIPROCKET_EMAIL)).serviceability).toBe(1);
    },
  );

  it("offers cash on delivery only where both the zone and a courier allow it", async () => {
    const codCourier = courierMode();
    expect((await check(codCourier, "110001")).data.cod).toBe(true);
    // The north-east and islands zone is prepaid only, whatever the courier offers.
    expect((await check(codCourier, "781001")).data.cod).toBe(false);

    const prepaidCourier = courierMode();
    await fakeShiprocket.behave(prepaidCourier.SHIPROCKET_EMAIL, { cod: 0 });
    expect((await check(prepaidCourier, "560001")).data).toMatchObject({ serviceable: true, cod: false });
  });

  it("uses the zone's days when the courier gives none", async () => {
    const bindings = courierMode();
    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { transitDays: "Not Available" });
    const answer = await check(bindings, "110001");
    expect(zoneDays("metroToMetro", answer)).toContainEqual(answer.data.deliveryBy);
  });

  it("never asks the courier about a PIN code India Post does not have", async () => {
    const bindings = courierMode();
    expect((await check(bindings, "999999")).data).toMatchObject({ serviceable: false, state: null });
    expect(await fakeShiprocket.calls(bindings.SHIPROCKET_EMAIL)).toEqual({
      login: 0,
      serviceability: 0,
      ...NO_BOOKING,
    });
  });
});

describe("when the courier fails, the table answers", () => {
  it("a 500 from the courier: the zone's answer, and nothing kept, so the next check asks again", async () => {
    const bindings = courierMode();
    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { mode: "error" });
    const answer = await check(bindings, "110001");
    expect(answer.data).toMatchObject({ serviceable: true, cod: true, state: "Delhi" });
    expect(zoneDays("metroToMetro", answer)).toContainEqual(answer.data.deliveryBy);
    expect(await keptAnswers()).toEqual([]);

    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { mode: "ok" });
    const recovered = await check(bindings, "110001");
    expect(courierDays(4, recovered)).toContainEqual(recovered.data.deliveryBy);
  });

  it("a courier that does not answer: the zone's answer once the short timeout runs out", async () => {
    const bindings = courierMode();
    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { mode: "hang" });
    const answer = await check(bindings, "302001");
    expect(answer.data).toMatchObject({ serviceable: true, state: "Rajasthan" });
    expect(zoneDays("restOfIndia", answer)).toContainEqual(answer.data.deliveryBy);
    expect(answer.after - answer.before).toBeGreaterThanOrEqual(COURIER_CHECK_TIMEOUT_MS - 50);
    expect(answer.after - answer.before).toBeLessThan(COURIER_CHECK_TIMEOUT_MS + 3_000);
    expect(await keptAnswers()).toEqual([]);
  }, 15_000);

  it("a courier account the courier refuses: the zone's answer", async () => {
    const bindings = { ...courierMode(), SHIPROCKET_PASSWORD: "not-the-password" };
    const answer = await check(bindings, "110001");
    expect(zoneDays("metroToMetro", answer)).toContainEqual(answer.data.deliveryBy);
  });

  it("a courier that cannot be reached at all: the zone's answer", async () => {
    const bindings = { ...courierMode(), SHIPROCKET_API_BASE: "http://127.0.0.1:9" };
    const answer = await check(bindings, "411001");
    expect(zoneDays("sameCity", answer)).toContainEqual(answer.data.deliveryBy);
  });
});
