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

/** Logs `user` in through the API; returns the access token, the refresh token and the cookie. */
export async function loginAs(user: { email: string; password: string }, options: { remember?: boolean } = {}) {
  const { api } = await import("./http.ts");
  const res = await api("/api/auth/login", { method: "POST", json: { email: user.email, password: user.password, ...options } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return { token: res.json.token as string, refreshToken: res.json.refreshToken as string, setCookie: res.headers.get("Set-Cookie") ?? "" };
}

/** The e-mails queued for `to`, newest last. */
export async function outboxFor(to: string) {
  const { results } = await env.DB.prepare("SELECT * FROM email_outbox WHERE to_address = ? ORDER BY created_at, rowid").bind(to).all<{
    id: string;
    subject: string;
    body_text: string;
    status: string;
  }>();
  return results;
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
