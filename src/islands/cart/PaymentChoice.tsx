/**
 * "Pay online" or "Cash on delivery". The server says whether COD is allowed for this cart, address
 * and account (`POST /api/user/cod-eligibility`, domain/cod.ts); when it is not, the option is
 * disabled with the reason beside it, and a COD choice falls back to online.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { COD_FEE_PAISE } from "../../../domain/cod.ts";
import { isValidPincode } from "../../../domain/pincode.ts";
import { messages } from "../../../domain/messages.ts";
import { formatINR } from "../../../domain/money.ts";
import { checkoutApi } from "../../lib/checkout-api.ts";
import { $paymentMethod, removeCoupon } from "../../stores/checkout.ts";
import { isSignedIn } from "../../stores/session.ts";

type Props = {
  products: { productId: string; quantity: number }[];
  couponCode: string | null;
  pincode: string | null;
  mobile: string | null;
};

type Answer = { allowed: boolean; reason: string | null };

const SIGN_IN_FIRST = "Log in and add a delivery address to see whether cash on delivery is available.";

export default function PaymentChoice({ products, couponCode, pincode, mobile }: Props) {
  const method = useStore($paymentMethod);
  const [answer, setAnswer] = useState<Answer | null>(null);

  // The inputs travel as one string, so the effect runs when they change by value, not by identity.
  const request = JSON.stringify({ products, couponCode, pincode, mobile });
  useEffect(() => {
    const input = JSON.parse(request) as Props;
    let current = true;
    if (!isSignedIn() || !input.pincode || !input.mobile || !isValidPincode(input.pincode)) {
      setAnswer({ allowed: false, reason: SIGN_IN_FIRST });
      return;
    }
    setAnswer(null);
    checkoutApi
      .codEligibility({ ...input, pincode: input.pincode, mobile: input.mobile })
      .then((res) => {
        if (!current) return;
        if (res.ok) setAnswer(res.body.data);
        // A coupon that stopped working (it ended meanwhile) leaves the cart: asking again with it
        // would only use up the customer's coupon tries. The question is asked again without it.
        else if (input.couponCode && res.body.message === messages.couponInvalid) removeCoupon();
        else setAnswer({ allowed: false, reason: res.body.message ?? SIGN_IN_FIRST });
      })
      .catch(() => current && setAnswer({ allowed: false, reason: null }));
    return () => {
      current = false;
    };
  }, [request]);

  const codAllowed = answer?.allowed === true;
  useEffect(() => {
    if (!codAllowed && method === "cod") $paymentMethod.set("online");
  }, [codAllowed, method]);

  return (
    <fieldset className="payment-choice">
      <legend>How would you like to pay?</legend>
      <label>
        <input
          type="radio"
          name="payment-method"
          value="online"
          checked={method === "online"}
          onChange={() => $paymentMethod.set("online")}
        />
        Pay online <span className="muted small">(UPI, cards, net banking)</span>
      </label>
      <label>
        <input
          type="radio"
          name="payment-method"
          value="cod"
          checked={method === "cod"}
          disabled={!codAllowed}
          aria-describedby="cod-note"
          onChange={() => $paymentMethod.set("cod")}
        />
        Cash on delivery <span className="muted small">(+{formatINR(COD_FEE_PAISE)})</span>
      </label>
      <p id="cod-note" className="muted small" aria-live="polite">
        {answer === null
          ? "Checking whether cash on delivery is available…"
          : codAllowed
            ? "We will send a code to your mobile to confirm the order before we pack it."
            : (answer.reason ?? "We could not check cash on delivery just now.")}
      </p>
    </fieldset>
  );
}
