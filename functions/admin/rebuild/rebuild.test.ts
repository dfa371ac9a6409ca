import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { getDb } from "../../db/client.ts";
import { auditRows, signedInAdmin } from "../../test/admin.ts";
import { createProduct, createUser, tokenFor } from "../../test/builders.ts";
import { api } from "../../test/http.ts";
import { LOCAL_REBUILD_COMMAND, requestRebuild } from "./service.ts";

const PATH = "/api/admin/pages/rebuild";
const hookControl = (path: string, init?: RequestInit) =>
  fetch(new URL(`/__control/${path}`, env.DEPLOY_HOOK_URL), init).then(
    (r) => r.json() as Promise<{ calls: number }>,
  );

describe("GET /api/admin/pages/rebuild", () => {
  it("refuses visitors (401) and customers (403)", async () => {
    expect((await api(PATH)).status).toBe(401);
    const customer = await createUser();
    expect((await api(PATH, { token: await tokenFor(customer) })).status).toBe(403);
    expect((await api(PATH, { method: "POST", token: await tokenFor(customer) })).status).toBe(403);
  });

  it("says the pages are current until an admin changes a product, then that they are older", async () => {
    const { token } = await signedInAdmin();
    const before = await api(PATH, { token });
    expect(before.status).toBe(200);
    expect(before.json.data).toMatchObject({ stale: false, lastProductChangeAt: null, mode: "deployHook" });

    const product = await createProduct();
    expect((await api(`/api/admin/products/${product.id}`, { method: "DELETE", token })).status).toBe(200);

    const after = (await api(PATH, { token })).json.data;
    expect(after.stale).toBe(true);
    expect(Date.parse(after.lastProductChangeAt)).toBeGreaterThan(Date.parse(after.pagesBuiltAt));
  });
});

describe("POST /api/admin/pages/rebuild", () => {
  it("calls the deploy hook once and records who asked in the audit log", async () => {
    const { admin, token } = await signedInAdmin();
    const { calls } = await hookControl("calls");
    const res = await api(PATH, { method: "POST", token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: adminMessages.rebuildStarted, data: { mode: "deployHook" } });
    expect((await hookControl("calls")).calls).toBe(calls + 1);
    const [entry] = (await auditRows()).filter((r) => r.action === "pages.rebuild");
    expect(entry).toMatchObject({ admin_id: admin.id, entity: "pages" });
    // The hook URL is a secret: the log never shows it.
    expect(JSON.stringify(entry)).not.toContain(env.DEPLOY_HOOK_URL);
  });

  it("reports a failing hook as 502 with its status, and records nothing", async () => {
    const { token } = await signedInAdmin();
    await hookControl("fail-next?status=404", { method: "POST" });
    const res = await api(PATH, { method: "POST", token });
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(adminMessages.rebuildHookFailed(404));
    expect((await auditRows()).filter((r) => r.action === "pages.rebuild")).toEqual([]);
  });

  it("without a hook (local mode) sends nothing and says which command rebuilds the pages", async () => {
    const { admin } = await signedInAdmin();
    const { calls } = await hookControl("calls");
    const answer = await requestRebuild(getDb(env.DB), undefined, admin.id);
    expect(answer).toEqual({
      mode: "local",
      requestedAt: null,
      message: adminMessages.rebuildLocal(LOCAL_REBUILD_COMMAND),
    });
    expect(answer.message).toContain("nothing was sent");
    expect((await hookControl("calls")).calls).toBe(calls);
  });
});
