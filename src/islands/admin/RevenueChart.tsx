/**
 * Revenue and paid orders for the last 30 days as inline SVG bars (no chart library: the panel
 * needs one small chart). Sizes are SVG attributes, not inline styles, so the CSP stays strict.
 */
import type { DailyFigures } from "../../../domain/api/admin-dashboard.ts";
import { rupees } from "./ui.tsx";

type DailyPoint = DailyFigures;

/**
 * "28 Nov", as the panel writes dates. A point's `date` is already the shop's calendar day
 * ("2026-11-28"), not an instant, so it is written as that day in UTC, whatever the reader's zone.
 */
const axisDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const dayLabel = (date: string) => axisDate.format(new Date(`${date}T00:00:00Z`));

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

function Bars({
  points,
  value,
  label,
  unit,
}: {
  points: DailyPoint[];
  value: (p: DailyPoint) => number;
  label: string;
  unit: (p: DailyPoint) => string;
}) {
  const max = Math.max(1, ...points.map(value));
  const barWidth = WIDTH / points.length - GAP;
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} role="img" aria-label={label}>
      <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="chart-axis" />
      {points.map((p, i) => {
        const height = Math.round((value(p) / max) * (HEIGHT - 8));
        const x = i * (barWidth + GAP);
        return (
          <g key={p.date}>
            <rect
              x={x}
              y={HEIGHT - height}
              width={barWidth}
              height={Math.max(height, value(p) > 0 ? 2 : 0)}
              className="chart-bar"
            >
              <title>{`${dayLabel(p.date)}: ${unit(p)}`}</title>
            </rect>
            {(points.length - 1 - i) % 7 === 0 && (
              // The last label ends at its bar, so it stays inside the chart.
              <text
                x={i === points.length - 1 ? x + barWidth : x + barWidth / 2}
                y={HEIGHT + 16}
                textAnchor={i === points.length - 1 ? "end" : "middle"}
                className="chart-label"
              >
                {dayLabel(p.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

export function RevenueChart({ daily }: { daily: DailyPoint[] }) {
  const revenue = daily.reduce((sum, p) => sum + p.revenue, 0);
  const orders = daily.reduce((sum, p) => sum + p.orders, 0);
  return (
    <section className="admin-card chart-card" aria-labelledby="chart-heading">
      <h2 id="chart-heading">Last {daily.length} days</h2>
      <p className="chart-summary">
        <strong>{rupees(revenue)}</strong> revenue from <strong>{orders}</strong> paid{" "}
        {orders === 1 ? "order" : "orders"}
      </p>
      <div className="chart-pair">
        <figure>
          <figcaption>Revenue per day</figcaption>
          <Bars
            points={daily}
            value={(p) => p.revenue}
            label={`Revenue per day, ${rupees(revenue)} in total`}
            unit={(p) => rupees(p.revenue)}
          />
        </figure>
        <figure>
          <figcaption>Paid orders per day</figcaption>
          <Bars
            points={daily}
            value={(p) => p.orders}
            label={`Paid orders per day, ${orders} in total`}
            unit={(p) => `${p.orders} orders`}
          />
        </figure>
      </div>
    </section>
  );
}
