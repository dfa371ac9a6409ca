/**
 * /admin/cod's blocklist: the mobiles and PIN codes refused cash on delivery, who listed each and
 * why; add one (checked with the server's own schema first), remove one after confirming.
 */
import { type FormEvent, useState } from "react";
import type { CodBlockDto, codBlockResponse } from "../../../domain/api/admin-cod.ts";
import { COD_BLOCK_KINDS, COD_BLOCK_REASON_MAX_LENGTH, type CodBlockKind } from "../../../domain/cod.ts";
import { PINCODE_DIGITS } from "../../../domain/pincode.ts";
import { codBlockSchema } from "../../../domain/schemas.ts";
import { adminApi } from "../../lib/admin-panel.ts";
import { AdminTableList } from "./AdminList.tsx";
import { Field, FormFooter, formErrorText, useFormFields } from "./FormFields.tsx";
import { useAdminAction } from "./useAdminAction.ts";
import { useAdminList } from "./useAdminList.ts";
import { Notice, when } from "./ui.tsx";
import { RowButton } from "../forms/RowButton.tsx";

const KIND_LABELS: Record<CodBlockKind, string> = { phone: "Mobile number", pincode: "PIN code" };
const VALUE_HINTS: Record<CodBlockKind, string> = {
  phone: "10 digits; +91 or a leading 0 is taken off.",
  pincode: `${PINCODE_DIGITS} digits.`,
};

export function CodBlocklist() {
  const list = useAdminList<CodBlockDto>("/api/admin/cod/blocklist", { paged: false });
  const [notice, setNotice] = useState<string | null>(null);

  async function remove(entry: CodBlockDto) {
    if (!window.confirm(`Allow cash on delivery again for ${entry.value}?`)) return;
    await list.act(async () => {
      const removed = await adminApi.delete<typeof codBlockResponse>(`/api/admin/cod/blocklist/${entry._id}`);
      setNotice(removed.message);
    });
  }

  return (
    <section className="admin-card" aria-labelledby="cod-blocklist-heading">
      <h2 id="cod-blocklist-heading">Blocklist</h2>
      <p>
        An order whose delivery mobile, account phone or delivery PIN code is listed here must be paid online.
        Orders already placed are left as they are.
      </p>
      <Notice message={notice} />
      <AddBlockForm
        onAdded={(message) => {
          setNotice(message);
          void list.reload();
        }}
      />
      <AdminTableList
        list={list}
        what="the blocklist"
        empty="Nobody is on the blocklist."
        caption="COD blocklist"
        columns={["Kind", "Value", "Reason", "Added by", "Added", "Actions"]}
        row={(entry) => (
          <tr key={entry._id}>
            <td>{KIND_LABELS[entry.kind]}</td>
            <th scope="row" className="nowrap">
              {entry.value}
            </th>
            <td>{entry.reason || "—"}</td>
            <td>{entry.createdBy}</td>
            <td>{when(entry.createdAt)}</td>
            <td className="actions">
              <RowButton label={`Remove ${entry.value}`} onClick={() => void remove(entry)}>
                Remove
              </RowButton>
            </td>
          </tr>
        )}
      />
    </section>
  );
}

function AddBlockForm({ onAdded }: { onAdded: (message: string) => void }) {
  const [kind, setKind] = useState<CodBlockKind>("pincode");
  const { fields, setFields, errors, setErrors, input, showIssues } = useFormFields("cod-block", {
    value: "",
    reason: "",
  });
  const saving = useAdminAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    saving.setError(null);
    const parsed = codBlockSchema.safeParse({ kind, ...fields });
    if (!parsed.success) return showIssues(parsed.error.issues);
    await saving.run(async () => {
      const added = await adminApi.post<typeof codBlockResponse>("/api/admin/cod/blocklist", parsed.data);
      setFields({ value: "", reason: "" });
      onAdded(added.message);
    }, formErrorText);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="cod-block-form-heading">
      <h3 id="cod-block-form-heading">Add to the blocklist</h3>
      <fieldset className="choice-group">
        <legend>Refuse cash on delivery to</legend>
        <div className="choice-row">
          {COD_BLOCK_KINDS.map((k) => (
            <label key={k}>
              <input
                type="radio"
                name="cod-block-kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setErrors({});
                }}
              />{" "}
              {KIND_LABELS[k]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-grid">
        <Field
          id="cod-block-value"
          label={KIND_LABELS[kind]}
          error={errors.value}
          required
          hint={VALUE_HINTS[kind]}
        >
          {input("value", { inputMode: "numeric", autoComplete: "off" }, true)}
        </Field>
        <Field
          id="cod-block-reason"
          label="Reason"
          error={errors.reason}
          hint={`For the other admins, up to ${COD_BLOCK_REASON_MAX_LENGTH} characters.`}
        >
          {input("reason", { maxLength: COD_BLOCK_REASON_MAX_LENGTH }, true)}
        </Field>
      </div>
      <FormFooter error={saving.error} busy={saving.busy} label="Add to the blocklist" busyLabel="Adding…" />
    </form>
  );
}
