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

/** A new password's length (sign-up, reset, change); the common-password list is checked as well. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The longest name an account may give. */
export const NAME_MAX_LENGTH = 100;

export function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}
