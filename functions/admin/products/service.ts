/**
 * Managing the catalogue. The MRP arrives in rupees (decision 001) and is stored in paise; the listed
 * price is derived from it, so a `price` sent beside it must agree (decision 008). A
 * product that any order refers to is archived instead of deleted, so no order loses its product.
 * Every change is written together with its audit record.
 */
import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import {
  listedPriceConflict,
  type AdminProduct,
  type AdminProductUpdate,
} from "../../../domain/admin-schemas.ts";
import type { AdminProductDto } from "../../../domain/api/admin-products.ts";
import { messages } from "../../../domain/messages.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { rupeesToPaise } from "../../../domain/money.ts";
import type { Db } from "../../db/client.ts";
import { orderLines, products } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { GUARDS, violated } from "../../lib/batch-guards.ts";
import { badRequest, conflict, notFound, orNotFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { readPage } from "../../lib/pagination.ts";
import { contains } from "../../lib/search.ts";
import { purgeEditedProduct } from "../../products/edge-cache.ts";
import { declarationColumns, toProductDto } from "../../products/service.ts";
import type { ProductRow } from "../../db/rows.ts";

export function toAdminProductDto(row: ProductRow): AdminProductDto {
  return { ...toProductDto(row), status: row.status, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/**
 * The columns a write sets besides the MRP, once the MRP that prices the product is known: a
 * `price` or `discount` sent that disagrees with it is refused, naming the right figure.
 */
function columnsFrom(input: AdminProductUpdate, originalPricePaise: number) {
  const conflictMessage = listedPriceConflict(input, originalPricePaise);
  if (conflictMessage) throw badRequest(conflictMessage);
  return {
    name: input.name,
    description: input.description,
    brand: input.brand,
    category: input.category,
    image: input.image,
    stock: input.stock,
    // Declarations an edit leaves out stay as stored.
    ...declarationColumns(input),
  };
}

/** `%` and `_` typed by the admin are meant literally. */
export async function listProducts(
  db: Db,
  query: { status: "all" | "active" | "archived"; q: string; page: number },
) {
  const filters: SQL[] = [];
  if (query.status !== "all") filters.push(eq(products.status, query.status));
  if (query.q) {
    filters.push(
      or(
        contains(products.name, query.q),
        contains(products.brand, query.q),
        eq(products.id, query.q.toLowerCase()),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const { rows, pagination } = await readPage(
    query.page,
    db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)).$dynamic(),
    db.select({ n: count() }).from(products).where(where),
  );
  return { data: rows.map(toAdminProductDto), pagination };
}

async function findProduct(db: Db, id: string): Promise<ProductRow> {
  return orNotFound(
    await db.select().from(products).where(eq(products.id, id)).get(),
    messages.productNotFound,
  );
}

export async function getProduct(db: Db, id: string): Promise<AdminProductDto> {
  return toAdminProductDto(await findProduct(db, id));
}

export async function createProduct(
  db: Db,
  admin: SessionUser,
  input: AdminProduct,
): Promise<AdminProductDto> {
  const id = newId();
  const originalPricePaise = rupeesToPaise(input.originalPrice);
  const [[row]] = await db.batch([
    db
      .insert(products)
      .values({ id, originalPricePaise, ...columnsFrom(input, originalPricePaise) })
      .returning(),
    auditEntry(db, {
      adminId: admin.id,
      action: "product.create",
      entity: "product",
      entityId: id,
      after: input,
    }),
  ]);
  await purgeEditedProduct(id);
  return toAdminProductDto(row!);
}

/**
 * Saves the edit form. With `stockWas` (what the form showed), the stock edit applies as a change,
 * so orders placed while the admin was editing are not undone; the CHECK on stock refuses a change
 * that would take it below zero. Without an MRP the stored one stays (and prices the check).
 */
export async function updateProduct(
  db: Db,
  admin: SessionUser,
  id: string,
  input: AdminProductUpdate,
): Promise<AdminProductDto> {
  const before = await findProduct(db, id);
  // An edit without an MRP leaves the column alone (no stale write over a concurrent change).
  const newMrp =
    input.originalPrice === undefined ? {} : { originalPricePaise: rupeesToPaise(input.originalPrice) };
  const columns = {
    ...columnsFrom(input, newMrp.originalPricePaise ?? before.originalPricePaise),
    ...newMrp,
  };
  const stock =
    input.stockWas === undefined ? input.stock : sql`${products.stock} + ${input.stock - input.stockWas}`;
  try {
    const [[row]] = await db.batch([
      db
        .update(products)
        .set({ ...columns, stock, updatedAt: Date.now() })
        .where(eq(products.id, id))
        .returning(),
      auditEntry(db, {
        adminId: admin.id,
        action: "product.update",
        entity: "product",
        entityId: id,
        before: toProductDto(before),
        after: input,
      }),
    ]);
    if (!row) throw notFound(messages.productNotFound);
    await purgeEditedProduct(id);
    return toAdminProductDto(row);
  } catch (error) {
    if (violated(error, GUARDS.stock)) throw conflict(adminMessages.stockSoldMeanwhile);
    throw error;
  }
}

/** Deletes the product, or archives it when an order refers to it. */
export async function deleteProduct(db: Db, admin: SessionUser, id: string) {
  const before = await findProduct(db, id);
  const referenced = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.productId, id))
    .limit(1)
    .get();
  if (referenced) {
    await setProductStatus(db, admin, before, "archived");
    return { data: { _id: id, archived: true }, message: adminMessages.productArchived };
  }
  await db.batch([
    db.delete(products).where(eq(products.id, id)),
    auditEntry(db, {
      adminId: admin.id,
      action: "product.delete",
      entity: "product",
      entityId: id,
      before: toAdminProductDto(before),
    }),
  ]);
  await purgeEditedProduct(id);
  return { data: { _id: id, archived: false }, message: adminMessages.productDeleted };
}

/** Puts an archived product back on sale. */
export async function restoreProduct(db: Db, admin: SessionUser, id: string): Promise<AdminProductDto> {
  return toAdminProductDto(await setProductStatus(db, admin, await findProduct(db, id), "active"));
}

/**
 * Archives a product (hidden from the shop, kept for the orders that name it) or puts it back on
 * sale: the status and its audit entry in one batch, then the product's cached reads purged.
 */
async function setProductStatus(
  db: Db,
  admin: SessionUser,
  before: ProductRow,
  status: "archived" | "active",
): Promise<ProductRow> {
  const [[row]] = await db.batch([
    db.update(products).set({ status, updatedAt: Date.now() }).where(eq(products.id, before.id)).returning(),
    auditEntry(db, {
      adminId: admin.id,
      action: status === "archived" ? "product.archive" : "product.restore",
      entity: "product",
      entityId: before.id,
      before: { status: before.status },
      after: { status },
    }),
  ]);
  await purgeEditedProduct(before.id);
  return row!;
}
