/** What every admin action (save, resend, remit, download…) does around its API call. */
import { useState } from "react";
import { adminErrorText } from "../../lib/admin-panel.ts";

/**
 * An admin action: busy while it runs, and its failure in words to show beside it (the API's message
 * unless the screen words it itself). `run` clears the last failure first and answers whether the
 * action succeeded.
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, errorText: (e: unknown) => string = adminErrorText) {
    setError(null);
    setBusy(true);
    try {
      await action();
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
