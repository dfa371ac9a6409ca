/**
 * The delivery check for one PIN code, used by the PIN code endpoint and by place order:
 *
 * - The bundled table (India Post's directory) says whether the PIN code exists and where it is.
 *   A PIN code it does not know is not served, and the courier is not asked about it.
 * - Without a courier account, the delivery zone (src/config/delivery.ts) gives the terms.
 * - With one, the courier's answer (kept a day in D1) says whether and how fast it delivers; the
 *   zone still decides whether cash on delivery is offered. When the courier fails or does not
 *   answer within COURIER_CHECK_TIMEOUT_MS, the table and zones answer instead: a shopper is never
 *   told "no" because the courier is down.
 */
import type { PincodeCheckDto } from "../../domain/api/shipping.ts";
import { messages } from "../../domain/messages.ts";
import { deliveryWindow } from "../../domain/delivery/dates.ts";
import { type DayRange, deliveryZone } from "../../domain/delivery/zones.ts";
import {
  CHECK_PARCEL_WEIGHT_KG,
  COURIER_CHECK_TIMEOUT_MS,
  DELIVERY_GEOGRAPHY,
  DELIVERY_ZONES,
  DISPATCH_RULES,
  PICKUP_PINCODE,
} from "../../src/config/delivery.ts";
import type { Db } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { courierAccount } from "../lib/config.ts";
import { type CourierAccount, type CourierRoute, courierClient } from "../lib/courier.ts";
import { ApiError, badRequest } from "../lib/errors.ts";
import { stateFromAddressText } from "../../domain/invoicing/states.ts";
import { freshCourierAnswer, keepCourierAnswer } from "./courier-answers.ts";
import { type DirectoryPlace, placeOfPincode, statesOfPincode } from "./pincode-directory.ts";

function pickupPlace(): DirectoryPlace {
  const place = placeOfPincode(PICKUP_PINCODE);
  if (!place) throw new Error(`The pickup PIN code ${PICKUP_PINCODE} is not in the PIN code table`);
  return place;
}

export async function checkPincode(
  env: Bindings,
  db: Db,
  pincode: string,
  nowMs = Date.now(),
): Promise<PincodeCheckDto> {
  const place = placeOfPincode(pincode);
  if (!place)
    return { pincode, serviceable: false, cod: false, state: null, district: null, deliveryBy: null };
  const zone = DELIVERY_ZONES[deliveryZone(place, pickupPlace(), DELIVERY_GEOGRAPHY)];
  const served = (transitDays: DayRange, cod: boolean): PincodeCheckDto => ({
    pincode,
    serviceable: true,
    cod,
    ...place,
    deliveryBy: deliveryWindow(nowMs, transitDays, DISPATCH_RULES),
  });

  const account = courierAccount(env);
  const route = account ? await courierRoute(db, account, pincode, nowMs) : null;
  if (!route) return served(zone.transitDays, zone.cod);
  if (!route.serviceable) return { pincode, serviceable: false, cod: false, ...place, deliveryBy: null };
  const days = route.transitDays;
  return served(days === null ? zone.transitDays : { from: days, to: days }, zone.cod && route.cod);
}

/** The courier's answer, from D1 when it is fresh; null when the courier cannot say just now. */
async function courierRoute(
  db: Db,
  account: CourierAccount,
  pincode: string,
  nowMs: number,
): Promise<CourierRoute | null> {
  const kept = await freshCourierAnswer(db, pincode, nowMs);
  if (kept) return kept;
  let route: CourierRoute;
  try {
    route = await courierClient(account).route(
      { pickupPincode: PICKUP_PINCODE, deliveryPincode: pincode, weightKg: CHECK_PARCEL_WEIGHT_KG },
      AbortSignal.timeout(COURIER_CHECK_TIMEOUT_MS),
    );
  } catch (error) {
    console.warn(
      `Courier check for ${pincode} failed; answering from the PIN code table:`,
      (error as Error).message,
    );
    return null;
  }
  await keepCourierAnswer(db, pincode, route, nowMs);
  return route;
}

/**
 * Place order's check: an order to a PIN code the shop does not deliver to is refused (422). The
 * check's answer comes back, so the order knows whether cash on delivery is offered there.
 */
export async function assertDeliverable(env: Bindings, db: Db, pincode: string): Promise<PincodeCheckDto> {
  const check = await checkPincode(env, db, pincode);
  if (!check.serviceable) throw new ApiError(422, messages.pincodeNotServed(pincode));
  return check;
}

/**
 * The tax invoice's place of supply is the delivery address's state (decision 046). An address whose
 * state is not one its PIN code's post offices are in would be taxed for the wrong state (IGST where
 * CGST and SGST are due, or the reverse), so place order refuses it, naming the PIN code's state.
 * A PIN code India Post does not know is refused as not delivered to, before this is asked.
 */
export function assertStateOfPincode(address: { state: string; pincode: string }): void {
  const states = statesOfPincode(address.pincode);
  const typed = stateFromAddressText(address.state);
  if (states.length === 0 || (typed !== null && states.includes(typed.name))) return;
  throw badRequest(messages.pincodeStateMismatch(address.pincode, states[0]!));
}
