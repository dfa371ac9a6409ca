/** The end of a form, the same on every form of the shop: why it was refused, then its buttons. */
import type { ReactNode } from "react";

/**
 * A problem read out at once, in the shop's error style: why a form (not one of its fields) was
 * refused, or why what the island shows did not load. Nothing while there is no message.
 */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  );
}

/**
 * A form's buttons: submit (`busyLabel` while `busy`; disabled while busy, or whatever `disabled`
 * says), Cancel for a form that can be closed unsaved (disabled when `cancelDisabled`), and any
 * other action the form offers beside them (`children`).
 */
export function FormActions({
  label,
  busy = false,
  busyLabel = label,
  disabled = busy,
  onCancel,
  cancelDisabled,
  children,
}: {
  label: string;
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  onCancel?: () => void;
  cancelDisabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={disabled}>
        {busy ? busyLabel : label}
      </button>
      {onCancel && (
        <button type="button" className="button secondary" onClick={onCancel} disabled={cancelDisabled}>
          Cancel
        </button>
      )}
      {children}
    </div>
  );
}
