/** The user as the API shows it (spec §3 `User`): never the password hash. */
import type { users } from "../db/schema.ts";

type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow) {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    isAdmin: row.role === "Admin",
    joined: new Date(row.createdAt).toISOString(),
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
  };
}

export type UserDto = ReturnType<typeof toUserDto>;
