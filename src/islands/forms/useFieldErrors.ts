/**
 * Per-field error messages from a shared zod schema: `validate(values)` fills them (first message
 * per field, as the spec shows one at a time), `clear(field)` empties one as soon as it is edited.
 *
 * The schemas (and zod) load on demand: the first edit starts the download, `validate` waits for
 * it. Should it fail (the connection dropped), `validate` lets the values through unchecked: the
 * server validates every payload again and its message is shown instead.
 */
import { useCallback, useState } from "react";
import type { z } from "zod";
import type { FormSchemas } from "./form-schemas.ts";

export type FieldErrors = Record<string, string | undefined>;

const loadFormSchemas = () => import("./form-schemas.ts").then((module) => module.formSchemas);

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function useFieldErrors<K extends keyof FormSchemas>(form: K) {
  type Output = z.output<FormSchemas[K]>;
  const [errors, setErrors] = useState<FieldErrors>({});
  const validate = useCallback(
    async (values: unknown): Promise<Output | null> => {
      const schemas = await loadFormSchemas().catch(() => null);
      if (!schemas) return values as Output;
      const result = schemas[form].safeParse(values);
      setErrors(result.success ? {} : fieldErrorsOf(result.error));
      return result.success ? (result.data as Output) : null;
    },
    [form],
  );
  const clear = useCallback((field: string) => {
    void loadFormSchemas().catch(() => {});
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  return { errors, validate, clear, setErrors };
}
