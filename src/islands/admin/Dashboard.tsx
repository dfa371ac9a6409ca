/**
 * /admin/dashboard: the four counts linking to their pages, Refresh, cash on delivery (to confirm,
 * collected not yet remitted, RTO rate beside COD share), the 30-day chart, whether the pages need
 * a rebuild, the monthly GST summary download, latest orders.
 */
import { useCallback, useEffect, useState } from "react";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { COD_DASHBOARD_WINDOW_DAYS } from "../../../domain/cod.ts";
import type { DashboardStats as Stats, dashboardStatsResponse } from "../../../domain/api/admin-dashboard.ts";
import { adminApi, adminErrorText } from "../../lib/admin-panel.ts";
import { adminScreen } from "./AdminGuard.tsx";
import { GstSummaryDownload } from "./GstSummaryDownload.tsx";
import { TableScroll } from "./AdminList.tsx";
import { RebuildPages } from "./RebuildPages.tsx";
import { RevenueChart } from "./RevenueChart.tsx";
import { ErrorNotice, Loading, rupees, StatusBadge, when } from "./ui.tsx";

const CARDS = [
  { key: "totalProducts", label: "Products", href: "/admin/products" },
  { key: "totalOrders", label: "Orders", href: "/admin/orders" },
  { key: "totalUsers", label: "Users", href: "/admin/users" },
  { key: "ongoingOrders", label: "Ongoing orders", href: "/admin/ongoing-orders" },
] as const;

const percent = (value: number | null) => (value === null ? "—" : `${value}%`);

function DashboardView() {
  const [stats, setStats] = useState<Stats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setStats((await adminApi.get<typeof dashboardStatsResponse>("/api/dashboard/stats")).data);
    } catch (e) {
      setError(adminMessages.dashboardError(adminErrorText(e, adminMessages.expectedJson)));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <div className="admin-title-row">
        <h1>Dashboard</h1>
        <button type="button" className="button secondary" onClick={() => void load()} disabled={loading}>
          {loading ? "Refreshing…" : "Refresh"}
        </button>
      </div>
      {error && <ErrorNotice message={error} onRetry={() => void load()} />}
      {!stats && loading && <Loading what="dashboard" />}
      {stats && (
        <>
          <ul className="stat-cards">
            {CARDS.map((card) => (
              <li key={card.key}>
                <a className="stat-card" href={card.href}>
                  <span className="stat-label">{card.label}</span>
                  <span className="stat-value">{stats[card.key]}</span>
                </a>
              </li>
            ))}
          </ul>
          <section className="admin-card" aria-labelledby="cod-heading">
            <h2 id="cod-heading">Cash on delivery</h2>
            <dl className="cod-figures">
              <div>
                <dt>To confirm or call</dt>
                <dd>{stats.cod.toConfirm}</dd>
              </div>
              <div>
                <dt>Collected, not yet remitted</dt>
                <dd>
                  {rupees(stats.cod.collectedNotRemitted.amount)} ({stats.cod.collectedNotRemitted.orders}{" "}
                  orders)
                </dd>
              </div>
              <div>
                <dt>RTO rate, last {COD_DASHBOARD_WINDOW_DAYS} days</dt>
                <dd>{percent(stats.cod.rtoRatePercent)}</dd>
              </div>
              <div>
                <dt>COD share of orders, last {COD_DASHBOARD_WINDOW_DAYS} days</dt>
                <dd>{percent(stats.cod.codSharePercent)}</dd>
              </div>
            </dl>
          </section>
          <RevenueChart daily={stats.daily} />
          <GstSummaryDownload />
          <RebuildPages />
          <section className="admin-card" aria-labelledby="latest-heading">
            <h2 id="latest-heading">Latest orders</h2>
            {stats.latestOrders.length === 0 ? (
              <p>No orders yet.</p>
            ) : (
              <TableScroll name="Latest orders">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Order</th>
                      <th scope="col">Date</th>
                      <th scope="col">Customer</th>
                      <th scope="col">Total</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.latestOrders.map((o) => (
                      <tr key={o._id}>
                        <td>
                          <a href={`/admin/orders?q=${o._id}`}>{o.shortId}</a>
                        </td>
                        <td>{when(o.orderDate)}</td>
                        <td>{o.customer}</td>
                        <td>{rupees(o.totalAmount)}</td>
                        <td>
                          <StatusBadge status={o.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </section>
        </>
      )}
    </>
  );
}

export default adminScreen(DashboardView);
