/**
 * schema.org Product data for a product page. The price here is what the page was rendered with;
 * the buy box rewrites the offer with the live price and stock once it has loaded them.
 */
import type { PackDeclarations } from "../../../domain/declarations.ts";
import { aggregateRating } from "../../../domain/review-summary.ts";
import { site } from "../../config/site.ts";

export type ProductForPage = {
  id: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  image: string;
  /** The listed price (`listedPrice`, derived from the MRP), in rupees as the API shows it. */
  price: number;
  /** The MRP in rupees, for the pack declarations (which the buy box keeps live). */
  originalPrice: number;
  /** The stock when the page was rendered (the live shop's, or the catalogue's seed, for a build). */
  stock: number;
  inStock: boolean;
  /** Approved reviews from verified buyers, as the page was rendered; the buy box adds the live ones. */
  reviews: { count: number; averageRating: number | null };
  declarations: PackDeclarations;
};

export function productJsonLd(product: ProductForPage, pageUrl: URL): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${pageUrl.href}#product`,
    name: product.name,
    description: product.description,
    image: product.image ? new URL(product.image, pageUrl).href : undefined,
    sku: product.id,
    category: product.category,
    brand: { "@type": "Brand", name: product.brand },
    offers: {
      "@type": "Offer",
      url: pageUrl.href,
      priceCurrency: "INR",
      price: product.price.toFixed(2),
      availability: `https://schema.org/${product.inStock ? "InStock" : "OutOfStock"}`,
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: site.name },
    },
    // Only real, approved reviews are rated (decision 023); never an empty or invented rating.
    aggregateRating: aggregateRating(product.reviews.count, product.reviews.averageRating),
  };
  // `<` escaped so no text can close the script element.
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
