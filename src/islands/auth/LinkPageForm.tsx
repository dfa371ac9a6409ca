/**
 * The form of a page an e-mailed link opens (a password reset, a new address to confirm): the
 * outcome above it, and once the link has done its work, the way to log in instead of the form.
 */
import type { Outcome } from "../forms/useSubmission.ts";
import { FormMessage } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";

export function LinkPageForm(props: {
  outcome: Outcome<"success" | "error">;
  onSubmit: (event: React.FormEvent) => void;
  children: React.ReactNode;
}) {
  const { outcome } = props;
  return (
    <Form className="auth-form" onSubmit={props.onSubmit}>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      {outcome?.kind === "success" ? (
        <a className="button" href="/LoginPage">
          Go to log in
        </a>
      ) : (
        props.children
      )}
    </Form>
  );
}
