/** /admin/audit: who changed what and when, with the values before and after. */
import { useState } from "react";
import { AUDIT_ENTITIES } from "../../../domain/admin-schemas.ts";
import { AdminGuard } from "./AdminGuard.tsx";
import { useAdminList } from "./useAdminList.ts";
import { ErrorNotice, Loading, Pager, when } from "./ui.tsx";

type Entry = { id: string; at: string; admin: { name: string; email: string }; action: string; entity: string; entityId: string; before: unknown; after: unknown };

const ENTITY_LABELS: Record<string, string> = { product: "Products", order: "Orders", user: "Users", contact_message: "Messages", email: "E-mails" };

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
  const [entity, setEntity] = useState("all");
  const [page, setPage] = useState(1);
  const list = useAdminList<Entry>("/api/admin/audit", { entity, page });
  return (
    <>
      <h1>Audit log</h1>
      <div className="filters">
        <label htmlFor="audit-entity">Changes to</label>
        <select id="audit-entity" value={entity} onChange={(e) => (setEntity(e.target.value), setPage(1))}>
          <option value="all">Everything</option>
          {AUDIT_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {ENTITY_LABELS[e]}
            </option>
          ))}
        </select>
      </div>
      {list.error && <ErrorNotice message={list.error} onRetry={() => void list.reload()} />}
      {list.loading && list.rows.length === 0 && <Loading what="audit log" />}
      {!list.loading && !list.error && list.rows.length === 0 && <p>No changes recorded yet.</p>}
      {list.rows.length > 0 && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Audit log table (scrolls sideways)">
          <table className="admin-table">
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Admin</th>
                <th scope="col">Change</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((e) => (
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
            </tbody>
          </table>
        </div>
      )}
      {list.pagination && <Pager page={list.pagination.page} totalPages={list.pagination.totalPages} onPage={setPage} />}
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
