/**
 * /admin/orders and /admin/ongoing-orders: the orders table, filterable by status (opening on All,
 * as the earlier panel did), searchable by order id, e-mail or phone, paginated, with the detail modal and a CSV
 * export of what the filters show. The ongoing view adds estimated delivery and flags overdue orders;
 * every view flags unpaid orders whose payment the expiry job could not check.
 */
import type { AdminOrderDto } from "../../../domain/api/admin-orders.ts";
import { useState } from "react";
import { ORDER_FILTERS } from "../../../domain/admin-schemas.ts";
import { adminApi, query } from "../../lib/admin-panel.ts";
import { saveBlob } from "../../lib/download.ts";
import { adminScreen } from "./AdminGuard.tsx";
import { OrderDetail } from "./OrderDetail.tsx";
import { useAdminAction } from "./useAdminAction.ts";
import { useAdminList } from "./useAdminList.ts";
import { AdminFilter, AdminTableList, ListFilters, SearchField } from "./AdminList.tsx";
import { day, PersonCell, rupees, StatusBadge, when } from "./ui.tsx";
import { RowButton } from "../forms/RowButton.tsx";

type OrderRow = AdminOrderDto;

const FILTER_LABELS: Record<string, string> = {
  All: "All",
  ongoing: "Ongoing (Processing, Shipped, Out for Delivery)",
};

const STATUS_FILTERS = ORDER_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] ?? f }));

function OrdersView({ ongoing = false }: { ongoing?: boolean }) {
  const initialQ =
    typeof window === "undefined" ? "" : (new URLSearchParams(window.location.search).get("q") ?? "");
  const [open, setOpen] = useState<string | null>(null);
  const exporting = useAdminAction();
  const list = useAdminList<OrderRow, "status">("/api/admin/getallorders", {
    filters: { status: ongoing ? "ongoing" : "All" },
    search: initialQ,
  });

  const exportCsv = () =>
    exporting.run(async () => {
      const file = await adminApi.download(`/api/admin/orders/export${query(list.params)}`);
      saveBlob(file.blob, file.name ?? "orders.csv");
    });

  return (
    <>
      <div className="admin-title-row">
        <h1>{ongoing ? "Ongoing orders" : "Orders"}</h1>
        <button type="button" className="button secondary" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      <ListFilters list={list}>
        {!ongoing && <AdminFilter label="Status" filter={list.filter("status")} options={STATUS_FILTERS} />}
        <SearchField label="Search orders" list={list} placeholder="Order ID, e-mail or phone" />
      </ListFilters>
      <AdminTableList
        list={list}
        what="orders"
        empty="No orders match."
        actionError={exporting.error}
        caption={ongoing ? "Ongoing orders" : "Orders"}
        columns={[
          "Order",
          "Date",
          "Customer",
          "Phone",
          "Total",
          "Status",
          ...(ongoing ? ["Estimated delivery"] : []),
          "Details",
        ]}
        row={(o) => (
          <tr key={o._id} className={ongoing && o.overdue ? "overdue" : undefined}>
            <th scope="row">{o.shortId}</th>
            <td>{when(o.orderDate)}</td>
            <PersonCell person={o.customer} />
            <td>{o.deliveryAddress.mobile}</td>
            <td>{rupees(o.totalAmount)}</td>
            <td>
              <StatusBadge status={o.status} />
              {o.paymentCheck && (
                <>
                  <br />
                  <strong className="flag-label">Payment check failed {o.paymentCheck.failures}×</strong>
                </>
              )}
            </td>
            {ongoing && (
              <td>
                {day(o.estimatedDelivery)}
                {o.overdue && <strong className="overdue-label"> Overdue</strong>}
              </td>
            )}
            <td>
              <RowButton label={`View order ${o.shortId}`} onClick={() => setOpen(o._id)}>
                View
              </RowButton>
            </td>
          </tr>
        )}
      />
      {open && (
        <OrderDetail orderId={open} onClose={() => setOpen(null)} onChanged={() => void list.reload()} />
      )}
    </>
  );
}

export default adminScreen(OrdersView);
