import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { EMAIL_COPY_RETENTION_DAYS } from "../../domain/data-rights.ts";
import { auditRows, signedInAdmin } from "../test/admin.ts";
import { createContactMessage, createOutboxEmail, PACK_DECLARATIONS } from "../test/builders.ts";
import { runCron } from "../test/cron.ts";
import { api } from "../test/http.ts";

describe("contact messages", () => {
  it("lists open messages by default, newest first; marking one handled moves it and is audited", async () => {
    const { admin, token } = await signedInAdmin();
    const older = await createContactMessage({ email: "old@example.com", createdAt: 1_700_000_000_000 });
    const newer = await createContactMessage({ email: "new@example.com", createdAt: 1_700_000_100_000 });
    const open = await api("/api/admin/messages", { token });
    expect(open.json.data.map((m: any) => m.email)).toEqual(["new@example.com", "old@example.com"]);
    expect(open.json.data[0]).toMatchObject({
      id: newer.id,
      phoneNumber: "9876543210",
      countryCode: "IN",
      address: "5 Park Street, Kolkata",
      handledAt: null,
    });

    const res = await api(`/api/admin/messages/${older.id}/handled`, {
      method: "PUT",
      json: { handled: true },
      token,
    });
    expect(res.json.data).toMatchObject({ id: older.id, handled: true, handledBy: "Meera Admin" });
    expect((await api("/api/admin/messages", { token })).json.data.map((m: any) => m.id)).toEqual([newer.id]);
    const handled = await api("/api/admin/messages?status=handled", { token });
    expect(handled.json.data).toMatchObject([{ id: older.id, handledBy: "Meera Admin" }]);
    expect(await auditRows(older.id)).toMatchObject([
      {
        admin_id: admin.id,
        action: "contact_message.handled",
        before: { handled: false },
        after: { handled: true },
      },
    ]);

    await api(`/api/admin/messages/${older.id}/handled`, { method: "PUT", json: { handled: false }, token });
    expect((await api("/api/admin/messages", { token })).json.data).toHaveLength(2);
  });

  it("shows each message's ticket and the date it must be resolved by, and finds it by ticket or e-mail", async () => {
    const { token } = await signedInAdmin();
    // Received 31 January 2027, 22:00 in India: one month later is the month's last day.
    const late = await createContactMessage({
      ticket: "CARE-7KQ4-M2XD",
      email: "meena.iyer@example.com",
      createdAt: Date.UTC(2027, 0, 31, 16, 30),
    });
    const legacy = await createContactMessage({
      ticket: null,
      email: "old.sender@example.com",
      createdAt: 1,
    });
    const all = await api("/api/admin/messages", { token });
    expect(all.json.data).toMatchObject([
      { id: late.id, ticket: "CARE-7KQ4-M2XD", resolveBy: "2027-02-28" },
      { id: legacy.id, ticket: null },
    ]);
    const byTicket = await api("/api/admin/messages?q=%20care-7kq4-m2xd%20", { token });
    expect(byTicket.json.data.map((m: any) => m.id)).toEqual([late.id]);
    const byEmail = await api("/api/admin/messages?q=old.sender", { token });
    expect(byEmail.json.data.map((m: any) => m.id)).toEqual([legacy.id]);
    expect((await api("/api/admin/messages?q=CARE-0000-0000", { token })).json.data).toEqual([]);
  });

  it("404s for an unknown message and 400s for a bad body", async () => {
    const { token } = await signedInAdmin();
    expect(
      (
        await api("/api/admin/messages/0123456789abcdef01234567/handled", {
          method: "PUT",
          json: { handled: true },
          token,
        })
      ).status,
    ).toBe(404);
    const m = await createContactMessage();
    expect(
      (await api(`/api/admin/messages/${m.id}/handled`, { method: "PUT", json: { handled: "yes" }, token }))
        .status,
    ).toBe(400);
  });
});

describe("e-mail outbox", () => {
  it("lists e-mails with their status and resends a failed one (back to pending), audited", async () => {
    const { admin, token } = await signedInAdmin();
    const failed = await createOutboxEmail({
      status: "failed",
      attempts: 3,
      lastError: "SMTP 550",
      createdAt: 1_700_000_100_000,
    });
    await createOutboxEmail({ status: "sent", createdAt: 1_700_000_000_000 });
    const all = await api("/api/admin/emails", { token });
    expect(all.json.data.map((e: any) => e.status)).toEqual(["failed", "sent"]);
    expect(all.json.data[0]).toMatchObject({
      to: "ravi@example.com",
      subject: "Your order has shipped",
      attempts: 3,
      lastError: "SMTP 550",
    });
    expect((await api("/api/admin/emails?status=failed", { token })).json.data).toHaveLength(1);

    const res = await api(`/api/admin/emails/${failed.id}/resend`, { method: "POST", token });
    expect(res.json.data).toMatchObject({ id: failed.id, status: "pending", lastError: null, attempts: 0 });
    expect(
      await env.DB.prepare("SELECT status FROM email_outbox WHERE id = ?").bind(failed.id).first("status"),
    ).toBe("pending");
    expect(await auditRows(failed.id)).toMatchObject([
      {
        admin_id: admin.id,
        action: "email.resend",
        before: { status: "failed" },
        after: { status: "pending" },
      },
    ]);
  });

  it("never shows admins the key in a password-reset link", async () => {
    const { token } = await signedInAdmin();
    const link = "http://localhost:8787/reset-password?token=s3cr3t-reset-key_123";
    const reset = await createOutboxEmail({
      subject: "Reset your Asthiveda password",
      text: `Open this link:\n\n${link}\n\nIt works once.`,
    });
    const listed = (await api("/api/admin/emails", { token })).json.data.find((e: any) => e.id === reset.id);
    expect(listed.text).toContain("/reset-password?token=[hidden]");
    expect(listed.text).not.toContain("s3cr3t-reset-key_123");
  });

  it("refuses to resend an e-mail that did not fail", async () => {
    const { token } = await signedInAdmin();
    const sent = await createOutboxEmail({ status: "sent" });
    const res = await api(`/api/admin/emails/${sent.id}/resend`, { method: "POST", token });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Only a failed e-mail can be sent again.");
  });

  it(`the cron deletes e-mail copies ${EMAIL_COPY_RETENTION_DAYS} days after they were queued, or last sent`, async () => {
    const { token } = await signedInAdmin();
    const now = Date.now();
    // The test spells the rule out: queued (or last sent) more than 180 days before the run.
    const cutoff = now - EMAIL_COPY_RETENTION_DAYS * 24 * 60 * 60_000;
    const email = (subject: string, row: Parameters<typeof createOutboxEmail>[0]) =>
      createOutboxEmail({ subject, ...row });
    await email("Sent just before the cutoff", { status: "sent", createdAt: cutoff - 1, sentAt: cutoff - 1 });
    await email("Failed long ago", { status: "failed", createdAt: cutoff - 60_000 });
    await email("Pending long ago (no provider)", { status: "pending", createdAt: cutoff - 60_000 });
    await email("Queued at the cutoff", { status: "failed", createdAt: cutoff });
    await email("Queued just after", { status: "pending", createdAt: cutoff + 1 });
    await email("Queued long ago, resent since", { status: "sent", createdAt: cutoff - 60_000, sentAt: now });

    await runCron(now);

    const listed = (await api("/api/admin/emails", { token })).json.data.map((e: any) => e.subject);
    expect(listed.sort()).toEqual([
      "Queued at the cutoff",
      "Queued just after",
      "Queued long ago, resent since",
    ]);
  });
});

describe("GET /api/admin/audit", () => {
  it("shows every admin change with admin, time, before and after, filterable by entity", async () => {
    const { admin, token } = await signedInAdmin();
    const created = await api("/api/admin/products", {
      method: "POST",
      json: { name: "P", originalPrice: 20, stock: 1, brand: "B", ...PACK_DECLARATIONS },
      token,
    });
    await api(`/api/admin/products/${created.json.data._id}`, {
      method: "PUT",
      json: { name: "P", originalPrice: 24, stock: 1, brand: "B" },
      token,
    });
    const message = await createContactMessage();
    await api(`/api/admin/messages/${message.id}/handled`, { method: "PUT", json: { handled: true }, token });

    const res = await api("/api/admin/audit", { token });
    expect(res.json.pagination.total).toBe(3);
    expect(res.json.data.map((e: any) => e.action).sort()).toEqual([
      "contact_message.handled",
      "product.create",
      "product.update",
    ]);
    const update = res.json.data.find((e: any) => e.action === "product.update");
    expect(update).toMatchObject({
      admin: { id: admin.id, name: "Meera Admin", email: admin.email },
      entity: "product",
      before: { price: 18, originalPrice: 20 },
      after: { originalPrice: 24 },
    });
    expect(Date.parse(update.at)).toBeGreaterThan(Date.now() - 60_000);
    const products = await api("/api/admin/audit?entity=product", { token });
    expect(products.json.data).toHaveLength(2);
  });
});
