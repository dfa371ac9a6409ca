/**
 * Direct access to the browser tests' database, for what no public screen can do yet: adding a
 * product after the build (to prove its page still works) or setting its stock. Runs the project's
 * wrangler against the same local D1 the test server uses.
 */
import { randomBytes } from "node:crypto";
import { DEFAULT_PRODUCT } from "../../domain/catalogue.ts";
import { quoteCart } from "../../domain/pricing.ts";
import type { ProductStatus } from "../../domain/products.ts";
import type { UserRole } from "../../domain/users.ts";
import { signAccessToken } from "../../functions/lib/jwt.ts";
import { localD1, sqlLiteral } from "../../scripts/wrangler.ts";

/** Where playwright.config.ts puts the test server's state, and the secret it signs tokens with. */
export const E2E_STATE_DIR = ".wrangler/e2e-state";
export const E2E_JWT_SECRET = "e2e-secret-not-for-production-use-0123456789";
/** The token the test server's tracking webhook expects as `x-api-key`, as Shiprocket sends it. */
export const E2E_SHIPROCKET_WEBHOOK_TOKEN = "e2e-shiprocket-webhook-token-not-for-production";

/** Runs SQL on the test database (the running server holds it too; a busy one is retried). */
export function sql<Row = Record<string, unknown>>(command: string): Row[] {
  return localD1<Row>(E2E_STATE_DIR, command);
}

export const quote = sqlLiteral;

export type NewProduct = {
  /** A fixed id, for a page the test names before the product exists; random otherwise. */
  id?: string;
  name?: string;
  description?: string;
  image?: string;
  originalPricePaise?: number;
  stock?: number;
  status?: ProductStatus;
};

/** Inserts a product (as an admin would, after the site was built); returns its id. */
export function insertProduct(product: NewProduct = {}): string {
  const { id, statement } = productInsert(product);
  sql(statement);
  return id;
}

/** The INSERT for a product, to seed many in one `sql()` call; `insertProduct` runs one. */
export function productInsert(product: NewProduct = {}): { id: string; statement: string } {
  const id = product.id ?? randomBytes(12).toString("hex");
  const p = {
    name: DEFAULT_PRODUCT.name,
    description: DEFAULT_PRODUCT.description,
    image: DEFAULT_PRODUCT.image,
    originalPricePaise: DEFAULT_PRODUCT.originalPricePaise,
    stock: DEFAULT_PRODUCT.stock,
    status: "active" as const,
    ...product,
  };
  const statement = `INSERT INTO products (id, name, description, brand, category, image, original_price_paise, stock, status) VALUES (${[
    id,
    p.name,
    p.description,
    DEFAULT_PRODUCT.brand,
    "Wellness",
    p.image,
    p.originalPricePaise,
    p.stock,
    p.status,
  ]
    .map(quote)
    .join(", ")})`;
  return { id, statement };
}

type SessionUser = { id: string; name: string; email: string; role: UserRole };

/** A session for an existing user, as the login form leaves it in web storage (token and user). */
export async function sessionOf(
  user: SessionUser,
): Promise<{ token: string; user: Record<string, unknown> }> {
  const token = await signAccessToken(
    { sub: user.id, role: user.role },
    new TextEncoder().encode(E2E_JWT_SECRET),
  );
  return {
    token,
    user: {
      id: user.id,
      _id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isAdmin: user.role === "Admin",
    },
  };
}

/** A signed-in session for the seeded admin, as the admin login leaves it in web storage. */
export async function adminSession(): Promise<{ token: string; user: Record<string, unknown> }> {
  const [admin] = sql<SessionUser>("SELECT id, name, email, role FROM users WHERE role = 'Admin' LIMIT 1");
  if (!admin) throw new Error("the seeded admin is missing");
  return sessionOf(admin);
}

/** A customer's session: a real user row and its token. */
export async function customerSession(): Promise<{ token: string; user: Record<string, unknown> }> {
  const id = randomBytes(12).toString("hex");
  const email = `customer.${id}@example.com`;
  sql(
    `INSERT INTO users (id, name, email, password_hash, role, status) VALUES ('${id}', 'Asha Kumar', '${email}', 'x', 'User', 'Active')`,
  );
  return sessionOf({ id, name: "Asha Kumar", email, role: "User" });
}

/**
 * A paid order in Processing, as checkout leaves it in test-payment mode (stock taken, payment
 * captured), for a new customer or for `existingUserId`.
 */
export function createPaidOrder(
  productId: string,
  quantity = 30,
  orderedAt = Date.now(),
  existingUserId?: string,
) {
  const userId = existingUserId ?? randomBytes(12).toString("hex");
  const email = `buyer.${userId.slice(0, 8)}@example.com`;
  const [product] = sql<{ name: string; image: string; original_price_paise: number }>(
    `SELECT name, image, original_price_paise FROM products WHERE id = ${quote(productId)}`,
  );
  if (!product) throw new Error(`no product ${productId}`);
  const order = paidOrder(
    {
      id: productId,
      name: product.name,
      image: product.image,
      originalPricePaise: product.original_price_paise,
    },
    { userId, email, quantity, at: orderedAt },
  );
  sql(
    [
      ...(existingUserId
        ? []
        : [
            `INSERT INTO users (id, name, email, password_hash, role, status) VALUES (${quote(userId)}, 'Lata Iyer', ${quote(email)}, 'x', 'User', 'Active')`,
          ]),
      ...order.statements,
    ].join(";\n"),
  );
  return { orderId: order.orderId, userId, email };
}

export type OrderedProduct = { id: string; name: string; image: string; originalPricePaise: number };
export type ShipTo = {
  name: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};
export type OrderSeed = {
  userId: string;
  email: string;
  quantity: number;
  at: number;
  orderId?: string;
  shipTo?: ShipTo;
};

const TEMPLE_ROAD: ShipTo = {
  name: "Lata Iyer",
  mobile: "9876501234",
  address: "7 Temple Road",
  city: "Chennai",
  state: "Tamil Nadu",
  pincode: "600004",
};

/**
 * The statements `createPaidOrder` runs, to seed many orders in one `sql()` call. The order is
 * priced by the shop's own `quoteCart` (tiers, rounding, delivery fee), as checkout prices it.
 */
export function paidOrder(
  product: OrderedProduct,
  { userId, email, quantity, at, orderId = randomBytes(12).toString("hex"), shipTo = TEMPLE_ROAD }: OrderSeed,
) {
  const newId = () => quote(randomBytes(12).toString("hex"));
  const priced = quoteCart([
    { productId: product.id, quantity, originalPricePaise: product.originalPricePaise },
  ]);
  const line = priced.lines[0]!;
  const statements = [
    `INSERT INTO orders (id, user_id, status, goods_total_paise, delivery_fee_paise, total_paise, ship_name, ship_mobile, ship_email, ship_address, ship_city, ship_state, ship_pincode, paid_at, created_at, updated_at)
     VALUES (${[orderId, userId, "Processing", priced.goodsTotalPaise, priced.deliveryFeePaise, priced.grandTotalPaise, shipTo.name, shipTo.mobile, email, shipTo.address, shipTo.city, shipTo.state, shipTo.pincode, at, at, at].map(quote).join(", ")})`,
    `INSERT INTO order_lines (id, order_id, product_id, name, image, original_price_paise, unit_price_paise, discount_percent, quantity, line_total_paise)
     VALUES (${newId()}, ${quote(orderId)}, ${quote(product.id)}, ${quote(product.name)}, ${quote(product.image)}, ${line.originalPricePaise}, ${line.unitPricePaise}, ${line.discountPercent}, ${quantity}, ${line.lineTotalPaise})`,
    `UPDATE products SET stock = stock - ${quantity} WHERE id = ${quote(product.id)}`,
    `INSERT INTO order_status_history (id, order_id, status, created_at) VALUES (${newId()}, ${quote(orderId)}, 'Processing', ${at})`,
    `INSERT INTO payments (id, order_id, provider, provider_order_id, provider_payment_id, amount_paise, status) VALUES (${newId()}, ${quote(orderId)}, 'test', ${quote(`order_test_${orderId}`)}, ${quote(`pay_test_${orderId}`)}, ${priced.grandTotalPaise}, 'captured')`,
  ];
  return { orderId, statements };
}
