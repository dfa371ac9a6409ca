/** Helpers for admin API tests: an admin with a token, and reading the audit log rows. */
import { env } from "cloudflare:workers";
import { createUser, tokenFor } from "./builders.ts";

export async function signedInAdmin() {
  const admin = await createUser({ role: "Admin", name: "Meera Admin" });
  return { admin, token: await tokenFor(admin) };
}

export async function auditRows(entityId?: string) {
  const query = entityId
    ? env.DB.prepare("SELECT * FROM audit_log WHERE entity_id = ? ORDER BY created_at, rowid").bind(entityId)
    : env.DB.prepare("SELECT * FROM audit_log ORDER BY created_at, rowid");
  const { results } = await query.all<{ admin_id: string; action: string; entity: string; entity_id: string; before_json: string | null; after_json: string | null; created_at: number }>();
  return results.map((r) => ({ ...r, before: r.before_json && JSON.parse(r.before_json), after: r.after_json && JSON.parse(r.after_json) }));
}
