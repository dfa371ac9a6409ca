/**
 * The dashboard's "GST summary" card: pick a month (last month by default, the one usually being
 * filed) and download its summary CSV (decision 020).
 */
import { useState, type FormEvent } from "react";
import { GST_MONTH_PATTERN, previousGstMonth } from "../../../domain/invoicing/gst-summary.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { adminApi, query } from "../../lib/admin-panel.ts";
import { saveBlob } from "../../lib/download.ts";
import { ErrorNotice } from "./ui.tsx";
import { useAdminAction } from "./useAdminAction.ts";

export function GstSummaryDownload() {
  const [month, setMonth] = useState(() => previousGstMonth(Date.now()));
  const downloading = useAdminAction();

  async function download(event: FormEvent) {
    event.preventDefault();
    if (!GST_MONTH_PATTERN.test(month)) {
      downloading.setError(adminMessages.gstMonthInvalid);
      return;
    }
    await downloading.run(async () => {
      const file = await adminApi.download(`/api/admin/gst/summary${query({ month })}`);
      saveBlob(file.blob, file.name ?? `gst-summary-${month}.csv`);
    });
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
        <button type="submit" className="button secondary" disabled={downloading.busy}>
          {downloading.busy ? "Preparing…" : "Download GST summary (CSV)"}
        </button>
      </form>
      {downloading.error && <ErrorNotice message={downloading.error} />}
    </section>
  );
}
