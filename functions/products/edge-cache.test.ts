/**
 * The edge cache of product reads (edge-cache.ts, docs/decisions/026): reads are answered from the
 * Cache API for a short while, and every write that changes what a shopper must see — an admin's
 * edit, a product selling out or coming back — purges them, so the next read is fresh.
 *
 * "Behind the API's back" below is a direct SQL write (no purge): what a read shows afterwards tells
 * whether it came from the cache or from D1.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../test/admin.ts";
import {
  createOrder,
  createProduct,
  createUser,
  hexId,
  PACK_DECLARATIONS,
  tokenFor,
} from "../test/builders.ts";
import { api } from "../test/http.ts";
import { placeOrder } from "../test/payments.ts";
import { webhookBody } from "../test/shiprocket-webhook.ts";
import { runCron } from "../test/cron.ts";
import { purgeProductReads } from "./edge-cache.ts";
import { pathOf, productReadFromMemory } from "./read-from-memory.ts";

const read = async (id: string) => (await api(`/api/products/${id}`)).json.data;
const listed = async (id: string) =>
  ((await api("/api/products")).json.data as { _id: string; name: string }[]).find((p) => p._id === id);

/** A write no purge follows: the kind of change only the cache's lifetime would reveal. */
const renameBehindTheApi = (id: string, name: string) =>
  env.DB.prepare("UPDATE products SET name = ? WHERE id = ?").bind(name, id).run();

const customerToken = async () => tokenFor(await createUser());

describe("product reads are cached at the edge", () => {
  it("answers a product and the list from the cache until something purges them", async () => {
    const product = await createProduct({ name: "Joint Oil" });
    expect((await read(product.id)).name).toBe("Joint Oil");
    expect((await listed(product.id))?.name).toBe("Joint Oil");

    await renameBehindTheApi(product.id, "Renamed in SQL");

    expect((await read(product.id)).name).toBe("Joint Oil");
    expect((await listed(product.id))?.name).toBe("Joint Oil");
  });

  it("keeps one public copy whoever asks: a signed-in customer and a query string see the same entry", async () => {
    const product = await createProduct({ name: "Joint Oil" });
    await read(product.id);
    await renameBehindTheApi(product.id, "Renamed in SQL");
    const signedIn = await api(`/api/products/${product.id}?fresh=1`, { token: await customerToken() });
    expect(signedIn.json.data.name).toBe("Joint Oil");
    // The browser is never told to keep it: only the edge does, where purges reach.
    expect(signedIn.headers.get("Cache-Control")).toBe("no-store");
  });

  it("does not remember an unknown id: a product added under it is found at once", async () => {
    const id = hexId();
    expect((await api(`/api/products/${id}`)).status).toBe(404);
    await createProduct({ id, name: "Added later" });
    expect((await read(id)).name).toBe("Added later");
  });
});

describe("an admin's edit is seen at once", () => {
  it("a new price, name, image or description, in the product and the list", async () => {
    const { token } = await signedInAdmin();
    const product = await createProduct({ name: "Joint Oil", originalPricePaise: 4900 });
    expect(await read(product.id)).toMatchObject({ price: 44, originalPrice: 49 });
    await listed(product.id);

    const edit = {
      name: "Joint Oil Forte",
      originalPrice: 60,
      description: "Now stronger.",
      image: "/images/forte.svg",
    };
    const res = await api(`/api/admin/products/${product.id}`, {
      method: "PUT",
      token,
      json: { ...edit, brand: "Asthiveda", stock: product.stock },
    });
    expect(res.status, res.text).toBe(200);

    expect(await read(product.id)).toMatchObject({ ...edit, price: 54 });
    expect(await listed(product.id)).toMatchObject({ name: "Joint Oil Forte", price: 54 });
  });

  it("archiving hides it, restoring shows it, deleting removes it", async () => {
    const { token } = await signedInAdmin();
    const product = await createProduct();
    await createOrder({ user: await createUser(), lines: [{ product, quantity: 30 }] });
    await read(product.id);
    await listed(product.id);

    const archived = await api(`/api/admin/products/${product.id}`, { method: "DELETE", token });
    expect(archived.json.data.archived).toBe(true);
    expect((await api(`/api/products/${product.id}`)).status).toBe(404);
    expect(await listed(product.id)).toBeUndefined();

    await api(`/api/admin/products/${product.id}/restore`, { method: "POST", token });
    expect((await read(product.id))._id).toBe(product.id);
    expect(await listed(product.id)).toBeDefined();

    const unsold = await createProduct();
    await read(unsold.id);
    await listed(unsold.id);
    const deleted = await api(`/api/admin/products/${unsold.id}`, { method: "DELETE", token });
    expect(deleted.json.data.archived).toBe(false);
    expect((await api(`/api/products/${unsold.id}`)).status).toBe(404);
    expect(await listed(unsold.id)).toBeUndefined();
  });

  it("a product the admin adds joins the cached list", async () => {
    const { token } = await signedInAdmin();
    expect((await api("/api/products")).json.data).toEqual([]);
    const created = await api("/api/admin/products", {
      method: "POST",
      token,
      json: { name: "Joint Oil", originalPrice: 180, stock: 10, brand: "Asthiveda", ...PACK_DECLARATIONS },
    });
    expect(created.status, created.text).toBe(201);
    expect(await listed(created.json.data._id)).toMatchObject({ name: "Joint Oil", price: 162 });
  });

  it("a stock edit, from sold out back to some", async () => {
    const { token } = await signedInAdmin();
    const product = await createProduct({ stock: 0 });
    expect(await read(product.id)).toMatchObject({ inStock: false });
    const res = await api(`/api/admin/products/${product.id}`, {
      method: "PUT",
      token,
      json: { name: product.name, brand: product.brand, stock: 40, stockWas: 0 },
    });
    expect(res.status, res.text).toBe(200);
    expect(await read(product.id)).toMatchObject({ stock: 40, inStock: true });
  });
});

describe("going in or out of stock is seen at once", () => {
  it("the order that takes the last unit purges; one that leaves stock keeps the cached count", async () => {
    const product = await createProduct({ stock: 60 });
    expect(await read(product.id)).toMatchObject({ stock: 60, inStock: true });

    expect((await placeOrder(await customerToken(), product.id, 30)).status).toBe(201);
    // Still on sale: the cache keeps its count for its short life (the order checks the real one).
    expect(await read(product.id)).toMatchObject({ stock: 60, inStock: true });

    expect((await placeOrder(await customerToken(), product.id, 30)).status).toBe(201);
    expect(await read(product.id)).toMatchObject({ stock: 0, inStock: false });
    expect(await listed(product.id)).toMatchObject({ inStock: false });
  });

  it("a customer cancelling the order that took the last units brings the product back", async () => {
    const product = await createProduct({ stock: 30 });
    const token = await customerToken();
    const placed = await placeOrder(token, product.id, 30);
    expect(await read(product.id)).toMatchObject({ inStock: false });

    const cancelled = await api(`/api/user/orders/${placed.json.data._id}/cancel`, { method: "POST", token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await read(product.id)).toMatchObject({ stock: 30, inStock: true });
    expect(await listed(product.id)).toMatchObject({ inStock: true });
  });

  it("an unpaid order expiring gives the stock back and the product shows in stock", async () => {
    const product = await createProduct({ stock: 30 });
    await placeOrder(await customerToken(), product.id, 30);
    expect(await read(product.id)).toMatchObject({ inStock: false });

    await runCron(Date.now() + 2 * 60 * 60_000);
    expect(await read(product.id)).toMatchObject({ stock: 30, inStock: true });
  });

  it("an admin cancelling a paid order restocks a sold-out product", async () => {
    const { token } = await signedInAdmin();
    const product = await createProduct({ stock: 0 });
    const order = await createOrder({ user: await createUser(), lines: [{ product, quantity: 30 }] });
    expect(await read(product.id)).toMatchObject({ inStock: false });

    const res = await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      token,
      json: { status: "Cancelled", note: "Customer asked" },
    });
    expect(res.status, res.text).toBe(200);
    expect(await read(product.id)).toMatchObject({ stock: 30, inStock: true });
  });

  it("a parcel returned to origin restocks a sold-out product", async () => {
    const { token } = await signedInAdmin();
    const product = await createProduct({ stock: 0 });
    const order = await createOrder({ user: await createUser(), lines: [{ product, quantity: 30 }] });
    const shipped = await api(`/api/admin/orders/${order.id}/ship`, {
      method: "POST",
      token,
      json: { courierName: "Blue Dart", awb: "AWB0000042" },
    });
    expect(shipped.status, shipped.text).toBe(200);
    expect(await read(product.id)).toMatchObject({ inStock: false });

    const hook = await api("/api/shipping/webhook", {
      method: "POST",
      json: webhookBody("AWB0000042", "RTO INITIATED", 9, "2026-11-21 10:00:00"),
      headers: { "x-api-key": env.SHIPROCKET_WEBHOOK_TOKEN! },
    });
    expect(hook.json.message).toBe("Scans recorded; the order is now Returned to Origin.");
    expect(await read(product.id)).toMatchObject({ stock: 30, inStock: true });
  });
});

describe("product reads answered from this instance's memory, before the API app", () => {
  const fromMemory = (path: string) =>
    productReadFromMemory(new Request(`http://localhost:8787${path}`), path);

  it("answers what the app answered, body and headers, once the app has answered it", async () => {
    const product = await createProduct({ name: "Joint Oil" });
    for (const path of [`/api/products/${product.id}`, "/api/products"]) {
      await purgeProductReads([product.id]);
      expect(fromMemory(path)).toBeUndefined();
      const byTheApp = await api(path);
      const remembered = fromMemory(path);
      expect(remembered?.status).toBe(200);
      expect(await remembered?.text()).toBe(byTheApp.text);
      expect([...remembered!.headers]).toEqual([...byTheApp.headers]);
    }
  });

  it("reads a request's path as a URL object would, without its query or fragment", () => {
    for (const url of [
      "http://localhost:8787/",
      "http://localhost:8787/api/products",
      "https://shop.example/api/products/66a1f0c2b5e4d3a2c1b0f9e8?ref=mail&x=/y",
      "http://127.0.0.1:8860/api/products/a%20b?",
      "http://127.0.0.1:8860/api/products#top",
      "http://127.0.0.1:8860/api/products/x#a?b",
      "https://shop.example/Buy_Product/66a1f0c2b5e4d3a2c1b0f9e8",
    ])
      expect(pathOf(url), url).toBe(new URL(url).pathname);
  });

  it("leaves to the app what it does not hold: an unknown id, another method, a purged read", async () => {
    const product = await createProduct();
    await read(product.id);
    expect(fromMemory(`/api/products/${hexId()}`)).toBeUndefined();
    const path = `/api/products/${product.id}`;
    expect(productReadFromMemory(new Request(`http://localhost:8787${path}`, { method: "HEAD" }), path)).toBe(
      undefined,
    );
    await purgeProductReads([product.id]);
    expect(fromMemory(path)).toBeUndefined();
  });
});
