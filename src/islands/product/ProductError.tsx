/**
 * The spec's failure view (docs/product.md#4-messages): the message, a way home, and the default
 * product beside it. Rendered in the page's HTML when there is no product to show (no id, an
 * unknown one), and by the buy box when the live product cannot be loaded.
 */
import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_ID } from "../../../domain/catalogue.ts";
import "./BuyBox.css";

export default function ProductError({ message }: { message: string }) {
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
        <img src={DEFAULT_PRODUCT.image} alt={DEFAULT_PRODUCT.name} width={240} height={240} />
        <div>
          <h2>{DEFAULT_PRODUCT.name}</h2>
          <p>{DEFAULT_PRODUCT.description}</p>
          <a className="button secondary" href={`/Buy_Product/${DEFAULT_PRODUCT_ID}`}>
            See this product
          </a>
        </div>
      </aside>
    </section>
  );
}
