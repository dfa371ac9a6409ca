/**
 * The product page's product from the product API's answer, and a build's read of the live shop.
 *
 * A build for the shop's own address (a deployment, or an admin's "Rebuild pages") reads the
 * pre-rendered products from the live shop's `GET /api/products/{id}`, so what an admin changed in
 * the panel (name, description, price, the pack's declarations) reaches the page's HTML. A local
 * build, and a shop that cannot answer for the product (not deployed yet, or not seeded), build from
 * domain/catalogue.ts as before; the build log says which.
 */
import { productResponse, type ProductDto } from "../../../domain/api/products.ts";
import type { ProductForPage } from "./productJsonLd.ts";

/** Long enough for a cold Worker and D1, short enough that a dead address does not stall a build. */
const LIVE_READ_TIMEOUT_MS = 15_000;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function productForPage(p: ProductDto): ProductForPage {
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
}

type LiveRead = { product: ProductForPage } | { notRead: string };

/** The product `id` as the shop at `siteUrl` sells it now, or why the build must use the file. */
export async function productFromLiveShop(
  siteUrl: string,
  id: string,
  fetchFn: typeof fetch = fetch,
): Promise<LiveRead> {
  const site = new URL(siteUrl);
  if (LOCAL_HOSTS.has(site.hostname))
    return { notRead: `a local build (PUBLIC_SITE_URL is ${site.origin}, not the shop's own address)` };
  const url = new URL(`/api/products/${encodeURIComponent(id)}`, site);
  try {
    const response = await fetchFn(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(LIVE_READ_TIMEOUT_MS),
    });
    if (!response.ok) return { notRead: `${url} answered ${response.status}` };
    // The shop may move to https or a canonical name, but the page's text comes from the shop only.
    if (response.url && new URL(response.url).hostname !== site.hostname)
      return { notRead: `${url} redirected to ${new URL(response.url).origin}` };
    const answer = productResponse.safeParse(await response.json().catch(() => null));
    if (!answer.success) return { notRead: `${url} did not answer a product` };
    return { product: productForPage(answer.data.data) };
  } catch (error) {
    return {
      notRead: `${url} could not be read (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}
