/** `/signupPage` (docs/product.md#pages): validated sign-up; on success a 5-second banner, then the login page. */
import { useEffect, useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import { SIGNUP_SUCCESS_REDIRECT_MS } from "../../config/account.ts";
import type { registeredResponse } from "../../../domain/api/auth.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { LOGIN_PATH } from "../../lib/navigation.ts";
import { Field, FormMessage, PasswordField } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useFieldErrors } from "../forms/useFieldErrors.ts";
import { PRIVACY_NOTICE_VERSION } from "../../../domain/privacy-notice.ts";
import { PrivacyConsent } from "./PrivacyConsent.tsx";

const EMPTY = { name: "", email: "", password: "", confirmPassword: "" };

export default function SignupForm() {
  const [values, setValues] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const { errors, validate, clear } = useFieldErrors("signup");

  useEffect(() => {
    if (outcome?.kind !== "success") return;
    const timer = setTimeout(() => window.location.assign(LOGIN_PATH), SIGNUP_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const edit = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const consent = { privacyConsent, privacyNoticeVersion: PRIVACY_NOTICE_VERSION };
    const valid = await validate({ ...values, terms, ...consent });
    if (!valid) return;
    setBusy(true);
    try {
      await api.post<typeof registeredResponse>(
        "/api/auth/register",
        { name: valid.name, email: valid.email, password: valid.password, ...consent },
        { auth: false },
      );
      setValues(EMPTY);
      setTerms(false);
      setPrivacyConsent(false);
      setOutcome({ kind: "success", text: accountMessages.signupSuccess });
    } catch (error) {
      setOutcome({ kind: "error", text: errorMessage(error, accountMessages.signupFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form className="auth-form" onSubmit={submit}>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onValueChange={edit("name")}
        error={errors.name}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={edit("email")}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters. Avoid common passwords."
        value={values.password}
        onValueChange={edit("password")}
        error={errors.password}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={edit("confirmPassword")}
        error={errors.confirmPassword}
      />
      <div className="checkbox-field">
        <input
          id="signup-terms"
          type="checkbox"
          checked={terms}
          onChange={(event) => {
            setTerms(event.target.checked);
            clear("terms");
          }}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? "signup-terms-error" : undefined}
        />
        <label htmlFor="signup-terms">
          I agree to the <a href="/terms-of-service">Terms of Service</a> and the{" "}
          <a href="/privacy-policy">Privacy Policy</a>
        </label>
        {errors.terms && (
          <p className="field-error" id="signup-terms-error">
            {errors.terms}
          </p>
        )}
      </div>
      <PrivacyConsent
        checked={privacyConsent}
        onChange={(checked) => {
          setPrivacyConsent(checked);
          clear("privacyConsent");
        }}
        error={errors.privacyConsent}
      />
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Creating account…" : "Create account"}
      </button>
      <p className="auth-switch">
        Already have an account? <a href={LOGIN_PATH}>Log in</a>
      </p>
    </Form>
  );
}
