/** The user as the API shows it (domain/api/user.ts `User`): never the password hash. */
import type { UserDto } from "../../domain/api/user.ts";
import type { UserRow } from "../db/rows.ts";

export function toUserDto(row: UserRow): UserDto {
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

export type { UserDto };
