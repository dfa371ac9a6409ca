import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditRows, signedInAdmin } from "../../test/admin.ts";
import { createUser, loginAs, tokenFor } from "../../test/builders.ts";
import { api } from "../../test/http.ts";

describe("GET /api/admin/getallusers", () => {
  it("defaults to Active customers (role User), newest first, with the joined date", async () => {
    const { token } = await signedInAdmin();
    const older = await createUser({ name: "Older", createdAt: 1_700_000_000_000 });
    const newer = await createUser({ name: "Newer", createdAt: 1_700_000_100_000 });
    await createUser({ name: "Gone", status: "Suspended" });
    const res = await api("/api/admin/getallusers", { token });
    expect(res.json.data.map((u: any) => u.name)).toEqual(["Newer", "Older"]);
    expect(res.json.data[0]).toMatchObject({
      id: newer.id,
      email: newer.email,
      role: "User",
      isAdmin: false,
      status: "Active",
      joined: new Date(1_700_000_100_000).toISOString(),
    });
    expect(res.json.data[1].id).toBe(older.id);
  });

  it("filters by status and role, with All, and searches name, e-mail and phone", async () => {
    const { token } = await signedInAdmin();
    // Fixed e-mails: generated ones carry hex ids, which may contain the digits searched for below.
    await createUser({ name: "Suspended Sam", email: "sam@example.com", status: "Suspended" });
    await createUser({
      name: "Inactive Ina",
      email: "ina@example.com",
      status: "Inactive",
      phone: "9800011111",
    });
    const names = async (query: string) =>
      (await api(`/api/admin/getallusers?${query}`, { token })).json.data.map((u: any) => u.name).sort();
    expect(await names("status=Suspended&role=User")).toEqual(["Suspended Sam"]);
    expect(await names("status=Active&role=Admin")).toEqual(["Meera Admin"]);
    expect(await names("status=All&role=All")).toEqual(["Inactive Ina", "Meera Admin", "Suspended Sam"]);
    expect(await names("status=All&q=98000")).toEqual(["Inactive Ina"]);
    expect(await names("status=All&role=All&q=SAM")).toEqual(["Suspended Sam"]);
    const bad = await api("/api/admin/getallusers?status=Banned", { token });
    expect(bad.json).toEqual({ success: false, message: "Status must be Active, Inactive or Suspended" });
  });
});

describe("PUT /api/admin/users/:id/status", () => {
  it("suspends: their token stops working, their sessions end, they cannot log in, and it is audited", async () => {
    const { admin, token } = await signedInAdmin();
    const user = await createUser();
    const session = await loginAs(user);
    const userToken = session.token;
    expect((await api("/api/admin/getallusers", { token: userToken })).status).toBe(403);

    const res = await api(`/api/admin/users/${user.id}/status`, {
      method: "PUT",
      json: { status: "Suspended" },
      token,
    });
    expect(res.json.data).toMatchObject({ id: user.id, status: "Suspended" });
    expect((await api("/api/admin/getallusers", { token: userToken })).status).toBe(401);
    const live = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL",
    )
      .bind(user.id)
      .first<number>("n");
    expect(live).toBe(0);
    expect(
      (await api("/api/auth/refresh", { method: "POST", json: { refreshToken: session.refreshToken } }))
        .status,
    ).toBe(401);
    const login = await api("/api/auth/login", {
      method: "POST",
      json: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(403);
    expect(login.json.token).toBeUndefined();
    expect(await auditRows(user.id)).toMatchObject([
      {
        admin_id: admin.id,
        action: "user.suspend",
        before: { status: "Active" },
        after: { status: "Suspended" },
      },
    ]);

    const back = await api(`/api/admin/users/${user.id}/status`, {
      method: "PUT",
      json: { status: "Active" },
      token,
    });
    expect(back.json.data.status).toBe("Active");
    expect((await auditRows(user.id)).map((r) => r.action)).toEqual(["user.suspend", "user.reactivate"]);
  });

  it("never lets an admin change their own status", async () => {
    const { admin, token } = await signedInAdmin();
    const res = await api(`/api/admin/users/${admin.id}/status`, {
      method: "PUT",
      json: { status: "Suspended" },
      token,
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You cannot change your own account's status or role.");
    expect(await auditRows()).toEqual([]);
  });

  it("validates the status and the user", async () => {
    const { token } = await signedInAdmin();
    const user = await createUser();
    expect(
      (await api(`/api/admin/users/${user.id}/status`, { method: "PUT", json: { status: "Deleted" }, token }))
        .json.message,
    ).toBe("Status must be Active, Inactive or Suspended");
    expect(
      (
        await api("/api/admin/users/0123456789abcdef01234567/status", {
          method: "PUT",
          json: { status: "Active" },
          token,
        })
      ).status,
    ).toBe(404);
  });
});

describe("PUT /api/admin/users/:id/role", () => {
  it("grants and revokes admin, audited; the change takes effect on their next call", async () => {
    const { admin, token } = await signedInAdmin();
    const user = await createUser();
    const granted = await api(`/api/admin/users/${user.id}/role`, {
      method: "PUT",
      json: { role: "Admin" },
      token,
    });
    expect(granted.json.data).toMatchObject({ role: "Admin", isAdmin: true });
    const userToken = await tokenFor(user);
    expect((await api("/api/dashboard/stats", { token: userToken })).status).toBe(200);
    await api(`/api/admin/users/${user.id}/role`, { method: "PUT", json: { role: "User" }, token });
    expect((await api("/api/dashboard/stats", { token: userToken })).status).toBe(403);
    expect(
      (await auditRows(user.id)).map((r) => [r.admin_id, r.action, r.before.role, r.after.role]),
    ).toEqual([
      [admin.id, "user.grant_admin", "User", "Admin"],
      [admin.id, "user.revoke_admin", "Admin", "User"],
    ]);
  });

  it("never lets an admin revoke their own admin role", async () => {
    const { admin, token } = await signedInAdmin();
    const res = await api(`/api/admin/users/${admin.id}/role`, {
      method: "PUT",
      json: { role: "User" },
      token,
    });
    expect(res.status).toBe(403);
    expect((await api("/api/dashboard/stats", { token })).status).toBe(200);
  });
});
