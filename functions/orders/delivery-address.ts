/**
 * The address a customer's last order went to, their next checkout's (the cart delivers to it
 * unless they choose another; decision 043). An order writes it
 * here, never over the profile's phone and address: those are the customer's to edit.
 */
import { eq, sql } from "drizzle-orm";
import { type DeliveryAddress, deliveryAddressSchema } from "../../domain/schemas.ts";
import { bound, placeholderSqlFor } from "../db/bound.ts";
import type { Db } from "../db/client.ts";
import { deliveryAddresses, users } from "../db/schema.ts";

/** The columns of an address (the fields of the form), beside its customer and when it was written. */
const ADDRESS_FIELDS = deliveryAddressSchema.keyof().options;

/** For the order's batch: remembers `address` as the customer's last delivery address. */
export function rememberDeliveryAddress(db: Db, userId: string, address: DeliveryAddress, now: number) {
  return bound(db, "remember delivery address", writeRememberedAddress, {
    ...address,
    userId,
    updatedAt: now,
  });
}

function writeRememberedAddress(db: Db) {
  const fields = placeholderSqlFor([...ADDRESS_FIELDS, "updatedAt"]);
  return db
    .insert(deliveryAddresses)
    .values({ userId: sql.placeholder("userId"), ...fields })
    .onConflictDoUpdate({ target: deliveryAddresses.userId, set: fields });
}

/**
 * The account's delivery address for the cart: the last order's, else the one on the profile
 * (for a first order), else null.
 */
export async function savedDeliveryAddress(db: Db, userId: string): Promise<DeliveryAddress | null> {
  const [[last], [user]] = await db.batch([
    db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId)),
    db.select().from(users).where(eq(users.id, userId)),
  ]);
  if (last) {
    const { userId: _owner, updatedAt: _at, ...address } = last;
    return address;
  }
  if (!user?.address) return null;
  return {
    name: user.name,
    mobile: user.phone,
    email: user.email,
    address: user.address,
    city: user.city,
    state: user.state,
    pincode: user.zipCode,
  };
}
