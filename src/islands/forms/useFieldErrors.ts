/**
 * Per-field error messages from a shared zod schema: `validate(values)` fills them (first message
 * per field, as the spec shows one at a time), `clear(field)` empties one as soon as it is edited.
 */
import { useCallback, useState } from "react";
import type { z } from "zod";

export type FieldErrors = Record<string, string | undefined>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function useFieldErrors<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const validate = useCallback(
    (values: unknown): z.output<S> | null => {
      const result = schema.safeParse(values);
      setErrors(result.success ? {} : fieldErrorsOf(result.error));
      return result.success ? result.data : null;
    },
    [schema],
  );
  const clear = useCallback((field: string) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);
  return { errors, validate, clear, setErrors };
}
