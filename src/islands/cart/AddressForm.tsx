/**
 * The delivery address form: the shared schema checks it, the first problem is shown as text. A
 * PIN code fills the city (its district) and the state when they are empty, and a warning, which
 * does not block saving, says when what was typed names another place or the shop does not deliver there.
 */
import { useEffect, useId, useState, type FormEvent } from "react";
import { ADDRESS_FIELDS, type AddressField } from "../../../domain/address.ts";
import { messages } from "../../../domain/messages.ts";
import type { DeliveryAddress } from "../../../domain/schemas.ts";
import { loadCheckoutSchemas } from "./load-checkout-code.ts";
import { usePincodePlace } from "./usePincodePlace.ts";

const FIELDS: Record<
  AddressField,
  {
    label: string;
    autoComplete: string;
    type?: string;
    inputMode?: "numeric" | "tel" | "email";
    wide?: boolean;
  }
> = {
  name: { label: "Full name", autoComplete: "name" },
  mobile: { label: "Mobile number", autoComplete: "tel-national", type: "tel", inputMode: "tel" },
  email: { label: "Email", autoComplete: "email", type: "email", inputMode: "email" },
  address: { label: "Address (house, street, area)", autoComplete: "street-address", wide: true },
  city: { label: "City", autoComplete: "address-level2" },
  state: { label: "State", autoComplete: "address-level1" },
  pincode: { label: "Pincode", autoComplete: "postal-code", inputMode: "numeric" },
};

type Props = {
  initial: Partial<DeliveryAddress> | null;
  onSave: (address: DeliveryAddress) => void;
  onCancel?: () => void;
};

export default function AddressForm({ initial, onSave, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<Record<AddressField, string>>(
    () =>
      Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, initial?.[field] ?? ""])) as Record<
        AddressField,
        string
      >,
  );
  const [error, setError] = useState<{ field?: AddressField; message: string } | null>(null);
  // Fetch the validation code while the customer types, so saving does not wait for it.
  useEffect(() => void loadCheckoutSchemas().catch(() => {}), []);
  const placeWarning = usePincodePlace(values, (filled) =>
    setValues((current) => ({ ...current, ...filled })),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadCheckoutSchemas().catch(() => null);
    if (!schemas) return setError({ message: messages.shopUnreachable });
    const result = schemas.deliveryAddressSchema.safeParse(values);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      setError({ field: issue.path[0] as AddressField, message: issue.message });
      document.getElementById(`${id}-${String(issue.path[0])}`)?.focus();
      return;
    }
    setError(null);
    onSave(result.data);
  }

  return (
    <form className="address-form" onSubmit={submit} noValidate aria-label="Delivery address">
      {error && (
        <p className="form-error" role="alert" id={`${id}-error`}>
          {error.message}
        </p>
      )}
      <div className="address-grid">
        {ADDRESS_FIELDS.map((field) => {
          const spec = FIELDS[field];
          return (
            <div key={field} className={spec.wide ? "field wide" : "field"}>
              <label htmlFor={`${id}-${field}`}>{spec.label}</label>
              <input
                id={`${id}-${field}`}
                name={field}
                type={spec.type ?? "text"}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                value={values[field]}
                aria-invalid={error?.field === field || undefined}
                aria-describedby={error?.field === field ? `${id}-error` : undefined}
                aria-required="true"
                onChange={(event) => {
                  setValues({ ...values, [field]: event.target.value });
                  if (error?.field === field) setError(null);
                }}
              />
            </div>
          );
        })}
      </div>
      <p className="place-warning" role="status" aria-live="polite">
        {placeWarning}
      </p>
      <div className="form-actions">
        <button type="submit" className="button">
          Save address
        </button>
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
