import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { createApp } from "./app.ts";
import { ApiError } from "./lib/errors.ts";
import { api } from "./test/http.ts";
import { env } from "cloudflare:workers";

describe("the API shell", () => {
  it("reports health with a real database round-trip", async () => {
    const res = await api("/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { status: "ok", database: "ok" } });
  });

  it.each(["/api", "/api/", "/api/nope", "/api/products/abc/def"])(
    "404s unknown API path %s with the JSON envelope",
    async (path) => {
      const res = await api(path);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: "The requested API route does not exist." });
    },
  );

  it("sets security headers on every response, errors included", async () => {
    for (const path of ["/api/health", "/api/nope", "/api/products/bad"]) {
      const { headers } = await api(path);
      expect(headers.get("Strict-Transport-Security")).toContain("max-age=");
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("Cache-Control")).toBe("no-store");
    }
  });
});

describe("error envelope", () => {
  // A throwaway route mounted on the real app, to drive each error path through the real onError.
  function appWith(thrown: unknown) {
    const app = createApp();
    const probe = new Hono().get("/", () => {
      throw thrown;
    });
    app.route("/probe", probe);
    return app;
  }

  it.each([
    [new ApiError(400, "Bad thing"), 400, "Bad thing"],
    [new ApiError(401, "Log in"), 401, "Log in"],
    [new ApiError(403, "Not yours"), 403, "Not yours"],
    [new ApiError(409, "Taken"), 409, "Taken"],
  ])("turns %s into its status and message", async (error, status, message) => {
    const res = await appWith(error).request("/api/probe", {}, env);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ success: false, message });
  });

  it("hides the internals of an unexpected error behind a 500", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const res = await appWith(new Error("SQLITE_CONSTRAINT: secret table detail")).request(
        "/api/probe",
        {},
        env,
      );
      expect(res.status).toBe(500);
      const body = await res.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      expect(body.message).not.toContain("SQLITE");
    } finally {
      console.error = original;
    }
  });
});

describe("database rules", () => {
  it("refuses negative stock at the database level", async () => {
    const insert = env.DB.prepare(
      "INSERT INTO products (id, name, brand, category, original_price_paise, stock) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'x', 'b', 'Health', 1, -1)",
    );
    await expect(insert.run()).rejects.toThrow(/CHECK constraint failed/);
  });

  it("starts every test from an empty database", async () => {
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM products").first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});
