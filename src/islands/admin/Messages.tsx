/**
 * /admin/messages: the contact-form inbox; open messages first, each with its ticket and the date
 * the grievance promise says it must be resolved by (flagged once past); found by ticket or
 * e-mail; mark handled or reopen.
 */
import { shopDate } from "../../../domain/shop-time.ts";
import type {
  ContactMessageDto,
  contactMessageHandledResponse,
} from "../../../domain/api/admin-contact-messages.ts";
import { adminApi } from "../../lib/admin-panel.ts";
import { adminScreen } from "./AdminGuard.tsx";
import { useAdminList } from "./useAdminList.ts";
import { AdminFilter, AdminList, ListFilters, SearchField } from "./AdminList.tsx";
import { day, StatusBadge, when } from "./ui.tsx";
import { RowButton } from "../forms/RowButton.tsx";

type Message = ContactMessageDto;

const STATUS_FILTERS = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
];

function MessagesView() {
  const list = useAdminList<Message, "status">("/api/admin/messages", {
    filters: { status: "open" },
    search: "",
  });
  const today = shopDate(Date.now());

  const mark = (m: Message, handled: boolean) =>
    list.act(() =>
      adminApi.put<typeof contactMessageHandledResponse>(`/api/admin/messages/${m.id}/handled`, { handled }),
    );

  return (
    <>
      <h1>Messages</h1>
      <ListFilters list={list}>
        <AdminFilter label="Show" filter={list.filter("status")} options={STATUS_FILTERS} />
        <SearchField label="Search messages" list={list} placeholder="Ticket or e-mail" />
      </ListFilters>
      <AdminList list={list} what="messages" empty="No messages here.">
        {(rows) => (
          <ul className="message-list">
            {rows.map((m) => (
              <li key={m.id} className="admin-card">
                <p className="message-ticket">
                  <strong>
                    {m.ticket ? `Ticket ${m.ticket}` : "No ticket (sent before tickets existed)"}
                  </strong>
                  {!m.handledAt && (
                    <>
                      {" "}
                      · Resolve by {day(m.resolveBy)}
                      {m.resolveBy < today && (
                        <>
                          {" "}
                          <StatusBadge status="Overdue" />
                        </>
                      )}
                    </>
                  )}
                </p>
                <p className="message-meta">
                  <a href={`mailto:${m.email}`}>{m.email}</a> · {m.countryCode} {m.phoneNumber} ·{" "}
                  {when(m.receivedAt)}
                </p>
                {m.message && <p className="message-text">{m.message}</p>}
                <p className="muted">{m.address}</p>
                {m.handledAt ? (
                  <p>
                    Handled {when(m.handledAt)} by {m.handledBy ?? "an admin"}.{" "}
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => void mark(m, false)}
                    >
                      Reopen
                    </button>
                  </p>
                ) : (
                  <RowButton
                    tone="primary"
                    label={`Mark handled: ${m.ticket ? `ticket ${m.ticket}` : `the message from ${m.email}`}`}
                    onClick={() => void mark(m, true)}
                  >
                    Mark handled
                  </RowButton>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </>
  );
}

export default adminScreen(MessagesView);
