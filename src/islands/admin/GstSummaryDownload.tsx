/**
 * The dashboard's "GST summary" card: pick a month (last month by default, the one usually being
 * filed) and download its summary CSV, or its GSTR-1 tables 12 (HSN summary) and 13 (documents
 * issued), each a file of its own (decision 020), or the goods lost in transit (decision 056).
 */
import { useState, type FormEvent } from "react";
import {
  GST_MONTH_PATTERN,
  GST_TABLE_FILE_NAMES,
  type GstTable,
  previousGstMonth,
} from "../../../domain/invoicing/gst-summary.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { adminApi, query } from "../../lib/admin-panel.ts";
import { saveBlob } from "../../lib/download.ts";
import { ErrorNotice } from "./ui.tsx";
import { useAdminAction } from "./useAdminAction.ts";

const BUTTON_LABELS: Record<GstTable, string> = {
  summary: "Download GST summary (CSV)",
  hsn: "HSN summary, table 12 (CSV)",
  documents: "Documents issued, table 13 (CSV)",
  lost: "Goods lost in transit (CSV)",
};

export function GstSummaryDownload() {
  const [month, setMonth] = useState(() => previousGstMonth(Date.now()));
  const [pending, setPending] = useState<GstTable>("summary");
  const downloading = useAdminAction();

  async function download(which: GstTable) {
    if (!GST_MONTH_PATTERN.test(month)) {
      downloading.setError(adminMessages.gstMonthInvalid);
      return;
    }
    setPending(which);
    await downloading.run(async () => {
      // The summary's address stays as it was before the tables: no `table` means the summary.
      const table = which === "summary" ? undefined : which;
      const file = await adminApi.download(`/api/admin/gst/summary${query({ month, table })}`);
      saveBlob(file.blob, file.name ?? `${GST_TABLE_FILE_NAMES[which]}-${month}.csv`);
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void download("summary");
  }

  const button = (which: GstTable) => (
    <button
      type={which === "summary" ? "submit" : "button"}
      className="button secondary"
      disabled={downloading.busy}
      onClick={which === "summary" ? undefined : () => void download(which)}
    >
      {downloading.busy && pending === which ? "Preparing…" : BUTTON_LABELS[which]}
    </button>
  );

  return (
    <section className="admin-card" aria-labelledby="gst-heading">
      <h2 id="gst-heading">GST summary</h2>
      <p>
        Taxable value and tax by place of supply and rate for a month (India time), net of the credit notes
        issued in it, with the month's invoice and credit-note number ranges. For GSTR-1, also the HSN-wise
        summary (table 12) and the documents issued (table 13), each a file of its own. For GSTR-3B, the goods
        the courier lost in the month (their input tax credit is reversed) and those found again.
      </p>
      <form className="filters" onSubmit={submit}>
        <label htmlFor="gst-month">Month</label>
        <input
          id="gst-month"
          type="month"
          value={month}
          required
          onChange={(event) => setMonth(event.target.value)}
        />
        {button("summary")}
        {button("hsn")}
        {button("documents")}
        {button("lost")}
      </form>
      {downloading.error && <ErrorNotice message={downloading.error} />}
    </section>
  );
}
