/**
 * The personal-information form (the user's firstName, lastName, email, phone, address, city,
 * state and zipCode, as `User` in domain/api/user.ts), on `/personal_info` and in the user dashboard. Saves to the server; Cancel puts back
 * the saved values. The e-mail is changed on Edit Profile (it needs the current password).
 */
import { accountMessages } from "../../../domain/account-messages.ts";
import type { profileUpdatedResponse } from "../../../domain/api/user.ts";
import { api } from "../../lib/api.ts";
import { saveDraft, takeDraft } from "../../lib/drafts.ts";
import type { SessionUser } from "../../stores/session.ts";
import { Field } from "../forms/Field.tsx";
import { Form } from "../forms/Form.tsx";
import { useForm } from "../forms/useForm.ts";
import { useSubmission } from "../forms/useSubmission.ts";
import { AccountOutcome, type AccountOutcomeKind, accountSaveFailed } from "./SessionExpiredNotice.tsx";
import { FormActions } from "../forms/FormActions.tsx";

const DRAFT = "personal_info";
const FIELDS = ["firstName", "lastName", "phone", "address", "city", "state", "zipCode"] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

/**
 * The saved values; until a first and last name are saved, they start from the name the account was
 * opened with ("Asha Kumar": Asha, Kumar), so the customer is not asked again for what they gave.
 */
function valuesOf(user: SessionUser): Values {
  const values = Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ""])) as Values;
  if (!values.firstName && !values.lastName) {
    const [first = "", ...rest] = user.name.trim().split(/\s+/);
    values.firstName = first;
    values.lastName = rest.join(" ");
  }
  return values;
}

export function PersonalInfoForm({
  user,
  onSaved,
}: {
  user: SessionUser;
  onSaved: (user: SessionUser) => void;
}) {
  const { busy, outcome, setOutcome, send } = useSubmission<AccountOutcomeKind>();
  const { values, setValues, setErrors, field, onSubmit } = useForm(
    "personalInfo",
    (): Values => ({ ...valuesOf(user), ...takeDraft<Values>(DRAFT) }),
    () => setOutcome(null),
  );

  const submit = onSubmit(
    () => setOutcome(null),
    async (valid) => {
      await send(
        async () => {
          const res = await api.put<typeof profileUpdatedResponse>("/api/user/profile", valid);
          onSaved(res.data);
          setValues(valuesOf(res.data));
          setOutcome({ kind: "success", text: accountMessages.profileUpdated });
        },
        (error) => accountSaveFailed(error, () => saveDraft(DRAFT, values)),
      );
    },
  );

  function cancel() {
    setValues(valuesOf(user));
    setErrors({});
    setOutcome(null);
  }

  const input = (name: FieldName, label: string, extra: Partial<React.ComponentProps<typeof Field>> = {}) => (
    <Field label={label} {...field(name)} {...extra} />
  );

  return (
    <Form className="auth-form wide-form" onSubmit={submit}>
      <AccountOutcome outcome={outcome} />
      <div className="form-grid">
        {input("firstName", "First name", { autoComplete: "given-name" })}
        {input("lastName", "Last name", { autoComplete: "family-name" })}
        <div className="field">
          <label htmlFor="personal-email">Email</label>
          <input
            id="personal-email"
            type="email"
            value={user.email}
            readOnly
            aria-describedby="personal-email-hint"
          />
          <p className="field-hint" id="personal-email-hint">
            To change your email, use <a href="/edit_profile">Edit Profile</a>.
          </p>
        </div>
        {input("phone", "Phone", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
        {input("address", "Address", { autoComplete: "street-address" })}
        {input("city", "City", { autoComplete: "address-level2" })}
        {input("state", "State", { autoComplete: "address-level1" })}
        {input("zipCode", "PIN code", { autoComplete: "postal-code", inputMode: "numeric" })}
      </div>
      <FormActions label="Save" busy={busy} busyLabel="Saving…" onCancel={cancel} />
    </Form>
  );
}
