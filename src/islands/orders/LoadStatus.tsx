/** What an order screen shows until its data is there: "Loading…", or why it did not load. */
import type { Loaded } from "../../lib/orders-api.ts";
import { FormError } from "../forms/FormActions.tsx";

export function LoadStatus({ state, loading }: { state: Loaded<unknown> | null; loading: string }) {
  if (!state)
    return (
      <p className="muted" role="status">
        {loading}
      </p>
    );
  return <FormError message={state.ok ? null : state.message} />;
}
