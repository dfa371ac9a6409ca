/** Delivery address: Add address → the form → a saved summary with Edit address (docs/product.md#pages). */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { checkoutApi } from "../../lib/checkout-api.ts";
import { $deliveryAddress, saveDeliveryAddress } from "../../stores/checkout.ts";
import { isSignedIn } from "../../stores/session.ts";
import AddressForm from "./AddressForm.tsx";

export default function AddressBlock() {
  const address = useStore($deliveryAddress);
  const [editing, setEditing] = useState(false);
  const [suggested, setSuggested] = useState<Record<string, string> | null>(null);

  // A signed-in customer with nothing saved in this browser gets the address from their account
  // (asked once, when the block appears: the store, not this render, says what is saved).
  useEffect(() => {
    if ($deliveryAddress.get() || !isSignedIn()) return;
    checkoutApi
      .savedAddress()
      .then((answer) => {
        if (answer.ok && answer.body.data) setSuggested(answer.body.data);
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
      {editing || (!address && suggested) ? (
        <AddressForm
          initial={address ?? suggested}
          onSave={(saved) => {
            saveDeliveryAddress(saved);
            setEditing(false);
            setSuggested(null);
          }}
          onCancel={address ? () => setEditing(false) : undefined}
        />
      ) : address ? (
        <address className="address-summary">
          <strong>{address.name}</strong>
          <br />
          {address.address}
          <br />
          {address.city}, {address.state} {address.pincode}
          <br />
          Mobile: {address.mobile} · {address.email}
        </address>
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
