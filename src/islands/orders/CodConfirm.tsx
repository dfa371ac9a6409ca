/**
 * The code entry of a cash-on-delivery order awaiting confirmation (/trackOrder): the customer
 * types the 6-digit code sent to the delivery mobile and e-mail. The server counts the tries and
 * says how many are left; the order comes back confirmed (Processing) or cancelled.
 */
import { useState } from "react";
import { COD_CODE_DIGITS } from "../../../domain/cod.ts";
import { SHOP_TIME_ZONE } from "../../../domain/shop-time.ts";
import { confirmCodOrder, fetchOrder, type OrderDetailDto } from "../../lib/orders-api.ts";
import { FormError } from "../forms/FormActions.tsx";

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: SHOP_TIME_ZONE,
});

type Props = { order: OrderDetailDto; onChanged: (order: OrderDetailDto, message: string) => void };

export default function CodConfirm({ order, onChanged }: Props) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmation = order.codConfirmation;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const result = await confirmCodOrder(order._id, code.trim());
    setBusy(false);
    if (result.ok) return onChanged(result.order, result.message);
    setCode("");
    // A refusal that ended the order (last try, too late) shows it as it stands now.
    const now = result.orderChanged ? await fetchOrder(order._id) : null;
    if (now?.ok) onChanged(now.data, result.message);
    else setProblem(result.message);
  }

  return (
    <form className="cod-confirm" onSubmit={submit} noValidate>
      <p>
        Cash on delivery: enter the {COD_CODE_DIGITS}-digit code we sent to {order.deliveryAddress.mobile} and
        your e-mail to confirm this order. We pack it once it is confirmed.
        {confirmation && (
          <>
            {" "}
            Confirm by {timeFormat.format(new Date(confirmation.confirmBy))}; {confirmation.triesLeft}{" "}
            {confirmation.triesLeft === 1 ? "try" : "tries"} left.
          </>
        )}
      </p>
      <label htmlFor="cod-code">Confirmation code</label>
      <div className="form-actions">
        <input
          id="cod-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={COD_CODE_DIGITS}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "cod-code-problem" : undefined}
          required
        />
        <button
          type="submit"
          className="button"
          disabled={busy || code.length !== COD_CODE_DIGITS}
          aria-busy={busy}
        >
          {busy ? "Confirming…" : "Confirm order"}
        </button>
      </div>
      <FormError id="cod-code-problem" message={problem} />
    </form>
  );
}
