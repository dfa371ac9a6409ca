/**
 * A small button acting on one row of a list (an admin table's row, a customer's order line):
 * `label` names the action and the row for screen readers (the visible text is only the action).
 * `tone`: secondary by default, danger for what removes or locks out, primary for the one action a
 * row is waiting for.
 */
export function RowButton({
  label,
  onClick,
  tone = "secondary",
  children,
}: {
  label: string;
  onClick: () => void;
  tone?: "secondary" | "danger" | "primary";
  children: string;
}) {
  return (
    <button
      type="button"
      className={tone === "primary" ? "button small" : `button ${tone} small`}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}
