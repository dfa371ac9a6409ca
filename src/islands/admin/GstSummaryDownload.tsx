/**
 * The dashboard's "GST summary" card: pick a month (last month by default, the one usually being
 * filed) and download its summary CSV (decision 020).
 */
import { useState, type FormEvent } from "react";
import { GST_MONTH_PATTERN, previousGstMonth } from "../../../domain/invoicing/gst-summary.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { adminApi, adminErrorText, query } from "../../lib/admin-panel.ts";
import { saveBlob } from "../../lib/download.ts";
import { ErrorNotice } from "./ui.tsx";

export function GstSummaryDownload() {
  const [month, setMonth] = useState(() => previousGstMonth(Date.now()));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!GST_MONTH_PATTERN.test(month)) {
      setError(adminMessages.gstMonthInvalid);
      return;
    }
    setBusy(true);
    try {
      const file = await adminApi.download(`/api/admin/gst/summary${query({ month })}`);
      saveBlob(file.blob, file.name ?? `gst-summary-${month}.csv`);
    } catch (e) {
      setError(adminErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby="gst-heading">
      <h2 id="gst-heading">GST summary</h2>
      <p>
        Taxable value and tax by place of supply and rate for a month (India time), net of the credit notes
        issued in it, with the month's invoice and credit-note number ranges.
      </p>
      <form className="filters" onSubmit={(event) => void download(event)}>
        <label htmlFor="gst-month">Month</label>
        <input
          id="gst-month"
          type="month"
          value={month}
          required
          onChange={(event) => setMonth(event.target.value)}
        />
        <button type="submit" className="button secondary" disabled={busy}>
          {busy ? "Preparing…" : "Download GST summary (CSV)"}
        </button>
      </form>
      {error && <ErrorNotice message={error} />}
    </section>
  );
}
