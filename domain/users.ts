/**
 * What an account can be. The database's columns are built from these lists (functions/db/schema.ts);
 * the admin panel filters and changes accounts by them.
 */

/** An `Admin` may use the admin panel and the admin API; everyone else is a `User` (a customer). */
export const USER_ROLES = ["User", "Admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Only an `Active` account can log in or use a session; suspending one ends its sessions at once. */
export const USER_STATUSES = ["Active", "Inactive", "Suspended"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}
