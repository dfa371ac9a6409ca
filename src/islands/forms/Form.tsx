/**
 * A form whose controls stay disabled until the island has hydrated: typing into the server-rendered
 * HTML before React takes over would be wiped, and an early submit would post the fields (password
 * included) to the page's own address as a plain form.
 *
 * A submit that leaves a field refused takes the cursor to the first one: its message is tied to
 * the field, so a screen reader reads it there, and nobody is left on a button that seemed to do
 * nothing.
 */
import { type FormEvent, type ReactNode, useRef } from "react";
import { useHydrated } from "../useHydrated.ts";

type FormProps = {
  onSubmit: (event: FormEvent) => void | Promise<void>;
  className?: string;
  children: ReactNode;
  "aria-labelledby"?: string;
};

/** After React has drawn the refusals (two frames on), the first refused field of `form`, focused. */
function focusFirstRefused(form: HTMLFormElement | null) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  );
}

export function Form({ onSubmit, className = "auth-form", children, ...rest }: FormProps) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  async function submit(event: FormEvent) {
    await onSubmit(event);
    focusFirstRefused(form.current);
  }
  return (
    <form
      ref={form}
      className={className}
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={!hydrated}
      {...rest}
    >
      <fieldset className="form-fieldset" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
