import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { REVIEW_LIMITS, REVIEW_WRITES_PER_HOUR } from "../../domain/reviews.ts";
import { signedInAdmin } from "../test/admin.ts";
import { createOrder, createProduct, createUser, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";

const content = {
  rating: 4,
  title: "Easy to take",
  text: "One sachet in warm milk every morning.",
  city: "Pune",
};

/** A customer with a delivered order of a fresh product, signed in. */
async function deliveredBuyer(status: "Delivered" | "Shipped" = "Delivered") {
  const user = await createUser({ name: "Asha Kumar" });
  const product = await createProduct();
  const order = await createOrder({ user, status, lines: [{ product, quantity: 30 }] });
  return { user, product, order, line: order.lines[0]!, token: await tokenFor(user) };
}

async function writeReview(token: string, orderLineId: string, body: object = content) {
  return api("/api/user/reviews", { method: "POST", json: { orderLineId, ...body }, token });
}

async function approve(reviewId: string, updatedAt: string) {
  const { token } = await signedInAdmin();
  const res = await api(`/api/admin/reviews/${reviewId}/approve`, {
    method: "POST",
    json: { updatedAt },
    token,
  });
  expect(res.status, res.text).toBe(200);
  return res;
}

/** A delivered buyer's review of `product`, written on 2026-01-`day` (so the order is known). */
async function datedReview(
  product: { id: string; name: string; image: string; originalPricePaise: number },
  title: string,
  day: number,
  options: { rating?: number; author?: string } = {},
) {
  const user = await createUser({ name: options.author ?? "Ravi Menon" });
  const order = await createOrder({ user, status: "Delivered", lines: [{ product, quantity: 30 }] });
  const res = await writeReview(await tokenFor(user), order.lines[0]!.id, {
    ...content,
    rating: options.rating ?? content.rating,
    title,
  });
  expect(res.status, res.text).toBe(201);
  const at = Date.UTC(2026, 0, day);
  await env.DB.prepare("UPDATE reviews SET created_at = ?1, updated_at = ?1 WHERE id = ?2")
    .bind(at, res.json.data.id)
    .run();
  return { id: res.json.data.id as string, updatedAt: new Date(at).toISOString() };
}

describe("POST /api/user/reviews", () => {
  it("takes a review of a line of the buyer's delivered order, waiting for moderation", async () => {
    const { line, token, product } = await deliveredBuyer();
    const res = await writeReview(token, line.id);
    expect(res.status, res.text).toBe(201);
    expect(res.json.message).toBe("Thank you! Your review will appear once our team has checked it.");
    expect(res.json.data).toMatchObject({
      ...content,
      status: "pending",
      orderLineId: line.id,
      productId: product.id,
    });
    // Not published until approved.
    const published = await api(`/api/products/${product.id}/reviews`);
    expect(published.json.data).toEqual([]);
    expect(published.json.summary).toEqual({ count: 0, averageRating: null });
  });

  it("refuses a line of an order that is not delivered yet with 403", async () => {
    const { line, token } = await deliveredBuyer("Shipped");
    const res = await writeReview(token, line.id);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You can review a product once its order has been delivered.");
  });

  it("refuses another customer's order line with 403, and changes nothing", async () => {
    const { line } = await deliveredBuyer();
    const stranger = await createUser();
    const res = await writeReview(await tokenFor(stranger), line.id);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You can only review products from your own orders.");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM reviews").first("n")).toBe(0);
  });

  it("refuses an unknown line as it refuses a stranger's (403), and a caller who is not signed in (401)", async () => {
    const { token, line } = await deliveredBuyer();
    expect((await writeReview(token, "0123456789abcdef01234567")).status).toBe(403);
    const anonymous = await api("/api/user/reviews", {
      method: "POST",
      json: { orderLineId: line.id, ...content },
    });
    expect(anonymous.status).toBe(401);
  });

  it("refuses a second review of the same line with 409", async () => {
    const { line, token } = await deliveredBuyer();
    expect((await writeReview(token, line.id)).status).toBe(201);
    const again = await writeReview(token, line.id, { ...content, title: "Again" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      "You have already reviewed this product from this order. You can edit your review instead.",
    );
  });

  it.each([
    [{ ...content, rating: 0 }, "Please choose a rating from 1 to 5 stars."],
    [{ ...content, rating: 4.5 }, "Please choose a rating from 1 to 5 stars."],
    [{ ...content, title: "  " }, "Please give your review a title."],
    [{ ...content, text: "" }, "Please write a few words about the product."],
    [
      { ...content, text: "a".repeat(REVIEW_LIMITS.textMax + 1) },
      "The review can be at most 2,000 characters.",
    ],
    [{ ...content, title: "Nice\u0007" }, "Please remove special control characters from your text."],
    [{ ...content, text: "Good \u202Edoog" }, "Please remove special control characters from your text."],
    [{ ...content, city: "Pune\nMumbai" }, "Please keep this on one line."],
  ])("refuses invalid content with the field's message: %j", async (body, message) => {
    const { line, token } = await deliveredBuyer();
    const res = await writeReview(token, line.id, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("keeps a text of exactly 2,000 characters, with its line breaks", async () => {
    const { line, token } = await deliveredBuyer();
    const text = `First line\r\nsecond ${"a".repeat(REVIEW_LIMITS.textMax - 19)}`;
    const res = await writeReview(token, line.id, { ...content, text });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.text).toBe(text.replace("\r\n", "\n"));
  });

  it("limits how many reviews an account writes, edits or deletes in an hour", async () => {
    const { token, line } = await deliveredBuyer();
    const created = await writeReview(token, line.id);
    const id = created.json.data.id;
    for (let i = 1; i < REVIEW_WRITES_PER_HOUR; i++) {
      const edit = await api(`/api/user/reviews/${id}`, { method: "PATCH", json: content, token });
      expect(edit.status, edit.text).toBe(200);
    }
    const over = await api(`/api/user/reviews/${id}`, { method: "PATCH", json: content, token });
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(over.json.message).toBe(
      "You have changed your reviews many times in the last hour. Please try again later.",
    );
    // Another account is not held back.
    const other = await deliveredBuyer();
    expect((await writeReview(other.token, other.line.id)).status).toBe(201);
  });
});

describe("editing and deleting", () => {
  it("lets the author edit (back to pending, off the product page) and delete their review", async () => {
    const { line, token, product } = await deliveredBuyer();
    const created = await writeReview(token, line.id);
    const id = created.json.data.id;
    await approve(id, created.json.data.updatedAt);
    expect((await api(`/api/products/${product.id}`)).json.data).toMatchObject({
      reviews: 1,
      averageRating: 4,
    });

    const edited = await api(`/api/user/reviews/${id}`, {
      method: "PATCH",
      json: { ...content, rating: 2, title: "Changed my mind" },
      token,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data).toMatchObject({ status: "pending", rating: 2, title: "Changed my mind" });
    expect((await api(`/api/products/${product.id}/reviews`)).json.data).toEqual([]);
    expect((await api(`/api/products/${product.id}`)).json.data).toMatchObject({
      reviews: 0,
      averageRating: null,
    });

    const mine = await api("/api/user/reviews", { token });
    expect(mine.json.data.map((r: { id: string }) => r.id)).toEqual([id]);

    const deleted = await api(`/api/user/reviews/${id}`, { method: "DELETE", token });
    expect(deleted.status).toBe(200);
    expect((await api("/api/user/reviews", { token })).json.data).toEqual([]);
    // The line can be reviewed afresh.
    expect((await writeReview(token, line.id)).status).toBe(201);
  });

  it("answers 404 to anyone else editing or deleting the review, and leaves it as it was", async () => {
    const { line, token } = await deliveredBuyer();
    const id = (await writeReview(token, line.id)).json.data.id;
    const stranger = await tokenFor(await createUser());
    const edit = await api(`/api/user/reviews/${id}`, {
      method: "PATCH",
      json: { ...content, title: "Hacked" },
      token: stranger,
    });
    expect(edit.status).toBe(404);
    expect(edit.json.message).toBe("Review not found.");
    expect((await api(`/api/user/reviews/${id}`, { method: "DELETE", token: stranger })).status).toBe(404);
    const mine = await api("/api/user/reviews", { token });
    expect(mine.json.data).toMatchObject([{ id, title: content.title }]);
  });
});

describe("GET /api/products/{id}/reviews", () => {
  it("shows approved reviews only, newest first, paged, with the count, the average and the reply", async () => {
    const product = await createProduct();
    const written = [];
    // Seven buyers, ratings 5,4,5,3,5,4,2: the first six approved, the last left pending.
    for (const [i, rating] of [5, 4, 5, 3, 5, 4, 2].entries())
      written.push(await datedReview(product, `Review ${i}`, i + 1, { rating, author: `Buyer${i} Surname` }));
    for (const review of written.slice(0, 6)) await approve(review.id, review.updatedAt);
    const ids = written.map((r) => r.id);
    const { token } = await signedInAdmin();
    await api(`/api/admin/reviews/${ids[5]}/reply`, {
      method: "PUT",
      json: { reply: "Thank you, Buyer5!" },
      token,
    });

    const first = await api(`/api/products/${product.id}/reviews`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(first.json.summary).toEqual({ count: 6, averageRating: 4.3 });
    expect(first.json.pagination).toEqual({ page: 1, pageSize: 5, totalPages: 2 });
    expect(first.json.data.map((r: { title: string }) => r.title)).toEqual([
      "Review 5",
      "Review 4",
      "Review 3",
      "Review 2",
      "Review 1",
    ]);
    expect(first.json.data[0]).toMatchObject({
      author: "Buyer5",
      city: "Pune",
      verifiedBuyer: true,
      reply: { text: "Thank you, Buyer5!" },
    });
    expect(first.json.data[0]).not.toHaveProperty("customerEmail");
    const second = await api(`/api/products/${product.id}/reviews?page=2`);
    expect(second.json.data.map((r: { title: string }) => r.title)).toEqual(["Review 0"]);
    expect((await api(`/api/products/${product.id}`)).json.data).toMatchObject({
      reviews: 6,
      averageRating: 4.3,
    });
  });

  it("answers 404 for an unknown product and 400 for a bad page", async () => {
    expect((await api("/api/products/0123456789abcdef01234567/reviews")).status).toBe(404);
    const product = await createProduct();
    expect((await api(`/api/products/${product.id}/reviews?page=0`)).status).toBe(400);
  });

  it("returns markup in a review as the text it is, never as HTML", async () => {
    const { line, token, product } = await deliveredBuyer();
    const markup = {
      ...content,
      title: "<img src=x onerror=alert(1)>",
      text: "<script>alert('x')</script> & more",
    };
    const created = await writeReview(token, line.id, markup);
    await approve(created.json.data.id, created.json.data.updatedAt);
    const res = await api(`/api/products/${product.id}/reviews`);
    expect(res.json.data[0]).toMatchObject({ title: markup.title, text: markup.text });
    expect(res.headers.get("Content-Type")).toContain("application/json");
  });
});

describe("GET /api/reviews/featured", () => {
  it("is empty until five reviews are approved, then the five newest approved", async () => {
    const product = await createProduct();
    const written = [];
    for (let day = 1; day <= 6; day++) written.push(await datedReview(product, `R${day}`, day));
    // R5 stays pending.
    for (const review of [written[0]!, written[1]!, written[2]!, written[3]!])
      await approve(review.id, review.updatedAt);
    expect((await api("/api/reviews/featured")).json.data).toEqual([]);
    await approve(written[5]!.id, written[5]!.updatedAt);
    const res = await api("/api/reviews/featured");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(res.json.data.map((r: { title: string }) => r.title)).toEqual(["R6", "R4", "R3", "R2", "R1"]);
  });
});
