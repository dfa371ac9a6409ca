/** Small pieces every admin screen uses: money and dates, status badges, pager, notices. */
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { SHOP_TIME_ZONE } from "../../../domain/shop-time.ts";

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: SHOP_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });

export const rupees = (amount: number) => formatINR(rupeesToPaise(amount));
export const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : "—");
export const day = (iso: string) => dateOnly.format(new Date(iso));

/** Who a row is about or by: the name, with the e-mail under it. */
export function PersonCell({ person }: { person: { name: string; email: string } }) {
  return (
    <td>
      {person.name}
      <br />
      <span className="muted">{person.email}</span>
    </td>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-${status.toLowerCase().replace(/\s+/g, "-")}`}>{status}</span>;
}

export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="button secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="button secondary"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button secondary" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

export function Notice({ message }: { message: string | null }) {
  return (
    <p className="notice notice-ok" role="status">
      {message}
    </p>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p className="admin-loading" role="status">
      Loading {what}…
    </p>
  );
}
