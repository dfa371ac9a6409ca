/**
 * Direct access to the browser tests' own database (the throwaway D1 the test server runs on), for
 * rows a test needs that a screen would take many steps to make (a paid order) and for looking up
 * what a screen created.
 */
import { randomBytes } from "node:crypto";
import { wrangler } from "../../scripts/wrangler.ts";

/** The test server's state folder (playwright.config.ts passes it as SHOP_STATE_DIR). */
export const E2E_STATE_DIR = ".wrangler/e2e-state";

const quote = (value: string | number | null) => (value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`);

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Runs SQL on the test database; the running server holds it too, so a busy database is retried. */
export function sql<T = Record<string, unknown>>(command: string): T[] {
  const args = ["d1", "execute", "DB", "--local", "--config", "wrangler.jsonc", "--persist-to", E2E_STATE_DIR, "--json", "--command", command];
  for (let attempt = 1; ; attempt += 1) {
    try {
      const parsed = JSON.parse(wrangler(args, { quiet: true })) as { results: T[] }[];
      return parsed.flatMap((r) => r.results);
    } catch (error) {
      if (attempt >= 5) throw error;
      sleep(300 * attempt);
    }
  }
}

export function newHexId(): string {
  return randomBytes(12).toString("hex");
}

/**
 * A paid order in Processing, as checkout leaves it (stock taken, payment captured), for a new
 * customer or for `existingUserId`.
 */
export function createPaidOrder(productId: string, quantity = 30, orderedAt = Date.now(), existingUserId?: string) {
  const userId = existingUserId ?? newHexId();
  const orderId = newHexId();
  const email = `buyer.${userId.slice(0, 8)}@example.com`;
  const [product] = sql<{ name: string; image: string; original_price_paise: number }>(`SELECT name, image, original_price_paise FROM products WHERE id = ${quote(productId)}`);
  if (!product) throw new Error(`no product ${productId}`);
  const unit = Math.round((product.original_price_paise * 0.9) / 100) * 100;
  const goods = unit * quantity;
  const now = orderedAt;
  sql(
    [
      ...(existingUserId ? [] : [`INSERT INTO users (id, name, email, password_hash, role, status) VALUES (${quote(userId)}, 'Lata Iyer', ${quote(email)}, 'pbkdf2-sha256$100000$AAAA$AAAA', 'User', 'Active')`]),
      `INSERT INTO orders (id, user_id, status, goods_total_paise, delivery_fee_paise, total_paise, ship_name, ship_mobile, ship_email, ship_address, ship_city, ship_state, ship_pincode, paid_at, created_at, updated_at)
       VALUES (${quote(orderId)}, ${quote(userId)}, 'Processing', ${goods}, 0, ${goods}, 'Lata Iyer', '9876501234', ${quote(email)}, '7 Temple Road', 'Chennai', 'Tamil Nadu', '600004', ${now}, ${now}, ${now})`,
      `INSERT INTO order_lines (id, order_id, product_id, name, image, original_price_paise, unit_price_paise, discount_percent, quantity, line_total_paise)
       VALUES (${quote(newHexId())}, ${quote(orderId)}, ${quote(productId)}, ${quote(product.name)}, ${quote(product.image)}, ${product.original_price_paise}, ${unit}, 10, ${quantity}, ${goods})`,
      `INSERT INTO order_status_history (id, order_id, status, created_at) VALUES (${quote(newHexId())}, ${quote(orderId)}, 'Processing', ${now})`,
      `INSERT INTO payments (id, order_id, provider, provider_order_id, provider_payment_id, amount_paise, status) VALUES (${quote(newHexId())}, ${quote(orderId)}, 'test', ${quote(`order_test_${orderId}`)}, ${quote(`pay_test_${orderId}`)}, ${goods}, 'captured')`,
    ].join(";\n"),
  );
  return { orderId, userId, email };
}
