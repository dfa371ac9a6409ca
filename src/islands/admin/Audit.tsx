/** /admin/audit: who changed what and when, with the values before and after (what an edit changed). */
import { AUDIT_ENTITIES, type AuditEntity } from "../../../domain/admin-schemas.ts";
import type { AuditEntryDto } from "../../../domain/api/admin-audit.ts";
import { adminScreen } from "./AdminGuard.tsx";
import { useAdminList } from "./useAdminList.ts";
import { AdminFilter, AdminTableList } from "./AdminList.tsx";
import { PersonCell, when } from "./ui.tsx";
import { auditColumns, auditValueText } from "./audit-diff.ts";

type Entry = AuditEntryDto;

/** Every audited entity's name in the filter (a Record over them all, so a new one needs its label). */
const ENTITY_LABELS: Record<AuditEntity, string> = {
  product: "Products",
  order: "Orders",
  user: "Users",
  contact_message: "Messages",
  email: "E-mails",
  coupon: "Coupons",
  pages: "Page rebuilds",
  cod_block: "COD blocklist",
  review: "Reviews",
};

const ENTITY_FILTERS = [
  { value: "all", label: "Everything" },
  ...AUDIT_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABELS[e] })),
];

function Value({ value }: { value: unknown }) {
  const { text, whole } = auditValueText(value);
  return text === whole ? text : <span title={whole}>{text}</span>;
}

function Values({ value, unchanged }: { value: unknown; unchanged: number }) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  if (typeof value !== "object") return <Value value={value} />;
  return (
    <>
      <dl className="pairs compact">
        {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <Value value={v} />
            </dd>
          </div>
        ))}
      </dl>
      {unchanged > 0 && (
        <p className="muted">
          {unchanged} unchanged {unchanged === 1 ? "field" : "fields"} not shown
        </p>
      )}
    </>
  );
}

function AuditView() {
  const list = useAdminList<Entry, "entity">("/api/admin/audit", { filters: { entity: "all" } });
  return (
    <>
      <h1>Audit log</h1>
      <div className="filters">
        <AdminFilter label="Changes to" filter={list.filter("entity")} options={ENTITY_FILTERS} />
      </div>
      <AdminTableList
        list={list}
        what="audit log"
        empty="No changes recorded yet."
        caption="Audit log"
        columns={["When", "Admin", "Change", "Before", "After"]}
        row={(e) => {
          const shown = auditColumns(e.before, e.after);
          return (
            <tr key={e.id}>
              <td>{when(e.at)}</td>
              <PersonCell person={e.admin} />
              <th scope="row">
                {e.action}
                <br />
                <span className="muted">{e.entityId}</span>
              </th>
              <td>
                <Values value={shown.before} unchanged={0} />
              </td>
              <td>
                <Values value={shown.after} unchanged={shown.unchanged} />
              </td>
            </tr>
          );
        }}
      />
    </>
  );
}

export default adminScreen(AuditView);
