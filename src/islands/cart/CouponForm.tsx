/** Coupon: Apply is enabled only with text; the server says whether the code can be used. */
import { useStore } from "@nanostores/react";
import { useState, type FormEvent } from "react";
import { messages } from "../../../domain/messages.ts";
import { checkoutApi } from "../../lib/checkout-api.ts";
import { $appliedCoupon, applyCoupon, removeCoupon } from "../../stores/checkout.ts";

export default function CouponForm({ products }: { products: { productId: string; quantity: number }[] }) {
  const applied = useStore($appliedCoupon);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await checkoutApi.validateCoupon(code.trim(), products);
      if (answer.ok) {
        applyCoupon(answer.body.data);
        setCode("");
      } else setError(answer.body.message ?? messages.couponInvalid);
    } catch {
      setError(messages.shopUnreachable);
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    return (
      <div className="coupon-applied">
        <p role="status">
          {messages.couponApplied}: <strong>{applied.code}</strong>
        </p>
        <button type="button" className="link-button" onClick={removeCoupon}>
          Remove coupon
        </button>
      </div>
    );
  }
  return (
    <form className="coupon-form" onSubmit={submit} noValidate>
      <label htmlFor="coupon-code">Coupon code</label>
      <div className="coupon-row">
        <input
          id="coupon-code"
          name="coupon"
          value={code}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={error ? "coupon-error" : undefined}
        />
        <button type="submit" className="button secondary" disabled={!code.trim() || busy}>
          Apply
        </button>
      </div>
      {error && (
        <p id="coupon-error" className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
