/**
 * A form whose controls stay disabled until the island has hydrated: typing into the server-rendered
 * HTML before React takes over would be wiped, and an early submit would post the fields (password
 * included) to the page's own address as a plain form.
 */
import type { FormEvent, ReactNode } from "react";
import { useHydrated } from "../useHydrated.ts";

type FormProps = {
  onSubmit: (event: FormEvent) => void;
  className?: string;
  children: ReactNode;
  "aria-labelledby"?: string;
};

export function Form({ onSubmit, className = "auth-form", children, ...rest }: FormProps) {
  const hydrated = useHydrated();
  return (
    <form className={className} method="post" noValidate onSubmit={onSubmit} aria-busy={!hydrated} {...rest}>
      <fieldset className="form-fieldset" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
