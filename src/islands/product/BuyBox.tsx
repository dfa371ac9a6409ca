/**
 * The product page's buy box (docs/product.md#pages). The page's HTML may carry the catalogue's name and
 * image; price, stock and labels always come from `GET /api/products/{id}` after load. While
 * loading, a spinner holds exactly the space the live part will take, so nothing shifts.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_ID } from "../../../domain/catalogue.ts";
import { initialQuantity } from "../../../domain/quantity.ts";
import type { ProductDto } from "../../../functions/products/service.ts";
import { addToCart, syncCartWithProduct } from "../../stores/cart.ts";
import { $wishlist, isSaved, toggleSaved } from "../../stores/wishlist.ts";
import { loadProduct, updateDeclaredPrices, updateStructuredData } from "./loadProduct.ts";
import PriceTag from "./PriceTag.tsx";
import QuantityStepper from "./QuantityStepper.tsx";
import "./BuyBox.css";

type Shown = { name: string; image: string; brand?: string };
type State =
  | { status: "loading" }
  | { status: "loaded"; product: ProductDto }
  | { status: "error"; message: string };

export const CART_PAGE = "/Cart_Page";

export default function BuyBox({ productId, initial }: { productId: string | null; initial: Shown | null }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [quantity, setQuantity] = useState(0);
  const wishlist = useStore($wishlist);

  useEffect(() => {
    let cancelled = false;
    loadProduct(productId).then((result) => {
      if (cancelled) return;
      if (!result.ok) return setState({ status: "error", message: result.message });
      setQuantity(initialQuantity(result.product.stock));
      setState({ status: "loaded", product: result.product });
      syncCartWithProduct(result.product);
      updateStructuredData(result.product);
      updateDeclaredPrices(result.product);
    });
    return () => {
      cancelled = true;
    };
  }, [productId]);

  if (state.status === "error") return <ProductError message={state.message} />;

  const product = state.status === "loaded" ? state.product : null;
  const shown = product ?? initial;

  const goToCart = () => {
    if (!product || product.stock <= 0) return;
    addToCart(product, quantity);
    window.location.assign(CART_PAGE);
  };

  return (
    <section className="buy-box" aria-busy={state.status === "loading"} aria-labelledby="product-title">
      <div className="buy-media">
        {shown?.image ? (
          <img src={shown.image} alt={shown.name} width={480} height={480} />
        ) : (
          <div className="media-placeholder" />
        )}
      </div>
      <div className="buy-info">
        <h1 id="product-title" className="product-title">
          {shown?.name ?? "Loading product…"}
        </h1>
        <div className="buy-live">
          {product ? (
            <>
              <p className="product-meta">
                <span className="brand">{product.brand}</span>
                <a className="review-count" href="#reviews">
                  ★ {product.averageRating !== null && `${product.averageRating.toFixed(1)} · `}
                  {product.reviews} {product.reviews === 1 ? "review" : "reviews"}
                </a>
                <button
                  type="button"
                  className="save-for-later"
                  aria-pressed={isSaved(wishlist, product._id)}
                  onClick={() => toggleSaved(product)}
                >
                  {isSaved(wishlist, product._id) ? "♥ Saved to wishlist" : "♡ Save for later"}
                </button>
              </p>
              <p
                className={product.inStock ? "stock-label in-stock" : "stock-label out-of-stock"}
                data-testid="stock-label"
              >
                {product.inStock ? "In stock" : "Out of stock"}
              </p>
              <PriceTag originalPrice={product.originalPrice} quantity={quantity} />
              <QuantityStepper quantity={quantity} stock={product.stock} onChange={setQuantity} />
              <button
                type="button"
                className="button go-to-cart"
                disabled={!product.inStock}
                onClick={goToCart}
              >
                {product.inStock ? "Go to Cart" : "Out of Stock"}
              </button>
            </>
          ) : (
            <div className="spinner-box" role="status">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">Loading price and stock…</span>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** The spec's failure view: the message, a way home, and the default product beside it. */
function ProductError({ message }: { message: string }) {
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
