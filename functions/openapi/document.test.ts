import { describe, expect, it } from "vitest";
import { api } from "../test/http.ts";

describe("GET /api/doc", () => {
  it("serves the OpenAPI 3.1 document of the API, generated from the routes", async () => {
    const res = await api("/api/doc");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/openapi+json; version=3.1");
    const doc = res.json;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "Asthiveda shop API", version: expect.any(String) });
    expect(doc.servers).toEqual([{ url: "/", description: expect.any(String) }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(["Products", "Contact", "Health"]),
    );
  });

  it("describes a route's parameters, body and answers, with the envelope and the shared schemas", async () => {
    const { paths, components } = (await api("/api/doc")).json;
    const getProduct = paths["/api/products/{id}"].get;
    expect(getProduct.tags).toEqual(["Products"]);
    expect(getProduct.parameters).toEqual([
      expect.objectContaining({
        name: "id",
        in: "path",
        required: true,
        schema: expect.objectContaining({ pattern: "^[a-f0-9]{24}$" }),
      }),
    ]);
    expect(Object.keys(getProduct.responses)).toEqual(["200", "400", "404"]);
    expect(getProduct.responses["200"].content["application/json"].schema.properties.data).toEqual({
      $ref: "#/components/schemas/Product",
    });
    expect(getProduct.responses["404"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ApiError",
    });
    expect(components.schemas.Product.required).toEqual(
      expect.arrayContaining(["_id", "price", "originalPrice", "stock", "inStock"]),
    );

    const contact = paths["/api/contact"].post;
    const body = contact.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["email", "countryCode", "message"]));
    expect(body.properties.countryCode.enum).toEqual(["IN", "US", "CA", "EU", "UK", "AU"]);
    expect(Object.keys(contact.responses)).toEqual(["201", "400", "429"]);
  });

  it("carries the strict API policy, like every JSON answer", async () => {
    const res = await api("/api/doc");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("GET /api/reference", () => {
  it("shows the document as a page: each operation with its fields and answers", async () => {
    const res = await api("/api/reference");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.text).toContain("<code>/api/products/{id}</code>");
    expect(res.text).toContain("<code>/api/contact</code>");
    expect(res.text).toMatch(
      /<code>countryCode<\/code> <span class="type">one of <code>&quot;IN&quot;<\/code>/,
    );
    expect(res.text).toContain('<a href="#schema-product">Product</a>');
  });

  it("lists every operation of the document under its resource's heading", async () => {
    const { paths, tags } = (await api("/api/doc")).json as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
      tags: { name: string }[];
    };
    const page = (await api("/api/reference")).text;
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, tag: operation.tags?.[0] })),
    );
    const declared = new Set(tags.map((tag) => tag.name));
    expect(operations.filter(({ tag }) => !declared.has(tag ?? ""))).toEqual([]);
    const unlisted = operations
      .map(
        ({ method, path }) =>
          `<span class="method ${method}">${method.toUpperCase()}</span> <code>${path}</code>`,
      )
      .filter((heading) => !page.includes(heading));
    expect(unlisted).toEqual([]);
  });

  it("runs under its own strict policy: no script at all, its one stylesheet by hash", async () => {
    const res = await api("/api/reference");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-/);
    expect(res.text).not.toContain("<script");
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.text)?.[1] ?? "";
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(style));
    expect(csp).toContain(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });
});
