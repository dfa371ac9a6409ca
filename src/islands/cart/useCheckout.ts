/**
 * The Place Order flow: address saved and complete, then signed in, then the payment SDK, then the
 * order on the server, then payment. Every failure ends in one of the cart's messages
 * (docs/product.md#4-messages, "Cart and checkout"); a failed payment keeps the order and offers to pay again.
 */
import { useEffect, useRef, useState } from "react";
import { messages } from "../../../domain/messages.ts";
import { formatINR, rupeesToPaise, paiseToRupees } from "../../../domain/money.ts";
import { placedStatus } from "../../../domain/orders.ts";
import { appliedCouponCode, quoteCart } from "../../../domain/pricing.ts";
import { checkoutApi, type PaymentConfig, paymentConfig } from "../../lib/checkout-api.ts";
import { $cartProduct, clearCart, syncCartWithProduct } from "../../stores/cart.ts";
import { isSignedIn, signOut } from "../../stores/session.ts";
import {
  $addressFormOpen,
  $appliedCoupon,
  $checkoutAddress,
  $paymentMethod,
  applyCoupon,
  forgetCheckoutAttempt,
  idempotencyKeyFor,
  removeCoupon,
} from "../../stores/checkout.ts";
import { loadCheckoutSchemas, loadPaymentFlow } from "./load-checkout-code.ts";
import type { orderTotalChangedResponse } from "../../../domain/api/orders.ts";
import type { z } from "../../../domain/zod.ts";

/** `unpaidOrders`: the account holds as many unpaid orders as it may; My orders is where to pay or cancel one. */
export type CheckoutProblem = {
  message: string;
  needsLogin?: boolean;
  canRetry?: boolean;
  unpaidOrders?: boolean;
};

type PricedNow = z.output<typeof orderTotalChangedResponse>["data"];

/**
 * The cart takes the MRP the server priced the order from (the 412 carries it: a read of the
 * product may still be a cached copy), and its coupon's terms now, after the server refused an
 * order priced otherwise than the cart showed. A coupon the server no longer takes leaves the cart.
 */
async function repriceCart(pricedNow: PricedNow | undefined, couponCode: string | undefined): Promise<void> {
  const line = $cartProduct.get();
  const priced = pricedNow?.products.find((product) => product.productId === line?._id);
  if (line && priced) syncCartWithProduct({ ...line, originalPrice: priced.originalPrice });
  if (!couponCode || !line) return;
  const coupon = await checkoutApi.validateCoupon(couponCode, [
    { productId: line._id, quantity: line.quantity },
  ]);
  if (coupon.ok) applyCoupon(coupon.body.data);
  else removeCoupon();
}

export function useCheckout() {
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  /** An order the server priced otherwise than the cart, and the total the customer was told for it. */
  const told = useRef<{ orderId: string; total: number } | null>(null);

  // A message about the address or the session is stale once the address or its form changes.
  useEffect(() => {
    const stopAddress = $checkoutAddress.listen(() => setProblem(null));
    const stopForm = $addressFormOpen.listen(() => setProblem(null));
    return () => {
      stopAddress();
      stopForm();
    };
  }, []);
  useEffect(() => {
    void paymentConfig().then(setConfig);
  }, []);

  async function placeOrder(): Promise<void> {
    if (busy) return;
    setProblem(null);
    const line = $cartProduct.get();
    if (!line) return;
    const address = $checkoutAddress.get();
    if (!address) return setProblem({ message: messages.addressRequired });
    if ($addressFormOpen.get()) return setProblem({ message: messages.addressUnsaved });

    setBusy(true);
    try {
      const [{ deliveryAddressSchema }, [{ payForOrder }, { loadCheckoutScript }]] = await Promise.all([
        loadCheckoutSchemas(),
        loadPaymentFlow(),
      ]);
      const checked = deliveryAddressSchema.safeParse(address);
      if (!checked.success) return setProblem({ message: checked.error.issues[0]!.message });
      if (!isSignedIn()) return setProblem({ message: messages.loginToOrder, needsLogin: true });

      // A customer quicker than the page's first request still gets the right checkout.
      const mode = config ?? (await paymentConfig());
      if (!mode) return setProblem({ message: messages.placeOrderNetworkError, canRetry: true });
      if (!config) setConfig(mode);
      const method = $paymentMethod.get();
      // Cash on delivery never opens the payment SDK: the order is confirmed by a code instead.
      if (method === "online" && mode.mode === "razorpay" && !(await loadCheckoutScript()))
        return setProblem({ message: messages.sdkLoadFailed, canRetry: true });

      const coupon = $appliedCoupon.get();
      const quote = quoteCart(
        [
          {
            productId: line._id,
            quantity: line.quantity,
            originalPricePaise: rupeesToPaise(line.originalPrice),
          },
        ],
        coupon,
        method,
      );
      const couponCode = appliedCouponCode(quote, coupon);
      const payload = {
        products: [
          {
            productId: line._id,
            name: line.name,
            originalPrice: line.originalPrice,
            price: line.price,
            quantity: line.quantity,
            image: line.image,
          },
        ],
        deliveryAddress: checked.data,
        deliveryFee: paiseToRupees(quote.deliveryFeePaise),
        totalAmount: paiseToRupees(quote.grandTotalPaise),
        couponCode,
        paymentMethod: method,
        orderDate: new Date().toISOString(),
      };
      const fingerprint = JSON.stringify([line._id, line.quantity, checked.data, couponCode, method]);
      let placed = await checkoutApi.placeOrder(payload, idempotencyKeyFor(fingerprint));
      if (placed.ok && placed.body.data.status !== placedStatus(method)) {
        // The earlier attempt with this cart was paid or expired meanwhile: this is a new order.
        forgetCheckoutAttempt();
        placed = await checkoutApi.placeOrder(payload, idempotencyKeyFor(fingerprint));
      }
      if (placed.status === 401) {
        signOut();
        return setProblem({ message: messages.sessionExpired, needsLogin: true });
      }
      if (placed.status === 412) {
        // Priced otherwise than the cart showed, and refused with nothing written (decision 045).
        await repriceCart(placed.body.data as PricedNow | undefined, coupon?.code);
        return setProblem({ message: placed.body.message || messages.placeOrderFailed });
      }
      if (!placed.ok) {
        const message = placed.body.message || messages.placeOrderFailed;
        return setProblem({ message, unpaidOrders: message === messages.tooManyUnpaidOrders });
      }

      // The order this key placed before, answered again, may be priced otherwise than the cart
      // shows now (an MRP changed since): the customer pays nothing they were not shown, so the
      // cart takes that order's price, says its total, and the next press goes on with it.
      const order = placed.body.data;
      const shownTotal = paiseToRupees(quote.grandTotalPaise);
      const toldThis = told.current?.orderId === order._id && told.current.total === order.totalAmount;
      if (order.totalAmount !== shownTotal && !toldThis) {
        told.current = { orderId: order._id, total: order.totalAmount };
        const [ordered] = order.products;
        if (ordered?.productId === line._id)
          syncCartWithProduct({ ...line, name: ordered.name, originalPrice: ordered.originalPrice });
        return setProblem({ message: messages.orderTotalChanged(formatINR(order.amountPaise)) });
      }

      if (method === "cod") {
        // The order page asks for the code sent to the delivery mobile.
        clearCart();
        removeCoupon();
        forgetCheckoutAttempt();
        window.location.assign(`/trackOrder?id=${placed.body.data._id}&placed=1`);
        return;
      }
      const result = await payForOrder(placed.body.data, mode);
      if (!result.paid) return setProblem({ message: result.message, canRetry: result.retryable });
      clearCart();
      removeCoupon();
      forgetCheckoutAttempt();
      window.location.assign(`/trackOrder?id=${result.orderId}&placed=1`);
    } catch {
      setProblem({ message: messages.placeOrderNetworkError, canRetry: true });
    } finally {
      setBusy(false);
    }
  }

  return { config, busy, problem, placeOrder };
}
