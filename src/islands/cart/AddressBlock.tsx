/** Delivery address: Add address → the form → a saved summary with Edit address (docs/product.md#pages). */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { DeliveryAddress } from "../../../domain/schemas.ts";
import { checkoutApi } from "../../lib/checkout-api.ts";
import {
  $accountAddress,
  $addressFormOpen,
  $deliveryAddress,
  saveDeliveryAddress,
} from "../../stores/checkout.ts";
import { $session } from "../../stores/session.ts";
import AddressForm from "./AddressForm.tsx";
import { loadCheckoutSchemas } from "./load-checkout-code.ts";

/**
 * A signed-in customer with nothing saved in this browser delivers to their account's address (the
 * last order's, else the profile's) without retyping it, when it is complete; an incomplete one
 * starts the form instead. It is asked for once, when the block appears, and used only if, when it
 * arrives, the same customer is still signed in and has neither saved an address nor opened the
 * form meanwhile. It stays in the page ($accountAddress), never in the browser's storage.
 */
async function accountAddress(): Promise<
  { complete: DeliveryAddress } | { partial: Partial<DeliveryAddress> } | null
> {
  const answer = await checkoutApi.savedAddress();
  if (!answer.ok || !answer.body.data) return null;
  // Checked in the browser only to choose between the summary and the form; the server checks the order.
  const { deliveryAddressSchema } = await loadCheckoutSchemas();
  const checked = deliveryAddressSchema.safeParse(answer.body.data);
  return checked.success ? { complete: checked.data } : { partial: answer.body.data };
}

export default function AddressBlock() {
  const saved = useStore($deliveryAddress);
  const account = useStore($accountAddress);
  const address = saved ?? account;
  const [editing, setEditing] = useState(false);
  const [suggested, setSuggested] = useState<Partial<DeliveryAddress> | null>(null);
  const formOpen = editing || (!address && suggested !== null);

  useEffect(() => {
    $addressFormOpen.set(formOpen);
  }, [formOpen]);
  useEffect(() => () => $addressFormOpen.set(false), []);

  useEffect(() => {
    const asker = $session.get()?.user._id;
    if ($deliveryAddress.get() || !asker) return;
    accountAddress()
      .then((found) => {
        const stillTheirs = $session.get()?.user._id === asker;
        if (!found || !stillTheirs || $deliveryAddress.get() || $addressFormOpen.get()) return;
        if ("complete" in found) $accountAddress.set(found.complete);
        else setSuggested(found.partial);
      })
      .catch(() => {});
  }, []);

  return (
    <section className="panel" aria-labelledby="address-heading">
      <div className="panel-head">
        <h2 id="address-heading">Delivery address</h2>
        {address && !editing && (
          <button type="button" className="button secondary small" onClick={() => setEditing(true)}>
            Edit address
          </button>
        )}
      </div>
      {formOpen ? (
        <AddressForm
          initial={address ?? suggested}
          onSave={(typed) => {
            saveDeliveryAddress(typed);
            setEditing(false);
            setSuggested(null);
          }}
          onCancel={address ? () => setEditing(false) : undefined}
        />
      ) : address ? (
        <>
          <address className="address-summary">
            <strong>{address.name}</strong>
            <br />
            {address.address}
            <br />
            {address.city}, {address.state} {address.pincode}
            <br />
            Mobile: {address.mobile} · {address.email}
          </address>
          {!saved && (
            <p className="address-source">From your account. Edit address to deliver somewhere else.</p>
          )}
        </>
      ) : (
        <>
          <p>No delivery address yet.</p>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Add address
          </button>
        </>
      )}
    </section>
  );
}
