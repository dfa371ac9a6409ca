/**
 * The spec's failure view (docs/product.md#4-messages): the message, a way home, and the default
 * product beside it. Rendered in the page's HTML when there is no product to show (no id, an
 * unknown one), and by the buy box when the live product cannot be loaded.
 */
import type { DEFAULT_PRODUCT } from "../../../domain/catalogue.ts";
import "./BuyBox.css";

/**
 * The product offered instead (the catalogue's default). The page passes it in, so its text
 * travels in the HTML rather than in the buy box's script.
 */
export type SuggestedProduct = Pick<typeof DEFAULT_PRODUCT, "id" | "name" | "image" | "description">;

export default function ProductError({
  message,
  suggestion,
}: {
  message: string;
  suggestion: SuggestedProduct;
}) {
  return (
    <section className="buy-box product-error" aria-labelledby="product-error-title">
      <div className="error-panel" role="alert">
        <h1 id="product-error-title" className="product-title">
          {message}
        </h1>
        <p>Please check the link, or have a look at our joint-care powder instead.</p>
        <a className="button" href="/">
          Go Back to Home
        </a>
      </div>
      <aside className="fallback-product" aria-label="Our product">
        <img src={suggestion.image} alt={suggestion.name} width={240} height={240} />
        <div>
          <h2>{suggestion.name}</h2>
          <p>{suggestion.description}</p>
          <a className="button secondary" href={`/Buy_Product/${suggestion.id}`}>
            See this product
          </a>
        </div>
      </aside>
    </section>
  );
}
