/**
 * The seed as SQL: the default product and the admin account. Idempotent: rows that already exist
 * are left exactly as they are (an admin's later edits to the product or their password survive).
 */
import { randomBytes } from "node:crypto";
import { DEFAULT_PRODUCT } from "../domain/catalogue.ts";
import { hashPassword } from "../functions/lib/passwords.ts";

const quote = (value: string | number) =>
  typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;

export async function seedSql(admin: { email: string; password: string }): Promise<string> {
  const p = DEFAULT_PRODUCT;
  const product = `INSERT INTO products (id, name, description, brand, category, image, original_price_paise, stock, review_count)
VALUES (${[p.id, p.name, p.description, p.brand, p.category, p.image, p.originalPricePaise, p.stock, p.reviewCount].map(quote).join(", ")})
ON CONFLICT (id) DO NOTHING;`;
  const adminId = randomBytes(12).toString("hex");
  const passwordHash = await hashPassword(admin.password);
  const adminUser = `INSERT INTO users (id, name, email, password_hash, role, status)
VALUES (${[adminId, "Shop Admin", admin.email.trim().toLowerCase(), passwordHash, "Admin", "Active"].map(quote).join(", ")})
ON CONFLICT (email) DO NOTHING;`;
  return `${product}\n${adminUser}\n`;
}
