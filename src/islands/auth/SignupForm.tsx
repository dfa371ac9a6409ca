/** `/signupPage` (docs/product.md#pages): validated sign-up; on success a 5-second banner, then the login page. */
import { useEffect, useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import { SIGNUP_SUCCESS_REDIRECT_MS } from "../../config/account.ts";
import type { registeredResponse } from "../../../domain/api/auth.ts";
import { api } from "../../lib/api.ts";
import { LOGIN_PATH } from "../../lib/navigation.ts";
import { Field, FormMessage, NewPasswordFields } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useForm } from "../forms/useForm.ts";
import { failedWith, useSubmission } from "../forms/useSubmission.ts";
import { PRIVACY_NOTICE_VERSION } from "../../../domain/privacy-notice.ts";
import { PrivacyConsent } from "./PrivacyConsent.tsx";

const EMPTY = { name: "", email: "", password: "", confirmPassword: "" };

export default function SignupForm() {
  const { values, setValues, errors, validate, clear, field } = useForm("signup", EMPTY);
  const [terms, setTerms] = useState(false);
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const { busy, outcome, setOutcome, send } = useSubmission();

  useEffect(() => {
    if (outcome?.kind !== "success") return;
    const timer = setTimeout(() => window.location.assign(LOGIN_PATH), SIGNUP_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const consent = { privacyConsent, privacyNoticeVersion: PRIVACY_NOTICE_VERSION };
    const valid = await validate({ ...values, terms, ...consent });
    if (!valid) return;
    await send(async () => {
      await api.post<typeof registeredResponse>(
        "/api/auth/register",
        { name: valid.name, email: valid.email, password: valid.password, ...consent },
        { auth: false },
      );
      setValues(EMPTY);
      setTerms(false);
      setPrivacyConsent(false);
      setOutcome({ kind: "success", text: accountMessages.signupSuccess });
    }, failedWith(accountMessages.signupFailed));
  }

  return (
    <Form className="auth-form" onSubmit={submit}>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <Field label="Name" autoComplete="name" {...field("name")} />
      <Field label="Email" type="email" autoComplete="email" {...field("email")} />
      <NewPasswordFields
        label="Password"
        note="Avoid common passwords."
        password={field("password")}
        confirmation={field("confirmPassword")}
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
