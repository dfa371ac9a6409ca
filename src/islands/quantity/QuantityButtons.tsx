/**
 * The − and + of a pack quantity with the quantity between them, on the product page and in the cart.
 * Which steps exist is domain/quantity.ts; each place gives its own look and what a step does.
 */
import { canStepDown, canStepUp, stepDown, stepUp } from "../../../domain/quantity.ts";

type Props = {
  quantity: number;
  stock: number;
  onChange: (quantity: number) => void;
  buttonClass: string;
  valueClass?: string;
  /** Both buttons off, whatever the steps (the product is out of stock). */
  disabled?: boolean;
};

export default function QuantityButtons({
  quantity,
  stock,
  onChange,
  buttonClass,
  valueClass,
  disabled = false,
}: Props) {
  const step = (label: string, sign: string, can: boolean, next: () => number) => (
    <button
      type="button"
      className={buttonClass}
      aria-label={label}
      disabled={disabled || !can}
      onClick={() => onChange(next())}
    >
      {sign}
    </button>
  );
  return (
    <>
      {step("Decrease quantity", "−", canStepDown(quantity, stock), () => stepDown(quantity, stock))}
      <output className={valueClass} aria-live="polite" aria-label="Quantity" data-testid="quantity">
        {quantity}
      </output>
      {step("Increase quantity", "+", canStepUp(quantity, stock), () => stepUp(quantity, stock))}
    </>
  );
}
