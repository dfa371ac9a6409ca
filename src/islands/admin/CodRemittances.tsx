/**
 * /admin/cod's money side: cash the courier collected at the door and has not yet paid to the shop
 * (select rows, "Mark remitted" from the courier's remittance report), and the COD orders still
 * waiting for the customer's code (to call them), each linking to the order.
 */
import { useCallback, useEffect, useState } from "react";
import type { AdminOrderDto } from "../../../domain/api/admin-orders.ts";
import type {
  CodCollectionDto,
  codCollectionsResponse,
  codRemittanceResponse,
} from "../../../domain/api/admin-cod.ts";
import { COD_CONFIRMATION_WINDOW_HOURS, COD_PENDING_STATUS } from "../../../domain/cod.ts";
import { adminApi, adminErrorText } from "../../lib/admin-panel.ts";
import { AdminTable, AdminTableList } from "./AdminList.tsx";
import { useAdminAction } from "./useAdminAction.ts";
import { useAdminList } from "./useAdminList.ts";
import { ErrorNotice, Loading, Notice, rupees, when } from "./ui.tsx";

const orderLink = (id: string) => `/admin/orders?q=${id}`;

export function CodCollections() {
  const [waiting, setWaiting] = useState<{ rows: CodCollectionDto[]; total: number } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const remitting = useAdminAction();

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setWaiting((await adminApi.get<typeof codCollectionsResponse>("/api/admin/cod/collections")).data);
    } catch (e) {
      setLoadError(adminErrorText(e));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const rows = waiting?.rows ?? [];
  const chosen = rows.filter((row) => selected.has(row.orderId));
  const toggle = (orderId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  async function markRemitted() {
    const amount = chosen.reduce((sum, row) => sum + row.amount, 0);
    if (
      !window.confirm(`Mark ${chosen.length} order(s), ${rupees(amount)} in all, as remitted by the courier?`)
    )
      return;
    await remitting.run(async () => {
      const done = await adminApi.post<typeof codRemittanceResponse>("/api/admin/cod/remittances", {
        orderIds: chosen.map((row) => row.orderId),
      });
      setNotice(`${done.message} ${rupees(done.data.amount)} in all.`);
      setSelected(new Set());
      await load();
    });
  }

  const allChosen = rows.length > 0 && chosen.length === rows.length;
  return (
    <section className="admin-card" aria-labelledby="cod-collected-heading">
      <h2 id="cod-collected-heading">Collected, not yet remitted</h2>
      <p>
        Cash the courier collected at the door. Mark it remitted once the courier's remittance report shows it
        paid to the shop.
      </p>
      <Notice message={notice} />
      {loadError && <ErrorNotice message={loadError} onRetry={() => void load()} />}
      {remitting.error && <ErrorNotice message={remitting.error} />}
      {!waiting && !loadError && <Loading what="collected cash" />}
      {waiting && rows.length === 0 && <p>No cash is waiting for the courier's remittance.</p>}
      {rows.length > 0 && (
        <>
          {waiting && waiting.total > rows.length && (
            <p>
              The oldest {rows.length} of {waiting.total} are shown; the rest show once these are marked.
            </p>
          )}
          <div className="form-actions">
            <label>
              <input
                type="checkbox"
                checked={allChosen}
                onChange={(event) =>
                  setSelected(new Set(event.target.checked ? rows.map((row) => row.orderId) : []))
                }
              />{" "}
              Select all
            </label>
            <button
              type="button"
              className="button"
              disabled={chosen.length === 0 || remitting.busy}
              onClick={() => void markRemitted()}
            >
              {remitting.busy ? "Marking…" : `Mark remitted (${chosen.length})`}
            </button>
          </div>
          <AdminTable
            caption="Collected, not yet remitted"
            columns={["Select", "Order", "Amount", "AWB", "Collected"]}
          >
            {rows.map((row) => (
              <tr key={row.orderId}>
                <td>
                  <input
                    type="checkbox"
                    checked={selected.has(row.orderId)}
                    onChange={(event) => toggle(row.orderId, event.target.checked)}
                    aria-label={`Select order ${row.shortId}`}
                  />
                </td>
                <th scope="row">
                  <a href={orderLink(row.orderId)}>{row.shortId}</a>
                </th>
                <td>{rupees(row.amount)}</td>
                <td className="nowrap">{row.awb}</td>
                <td>{when(row.collectedAt)}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </section>
  );
}

export function CodToConfirm() {
  const list = useAdminList<AdminOrderDto, "status">("/api/admin/getallorders", {
    filters: { status: COD_PENDING_STATUS },
  });
  return (
    <section className="admin-card" aria-labelledby="cod-confirm-heading">
      <h2 id="cod-confirm-heading">Waiting for the customer's code</h2>
      <p>
        COD orders not yet confirmed: call the customer if it is taking long. Unconfirmed orders are cancelled
        after {COD_CONFIRMATION_WINDOW_HOURS} hours.
      </p>
      <AdminTableList
        list={list}
        what="orders to confirm"
        empty="No COD order is waiting for its code."
        caption="COD orders waiting for the code"
        columns={["Order", "Placed", "Customer", "Mobile", "Total"]}
        row={(o) => (
          <tr key={o._id}>
            <th scope="row">
              <a href={orderLink(o._id)}>{o.shortId}</a>
            </th>
            <td>{when(o.orderDate)}</td>
            <td>{o.customer.name}</td>
            <td className="nowrap">
              <a href={`tel:+91${o.deliveryAddress.mobile}`}>{o.deliveryAddress.mobile}</a>
            </td>
            <td>{rupees(o.totalAmount)}</td>
          </tr>
        )}
      />
    </section>
  );
}
