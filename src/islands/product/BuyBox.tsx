/**
 * The product page's buy box (docs/product.md#pages, docs/decisions/006). The page's HTML already
 * carries the product as it was published — name, image, MRP and price, the stepper — rendered
 * from `published` (the build's catalogue, or D1 for on-demand pages), so the page paints without
 * waiting for this script or the API. Once hydrated it confirms the live price and stock from
 * `GET /api/products/{id}`, shows them, and says so politely when they changed. Until then stock
 * reads "Checking stock…" and Go to Cart waits for the confirmation: nothing unconfirmed reaches
 * the cart. A page with no product to publish (no id, unknown id) shows ProductError instead.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { productPageMessages as messages } from "../../../domain/product-page-messages.ts";
import { fitQuantity, initialQuantity } from "../../../domain/quantity.ts";
import type { ProductDto } from "../../../functions/products/service.ts";
import { addToCart, syncCartWithProduct } from "../../stores/cart.ts";
import { $wishlist, isSaved, toggleSaved } from "../../stores/wishlist.ts";
import { type LoadResult, loadProduct, updateDeclaredPrices, updateStructuredData } from "./loadProduct.ts";
import { noteOnLiveProduct } from "./publishedChanges.ts";
import PriceTag from "./PriceTag.tsx";
import ProductError, { type SuggestedProduct } from "./ProductError.tsx";
import QuantityStepper from "./QuantityStepper.tsx";
import "./BuyBox.css";

/** The product as the page was published with it: what the HTML shows before the API answers. */
export type PublishedProduct = Pick<
  ProductDto,
  "_id" | "name" | "image" | "brand" | "reviews" | "averageRating" | "originalPrice" | "stock"
>;

export const CART_PAGE = "/Cart_Page";

type Props = { productId: string; published: PublishedProduct; suggestion: SuggestedProduct };

export default function BuyBox({ productId, published, suggestion }: Props) {
  const [live, setLive] = useState<ProductDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(initialQuantity(published.stock));
  // The server's HTML knows no wishlist (it lives in this browser): match it, then show the truth.
  // Its controls stay disabled until then: a press before hydration would do nothing.
  const [hydrated, setHydrated] = useState(false);
  const wishlist = useStore($wishlist);
  const confirmation = useRef<Promise<LoadResult> | null>(null);

  useEffect(() => {
    setHydrated(true);
    let cancelled = false;
    const pending = loadProduct(productId);
    confirmation.current = pending;
    pending.then((result) => {
      if (cancelled) return;
      if (!result.ok) return setError(result.message);
      const product = result.product;
      setQuantity((chosen) => fitQuantity(chosen, product.stock));
      setNote(noteOnLiveProduct(published, product));
      setLive(product);
      syncCartWithProduct(product);
      updateStructuredData(product);
      updateDeclaredPrices(product);
    });
    return () => {
      cancelled = true;
    };
  }, [productId, published]);

  if (error) return <ProductError message={error} suggestion={suggestion} />;

  const shown = live ?? published;

  const inStock = live ? live.inStock : shown.stock > 0;
  const saved = hydrated && isSaved(wishlist, shown._id);

  // Only the confirmed product goes in the cart: a click before the API answers waits for it, and
  // adds nothing if the price moved meanwhile (the shopper first sees the new one, and the note).
  const goToCart = async () => {
    const result = live ? null : await confirmation.current;
    const product = live ?? (result?.ok ? result.product : null);
    if (!product?.inStock) return;
    if (!live && product.originalPrice !== published.originalPrice) return;
    addToCart(product, fitQuantity(quantity, product.stock));
    window.location.assign(CART_PAGE);
  };

  return (
    <section className="buy-box" id="buy-box" aria-busy={!live} aria-labelledby="product-title">
      <div className="buy-media">
        {/* The page's largest paint: fetched with the stylesheets, before any script (decision 030). */}
        <img src={shown.image} alt={shown.name} width={480} height={480} fetchPriority="high" />
      </div>
      <div className="buy-info">
        <h1 id="product-title" className="product-title">
          {shown.name}
        </h1>
        <fieldset className="buy-live" disabled={!hydrated}>
          <p className="product-meta">
            <span className="brand">{shown.brand}</span>
            <a className="review-count" href="#reviews">
              ★ {shown.averageRating !== null && `${shown.averageRating.toFixed(1)} · `}
              {shown.reviews} {shown.reviews === 1 ? "review" : "reviews"}
            </a>
            <button
              type="button"
              className="save-for-later"
              aria-pressed={saved}
              onClick={() => toggleSaved(shown)}
            >
              {saved ? "♥ Saved to wishlist" : "♡ Save for later"}
            </button>
          </p>
          <p
            className={live ? (inStock ? "stock-label in-stock" : "stock-label out-of-stock") : "stock-label"}
            data-testid="stock-label"
          >
            {live ? (inStock ? "In stock" : "Out of stock") : messages.checkingStock}
          </p>
          <PriceTag originalPrice={shown.originalPrice} quantity={quantity} />
          <QuantityStepper quantity={quantity} stock={shown.stock} onChange={setQuantity} />
          <button type="button" className="button go-to-cart" disabled={!inStock} onClick={goToCart}>
            {inStock ? "Go to Cart" : "Out of Stock"}
          </button>
          <p className="buy-note" role="status" data-testid="buy-note">
            {note}
          </p>
        </fieldset>
      </div>
    </section>
  );
}
