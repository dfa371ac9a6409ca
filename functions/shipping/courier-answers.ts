/**
 * The courier's answers about PIN codes, kept in D1 for a day (COURIER_ANSWER_TTL_MS): one courier
 * call per PIN code per day for every Worker instance together. D1 rather than the Cache API: the
 * Cache API keeps a copy per data centre (so each would ask again) and does nothing on workers.dev.
 */
import { eq } from "drizzle-orm";
import { COURIER_ANSWER_TTL_MS } from "../../src/config/delivery.ts";
import type { Db } from "../db/client.ts";
import { courierPincodeAnswers } from "../db/schema.ts";
import type { CourierRoute } from "../lib/courier.ts";

export async function freshCourierAnswer(
  db: Db,
  pincode: string,
  nowMs: number,
): Promise<CourierRoute | null> {
  const row = await db
    .select()
    .from(courierPincodeAnswers)
    .where(eq(courierPincodeAnswers.pincode, pincode))
    .get();
  if (!row || row.checkedAt <= nowMs - COURIER_ANSWER_TTL_MS) return null;
  if (!row.serviceable) return { serviceable: false };
  return {
    serviceable: true,
    cod: row.cod,
    courierName: row.courierName ?? "",
    transitDays: row.transitDays,
  };
}

export async function keepCourierAnswer(db: Db, pincode: string, route: CourierRoute, nowMs: number) {
  const values = {
    serviceable: route.serviceable,
    cod: route.serviceable && route.cod,
    transitDays: route.serviceable ? route.transitDays : null,
    courierName: route.serviceable ? route.courierName : null,
    checkedAt: nowMs,
  };
  await db
    .insert(courierPincodeAnswers)
    .values({ pincode, ...values })
    .onConflictDoUpdate({ target: courierPincodeAnswers.pincode, set: values });
}
