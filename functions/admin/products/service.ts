/** The admin's view of the catalogue: every product, archived ones included, newest first. */
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products } from "../../db/schema.ts";
import { toProductDto } from "../../products/service.ts";

export function toAdminProductDto(row: typeof products.$inferSelect) {
  return { ...toProductDto(row), status: row.status, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

export type AdminProductDto = ReturnType<typeof toAdminProductDto>;

export async function listAllProducts(db: Db): Promise<AdminProductDto[]> {
  const rows = await db.select().from(products).orderBy(desc(products.createdAt));
  return rows.map(toAdminProductDto);
}
