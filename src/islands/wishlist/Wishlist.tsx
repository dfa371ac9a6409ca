/** /wishlist: the products saved for later, with their live price and stock, and Remove. */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { DEFAULT_PRODUCT_ID } from "../../../domain/catalogue.ts";
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { listedPrice } from "../../../domain/pricing.ts";
import type { ProductDto } from "../../../functions/products/service.ts";
import { $wishlist, removeSaved, savedProducts } from "../../stores/wishlist.ts";
import { loadProduct } from "../product/loadProduct.ts";

type Live = { ok: true; product: ProductDto } | { ok: false; message: string };

export default function Wishlist() {
  const items = savedProducts(useStore($wishlist));
  const [live, setLive] = useState<Record<string, Live>>({});

  // Each saved product's live price and stock, asked for once (removing an item asks for nothing).
  const asked = useRef(new Set<string>());
  const ids = items.map((item) => item._id).join(",");
  useEffect(() => {
    for (const id of ids.split(",")) {
      if (!id || asked.current.has(id)) continue;
      asked.current.add(id);
      loadProduct(id).then((result) => setLive((current) => ({ ...current, [id]: result })));
    }
  }, [ids]);

  if (items.length === 0) {
    return (
      <section className="panel empty-cart">
        <p>Your wishlist is empty. Save a product from its page to find it here later.</p>
        <a className="button" href={`/Buy_Product/${DEFAULT_PRODUCT_ID}`}>
          Shop the powder
        </a>
      </section>
    );
  }

  return (
    <ul className="wishlist">
      {items.map((item) => {
        const state = live[item._id];
        const href = `/Buy_Product/${item._id}`;
        return (
          <li key={item._id} className="panel wishlist-item">
            {item.image && <img src={item.image} alt="" width={96} height={96} loading="lazy" />}
            <div>
              <h2>
                <a href={href}>{item.name}</a>
              </h2>
              {!state && <p className="muted">Checking price and stock…</p>}
              {state?.ok && (
                <p>
                  From {formatINR(listedPrice(rupeesToPaise(state.product.originalPrice)).pricePaise)} per
                  sachet · {state.product.inStock ? "In stock" : "Out of stock"}
                </p>
              )}
              {state && !state.ok && <p className="muted">{state.message}</p>}
            </div>
            <div className="wishlist-actions">
              <a className="button secondary small" href={href}>
                View
              </a>
              <button
                type="button"
                className="button secondary small"
                onClick={() => removeSaved(item._id)}
                aria-label={`Remove ${item.name} from the wishlist`}
              >
                Remove
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
