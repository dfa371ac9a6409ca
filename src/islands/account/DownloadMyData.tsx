/** "Download my data" on the account page (decision 022): the export as a JSON file. */
import { useState } from "react";
import { accountMessages } from "../../../domain/account-messages.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";

export function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      const file = await api.download("/api/user/data-export");
      saveBlob(file.blob, file.name ?? "my-data.json");
    } catch (error) {
      setFailure(errorMessage(error, accountMessages.dataExportFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="data-rights-action">
      <h3>Download my data</h3>
      <p>
        One file (JSON) with your account, consents, orders with their payments, parcels and invoice numbers,
        reward points and the messages you sent us while signed in.
      </p>
      <button type="button" className="button secondary" onClick={download} disabled={busy}>
        {busy ? "Preparing your file…" : "Download my data"}
      </button>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
