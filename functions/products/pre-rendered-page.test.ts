/**
 * A build for the shop's own address reads the pre-rendered product from the live shop
 * (src/components/product/productForPage.ts): here the "live shop" is the real Worker, reached as
 * the build reaches it, over fetch at the shop's address.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { productFromLiveShop } from "../../src/components/product/productForPage.ts";
import { createProduct, PACK_DECLARATIONS } from "../test/builders.ts";
import { declarationColumns } from "./service.ts";

const SHOP = "https://asthiveda.example";
const liveShop: typeof fetch = (input, init) => exports.default.fetch(new Request(String(input), init));
const unreachable: typeof fetch = async () => {
  throw new TypeError("fetch failed");
};

describe("the build's read of the live shop", () => {
  it("takes the product as the shop sells it now, with what an admin changed", async () => {
    const product = await createProduct({
      name: "Asthiveda Joint Care Powder",
      description: "Corrected by the admin after the last build.",
      originalPricePaise: 5900,
      ...declarationColumns({
        ...PACK_DECLARATIONS,
        ingredients: [...PACK_DECLARATIONS.ingredients],
        licenceNumber: "AYU-MH-2026-0042",
      }),
    });
    const read = await productFromLiveShop(SHOP, product.id, liveShop);
    if (!("product" in read)) throw new Error(`not read: ${read.notRead}`);
    expect(read.product).toMatchObject({
      id: product.id,
      description: "Corrected by the admin after the last build.",
      originalPrice: 59,
      price: 53,
      declarations: { ...PACK_DECLARATIONS, licenceNumber: "AYU-MH-2026-0042" },
    });
  });

  it("says why it cannot, so the build uses the catalogue file", async () => {
    const archived = await createProduct({ status: "archived" });
    expect(await productFromLiveShop(SHOP, archived.id, liveShop)).toEqual({
      notRead: `${SHOP}/api/products/${archived.id} answered 404`,
    });
    expect(await productFromLiveShop(SHOP, archived.id, unreachable)).toEqual({
      notRead: `${SHOP}/api/products/${archived.id} could not be read (fetch failed)`,
    });
    const elsewhere: typeof fetch = async (input, init) => {
      const answer = await liveShop(input, init);
      Object.defineProperty(answer, "url", { value: "https://other.example/api/products/x" });
      return answer;
    };
    expect(await productFromLiveShop(SHOP, archived.id, elsewhere)).toEqual({
      notRead: `${SHOP}/api/products/${archived.id} answered 404`,
    });
    const product = await createProduct();
    expect(await productFromLiveShop(SHOP, product.id, elsewhere)).toEqual({
      notRead: `${SHOP}/api/products/${product.id} redirected to https://other.example`,
    });
    const notTheShop: typeof fetch = async () => new Response("<!doctype html><p>Parked domain</p>");
    expect(await productFromLiveShop(SHOP, archived.id, notTheShop)).toEqual({
      notRead: `${SHOP}/api/products/${archived.id} did not answer a product`,
    });
  });

  it("never asks when the build is a local one", async () => {
    const product = await createProduct();
    const asked: string[] = [];
    const watching: typeof fetch = async (input, init) => {
      asked.push(String(input));
      return liveShop(input, init);
    };
    expect(await productFromLiveShop("http://localhost:8787", product.id, watching)).toEqual({
      notRead: "a local build (PUBLIC_SITE_URL is http://localhost:8787, not the shop's own address)",
    });
    expect(asked).toEqual([]);
  });
});
