/**
 * Customers and admins as the panel sees them (`getallusers?status=&role=`, filtered at first to
 * Active customers), and the two changes an admin can make to someone else: status (suspending ends
 * every session at once) and role. Nobody changes their own status or role, so an admin cannot lock
 * themselves out. Admins see an account as its owner does (`toUserDto`, the one mapper of a user).
 */
import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import type { UserRole, UserStatus } from "../../../domain/users.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import type { Db } from "../../db/client.ts";
import { accountDeletions, users } from "../../db/schema.ts";
import { revokeAllSessions } from "../../auth/sessions.ts";
import { toUserDto, type UserDto } from "../../auth/user-dto.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { conflict, forbidden, orNotFound } from "../../lib/errors.ts";
import { readPage } from "../../lib/pagination.ts";
import { contains } from "../../lib/search.ts";
import type { UserRow } from "../../db/rows.ts";

export async function listUsers(
  db: Db,
  query: { status: UserStatus | "All"; role: UserRole | "All"; q: string; page: number },
) {
  const filters: SQL[] = [];
  if (query.status !== "All") filters.push(eq(users.status, query.status));
  if (query.role !== "All") filters.push(eq(users.role, query.role));
  if (query.q) {
    filters.push(
      or(contains(users.name, query.q), contains(users.email, query.q), contains(users.phone, query.q))!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const { rows, pagination } = await readPage(
    query.page,
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
    db.select({ n: count() }).from(users).where(where),
  );
  return { data: rows.map(toUserDto), pagination };
}

async function otherUser(db: Db, admin: SessionUser, id: string): Promise<UserRow> {
  if (id === admin.id) throw forbidden(adminMessages.notYourOwnAccount);
  const row = orNotFound(
    await db.select().from(users).where(eq(users.id, id)).get(),
    adminMessages.userNotFound,
  );
  // An erased account stays erased: reactivating it would revive a login nobody owns (decision 022).
  const deleted = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, id)).get();
  if (deleted) throw conflict(adminMessages.userDeletedByOwner);
  return row;
}

export async function changeUserStatus(
  db: Db,
  admin: SessionUser,
  id: string,
  status: UserStatus,
): Promise<UserDto> {
  const before = await otherUser(db, admin, id);
  const now = Date.now();
  const action =
    status === "Suspended" ? "user.suspend" : status === "Active" ? "user.reactivate" : "user.deactivate";
  const [[row]] = await db.batch([
    db.update(users).set({ status, updatedAt: now }).where(eq(users.id, id)).returning(),
    auditEntry(db, {
      adminId: admin.id,
      action,
      entity: "user",
      entityId: id,
      before: { status: before.status },
      after: { status },
    }),
    // Suspending (or deactivating) ends every session: refresh tokens stop working, and access
    // tokens already re-check the account status on every call (lib/auth.ts).
    ...(status === "Active" ? [] : [revokeAllSessions(db, id, now)]),
  ]);
  return toUserDto(row!);
}

export async function changeUserRole(
  db: Db,
  admin: SessionUser,
  id: string,
  role: UserRole,
): Promise<UserDto> {
  const before = await otherUser(db, admin, id);
  const [[row]] = await db.batch([
    db.update(users).set({ role, updatedAt: Date.now() }).where(eq(users.id, id)).returning(),
    auditEntry(db, {
      adminId: admin.id,
      action: role === "Admin" ? "user.grant_admin" : "user.revoke_admin",
      entity: "user",
      entityId: id,
      before: { role: before.role },
      after: { role },
    }),
  ]);
  return toUserDto(row!);
}
