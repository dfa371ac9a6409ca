/**
 * "Cancel order" on an unpaid order: asks first (inline, no blocking dialog), then cancels on the
 * server and hands the updated order back. The server decides: an order paid or expired meanwhile
 * is refused with a message saying what it is now.
 */
import { useEffect, useRef, useState } from "react";
import { shortOrderId } from "../../../domain/orders.ts";
import { cancelOrder, type OrderDetailDto, type OrderDto } from "../../lib/orders-api.ts";

type Props = {
  order: OrderDto;
  onCancelled: (order: OrderDetailDto, message: string) => void;
  disabled?: boolean;
};

export default function CancelOrder({ order, onCancelled, disabled = false }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const label = shortOrderId(order._id);

  // Focus follows the question and comes back when it is dismissed.
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    const result = await cancelOrder(order._id);
    setBusy(false);
    setAsking(false);
    if (result.ok) onCancelled(result.order, result.message);
    else setProblem(result.message);
  }

  if (!asking) {
    return (
      <>
        <button
          ref={start}
          type="button"
          className="button secondary"
          onClick={() => setAsking(true)}
          disabled={disabled}
          aria-label={`Cancel order ${label}`}
        >
          Cancel order
        </button>
        {problem && (
          <p className="form-error cancel-problem" role="alert">
            {problem}
          </p>
        )}
      </>
    );
  }
  return (
    <fieldset className="cancel-confirm" aria-labelledby={`cancel-question-${order._id}`}>
      <p id={`cancel-question-${order._id}`}>
        Cancel order {label}? You will not be charged, and you cannot undo this.
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="button danger"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? "Cancelling…" : "Yes, cancel it"}
        </button>
        <button
          ref={keep}
          type="button"
          className="button secondary"
          onClick={() => {
            setAsking(false);
            requestAnimationFrame(() => start.current?.focus());
          }}
          disabled={busy}
        >
          Keep order
        </button>
      </div>
    </fieldset>
  );
}
