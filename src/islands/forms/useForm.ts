/**
 * A form's text values and their per-field errors together. `field(name)` gives an input what it
 * needs (`<Field label="Email" {...field("email")} />`): its name, value, error, and a change
 * handler that stores the value and clears that field's error (and calls `onEdit`, for a form
 * that hides its last outcome once the customer types again).
 */
import { type FormEvent, useState } from "react";
import type { FormSchemas } from "./form-schemas.ts";
import type { z } from "zod";
import { useFieldErrors } from "./useFieldErrors.ts";

export function useForm<K extends keyof FormSchemas, V extends Record<string, string>>(
  form: K,
  initial: V | (() => V),
  onEdit?: () => void,
) {
  const [values, setValues] = useState<V>(initial);
  const { errors, validate, clear, setErrors } = useFieldErrors(form);
  const field = (name: keyof V & string) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
      onEdit?.();
    },
  });
  /**
   * The form's submit handler: no page load; `restart` hides the last outcome; the values are checked
   * (the refusals shown beside their fields) and only values that pass go to `send`.
   */
  const onSubmit =
    (restart: () => void, send: (valid: z.output<FormSchemas[K]>) => Promise<void>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      restart();
      const valid = await validate(values);
      if (valid) await send(valid);
    };
  return { values, setValues, errors, setErrors, validate, clear, field, onSubmit };
}
