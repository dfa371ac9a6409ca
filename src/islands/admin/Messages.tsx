/** /admin/messages: the contact-form inbox; open messages first, mark handled or reopen. */
import { useState } from "react";
import { adminJson } from "../../lib/admin-fetch.ts";
import { AdminGuard } from "./AdminGuard.tsx";
import { useAdminList } from "./useAdminList.ts";
import { AdminList } from "./AdminList.tsx";
import { ErrorNotice, when } from "./ui.tsx";

type Message = {
  id: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  address: string;
  message: string;
  receivedAt: string;
  handledAt: string | null;
  handledBy: string | null;
};

function MessagesView() {
  const [status, setStatus] = useState("open");
  const [page, setPage] = useState(1);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = useAdminList<Message>("/api/admin/messages", { status, page });

  async function mark(m: Message, handled: boolean) {
    setActionError(null);
    try {
      await adminJson(`/api/admin/messages/${m.id}/handled`, { method: "PUT", json: { handled } });
      await list.reload();
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <>
      <h1>Messages</h1>
      <div className="filters">
        <label htmlFor="message-status">Show</label>
        <select
          id="message-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="open">Open</option>
          <option value="handled">Handled</option>
          <option value="all">All</option>
        </select>
      </div>
      {actionError && <ErrorNotice message={actionError} />}
      <AdminList list={list} what="messages" empty="No messages here." onPage={setPage}>
        {(rows) => (
          <ul className="message-list">
            {rows.map((m) => (
              <li key={m.id} className="admin-card">
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
                  <button
                    type="button"
                    className="button small"
                    onClick={() => void mark(m, true)}
                    aria-label={`Mark handled: the message from ${m.email}`}
                  >
                    Mark handled
                  </button>
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
