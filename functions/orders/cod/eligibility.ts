/**
 * Whether an order may be paid cash on delivery (domain/cod.ts `codRefusal` decides; this reads
 * the facts it decides on). Place order asks before it reserves anything, and the cart asks through
 * `POST /api/user/cod-eligibility` so it can say why not before the customer chooses.
 */
import { and, count, eq, gt, inArray, or, type SQL } from "drizzle-orm";
import {
  type CodRefusal,
  COD_UNDELIVERED_STATUSES,
  codRefusal,
  codRtoLockoutStart,
} from "../../../domain/cod.ts";
import type { CodEligibilityDto } from "../../../domain/api/orders.ts";
import { codRefusalMessages } from "../../../domain/cod-messages.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import type { CodEligibilityInput } from "../../../domain/schemas.ts";
import type { Db } from "../../db/client.ts";
import { codBlocklist, orders } from "../../db/schema.ts";
import { priceCart } from "../cart-quote.ts";

export type CodOrderFacts = {
  userId: string;
  /** The delivery mobile, 10 digits. */
  mobile: string;
  /** The account's phone as counted against the day's cap (its last 10 digits), or "" (mobile-limit.ts). */
  accountPhone: string;
  pincode: string;
  /** The PIN code check's `cod`. */
  pincodeAllowsCod: boolean;
  totalWithFeePaise: number;
};

/** How many of the customer's cash-on-delivery orders meet `condition`. */
function codOrdersOf(db: Db, userId: string, condition: SQL) {
  return db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, "cod"), condition));
}

/** Null when COD is allowed for this order, else the first reason it is not. */
export async function codRefusalFor(
  db: Db,
  order: CodOrderFacts,
  now = Date.now(),
): Promise<CodRefusal | null> {
  const [[rto], [blocked], [undelivered]] = await db.batch([
    codOrdersOf(db, order.userId, gt(orders.returnedAt, codRtoLockoutStart(now))),
    db
      .select({ n: count() })
      .from(codBlocklist)
      .where(
        or(
          and(
            eq(codBlocklist.kind, "phone"),
            // The phone as counted, not read again: one changed meanwhile must not be answered uncounted.
            inArray(codBlocklist.value, [order.mobile, order.accountPhone]),
          ),
          and(eq(codBlocklist.kind, "pincode"), eq(codBlocklist.value, order.pincode)),
        ),
      ),
    codOrdersOf(db, order.userId, inArray(orders.status, [...COD_UNDELIVERED_STATUSES])),
  ]);
  return codRefusal({
    pincodeAllowsCod: order.pincodeAllowsCod,
    totalWithFeePaise: order.totalWithFeePaise,
    recentRto: (rto?.n ?? 0) > 0,
    blocklisted: (blocked?.n ?? 0) > 0,
    undeliveredCodOrders: undelivered?.n ?? 0,
  });
}

/** The cart's answer (POST /api/user/cod-eligibility): allowed or why not, and the COD total. */
export async function codEligibility(
  db: Db,
  userId: string,
  input: CodEligibilityInput,
  assertDeliverable: (pincode: string) => Promise<{ cod: boolean }>,
  accountPhone: string,
): Promise<CodEligibilityDto> {
  const delivery = await assertDeliverable(input.pincode);
  const { quote } = await priceCart(db, input.products, input.couponCode, userId, "cod");
  const refusal = await codRefusalFor(db, {
    userId,
    mobile: input.mobile,
    accountPhone,
    pincode: input.pincode,
    pincodeAllowsCod: delivery.cod,
    totalWithFeePaise: quote.grandTotalPaise,
  });
  return {
    allowed: refusal === null,
    reason: refusal ? codRefusalMessages[refusal] : null,
    codFee: paiseToRupees(quote.codFeePaise),
    totalAmount: paiseToRupees(quote.grandTotalPaise),
  };
}
