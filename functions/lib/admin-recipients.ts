/** The addresses shop events are told to: every active admin account (new orders, returned parcels). */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";

export async function activeAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "Admin"), eq(users.status, "Active")));
  return rows.map((row) => row.email);
}
