/**
 * "Check delivery" in the cart: the saved address's PIN code is checked as soon as there is one,
 * and any other can be typed. The answer is announced (a polite live region) in space reserved
 * for it, so the cart does not move when it arrives.
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { PINCODE_DIGITS } from "../../../domain/pincode.ts";
import { type DeliveryCheck as Answer, checkDelivery } from "../../lib/delivery-check.ts";
import { $checkoutAddress } from "../../stores/checkout.ts";

export default function DeliveryCheck() {
  const id = useId();
  const saved = useStore($checkoutAddress)?.pincode ?? "";
  const [pincode, setPincode] = useState(saved);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);

  async function check(value: string) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    try {
      setAnswer(await checkDelivery(value, controller.signal));
    } catch {
      return; // a newer check replaced this one
    } finally {
      if (pending.current === controller) setBusy(false);
    }
  }

  // A newly saved address is checked at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new saved PIN code starts a check.
  useEffect(() => {
    if (!saved) return;
    setPincode(saved);
    void check(saved);
  }, [saved]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void check(pincode);
  }

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Check delivery</h2>
      <form className="delivery-check-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-pincode`}>Delivery PIN code</label>
        <div className="delivery-row">
          <input
            id={`${id}-pincode`}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={PINCODE_DIGITS}
            value={pincode}
            onChange={(event) => setPincode(event.target.value)}
            aria-describedby={`${id}-result`}
          />
          <button type="submit" className="button secondary" aria-busy={busy}>
            Check
          </button>
        </div>
        <p
          id={`${id}-result`}
          className="delivery-result"
          role="status"
          aria-live="polite"
          data-outcome={answer?.outcome}
        >
          {answer?.message}
        </p>
      </form>
    </section>
  );
}
