/** /admin/emails: the e-mail outbox with each e-mail's status; a failed one can be sent again. */
import type { OutboxEmailDto, outboxEmailResponse } from "../../../domain/api/admin-emails.ts";
import { useState } from "react";
import { adminApi, adminErrorText } from "../../lib/admin-panel.ts";
import { AdminGuard } from "./AdminGuard.tsx";
import { useAdminList } from "./useAdminList.ts";
import { AdminList, AdminTable } from "./AdminList.tsx";
import { ErrorNotice, StatusBadge, when } from "./ui.tsx";

type Email = OutboxEmailDto;

function EmailsView() {
  const [status, setStatus] = useState("all");
  const [page, setPage] = useState(1);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = useAdminList<Email>("/api/admin/emails", { status, page });

  async function resend(email: Email) {
    setActionError(null);
    try {
      await adminApi.post<typeof outboxEmailResponse>(`/api/admin/emails/${email.id}/resend`);
      await list.reload();
    } catch (e) {
      setActionError(adminErrorText(e));
    }
  }

  return (
    <>
      <h1>E-mails</h1>
      <div className="filters">
        <label htmlFor="email-status">Status</label>
        <select
          id="email-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="all">All</option>
          <option value="pending">Pending</option>
          <option value="sent">Sent</option>
          <option value="failed">Failed</option>
        </select>
      </div>
      {actionError && <ErrorNotice message={actionError} />}
      <AdminList list={list} what="e-mails" empty="No e-mails here." onPage={setPage}>
        {(rows) => (
          <AdminTable
            caption="E-mails"
            columns={["Queued", "To", "Subject", "Status", "Attempts", "Actions"]}
          >
            {rows.map((e) => (
              <tr key={e.id}>
                <td>{when(e.createdAt)}</td>
                <td>{e.to}</td>
                <th scope="row">{e.subject}</th>
                <td>
                  <StatusBadge status={e.status} />
                  {e.lastError && <span className="muted"> {e.lastError}</span>}
                  {e.sentAt && <span className="muted"> {when(e.sentAt)}</span>}
                </td>
                <td>{e.attempts}</td>
                <td>
                  {e.status === "failed" && (
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => void resend(e)}
                      aria-label={`Resend "${e.subject}" to ${e.to}`}
                    >
                      Resend
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminList>
    </>
  );
}

export default function Emails() {
  return (
    <AdminGuard>
      <EmailsView />
    </AdminGuard>
  );
}
