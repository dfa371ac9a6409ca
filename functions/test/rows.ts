/**
 * What a test reads back from the database to see what a request changed, where the API does not
 * show it (a product's stock, an order's status as stored). A missing row fails the test here.
 */
import { env } from "cloudflare:workers";

async function columnOf<T>(sql: string, id: string, column: string): Promise<T> {
  const value = await env.DB.prepare(sql).bind(id).first<T>(column);
  if (value === null) throw new Error(`No row for ${id}: ${sql}`);
  return value;
}

/** The product's stock as stored. */
export const stockOf = (productId: string) =>
  columnOf<number>("SELECT stock FROM products WHERE id = ?", productId, "stock");

/** The order's status as stored. */
export const statusOf = (orderId: string) =>
  columnOf<string>("SELECT status FROM orders WHERE id = ?", orderId, "status");
