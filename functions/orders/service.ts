/**
 * Placing and reading a customer's orders. Placement recomputes every amount from the database's
 * products (read, or remembered and checked again in the batch: decision 032), then reserves stock,
 * takes a coupon use and writes the order, its lines and its first status in ONE batch: an
 * oversell, a used-up coupon or one unpaid order too many aborts all of it (see
 * lib/batch-guards.ts).
 */
import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { COD_MAX_UNDELIVERED_ORDERS, type PaymentMethod } from "../../domain/cod.ts";
import { codRefusalMessages } from "../../domain/cod-messages.ts";
import { messages } from "../../domain/messages.ts";
import { formatINR, paiseToRupees, rupeesToPaise } from "../../domain/money.ts";
import type { CartQuote } from "../../domain/pricing.ts";
import { MAX_UNPAID_ORDERS_PER_ACCOUNT, placedStatus } from "../../domain/orders.ts";
import type { PlaceOrderInput } from "../../domain/schemas.ts";
import { bound, boundInserts, placeholdersFor, runBound, writtenNow } from "../db/bound.ts";
import type { Db } from "../db/client.ts";
import { orderLines, orders, orderStatusHistory, payments, products, shipments } from "../db/schema.ts";
import {
  GUARDS,
  guardedNewOrderTotal,
  isConstraintViolation,
  isUniqueViolation,
  violated,
} from "../lib/batch-guards.ts";
import { ApiError, badRequest, conflict, unauthenticated } from "../lib/errors.ts";
import { queueEmail } from "../lib/outbox.ts";
import { newId } from "../lib/ids.ts";
import { activeSessionUser, isActiveAccount, sessionUserQuery } from "../lib/auth.ts";
import { type CountedAttempt, type RateLimitRule, rateLimitHitsInBatch } from "../lib/rate-limit.ts";
import { couponRefusedInBatch, reserveCouponUse } from "../coupons/service.ts";
import { countedCouponTry } from "../coupons/limits.ts";
import { assertStateOfPincode } from "../shipping/pincode-check.ts";
import { purgeStockCrossings, STOCK_AFTER, stockMovesOf } from "../products/edge-cache.ts";
import { codCodeEmail } from "./cod/emails.ts";
import { codRefusalFor } from "./cod/eligibility.ts";
import { rememberDeliveryAddress } from "./delivery-address.ts";
import {
  forgetProducts,
  rememberedProducts,
  rememberProducts,
  rememberStock,
  stillAsRemembered,
} from "./remembered-products.ts";
import { findOwnOrder } from "./own-order.ts";
import {
  assertAvailable,
  cartProductsQuery,
  mergeLines,
  priceLoadedCart,
  stockMessage,
  type ProductRow,
  type RequestedLine,
} from "./cart-quote.ts";
import type { CheckoutTicket } from "./checkout-gate.ts";
import {
  type OrderDto,
  type OrderListItemDto,
  toOrderDetailDto,
  toOrderDto,
  toOrderListItemDto,
  toTaxDocumentsDto,
} from "./dto.ts";
import { taxDocumentNumbers } from "../invoices/issue.ts";

type Customer = { id: string };

async function linesOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds));
}

const orderByKeyQuery = (db: Db, userId: string, key: string) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));

async function findByIdempotencyKey(db: Db, userId: string, key: string) {
  const [order] = await orderByKeyQuery(db, userId, key);
  return order ? toOrderDto(order, await linesOf(db, [order.id])) : null;
}

/**
 * What placing an order needs from the request. `enterCheckout` takes a ticket from the checkout
 * gate (a 429 "please wait" when too many orders are being placed at once), held until the order
 * is answered, whatever the answer (a replay and "sold out" included). `rateLimits` are
 * the caller's order limits, counted in the order's own batch: only an order placed uses up the
 * allowance, and one past it is refused with nothing written (decision 031). `assertDeliverable`
 * refuses a PIN code the shop does not deliver to, before anything is reserved, and says whether
 * it takes cash there (functions/shipping/pincode-check.ts).
 */
export type PlacementContext = {
  /** Throws when the order's payment method cannot be taken now (503), right after the account check. */
  assertPaymentTaken: () => void;
  enterCheckout: () => Promise<CheckoutTicket>;
  rateLimits: [RateLimitRule, string][];
  /** Counts a coupon code's try (coupons/limits.ts): place order must not answer guesses for free. */
  countCouponTry: () => Promise<CountedAttempt>;
  /** Counts a COD order's delivery mobile and the account's phone against the day's cap (cod/mobile-limit.ts). */
  countCodMobiles: (mobile: string) => Promise<string>;
  /** Counts a COD order, whose code is texted and e-mailed, against the day's caps (cod/mobile-limit.ts). */
  countCodOrder: (mobile: string) => Promise<CountedAttempt>;
  assertDeliverable: (pincode: string) => Promise<{ cod: boolean }>;
  siteUrl: string;
};

/**
 * `emailIds`: e-mails queued with the order (a COD order's code), to send once answered. `userId` is
 * the verified token's (`requireUserToken`): the account itself is read with the first reads, and
 * nothing that depends on the shop's state (payment switched off, a replay, "sold out", an order)
 * is answered before it proved active, as when the route's guard read it.
 *
 * The checkout gate comes first, before any read (decision 027, amended): in a rush, every request
 * that reaches the one database waits in its queue, reads included, so only what the gate admits
 * may; the rest hear "please wait" at once, a replay and a "sold out" too.
 *
 * An order this Worker can price from memory skips the reads (`placeFromMemory`, decision 032).
 */
export async function placeOrder(
  db: Db,
  userId: string,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
  context: PlacementContext,
): Promise<Placement> {
  const ticket = await context.enterCheckout();
  try {
    const request = { db, userId, input, idempotencyKey, context, requested: mergeLines(input.products) };
    const remembered = canSkipReads(input, context) ? rememberedProducts(request.requested) : undefined;
    const placed = remembered && (await placeFromMemory(request, remembered));
    return placed || (await placeFromDatabase(request));
  } finally {
    ticket.release();
  }
}

type Placement = { order: OrderDto; replayed: boolean; emailIds: string[] };

/** One placement as its steps share it: `requested` is the order's lines, one per product. */
type PlacementRequest = {
  db: Db;
  userId: string;
  input: PlaceOrderInput;
  idempotencyKey: string | null;
  context: PlacementContext;
  requested: RequestedLine[];
};

/**
 * Whether the order needs nothing read but its products: paid online (cash on delivery reads the
 * customer's COD history first), without a coupon (read first, with its uses), to an address, while
 * online payment is taken. Anything else reads first, and answers in the usual order.
 */
function canSkipReads(input: PlaceOrderInput, context: PlacementContext): boolean {
  if (input.paymentMethod === "cod" || input.couponCode || !input.deliveryAddress) return false;
  try {
    context.assertPaymentTaken();
    return true;
  } catch {
    return false;
  }
}

/**
 * The order written in its one batch, priced from this instance's copies of its products
 * (remembered-products.ts): the batch checks the account, the caps and the Idempotency-Key as
 * always, and that the copies still hold. Undefined when anything refused it; the order is then
 * placed from a read, which answers with the refusal (or the replay) exactly as it would have.
 */
async function placeFromMemory(
  { db, userId, input, idempotencyKey, context, requested }: PlacementRequest,
  remembered: ProductRow[],
): Promise<Placement | undefined> {
  try {
    return await placeNewOrder(db, { id: userId }, input, idempotencyKey, context, requested, remembered, {
      fromMemory: true,
    });
  } catch (error) {
    if (!(error instanceof ApiError) && !isConstraintViolation(error)) throw error;
    // A copy was wrong (stock gone, or a price, name or image changed): read again from now on.
    if (violated(error, GUARDS.stock)) forgetProducts(requested);
    return undefined;
  }
}

/** Reads the account, an earlier order with the same key and the products, then places the order. */
async function placeFromDatabase({
  db,
  userId,
  input,
  idempotencyKey,
  context,
  requested,
}: PlacementRequest): Promise<Placement> {
  // All reads in one round trip: D1 round trips are most of an order's cost (bench/report.md).
  const [account, earlier, found] = await db.batch([
    sessionUserQuery(db, userId),
    orderByKeyQuery(db, userId, idempotencyKey ?? ""),
    cartProductsQuery(db, requested),
  ]);
  rememberProducts(found);
  const customer = activeSessionUser(account[0]);
  context.assertPaymentTaken();
  const placedBefore = idempotencyKey ? earlier[0] : undefined;
  if (placedBefore)
    return {
      order: toOrderDto(placedBefore, await linesOf(db, [placedBefore.id])),
      replayed: true,
      emailIds: [],
    };
  // Sold out is answered from that read, before any write: in a sale's last seconds most
  // customers ask for what is gone.
  assertAvailable(requested, found);
  return placeNewOrder(db, customer, input, idempotencyKey, context, requested, found);
}

/** A new order for what is available: priced, checked for delivery and COD, written in one batch. */
async function placeNewOrder(
  db: Db,
  customer: Customer,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
  context: PlacementContext,
  requested: RequestedLine[],
  found: ProductRow[],
  { fromMemory } = { fromMemory: false },
): Promise<Placement> {
  const address = input.deliveryAddress;
  if (!address) throw badRequest(messages.addressRequired);
  const delivery = await context.assertDeliverable(address.pincode);
  assertStateOfPincode(address);
  const method = input.paymentMethod;
  const { lines, rows, quote, coupon } = await countedCouponTry(
    input.couponCode,
    context.countCouponTry,
    () => priceLoadedCart(db, requested, found, input.couponCode, customer.id, method),
  );
  assertTotalAsShown(input.totalAmount, quote);
  const codFacts = {
    userId: customer.id,
    mobile: address.mobile,
    // Counted first (a 429 past the day's cap); an online order's phone is not asked about.
    accountPhone: method === "cod" ? await context.countCodMobiles(address.mobile) : "",
    pincode: address.pincode,
    pincodeAllowsCod: delivery.cod,
    totalWithFeePaise: quote.grandTotalPaise,
  };
  if (method === "cod") {
    const refusal = await codRefusalFor(db, codFacts);
    if (refusal) throw new ApiError(422, codRefusalMessages[refusal]);
  }
  // Last of the checks before the batch: only an order that sends a code should count as one.
  const codOrderCount = method === "cod" ? await context.countCodOrder(address.mobile) : null;
  const status = placedStatus(method);

  const orderId = newId();
  const now = Date.now();
  const rateLimitHits = rateLimitHitsInBatch(db, context.rateLimits, now);
  // Unconditional decrements: the CHECK (stock >= 0) aborts the batch if stock ran out meanwhile.
  // Priced from a copy, the decrement is −1 (the same CHECK) unless the copy still holds.
  const stockReservations = lines.map((line) => {
    const row = rows.get(line.productId)!;
    return {
      change: -line.quantity,
      statement: bound(db, `reserve stock (from a copy: ${fromMemory})`, writeStockReservation(fromMemory), {
        productId: line.productId,
        quantity: line.quantity,
        now,
        originalPricePaise: row.originalPricePaise,
        name: row.name,
        image: row.image,
      }),
    };
  });
  // The coupon's use is reserved BEFORE the order's insert: its per-customer count reads the
  // customer's orders, and must not count this one.
  const couponReservation = coupon ? [writtenNow(db, reserveCouponUse(db, coupon, customer.id, now))] : [];
  // The order and its lines are answered from these rows as written: nothing to read back or return.
  const orderRow: typeof orders.$inferSelect = {
    id: orderId,
    userId: customer.id,
    status,
    goodsTotalPaise: quote.goodsTotalPaise,
    couponCode: coupon?.code ?? null,
    couponDiscountPaise: quote.couponDiscountPaise,
    deliveryFeePaise: quote.deliveryFeePaise,
    paymentMethod: method,
    codFeePaise: quote.codFeePaise,
    codCodeAttempts: 0,
    totalPaise: quote.grandTotalPaise,
    shipName: address.name,
    shipMobile: address.mobile,
    shipEmail: address.email,
    shipAddress: address.address,
    shipCity: address.city,
    shipState: address.state,
    shipPincode: address.pincode,
    idempotencyKey,
    paidAt: null,
    returnedAt: null,
    paymentCheckFailures: 0,
    paymentCheckError: null,
    paymentCheckRetryAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const insertOrder = bound(db, `insert ${method} order`, writeOrderInsert(method), orderRow);
  const lineRows: (typeof orderLines.$inferSelect)[] = quote.lines.map((line) => {
    const row = rows.get(line.productId)!;
    return {
      id: newId(),
      orderId,
      productId: line.productId,
      name: row.name,
      image: row.image,
      originalPricePaise: line.originalPricePaise,
      unitPricePaise: line.unitPricePaise,
      discountPercent: line.discountPercent,
      quantity: line.quantity,
      lineTotalPaise: line.lineTotalPaise,
    };
  });
  // A COD order's code goes out by e-mail (queued with the order) and SMS (sent once it commits).
  const emailIds = method === "cod" ? [newId()] : [];
  const codEmail =
    method === "cod"
      ? [
          writtenNow(
            db,
            queueEmail(db, codCodeEmail(orderRow, lineRows, context.siteUrl, emailIds[0]!), emailIds[0]),
          ),
        ]
      : [];
  // The rate-limit hits first: a customer over the limit hears that. The order's insert (with its
  // account and cap guards) before the stock decrements: when both would fail, the customer hears
  // about the account or the cap.
  const statements = [
    ...rateLimitHits.statements,
    ...couponReservation,
    insertOrder,
    ...boundInserts(db, orderLines, lineRows),
    ...stockReservations.map((reservation) => reservation.statement),
    ...boundInserts(db, orderStatusHistory, [
      {
        id: newId(),
        orderId,
        status,
        note:
          method === "cod"
            ? "Order placed for cash on delivery, awaiting the customer's confirmation code"
            : "Order placed, awaiting payment",
        changedBy: customer.id,
        createdAt: now,
      },
    ]),
    rememberDeliveryAddress(db, customer.id, address, now),
    ...codEmail,
  ];

  let results: unknown[];
  try {
    results = await runBound(db, statements);
  } catch (error) {
    // No order, no code sent: the COD order's count is given back.
    await codOrderCount?.refund();
    // From a copy, the caller places the order again from a read, which tells what refused it.
    if (fromMemory) throw error;
    if (violated(error, GUARDS.rateLimit)) throw rateLimitHits.refusal();
    if (violated(error, GUARDS.stock)) {
      const fresh = await db
        .select()
        .from(products)
        .where(
          inArray(
            products.id,
            lines.map((l) => l.productId),
          ),
        );
      const short =
        fresh.find((row) => row.stock < lines.find((l) => l.productId === row.id)!.quantity) ?? fresh[0]!;
      throw conflict(stockMessage(short.name, short.stock));
    }
    if (violated(error, GUARDS.couponUses)) throw await couponRefusedInBatch(db, coupon!, customer.id);
    if (violated(error, GUARDS.newOrder)) {
      // The account and both caps guard through one constraint: tell which by reading again.
      if (!(await accountIsActive(db, customer.id))) throw unauthenticated(messages.sessionExpired);
      if (method === "cod" && (await codRefusalFor(db, codFacts)))
        throw new ApiError(422, codRefusalMessages.undelivered_cod);
      throw conflict(messages.tooManyUnpaidOrders);
    }
    if (idempotencyKey && isUniqueViolation(error, "idempotency_key")) {
      // The same key raced itself: the other request created the order; answer with it.
      // Its hits rolled back with the batch: the allowance is used once, by the order placed.
      const earlier = await findByIdempotencyKey(db, customer.id, idempotencyKey);
      if (earlier) return { order: earlier, replayed: true, emailIds: [] };
    }
    throw error;
  }
  const stockMoves = stockMovesOf(statements, results, stockReservations);
  rememberStock(stockMoves);
  // The last unit sold: the product's cached "in stock" goes now, not when it expires.
  await purgeStockCrossings(stockMoves);
  return { order: toOrderDto(orderRow, lineRows), replayed: false, emailIds };
}

/**
 * The customer is charged only the total they were shown (decision 045): a price or coupon that
 * changed since the cart priced the order refuses it, before anything is reserved or written, with
 * the new total. A client that sends no total (an API client other than the cart) is not checked.
 */
function assertTotalAsShown(shownRupees: number | null | undefined, quote: CartQuote): void {
  const total = quote.grandTotalPaise;
  if (shownRupees === undefined || shownRupees === null || rupeesToPaise(shownRupees) === total) return;
  // The new prices ride with the refusal: a read of the product may still be a cached copy.
  const priced = {
    totalAmount: paiseToRupees(total),
    products: quote.lines.map((line) => ({
      productId: line.productId,
      originalPrice: paiseToRupees(line.originalPricePaise),
    })),
  };
  throw new ApiError(412, messages.orderTotalChanged(formatINR(total)), {}, priced);
}

/**
 * A stock reservation, written once per shape (db/bound.ts): the stock less the line's quantity,
 * and for an order priced from a copy, −1 unless the product still is as the copy says.
 */
function writeStockReservation(fromCopy: boolean) {
  return (db: Db) => {
    const left = sql`${products.stock} - ${sql.placeholder("quantity")}`;
    const copy = placeholdersFor(["originalPricePaise", "name", "image"]);
    return db
      .update(products)
      .set({
        stock: fromCopy ? sql`CASE WHEN ${stillAsRemembered(copy)} THEN ${left} ELSE -1 END` : left,
        updatedAt: sql`${sql.placeholder("now")}`,
      })
      .where(eq(products.id, sql.placeholder("productId")))
      .returning(STOCK_AFTER);
  };
}

/** A new order's insert, written once per payment method: its total carries the account and cap guards. */
function writeOrderInsert(method: PaymentMethod) {
  return (db: Db) => {
    const columns = placeholdersFor(
      Object.keys(getTableColumns(orders)) as (keyof typeof orders.$inferSelect)[],
    );
    return db.insert(orders).values({
      ...columns,
      totalPaise: guardedNewOrderTotal(
        { userId: columns.userId, paymentMethod: method, totalPaise: columns.totalPaise },
        { unpaid: MAX_UNPAID_ORDERS_PER_ACCOUNT, undeliveredCod: COD_MAX_UNDELIVERED_ORDERS },
      ),
    });
  };
}

async function accountIsActive(db: Db, userId: string): Promise<boolean> {
  const [row] = await sessionUserQuery(db, userId);
  return isActiveAccount(row);
}

export async function listOwnOrders(db: Db, userId: string): Promise<OrderListItemDto[]> {
  // The lines through a subquery: a list of ids would hit D1's 100-parameter cap for long-time customers.
  const ownOrderIds = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  const [rows, lines, parcels, invoices, notes] = await db.batch([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db.select().from(orderLines).where(inArray(orderLines.orderId, ownOrderIds)),
    db.select().from(shipments).where(inArray(shipments.orderId, ownOrderIds)),
    ...taxDocumentNumbers(db, (orderId) => inArray(orderId, ownOrderIds)),
  ]);
  const ofOrder = (id: string) => (row: { orderId: string }) => row.orderId === id;
  return rows.map((row) =>
    toOrderListItemDto(
      row,
      lines.filter(ofOrder(row.id)),
      parcels.find(ofOrder(row.id)),
      toTaxDocumentsDto(invoices.find(ofOrder(row.id)), notes.filter(ofOrder(row.id))),
    ),
  );
}

export async function getOwnOrderDetail(db: Db, userId: string, orderId: string) {
  const order = await findOwnOrder(db, userId, orderId);
  const [invoices, notes] = taxDocumentNumbers(db, (orderId) => eq(orderId, order.id));
  const [lines, history, payment, shipment, [invoice], creditNotes] = await Promise.all([
    linesOf(db, [order.id]),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).get(),
    db.select().from(shipments).where(eq(shipments.orderId, order.id)).get(),
    invoices,
    notes,
  ]);
  return toOrderDetailDto(order, lines, history, payment, shipment, toTaxDocumentsDto(invoice, creditNotes));
}
