/**
 * Where a product page's server-side text comes from. A build reads the live shop when it is for
 * the shop's own address, else the catalogue file (a fresh clone builds before any database
 * exists); on-demand pages read D1 when requested.
 */
import { env } from "cloudflare:workers";
import {
  DEFAULT_PRODUCT,
  DEFAULT_PRODUCT_DECLARATIONS,
  DEFAULT_PRODUCT_ID,
} from "../../../domain/catalogue.ts";
import { isId } from "../../../domain/ids.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import { listedPrice } from "../../../domain/pricing.ts";
import { getDb } from "../../../functions/db/client.ts";
import { ApiError } from "../../../functions/lib/errors.ts";
import { cachedActiveProduct } from "../../../functions/products/edge-cache.ts";
import { productForPage, productFromLiveShop } from "./productForPage.ts";
import type { ProductForPage } from "./productJsonLd.ts";

/** The seeded product as the catalogue file describes it: a local build's, or a new shop's. */
function catalogueFileProduct(): ProductForPage {
  return {
    id: DEFAULT_PRODUCT_ID,
    name: DEFAULT_PRODUCT.name,
    description: DEFAULT_PRODUCT.description,
    brand: DEFAULT_PRODUCT.brand,
    category: DEFAULT_PRODUCT.category,
    image: DEFAULT_PRODUCT.image,
    price: paiseToRupees(listedPrice(DEFAULT_PRODUCT.originalPricePaise).pricePaise),
    originalPrice: paiseToRupees(DEFAULT_PRODUCT.originalPricePaise),
    stock: DEFAULT_PRODUCT.stock,
    inStock: DEFAULT_PRODUCT.stock > 0,
    // Reviews live in D1: the buy box adds them to the page's data.
    reviews: { count: 0, averageRating: null },
    declarations: DEFAULT_PRODUCT_DECLARATIONS,
  };
}

/** Every pre-rendered page of the seeded product shares one read of the live shop. */
let seededRead: Promise<ProductForPage> | undefined;

/**
 * The seeded product as a build renders it: as the live shop sells it when the build is for the
 * shop's own address, else as the catalogue file describes it (./productForPage.ts, decision 044).
 */
export function seededProductForPage(): Promise<ProductForPage> {
  seededRead ??= productFromLiveShop(import.meta.env.SITE ?? "http://localhost", DEFAULT_PRODUCT_ID).then(
    (live) => {
      console.info(
        "notRead" in live
          ? `Product pages of ${DEFAULT_PRODUCT_ID}: built from domain/catalogue.ts, not the live shop: ${live.notRead}.`
          : `Product pages of ${DEFAULT_PRODUCT_ID}: built from the live shop's product.`,
      );
      return "product" in live ? live.product : catalogueFileProduct();
    },
  );
  return seededRead;
}

/** The product pages pre-rendered at build time: the seeded product's. */
export async function prerenderedProductPaths() {
  return [{ params: { id: DEFAULT_PRODUCT_ID }, props: { product: await seededProductForPage() } }];
}

/** For an on-demand page: the product from D1, or null when there is no such active product. */
export async function findProductForPage(id: string): Promise<ProductForPage | null> {
  if (!isId(id)) return null;
  try {
    // The product API's answer (its edge-cached copy): `price` is the listed price, from the MRP.
    return productForPage(await cachedActiveProduct(getDb(env.DB), id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * An on-demand product page's product (one added after the build), and its answer's caching: a
 * minute for a product; none for an unknown id, which answers 404 and may be added a moment later.
 */
export async function productForRequest(
  id: string,
  response: ResponseInit & { readonly headers: Headers },
): Promise<ProductForPage | null> {
  const product = await findProductForPage(id);
  if (product) response.headers.set("Cache-Control", "public, max-age=60");
  else response.status = 404;
  return product;
}
