/** Test data builders: each test makes exactly the rows it needs. */
import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_DECLARATIONS } from "../../domain/catalogue.ts";
import { newContactTicket } from "../../domain/contact-tickets.ts";
import type { OrderStatus } from "../../domain/orders.ts";
import { PRIVACY_NOTICE_VERSION } from "../../domain/privacy-notice.ts";
import { isSettled, type PaymentProvider, type PaymentStatus } from "../../domain/payments.ts";
import { quoteCart } from "../../domain/pricing.ts";
import type { DeliveryAddress } from "../../domain/schemas.ts";
import { VALID_DELIVERY_ADDRESS } from "../../domain/test-data.ts";
import type { UserRole } from "../../domain/users.ts";
import { getDb } from "../db/client.ts";
import {
  contactMessages,
  emailOutbox,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  products,
  users,
} from "../db/schema.ts";
import { jwtSecret } from "../lib/config.ts";
import { fillLinkTokens } from "../lib/email-link-tokens.ts";
import { signAccessToken } from "../lib/jwt.ts";
import { hashPassword } from "../lib/passwords.ts";
import { declarationColumns } from "../products/service.ts";
import { env } from "cloudflare:workers";

/** What the sign-up form adds to a registration: the ticked consent box and the notice it showed. */
export const PRIVACY_CONSENT = {
  privacyConsent: true,
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
} as const;

let counter = 0;
export function hexId(): string {
  counter += 1;
  return (Date.now().toString(16) + counter.toString(16).padStart(6, "0")).padStart(24, "0").slice(-24);
}

/** A pack's declarations as an admin enters them (API body fields, decision 018). */
export const PACK_DECLARATIONS = {
  netQuantityGrams: 5,
  makerRole: "manufacturer",
  makerName: "Sahyadri Herbal Works",
  makerAddress: "Plot 7, MIDC Bhosari, Pune 411026, Maharashtra",
  countryOfOrigin: "India",
  shelfLifeMonths: 24,
  ingredients: [
    { name: "Hadjod (Cissus quadrangularis)", quantity: "2 g" },
    { name: "Haldi (Curcuma longa)", quantity: "500 mg" },
  ],
  licenceNumber: "AYU-MH-2024-0117",
} as const;

export async function createProduct(overrides: Partial<typeof products.$inferInsert> = {}) {
  const row = {
    id: hexId(),
    name: DEFAULT_PRODUCT.name,
    description: DEFAULT_PRODUCT.description,
    brand: DEFAULT_PRODUCT.brand,
    category: DEFAULT_PRODUCT.category,
    image: DEFAULT_PRODUCT.image,
    originalPricePaise: DEFAULT_PRODUCT.originalPricePaise,
    stock: DEFAULT_PRODUCT.stock,
    ...declarationColumns(DEFAULT_PRODUCT_DECLARATIONS),
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
export async function tokenFor(user: { id: string; role: UserRole }, ttlSeconds?: number) {
  return signAccessToken({ sub: user.id, role: user.role }, jwtSecret(env), ttlSeconds);
}

/** A new customer account and a valid access token for it. */
export async function customer() {
  const user = await createUser();
  return { user, token: await tokenFor(user) };
}

/**
 * Logs `user` in through the API as a non-browser client that asks for its refresh token in the
 * body; returns the access token, the refresh token and the cookie.
 */
export async function loginAs(
  user: { email: string; password: string },
  options: { remember?: boolean } = {},
) {
  const { api, ASK_FOR_REFRESH_TOKEN } = await import("./http.ts");
  const res = await api("/api/auth/login", {
    method: "POST",
    headers: ASK_FOR_REFRESH_TOKEN,
    json: { email: user.email, password: user.password, ...options },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  if (typeof res.json.refreshToken !== "string")
    throw new Error("login answered without the refresh token asked for");
  return {
    token: res.json.token as string,
    refreshToken: res.json.refreshToken as string,
    setCookie: res.headers.get("Set-Cookie") ?? "",
  };
}

/** An outbox e-mail's text as its recipient reads it: secret links filled in, as the sender does. */
export async function asSent(email: { id: string; body_text: string }): Promise<string> {
  return fillLinkTokens(email.body_text, () => jwtSecret(env), email.id);
}

/** The e-mails queued for `to`, newest last. */
export async function outboxFor(to: string) {
  const { results } = await env.DB.prepare(
    "SELECT * FROM email_outbox WHERE to_address = ? ORDER BY created_at, rowid",
  )
    .bind(to)
    .all<{
      id: string;
      subject: string;
      body_text: string;
      status: string;
    }>();
  return results;
}

export async function createCoupon(
  overrides: Partial<typeof import("../db/schema.ts").coupons.$inferInsert> = {},
) {
  const { coupons } = await import("../db/schema.ts");
  const row = {
    code: `SAVE${hexId().slice(-6).toUpperCase()}`,
    kind: "percent" as const,
    value: 10,
    minOrderPaise: 0,
    ...overrides,
  };
  await getDb(env.DB).insert(coupons).values(row);
  return row;
}

/** A delivery address that passes the checkout form's rules. */
export const validAddress = VALID_DELIVERY_ADDRESS;

/**
 * An order as checkout would leave it: lines priced from the products by the shop's own `quoteCart`
 * (tiers, rounding, delivery fee), and a payment when it is paid (`payment: "captured"`, the default
 * for statuses after Processing). The products' stock is left as it is.
 */
export async function createOrder(options: {
  user: { id: string; email?: string; name?: string };
  lines?: {
    product: { id: string; name: string; image: string; originalPricePaise: number };
    quantity: number;
  }[];
  status?: OrderStatus;
  payment?: PaymentStatus | "none";
  provider?: PaymentProvider;
  createdAt?: number;
  paidAt?: number | null;
  ship?: Partial<DeliveryAddress>;
}) {
  const db = getDb(env.DB);
  const status = options.status ?? "Processing";
  const createdAt = options.createdAt ?? Date.now();
  const paidStatus = !["Pending Payment", "Payment Failed"].includes(status);
  const payment = options.payment ?? (paidStatus ? "captured" : "none");
  const product = options.lines ? null : await createProduct();
  const lines = options.lines ?? [{ product: product!, quantity: 30 }];
  const id = hexId();
  const quote = quoteCart(
    lines.map(({ product: p, quantity }) => ({
      productId: p.id,
      quantity,
      originalPricePaise: p.originalPricePaise,
    })),
  );
  const lineRows = lines.map(({ product: p }, i) => {
    const priced = quote.lines[i]!;
    return {
      id: hexId(),
      orderId: id,
      productId: p.id,
      name: p.name,
      image: p.image,
      originalPricePaise: priced.originalPricePaise,
      unitPricePaise: priced.unitPricePaise,
      discountPercent: priced.discountPercent,
      quantity: priced.quantity,
      lineTotalPaise: priced.lineTotalPaise,
    };
  });
  const ship: DeliveryAddress = {
    ...validAddress,
    name: options.user.name ?? validAddress.name,
    email: options.user.email ?? validAddress.email,
    ...options.ship,
  };
  const paid = payment !== "none" && isSettled(payment);
  const paidAt = options.paidAt !== undefined ? options.paidAt : paid ? createdAt + 60_000 : null;
  const order = {
    id,
    userId: options.user.id,
    status,
    goodsTotalPaise: quote.goodsTotalPaise,
    deliveryFeePaise: quote.deliveryFeePaise,
    totalPaise: quote.grandTotalPaise,
    shipName: ship.name,
    shipMobile: ship.mobile,
    shipEmail: ship.email,
    shipAddress: ship.address,
    shipCity: ship.city,
    shipState: ship.state,
    shipPincode: ship.pincode,
    paidAt,
    createdAt,
    updatedAt: createdAt,
  };
  const paymentRow =
    payment === "none"
      ? null
      : {
          id: hexId(),
          orderId: id,
          provider: options.provider ?? "test",
          providerOrderId: `order_${id}`,
          providerPaymentId: paid ? `pay_${id}` : null,
          amountPaise: quote.grandTotalPaise,
          status: payment,
        };
  await db.batch([
    db.insert(orders).values(order),
    ...lineRows.map((l) => db.insert(orderLines).values(l)),
    db.insert(orderStatusHistory).values({ id: hexId(), orderId: id, status, createdAt }),
    ...(paymentRow ? [db.insert(payments).values(paymentRow)] : []),
  ]);
  return { ...order, lines: lineRows, payment: paymentRow };
}

export async function createContactMessage(overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const row = {
    id: hexId(),
    ticket: newContactTicket(),
    email: "ravi@example.com",
    countryCode: "IN",
    phoneNumber: "9876543210",
    address: "5 Park Street, Kolkata",
    message: "Is it safe with blood-pressure tablets?",
    ...overrides,
  };
  await getDb(env.DB).insert(contactMessages).values(row);
  return row;
}

export async function createOutboxEmail(overrides: Partial<typeof emailOutbox.$inferInsert> = {}) {
  const row = {
    id: hexId(),
    to: "ravi@example.com",
    subject: "Your order has shipped",
    text: "It is on its way.",
    ...overrides,
  };
  await getDb(env.DB).insert(emailOutbox).values(row);
  return row;
}
