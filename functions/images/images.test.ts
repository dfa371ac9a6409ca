import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../domain/images.ts";
import { signedInAdmin } from "../test/admin.ts";
import { api } from "../test/http.ts";
import { pngBytes } from "../test/images.ts";
import { exports } from "cloudflare:workers";

/** The raw bytes (api() reads bodies as text). */
const fetchImage = (path: string) => exports.default.fetch(new Request(`http://localhost:8787${path}`));

function upload(token: string, file: File | string | null) {
  const form = new FormData();
  if (file !== null) form.set("image", file);
  return api("/api/admin/images", { method: "POST", body: form, token });
}

describe("POST /api/admin/images and GET /api/images/...", () => {
  it("stores a PNG in R2 and serves it to anyone with its type and a year-long cache", async () => {
    const { token } = await signedInAdmin();
    const res = await upload(token, new File([pngBytes()], "powder.png", { type: "image/png" }));
    expect(res.status).toBe(201);
    expect(res.json.data.url).toMatch(/^\/api\/images\/products\/[a-f0-9]{24}\.png$/);
    expect(await env.IMAGES.head(res.json.data.key)).not.toBeNull();

    const served = await api(res.json.data.url);
    expect(new Uint8Array(await (await fetchImage(res.json.data.url)).arrayBuffer())).toEqual(pngBytes());
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const again = await api(res.json.data.url, { headers: { "If-None-Match": served.headers.get("ETag")! } });
    expect(again.status).toBe(304);
  });

  it("trusts the bytes, not the label: an SVG or HTML file named .png is refused", async () => {
    const { token } = await signedInAdmin();
    // R2 is not reset between tests (D1 is): compare counts.
    const before = (await env.IMAGES.list()).objects.length;
    const svg = new File(
      ["<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"],
      "x.png",
      { type: "image/png" },
    );
    const res = await upload(token, svg);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "The image must be a JPEG, PNG, WebP or AVIF file" });
    expect((await env.IMAGES.list()).objects.length).toBe(before);
  });

  it("refuses a file over the size limit and a form without a file", async () => {
    const { token } = await signedInAdmin();
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(pngBytes());
    const tooBig = await upload(token, new File([big], "big.png", { type: "image/png" }));
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.message).toBe("The image must be at most 2 MB");
    const none = await upload(token, null);
    expect(none.json).toEqual({ success: false, message: "Choose an image file to upload" });
    const text = await upload(token, "just text");
    expect(text.json.message).toBe("Choose an image file to upload");
  });

  it("404s for unknown or malformed image keys", async () => {
    expect((await api("/api/images/products/0123456789abcdef01234567.png")).status).toBe(404);
    expect((await api("/api/images/products/..%2F..%2Fsecret")).status).toBe(404);
  });
});
