/**
 * The edge cache of the shop's public product reads (docs/decisions/026): the product list and each
 * product, exactly as `GET /api/products` and `GET /api/products/{id}` answer them, kept in the
 * Workers Cache API (`caches.default`: one cache per Cloudflare data centre, and workerd's own when
 * run locally) for PRODUCT_READ_CACHE_SECONDS. The on-demand product pages read through it too.
 *
 * Safe to share: the entries are the public catalogue, keyed by a fixed path on the shop's own
 * address, never by the request's query, headers or cookies. Unknown and archived ids are not kept
 * (a product may be added a moment later). The cart and the order never read from here: prices and
 * stock are charged from the database.
 *
 * Purges, one helper per event, called right after the write commits: `purgeEditedProduct` for an
 * admin's change, `purgeStockCrossings` when a sale or a restock takes a product in or out of stock.
 * `cache.delete` reaches this data centre only; the short lifetime bounds the others.
 *
 * In front of the Cache API, each Worker instance keeps what it read for
 * PRODUCT_READ_MEMORY_SECONDS in its own memory: a read it answers from there costs no call at all
 * (the Cache API is a call out of the Worker, and most of a cached read's time; bench/report.md).
 * A purge empties this instance's copy with the shared one; another instance's copy is at most
 * that many seconds behind, within the shared cache's own lifetime. The copies are shared by every
 * request the instance serves, so callers must not change what they are handed.
 */
import { env } from "cloudflare:workers";
import { PRODUCT_READ_CACHE_SECONDS, PRODUCT_READ_MEMORY_SECONDS } from "../../domain/products.ts";
import type { Db } from "../db/client.ts";
import { products } from "../db/schema.ts";
import { siteUrl } from "../lib/config.ts";
import { getActiveProduct, listActiveProducts, type ProductDto } from "./service.ts";

const LIST_PATH = "/api/products";
const productPath = (id: string) => `/api/products/${id}`;

const enabled = () => env.EDGE_CACHE !== "off";

/** Workers' `caches.default` (typed by hand: the DOM's CacheStorage, also in scope here, lacks it). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** The key: the read's own API address on the shop's public origin (Cloudflare keys by URL). */
const keyFor = (path: string) => new Request(new URL(path, siteUrl(env)));

/** The cache is an optimisation: when it fails, the read goes to D1 and the write still stands. */
function logged(what: string) {
  return (error: unknown) => {
    console.error(`Edge cache: ${what} failed`, error);
    return undefined;
  };
}

/**
 * This instance's copies: path → the data, until when (ms) it may be answered from memory, and the
 * API's answer for it once written (`answerInMemory`).
 */
const inMemory = new Map<string, { data: unknown; until: number; answer?: string }>();
/** Purges per path in this instance: a read that a purge overtook keeps nothing it read. */
const purges = new Map<string, number>();
const purgesOf = (path: string) => purges.get(path) ?? 0;

function remember<T>(path: string, data: T): T {
  inMemory.set(path, { data, until: Date.now() + PRODUCT_READ_MEMORY_SECONDS * 1000 });
  return data;
}

/**
 * Refreshes under way, per path: the requests that find the copy expired share one (one Cache API
 * look-up, at most one D1 read) instead of each making its own at the same moment.
 */
const refreshing = new Map<string, Promise<unknown>>();

async function cached<T>(path: string, read: () => Promise<T>): Promise<T> {
  if (!enabled()) return read();
  const copy = inMemory.get(path);
  if (copy && copy.until > Date.now()) return copy.data as T;
  const under = refreshing.get(path);
  if (under) return under as Promise<T>;
  const refresh = readThroughEdge(path, read).finally(() => {
    if (refreshing.get(path) === refresh) refreshing.delete(path);
  });
  refreshing.set(path, refresh);
  return refresh;
}

async function readThroughEdge<T>(path: string, read: () => Promise<T>): Promise<T> {
  const purgesBefore = purgesOf(path);
  const key = keyFor(path);
  const hit = await edgeCache()
    .match(key)
    .catch(logged(`reading ${path}`));
  if (hit) {
    const data = await hit.json<T>();
    return purgesOf(path) === purgesBefore ? remember(path, data) : data;
  }
  const data = await read();
  if (purgesOf(path) !== purgesBefore) return data;
  remember(path, data);
  const entry = new Response(JSON.stringify(data), {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": `public, max-age=${PRODUCT_READ_CACHE_SECONDS}`,
    },
  });
  await edgeCache()
    .put(key, entry)
    .catch(logged(`keeping ${path}`));
  return data;
}

/**
 * The JSON body `GET <path>` answers (`{ success: true, data }`, as the handlers' `c.json` writes
 * it), while this instance holds a fresh copy of the read: for answering it before the API app runs
 * (functions/products/read-from-memory.ts). Written once per copy. While another request refreshes
 * a copy that just expired, that copy is still answered (older by one refresh, a few ms), so the
 * requests of that moment do not all queue behind the refresh; a purged copy is never answered.
 */
export function answerInMemory(path: string): string | undefined {
  const copy = inMemory.get(path);
  if (!copy || (copy.until <= Date.now() && !refreshing.has(path))) return undefined;
  copy.answer ??= JSON.stringify({ success: true, data: copy.data });
  return copy.answer;
}

async function purge(paths: string[]): Promise<void> {
  if (!enabled()) return;
  for (const path of paths) {
    inMemory.delete(path);
    refreshing.delete(path);
    purges.set(path, purgesOf(path) + 1);
  }
  await Promise.all(
    paths.map((path) =>
      edgeCache()
        .delete(keyFor(path))
        .catch(logged(`purging ${path}`)),
    ),
  );
}

/** The products on sale, as `GET /api/products` answers them. */
export function cachedActiveProducts(db: Db): Promise<ProductDto[]> {
  return cached(LIST_PATH, () => listActiveProducts(db));
}

/** One product on sale, as `GET /api/products/{id}` answers it; throws its 404 like the service. */
export function cachedActiveProduct(db: Db, id: string): Promise<ProductDto> {
  return cached(productPath(id), () => getActiveProduct(db, id));
}

/** Forgets the cached list and these products (after a write, or a test's fresh database). */
export function purgeProductReads(ids: string[]): Promise<void> {
  return purge([LIST_PATH, ...ids.map(productPath)]);
}

/** After an admin creates, edits, archives, restores or deletes product `id`. */
export function purgeEditedProduct(id: string): Promise<void> {
  return purgeProductReads([id]);
}

/**
 * After a batch that changed what product `id` publishes of its reviews (count and average): an
 * approved review edited, deleted, hidden, or a review approved.
 */
export function purgeReviewedProduct(id: string): Promise<void> {
  return purgeProductReads([id]);
}

/**
 * A stock write in a batch: the product's stock after it (from the statement's RETURNING) and by
 * how much it changed (negative for a sale).
 */
export type StockMove = { id: string; stock: number; change: number };

/**
 * After a batch that moved stock: purges the products whose availability flipped (sold out, or back
 * from zero). Other stock changes leave the cached count a few units off until it expires, which
 * the order's own stock check makes harmless; purging on every sale would empty the cache exactly
 * when a sale makes it matter.
 */
export function purgeStockCrossings(moves: StockMove[]): Promise<void> {
  const flipped = moves.filter((move) => move.stock > 0 !== move.stock - move.change > 0);
  if (flipped.length === 0) return Promise.resolve();
  return purgeProductReads([...new Set(flipped.map((move) => move.id))]);
}

/** What a stock write returns (`.returning(STOCK_AFTER)`), for `stockMovesOf`. */
export const STOCK_AFTER = { id: products.id, stock: products.stock };

/** The stock a batch's stock writes (each `.returning(STOCK_AFTER)`) left, beside their changes. */
export function stockMovesOf(
  statements: readonly unknown[],
  results: readonly unknown[],
  writes: { statement: unknown; change: number }[],
): StockMove[] {
  return writes.flatMap(({ statement, change }) => {
    const rows = results[statements.indexOf(statement)] as { id: string; stock: number }[] | undefined;
    return (rows ?? []).map((row) => ({ id: row.id, stock: row.stock, change }));
  });
}
