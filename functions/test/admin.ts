/** Helpers for admin API tests: an admin with a token, the audit log, the e-mails an order sent. */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { createUser, tokenFor } from "./builders.ts";
import { api } from "./http.ts";

export async function signedInAdmin() {
  const admin = await createUser({ role: "Admin", name: "Meera Admin" });
  return { admin, token: await tokenFor(admin) };
}

export async function auditRows(entityId?: string) {
  const query = entityId
    ? env.DB.prepare("SELECT * FROM audit_log WHERE entity_id = ? ORDER BY created_at, rowid").bind(entityId)
    : env.DB.prepare("SELECT * FROM audit_log ORDER BY created_at, rowid");
  const { results } = await query.all<{
    admin_id: string;
    action: string;
    entity: string;
    entity_id: string;
    before_json: string | null;
    after_json: string | null;
    created_at: number;
  }>();
  return results.map((r) => ({
    ...r,
    before: r.before_json && JSON.parse(r.before_json),
    after: r.after_json && JSON.parse(r.after_json),
  }));
}

/** The e-mails queued to the order's customer about it (the admins' "new order" e-mails excluded). */
export async function customerEmailsAbout(orderId: string) {
  const { results } = await env.DB.prepare(
    "SELECT subject, body_text FROM email_outbox WHERE to_address = (SELECT ship_email FROM orders WHERE id = ?1) AND body_text LIKE ?2 ORDER BY created_at, rowid",
  )
    .bind(orderId, `%${orderId}%`)
    .all<{ subject: string; body_text: string }>();
  return results;
}

/** An admin's new product `body` is refused with `message`: no product, no audit entry. */
export async function expectNewProductRefused(body: unknown, message: string) {
  const { token } = await signedInAdmin();
  const res = await api("/api/admin/products", { method: "POST", json: body, token });
  expect(res.status).toBe(400);
  expect(res.json).toEqual({ success: false, message });
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM products").first("n")).toBe(0);
  expect(await auditRows()).toEqual([]);
}
