/** Test data builders: each test makes exactly the rows it needs. */
import { DEFAULT_PRODUCT } from "../../domain/catalogue.ts";
import { getDb } from "../db/client.ts";
import { products, users } from "../db/schema.ts";
import { jwtSecret } from "../lib/config.ts";
import { signAccessToken } from "../lib/jwt.ts";
import { hashPassword } from "../lib/passwords.ts";
import { env } from "cloudflare:workers";

let counter = 0;
export function hexId(): string {
  counter += 1;
  return (Date.now().toString(16) + counter.toString(16).padStart(6, "0")).padStart(24, "0").slice(-24);
}

export async function createProduct(overrides: Partial<typeof products.$inferInsert> = {}) {
  const row = {
    id: hexId(),
    name: DEFAULT_PRODUCT.name,
    description: DEFAULT_PRODUCT.description,
    brand: DEFAULT_PRODUCT.brand,
    category: DEFAULT_PRODUCT.category,
    image: DEFAULT_PRODUCT.image,
    pricePaise: DEFAULT_PRODUCT.pricePaise,
    originalPricePaise: DEFAULT_PRODUCT.originalPricePaise,
    discountPercent: DEFAULT_PRODUCT.discountPercent,
    stock: DEFAULT_PRODUCT.stock,
    reviewCount: DEFAULT_PRODUCT.reviewCount,
    ...overrides,
  };
  await getDb(env.DB).insert(products).values(row);
  return row;
}

export async function createUser(overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const { password = "correct-horse-battery", ...rest } = overrides;
  const row = {
    id: hexId(),
    name: "Asha Kumar",
    email: `asha.${hexId()}@example.com`,
    passwordHash: await hashPassword(password),
    role: "User" as const,
    status: "Active" as const,
    ...rest,
  };
  await getDb(env.DB).insert(users).values(row);
  return { ...row, password };
}

/** A valid access token for `user`, as the login endpoint would issue it. */
export async function tokenFor(user: { id: string; role: "User" | "Admin" }, ttlSeconds?: number) {
  return signAccessToken({ sub: user.id, role: user.role }, jwtSecret(env), ttlSeconds);
}

export async function createCoupon(overrides: Partial<typeof import("../db/schema.ts").coupons.$inferInsert> = {}) {
  const { coupons } = await import("../db/schema.ts");
  const row = { code: `SAVE${hexId().slice(-6).toUpperCase()}`, kind: "percent" as const, value: 10, minOrderPaise: 0, ...overrides };
  await getDb(env.DB).insert(coupons).values(row);
  return row;
}

/** A delivery address that passes the checkout form's rules. */
export const validAddress = {
  name: "Asha Kumar",
  mobile: "9876543210",
  email: "asha@example.com",
  address: "12 MG Road, Flat 4B",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
};
