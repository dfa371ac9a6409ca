/**
 * The route-declaration helpers on a throwaway router mounted on the real app (real guards, error
 * envelope and document): what every converted route relies on.
 */
import { env } from "cloudflare:workers";
import { createRoute } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { successWith } from "../../domain/api/envelope.ts";
import { createApp } from "../app.ts";
import { apiDocument } from "../openapi/document.ts";
import { createUser, tokenFor } from "../test/builders.ts";
import {
  adminOnly,
  createRouter,
  errorResponses,
  guardResponses,
  jsonBody,
  jsonBodyReadByHandler,
  jsonResponse,
  rateLimitedResponse,
  signedIn,
} from "./openapi.ts";

const greeting = z.object({ name: z.string().min(1, "Say who you are.") });
const greeted = successWith(z.object({ text: z.string(), by: z.string() }));

function probeApp() {
  const hello = createRoute({
    method: "post",
    path: "/probe/hello/{n}",
    ...signedIn,
    request: {
      params: z.object({ n: z.string().regex(/^\d+$/, "Not a number.") }),
      body: jsonBody(greeting),
    },
    responses: {
      200: jsonResponse(greeted, "Hello."),
      ...errorResponses({ 400: "Bad input." }),
      ...guardResponses.user,
    },
  });
  const admin = createRoute({
    method: "get",
    path: "/probe/admin",
    ...adminOnly,
    responses: { 200: jsonResponse(successWith(z.string()), "Admins only."), ...guardResponses.admin },
  });
  const raw = createRoute({
    method: "post",
    path: "/probe/raw",
    request: { body: jsonBodyReadByHandler(greeting, { required: true, description: "Signed bytes." }) },
    responses: {
      200: jsonResponse(successWith(z.string()), "The bytes received."),
      ...rateLimitedResponse("Slow down."),
    },
  });
  const router = createRouter()
    .openapi(raw, async (c) => c.json({ success: true, data: await c.req.text() } as const, 200))
    .openapi(hello, (c) => {
      const { name } = c.req.valid("json");
      return c.json(
        {
          success: true,
          data: { text: `Hello ${name} ×${c.req.valid("param").n}`, by: c.var.user.email },
        } as const,
        200,
      );
    })
    .openapi(admin, (c) => c.json({ success: true, data: c.var.user.role } as const, 200));
  const app = createApp();
  app.route("/", router);
  return app;
}

async function call(
  path: string,
  init: { method?: string; token?: string; body?: string; type?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.type) headers["Content-Type"] = init.type;
  const res = await probeApp().request(
    `/api/probe/${path}`,
    { method: init.method ?? "GET", headers, body: init.body },
    env,
  );
  return { status: res.status, json: await res.json() };
}

describe("routes declared with createRouter()", () => {
  it("guards before validating: no token is a 401 whatever the body", async () => {
    expect(await call("hello/x", { method: "POST", body: "{not json" })).toEqual({
      status: 401,
      json: { success: false, message: "Please log in to continue." },
    });
  });

  it("answers a bad parameter, then a bad body, with the first zod message", async () => {
    const token = await tokenFor(await createUser());
    const badParam = await call("hello/x", {
      method: "POST",
      token,
      body: JSON.stringify({ name: "" }),
      type: "application/json",
    });
    expect(badParam).toEqual({ status: 400, json: { success: false, message: "Not a number." } });
    const badBody = await call("hello/3", {
      method: "POST",
      token,
      body: JSON.stringify({ name: "" }),
      type: "application/json",
    });
    expect(badBody).toEqual({ status: 400, json: { success: false, message: "Say who you are." } });
  });

  it("reads JSON bodies as validJson always has: any content type, one message for what is not JSON", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const asText = await call("hello/3", {
      method: "POST",
      token,
      body: JSON.stringify({ name: "Asha" }),
      type: "text/plain",
    });
    expect(asText).toEqual({
      status: 200,
      json: { success: true, data: { text: "Hello Asha ×3", by: user.email } },
    });
    const untyped = await call("hello/3", { method: "POST", token, body: JSON.stringify({ name: "Asha" }) });
    expect(untyped.status).toBe(200);
    for (const body of ["{not json", "", undefined]) {
      expect(await call("hello/3", { method: "POST", token, body, type: "application/json" })).toEqual({
        status: 400,
        json: { success: false, message: "The request body must be valid JSON." },
      });
    }
  });

  it("leaves a body declared with jsonBodyReadByHandler to the handler, byte for byte", async () => {
    // Spacing and key order as sent: a signature over these bytes must still match.
    for (const body of ['{ "name" :"Asha",  "x":1 }', "{not json", ""]) {
      expect(await call("raw", { method: "POST", body, type: "application/json" })).toEqual({
        status: 200,
        json: { success: true, data: body },
      });
    }
    const raw = apiDocument(probeApp()).paths?.["/api/probe/raw"]?.post;
    expect(raw?.requestBody).toMatchObject({
      required: true,
      description: "Signed bytes.",
      content: { "application/json": { schema: { required: ["name"] } } },
    });
  });

  it("documents a rate limit's 429 with its Retry-After header", () => {
    const raw = apiDocument(probeApp()).paths?.["/api/probe/raw"]?.post;
    expect(raw?.responses?.["429"]).toMatchObject({
      content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
      headers: { "Retry-After": { required: true, schema: { type: "integer", exclusiveMinimum: 0 } } },
    });
  });

  it("keeps admin routes to admins", async () => {
    const customer = await tokenFor(await createUser());
    const admin = await tokenFor(await createUser({ role: "Admin" }));
    expect(await call("admin", { token: customer })).toEqual({
      status: 403,
      json: { success: false, message: "Access denied. You do not have admin privileges." },
    });
    expect(await call("admin", { token: admin })).toEqual({
      status: 200,
      json: { success: true, data: "Admin" },
    });
  });

  it("documents the guard as bearer security, the body, and every declared answer", () => {
    const { paths } = apiDocument(probeApp());
    const hello = paths?.["/api/probe/hello/{n}"]?.post;
    expect(hello?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(hello?.responses ?? {})).toEqual(["200", "400", "401"]);
    expect(hello?.requestBody).toMatchObject({
      required: true,
      content: { "application/json": { schema: { required: ["name"] } } },
    });
    expect(paths?.["/api/probe/admin"]?.get?.security).toEqual([{ bearerAuth: ["Admin"] }]);
  });
});
