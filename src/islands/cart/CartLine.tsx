/** The product line with the shop's quantity stepper (domain/quantity.ts). */
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { type CartProduct, clearCart, setCartQuantity } from "../../stores/cart.ts";
import QuantityButtons from "../quantity/QuantityButtons.tsx";

export default function CartLine({ line, lineTotalPaise }: { line: CartProduct; lineTotalPaise: number }) {
  return (
    <section className="panel cart-line" aria-labelledby="cart-line-name">
      <img src={line.image} alt="" width="112" height="112" />
      <div className="cart-line-body">
        <h2 id="cart-line-name">{line.name}</h2>
        <p className="price-row">
          <span className="price">{formatINR(rupeesToPaise(line.price))}</span>
          {line.discount > 0 && (
            <>
              <s className="muted">{formatINR(rupeesToPaise(line.originalPrice))}</s>
              <span className="badge">{line.discount}% off</span>
            </>
          )}
          <span className="muted"> per sachet</span>
        </p>
        <fieldset className="stepper" aria-label="Quantity">
          <QuantityButtons
            quantity={line.quantity}
            stock={line.stock}
            onChange={setCartQuantity}
            buttonClass="icon-button"
          />
        </fieldset>
        <p>
          Item total: <strong data-testid="item-total">{formatINR(lineTotalPaise)}</strong>
        </p>
        <button type="button" className="link-button" onClick={clearCart}>
          Remove from cart
        </button>
      </div>
    </section>
  );
}
