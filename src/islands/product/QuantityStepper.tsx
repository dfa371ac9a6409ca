/** The pack-quantity stepper (docs/product.md#prices-and-quantity-tiers): the rules are domain/quantity.ts; this is only the control. */
import { canStepDown, canStepUp, stepDown, stepUp } from "../../../domain/quantity.ts";

type Props = { quantity: number; stock: number; onChange: (quantity: number) => void };

export default function QuantityStepper({ quantity, stock, onChange }: Props) {
  const disabled = stock <= 0;
  return (
    <fieldset className="quantity-stepper" aria-labelledby="quantity-label">
      <span id="quantity-label" className="stepper-label">
        Quantity (sachets)
      </span>
      <div className="stepper-controls">
        <button
          type="button"
          className="stepper-button"
          aria-label="Decrease quantity"
          disabled={disabled || !canStepDown(quantity, stock)}
          onClick={() => onChange(stepDown(quantity, stock))}
        >
          −
        </button>
        <output className="stepper-value" aria-live="polite" aria-label="Quantity" data-testid="quantity">
          {quantity}
        </output>
        <button
          type="button"
          className="stepper-button"
          aria-label="Increase quantity"
          disabled={disabled || !canStepUp(quantity, stock)}
          onClick={() => onChange(stepUp(quantity, stock))}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
