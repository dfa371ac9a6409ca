/** The pack-quantity stepper (docs/product.md#prices-and-quantity-tiers): the rules are domain/quantity.ts; this is only the control. */
import QuantityButtons from "../quantity/QuantityButtons.tsx";

type Props = { quantity: number; stock: number; onChange: (quantity: number) => void };

export default function QuantityStepper({ quantity, stock, onChange }: Props) {
  return (
    <fieldset className="quantity-stepper" aria-labelledby="quantity-label">
      <span id="quantity-label" className="stepper-label">
        Quantity (sachets)
      </span>
      <div className="stepper-controls">
        <QuantityButtons
          quantity={quantity}
          stock={stock}
          onChange={onChange}
          buttonClass="stepper-button"
          valueClass="stepper-value"
          disabled={stock <= 0}
        />
      </div>
    </fieldset>
  );
}
