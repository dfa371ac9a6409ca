/**
 * A form's request in flight and its last outcome (the message shown above the fields).
 * `send(action, failed)` marks the form busy while `action` runs; what `action` throws becomes the
 * outcome `failed` makes of it.
 */
import { useState } from "react";
import { errorMessage } from "../../lib/api.ts";

export type Outcome<Kind extends string> = { kind: Kind; text: string } | null;

export function useSubmission<Kind extends string = "success" | "error">(initial: Outcome<Kind> = null) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome<Kind>>(initial);
  async function send(action: () => Promise<void>, failed: (error: unknown) => Outcome<Kind>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setOutcome(failed(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, outcome, setOutcome, send };
}

/** A `failed` for `send`: the server's message, else `fallback` (the API is unreachable, say). */
export function failedWith(fallback: string) {
  return (error: unknown): Outcome<"error"> => ({ kind: "error", text: errorMessage(error, fallback) });
}
