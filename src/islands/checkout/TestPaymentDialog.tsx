/**
 * Test-payment mode's checkout: unmistakably labelled, Pay or Fail, Escape cancels. Modal for the
 * keyboard too: Tab stays on its buttons.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { formatINR } from "../../../domain/money.ts";
import { shortOrderId } from "../../../domain/orders.ts";
import { $testCheckout } from "../../stores/test-checkout.ts";

/** Tab from the last button goes to the first, Shift+Tab from the first to the last. */
function keepTabWithin(dialog: HTMLElement | null, event: KeyboardEvent) {
  const buttons = [...(dialog?.querySelectorAll<HTMLElement>("button") ?? [])];
  const [first, last] = [buttons[0], buttons.at(-1)];
  const leaving = event.shiftKey ? first : last;
  const inside = dialog?.contains(document.activeElement) ?? false;
  if (inside && document.activeElement !== leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
}

export default function TestPaymentDialog() {
  const request = useStore($testCheckout);
  const dialog = useRef<HTMLDivElement>(null);
  const payButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!request) return;
    payButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") request.choose("dismissed");
      else if (event.key === "Tab") keepTabWithin(dialog.current, event);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [request]);

  if (!request) return null;
  return (
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="test-pay-title"
        aria-describedby="test-pay-text"
      >
        <p className="test-mode-tag">Test mode</p>
        <h2 id="test-pay-title">Test mode — no money is taken</h2>
        <p id="test-pay-text">
          This shop has no payment provider set up, so this is a simulated payment of{" "}
          <strong>{formatINR(request.order.amount)}</strong> for order {shortOrderId(request.order.orderId)}.
          Choose what should happen.
        </p>
        <div className="form-actions">
          <button ref={payButton} type="button" className="button" onClick={() => request.choose("paid")}>
            Pay
          </button>
          <button type="button" className="button danger" onClick={() => request.choose("failed")}>
            Fail
          </button>
          <button type="button" className="button secondary" onClick={() => request.choose("dismissed")}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
