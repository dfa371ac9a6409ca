/**
 * Fetches the live product (price, stock, labels) for the buy box. Failures carry the spec's
 * wording (§8): the server's message, else 'Product not found ({status})'.
 */
import { declaredPrices, gramsToMg } from "../../../domain/declared-prices.ts";
import { productPageMessages as messages } from "../../../domain/product-page-messages.ts";
import { rupeesToPaise } from "../../../domain/money.ts";
import type { ProductDto } from "../../../functions/products/service.ts";

export type LoadResult = { ok: true; product: ProductDto } | { ok: false; message: string };

export async function loadProduct(id: string): Promise<LoadResult> {
  let response: Response;
  try {
    // The API answers JSON whatever the request accepts: no Accept header (the page's JS budget).
    response = await fetch(`/api/products/${encodeURIComponent(id)}`);
  } catch {
    return { ok: false, message: messages.shopUnreachable };
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: ProductDto;
    message?: string;
  } | null;
  if (response.ok && body?.success && body.data) return { ok: true, product: body.data };
  return { ok: false, message: body?.message || messages.productNotFoundStatus(response.status) };
}

/** Keeps the page's Product structured data in step with the live price and stock. */
export function updateStructuredData(product: ProductDto): void {
  const script = document.getElementById("product-jsonld");
  if (!script?.textContent) return;
  try {
    const data = JSON.parse(script.textContent);
    data.offers = {
      ...data.offers,
      price: product.price.toFixed(2),
      availability: `https://schema.org/${product.inStock ? "InStock" : "OutOfStock"}`,
    };
    script.textContent = JSON.stringify(data);
  } catch {
    // Malformed structured data is the page's bug, not the shopper's; leave it.
  }
}

/**
 * Keeps the pack declarations' MRP and unit sale price (`data-declared`, PackDeclarations.astro)
 * in step with the live MRP: a pre-rendered page carries the build's.
 */
export function updateDeclaredPrices(product: ProductDto): void {
  const grams = product.netQuantityGrams;
  const lines = declaredPrices(
    rupeesToPaise(product.originalPrice),
    grams === null ? null : gramsToMg(grams),
  );
  for (const line of document.querySelectorAll<HTMLElement>("[data-declared]")) {
    const text = lines[line.dataset.declared as keyof typeof lines];
    if (text) line.textContent = text;
  }
}
