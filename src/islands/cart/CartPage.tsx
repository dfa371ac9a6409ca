/** /Cart_Page: the cart line, delivery address, coupon, totals and Place Order (docs/product.md#pages). */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { DEFAULT_PRODUCT_ID } from "../../../domain/catalogue.ts";
import { messages } from "../../../domain/messages.ts";
import { rupeesToPaise } from "../../../domain/money.ts";
import { appliedCouponCode, quoteCart } from "../../../domain/pricing.ts";
import { checkoutApi } from "../../lib/checkout-api.ts";
import { loginUrl } from "../../lib/navigation.ts";
import { $cartProduct, syncCartWithProduct } from "../../stores/cart.ts";
import { $appliedCoupon, $checkoutAddress, $paymentMethod } from "../../stores/checkout.ts";
import TestPaymentDialog from "../checkout/TestPaymentDialog.tsx";
import AddressBlock from "./AddressBlock.tsx";
import CartLine from "./CartLine.tsx";
import CouponForm from "./CouponForm.tsx";
import DeliveryCheck from "./DeliveryCheck.tsx";
import PaymentChoice from "./PaymentChoice.tsx";
import Totals from "./Totals.tsx";
import { useCheckout } from "./useCheckout.ts";

export default function CartPage() {
  const line = useStore($cartProduct);
  const coupon = useStore($appliedCoupon);
  const address = useStore($checkoutAddress);
  const method = useStore($paymentMethod);
  const { config, busy, problem, placeOrder } = useCheckout();
  // Without online payment the shop can still take cash on delivery where it is allowed.
  const cannotPay = config?.mode === "disabled" && method !== "cod";
  // A cart filled days ago shows today's MRP and stock, as the product page does when it loads.
  useEffect(() => {
    const id = $cartProduct.get()?._id;
    if (!id) return;
    checkoutApi
      .product(id)
      .then((answer) => {
        if (answer.ok && answer.body.data.stock > 0) syncCartWithProduct(answer.body.data);
      })
      .catch(() => {});
  }, []);

  if (!line) {
    return (
      <section className="panel empty-cart">
        <p>{messages.emptyCart}</p>
        <a className="button" href={`/Buy_Product/${DEFAULT_PRODUCT_ID}`}>
          Shop the powder
        </a>
      </section>
    );
  }

  const quote = quoteCart(
    [{ productId: line._id, quantity: line.quantity, originalPricePaise: rupeesToPaise(line.originalPrice) }],
    coupon,
    method,
  );

  return (
    <div className="cart-layout">
      <div className="cart-main">
        <AddressBlock />
        <DeliveryCheck />
        <CartLine line={line} lineTotalPaise={quote.lines[0]!.lineTotalPaise} />
      </div>
      <aside className="panel cart-summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Order summary</h2>
        <CouponForm products={[{ productId: line._id, quantity: line.quantity }]} />
        <PaymentChoice
          products={[{ productId: line._id, quantity: line.quantity }]}
          couponCode={appliedCouponCode(quote, coupon)}
          pincode={address?.pincode ?? null}
          mobile={address?.mobile ?? null}
        />
        <Totals quote={quote} couponCode={coupon?.code ?? null} />
        {config?.mode === "test" && (
          <p className="test-mode-note">Test mode — no money is taken. Payments here are simulated.</p>
        )}
        {cannotPay && <p className="form-error">{config?.message}</p>}
        {problem && (
          <div className="form-error" role="alert">
            <p>{problem.message}</p>
            {problem.needsLogin && (
              <a className="button secondary" href={loginUrl("/Cart_Page")}>
                Log in
              </a>
            )}
            {problem.unpaidOrders && (
              <a className="button secondary" href="/user-orders">
                My orders
              </a>
            )}
            {problem.canRetry && (
              <button type="button" className="button secondary" onClick={placeOrder} disabled={busy}>
                Pay now
              </button>
            )}
          </div>
        )}
        <button
          type="button"
          className="button place-order"
          onClick={placeOrder}
          disabled={busy || cannotPay}
          aria-busy={busy}
        >
          {busy ? "Processing..." : "Place Order"}
        </button>
        <ul className="trust-badges" aria-label="Why you can pay safely">
          <li>
            <BadgeIcon path="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
            Secured Payment
          </li>
          <li>
            <BadgeIcon path="m5 12 5 5 9-10" />
            Verified Merchant
          </li>
        </ul>
      </aside>
      <TestPaymentDialog />
    </div>
  );
}

/** A trust badge's icon: one path, drawn as a 2 px line in the text's colour (the shield's path is closed, so no caps show). */
function BadgeIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
