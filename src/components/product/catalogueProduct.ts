/**
 * Where a product page's server-side text comes from. At build time only the catalogue is known
 * (a fresh clone builds before any database exists); on-demand pages read D1 when requested.
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
import type { ProductForPage } from "./productJsonLd.ts";

/** The product pages pre-rendered at build time. */
export function prerenderedProductPaths() {
  const product: ProductForPage = {
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
    // Reviews live in D1, which a build never reads: the buy box adds them to the page's data.
    reviews: { count: 0, averageRating: null },
    declarations: DEFAULT_PRODUCT_DECLARATIONS,
  };
  return [{ params: { id: DEFAULT_PRODUCT_ID }, props: { product } }];
}

/** For an on-demand page: the product from D1, or null when there is no such active product. */
export async function findProductForPage(id: string): Promise<ProductForPage | null> {
  if (!isId(id)) return null;
  try {
    // The product API's answer (its edge-cached copy): `price` is the listed price, from the MRP.
    const p = await cachedActiveProduct(getDb(env.DB), id);
    return {
      id: p._id,
      name: p.name,
      description: p.description,
      brand: p.brand,
      category: p.category,
      image: p.image,
      price: p.price,
      originalPrice: p.originalPrice,
      stock: p.stock,
      inStock: p.inStock,
      reviews: { count: p.reviews, averageRating: p.averageRating },
      declarations: {
        netQuantityGrams: p.netQuantityGrams,
        makerRole: p.makerRole,
        makerName: p.makerName,
        makerAddress: p.makerAddress,
        countryOfOrigin: p.countryOfOrigin,
        shelfLifeMonths: p.shelfLifeMonths,
        ingredients: p.ingredients,
        licenceNumber: p.licenceNumber,
      },
    };
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
