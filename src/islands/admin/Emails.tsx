/** /admin/emails: the e-mail outbox with each e-mail's status; a failed one can be sent again. */
import type { OutboxEmailDto, outboxEmailResponse } from "../../../domain/api/admin-emails.ts";
import { useState } from "react";
import { adminApi, adminErrorText } from "../../lib/admin-panel.ts";
import { AdminGuard } from "./AdminGuard.tsx";
import { useAdminList } from "./useAdminList.ts";
import { AdminFilter, AdminList, AdminTable, useListFilter } from "./AdminList.tsx";
import { ErrorNotice, RowButton, StatusBadge, when } from "./ui.tsx";

type Email = OutboxEmailDto;

const STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
];

function EmailsView() {
  const [page, setPage] = useState(1);
  const status = useListFilter("all", setPage);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = useAdminList<Email>("/api/admin/emails", { status: status.value, page });

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
        <AdminFilter id="email-status" label="Status" filter={status} options={STATUS_FILTERS} />
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
                    <RowButton label={`Resend "${e.subject}" to ${e.to}`} onClick={() => void resend(e)}>
                      Resend
                    </RowButton>
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
