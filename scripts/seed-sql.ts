/**
 * The seed as SQL: the default product and the admin account. Idempotent: rows that already exist
 * are left exactly as they are (an admin's later edits to the product or their password survive),
 * except that a product saved before pack declarations existed gets the catalogue's placeholder
 * declarations, once, while none of its declarations has been entered.
 */
import { randomBytes } from "node:crypto";
import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_DECLARATIONS } from "../domain/catalogue.ts";
import { gramsToMg } from "../domain/declared-prices.ts";
import { hashPassword } from "../functions/lib/passwords.ts";

const quote = (value: string | number | null) =>
  value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;

const DECLARATION_COLUMNS = [
  "net_quantity_mg",
  "maker_role",
  "maker_name",
  "maker_address",
  "country_of_origin",
  "shelf_life_months",
  "ingredients_json",
  "licence_number",
] as const;

/** A product row nobody has declared anything for yet: what the product_declarations migration left. */
const NOTHING_DECLARED = `products.net_quantity_mg IS NULL AND products.shelf_life_months IS NULL AND products.maker_name = '' AND products.maker_address = '' AND products.country_of_origin = '' AND products.ingredients_json = '[]' AND products.licence_number = ''`;

export async function seedSql(admin: { email: string; password: string }): Promise<string> {
  const p = DEFAULT_PRODUCT;
  const d = DEFAULT_PRODUCT_DECLARATIONS;
  const declared = [
    d.netQuantityGrams === null ? null : gramsToMg(d.netQuantityGrams),
    d.makerRole,
    d.makerName,
    d.makerAddress,
    d.countryOfOrigin,
    d.shelfLifeMonths,
    JSON.stringify(d.ingredients),
    d.licenceNumber,
  ];
  const product = `INSERT INTO products (id, name, description, brand, category, image, original_price_paise, stock, ${DECLARATION_COLUMNS.join(", ")})
VALUES (${[p.id, p.name, p.description, p.brand, p.category, p.image, p.originalPricePaise, p.stock, ...declared].map(quote).join(", ")})
ON CONFLICT (id) DO UPDATE SET ${DECLARATION_COLUMNS.map((c) => `${c} = excluded.${c}`).join(", ")}
WHERE ${NOTHING_DECLARED};`;
  const adminId = randomBytes(12).toString("hex");
  const passwordHash = await hashPassword(admin.password);
  const adminUser = `INSERT INTO users (id, name, email, password_hash, role, status)
VALUES (${[adminId, "Shop Admin", admin.email.trim().toLowerCase(), passwordHash, "Admin", "Active"].map(quote).join(", ")})
ON CONFLICT (email) DO NOTHING;`;
  return `${product}\n${adminUser}\n`;
}
