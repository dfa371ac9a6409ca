/** /admin/audit: who changed what and when, with the values before and after. */
import { useState } from "react";
import { AUDIT_ENTITIES } from "../../../domain/admin-schemas.ts";
import type { AuditEntryDto } from "../../../domain/api/admin-audit.ts";
import { AdminGuard } from "./AdminGuard.tsx";
import { useAdminList } from "./useAdminList.ts";
import { AdminFilter, AdminList, AdminTable, useListFilter } from "./AdminList.tsx";
import { when } from "./ui.tsx";

type Entry = AuditEntryDto;

const ENTITY_LABELS: Record<string, string> = {
  product: "Products",
  order: "Orders",
  user: "Users",
  contact_message: "Messages",
  email: "E-mails",
  coupon: "Coupons",
  pages: "Page rebuilds",
};

const ENTITY_FILTERS = [
  { value: "all", label: "Everything" },
  ...AUDIT_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABELS[e] ?? e })),
];

function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  if (typeof value !== "object") return <>{String(value)}</>;
  return (
    <dl className="pairs compact">
      {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function AuditView() {
  const [page, setPage] = useState(1);
  const entity = useListFilter("all", setPage);
  const list = useAdminList<Entry>("/api/admin/audit", { entity: entity.value, page });
  return (
    <>
      <h1>Audit log</h1>
      <div className="filters">
        <AdminFilter id="audit-entity" label="Changes to" filter={entity} options={ENTITY_FILTERS} />
      </div>
      <AdminList list={list} what="audit log" empty="No changes recorded yet." onPage={setPage}>
        {(rows) => (
          <AdminTable caption="Audit log" columns={["When", "Admin", "Change", "Before", "After"]}>
            {rows.map((e) => (
              <tr key={e.id}>
                <td>{when(e.at)}</td>
                <td>
                  {e.admin.name}
                  <br />
                  <span className="muted">{e.admin.email}</span>
                </td>
                <th scope="row">
                  {e.action}
                  <br />
                  <span className="muted">{e.entityId}</span>
                </th>
                <td>
                  <Values value={e.before} />
                </td>
                <td>
                  <Values value={e.after} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminList>
    </>
  );
}

export default function Audit() {
  return (
    <AdminGuard>
      <AuditView />
    </AdminGuard>
  );
}
