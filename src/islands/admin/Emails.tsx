/** /admin/emails: the e-mail outbox with each e-mail's status; a failed one can be sent again. */
import type { OutboxEmailDto, outboxEmailResponse } from "../../../domain/api/admin-emails.ts";
import { EMAIL_STATUSES } from "../../../domain/outbox.ts";
import { adminApi } from "../../lib/admin-panel.ts";
import { adminScreen } from "./AdminGuard.tsx";
import { useAdminList } from "./useAdminList.ts";
import { AdminFilter, AdminTableList } from "./AdminList.tsx";
import { StatusBadge, when } from "./ui.tsx";
import { RowButton } from "../forms/RowButton.tsx";

type Email = OutboxEmailDto;

const STATUS_FILTERS = ["all", ...EMAIL_STATUSES].map((value) => ({
  value,
  label: `${value[0]!.toUpperCase()}${value.slice(1)}`,
}));

function EmailsView() {
  const list = useAdminList<Email, "status">("/api/admin/emails", { filters: { status: "all" } });

  const resend = (email: Email) =>
    list.act(() => adminApi.post<typeof outboxEmailResponse>(`/api/admin/emails/${email.id}/resend`));

  return (
    <>
      <h1>E-mails</h1>
      <div className="filters">
        <AdminFilter label="Status" filter={list.filter("status")} options={STATUS_FILTERS} />
      </div>
      <AdminTableList
        list={list}
        what="e-mails"
        empty="No e-mails here."
        caption="E-mails"
        columns={["Queued", "To", "Subject", "Status", "Attempts", "Actions"]}
        row={(e) => (
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
        )}
      />
    </>
  );
}

export default adminScreen(EmailsView);
