/**
 * /admin/messages: the contact-form inbox; open messages first, each with its ticket and the date
 * the grievance promise says it must be resolved by (flagged once past); found by ticket or
 * e-mail; mark handled or reopen.
 */
import { useState } from "react";
import { shopDate } from "../../../domain/contact-tickets.ts";
import type {
  ContactMessageDto,
  contactMessageHandledResponse,
} from "../../../domain/api/admin-contact-messages.ts";
import { adminApi, adminErrorText } from "../../lib/admin-panel.ts";
import { AdminGuard } from "./AdminGuard.tsx";
import { useAdminList } from "./useAdminList.ts";
import { AdminFilter, AdminList, ListFilters, SearchField, useListFilter } from "./AdminList.tsx";
import { day, ErrorNotice, RowButton, StatusBadge, when } from "./ui.tsx";

type Message = ContactMessageDto;

const STATUS_FILTERS = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
];

function MessagesView() {
  const [page, setPage] = useState(1);
  const status = useListFilter("open", setPage);
  const [q, setQ] = useState("");
  const [search, setSearch] = useState("");
  const [actionError, setActionError] = useState<string | null>(null);
  const list = useAdminList<Message>("/api/admin/messages", { status: status.value, q: search, page });
  const today = shopDate(Date.now());

  async function mark(m: Message, handled: boolean) {
    setActionError(null);
    try {
      await adminApi.put<typeof contactMessageHandledResponse>(`/api/admin/messages/${m.id}/handled`, {
        handled,
      });
      await list.reload();
    } catch (e) {
      setActionError(adminErrorText(e));
    }
  }

  return (
    <>
      <h1>Messages</h1>
      <ListFilters onSearch={() => setSearch(q)} onPage={setPage}>
        <AdminFilter id="message-status" label="Show" filter={status} options={STATUS_FILTERS} />
        <SearchField
          id="message-search"
          label="Search messages"
          value={q}
          onChange={setQ}
          placeholder="Ticket or e-mail"
        />
      </ListFilters>
      {actionError && <ErrorNotice message={actionError} />}
      <AdminList list={list} what="messages" empty="No messages here." onPage={setPage}>
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

export default function Messages() {
  return (
    <AdminGuard>
      <MessagesView />
    </AdminGuard>
  );
}
