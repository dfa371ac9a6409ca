import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createUser, tokenFor } from "../test/builders.ts";
import { requireAdmin, requireUser, type AuthedEnv } from "./auth.ts";
import { JWT_AUDIENCE, JWT_ISSUER } from "./jwt.ts";

// The guards on a throwaway route of the real app (real error envelope and headers).
function guarded() {
  const app = createApp();
  app.route(
    "/probe",
    new Hono<AuthedEnv>()
      .get("/user", requireUser, (c) => c.json({ success: true, data: c.var.user }))
      .get("/admin", requireAdmin, (c) => c.json({ success: true, data: c.var.user })),
  );
  return (path: string, token?: string) =>
    app.request(`/api/probe/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }, env);
}

const secret = new TextEncoder().encode(env.JWT_SECRET);

describe("requireUser / requireAdmin", () => {
  it("401s without a token", async () => {
    const call = guarded();
    expect((await call("user")).status).toBe(401);
    expect((await call("admin")).status).toBe(401);
  });

  it("lets a customer in as a user and keeps them out of admin routes with a 403", async () => {
    const call = guarded();
    const user = await createUser();
    const token = await tokenFor(user);
    const ok = await call("user", token);
    expect(ok.status).toBe(200);
    expect((await ok.json<any>()).data).toMatchObject({ id: user.id, role: "User" });
    const denied = await call("admin", token);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      success: false,
      message: "Access denied. You do not have admin privileges.",
    });
  });

  it("lets an admin into admin routes", async () => {
    const admin = await createUser({ role: "Admin" });
    expect((await guarded()("admin", await tokenFor(admin))).status).toBe(200);
  });

  it("trusts the database over the token: a demoted admin is refused, a suspended user is logged out", async () => {
    const call = guarded();
    const formerAdmin = await createUser({ role: "User" });
    expect((await call("admin", await tokenFor({ id: formerAdmin.id, role: "Admin" }))).status).toBe(403);
    const suspended = await createUser({ status: "Suspended" });
    expect((await call("user", await tokenFor(suspended))).status).toBe(401);
  });

  it("refuses expired, tampered, unsigned and foreign-key tokens", async () => {
    const call = guarded();
    const user = await createUser();
    const expired = await new SignJWT({ role: "User" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const valid = await tokenFor(user);
    const [header, payload, signature] = valid.split(".");
    const tamperedPayload = btoa(
      JSON.stringify({ ...JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/"))), role: "Admin" }),
    )
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
    const tampered = `${header}.${tamperedPayload}.${signature}`;
    const unsigned = new UnsecuredJWT({ role: "Admin" })
      .setSubject(user.id)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setExpirationTime("5m")
      .encode();
    const otherKey = await new SignJWT({ role: "User" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("another-secret-of-sufficient-length-000000"));
    for (const token of [expired, tampered, unsigned, otherKey, "not-a-jwt"]) {
      const res = await call("user", token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: "Session expired. Please log in again." });
    }
  });
});
