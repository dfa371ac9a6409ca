/**
 * The sign-up's privacy notice and its consent checkbox (DPDP Act 2023; decision 022): the items
 * of domain/privacy-notice.ts, the same ones the privacy page shows, and a box that starts
 * unticked. The form sends `PRIVACY_NOTICE_VERSION` with the ticked box; the server records it.
 */
import { PRIVACY_NOTICE_ITEMS } from "../../../domain/privacy-notice.ts";

type Props = { checked: boolean; onChange: (checked: boolean) => void; error?: string };

export function PrivacyConsent({ checked, onChange, error }: Props) {
  return (
    <section className="privacy-notice" aria-labelledby="privacy-notice-title">
      <h2 id="privacy-notice-title">Your personal data</h2>
      <dl>
        {PRIVACY_NOTICE_ITEMS.map((item) => (
          <div key={item.heading}>
            <dt>{item.heading}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
      <p>
        The <a href="/privacy-policy">Privacy Policy</a> has the details and whom to contact.
      </p>
      <div className="checkbox-field">
        <input
          id="signup-privacy-consent"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "signup-privacy-consent-error" : undefined}
        />
        <label htmlFor="signup-privacy-consent">
          I consent to my personal data being used as described above
        </label>
        {error && (
          <p className="field-error" id="signup-privacy-consent-error">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
