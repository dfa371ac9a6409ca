import { describe, expect, it } from "vitest";
import { auditRows, signedInAdmin } from "../../test/admin.ts";
import { createOrder, createProduct, createUser, tokenFor } from "../../test/builders.ts";
import { api } from "../../test/http.ts";

const content = { rating: 5, title: "Worth it", text: "Easy to take every morning.", city: "Kochi" };

async function pendingReview() {
  const user = await createUser({ name: "Rakesh Nair" });
  const product = await createProduct();
  const order = await createOrder({ user, status: "Delivered", lines: [{ product, quantity: 30 }] });
  const token = await tokenFor(user);
  const res = await api("/api/user/reviews", {
    method: "POST",
    json: { orderLineId: order.lines[0]!.id, ...content },
    token,
  });
  expect(res.status, res.text).toBe(201);
  return { review: res.json.data, product, customerToken: token, user };
}

describe("moderating reviews", () => {
  it("lists pending reviews, approves, replies and hides them, each in the audit log", async () => {
    const { admin, token } = await signedInAdmin();
    const { review, product, user } = await pendingReview();

    const queue = await api("/api/admin/reviews", { token });
    expect(queue.status).toBe(200);
    expect(queue.json.data).toMatchObject([
      { id: review.id, status: "pending", customerName: "Rakesh Nair", customerEmail: user.email },
    ]);

    const approved = await api(`/api/admin/reviews/${review.id}/approve`, {
      method: "POST",
      json: { updatedAt: review.updatedAt },
      token,
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.data).toMatchObject({ status: "approved", moderatedBy: "Meera Admin" });
    expect((await api("/api/admin/reviews", { token })).json.data).toEqual([]);
    expect((await api("/api/admin/reviews?status=approved", { token })).json.data).toHaveLength(1);

    const replied = await api(`/api/admin/reviews/${review.id}/reply`, {
      method: "PUT",
      json: { reply: "Thank you, Rakesh!" },
      token,
    });
    expect(replied.json.data.reply).toMatchObject({ text: "Thank you, Rakesh!" });
    const shown = await api(`/api/products/${product.id}/reviews`);
    expect(shown.json.data).toMatchObject([{ id: review.id, reply: { text: "Thank you, Rakesh!" } }]);

    const hidden = await api(`/api/admin/reviews/${review.id}/hide`, {
      method: "POST",
      json: { reason: "Mentions a medical claim" },
      token,
    });
    expect(hidden.json.data).toMatchObject({ status: "hidden", hideReason: "Mentions a medical claim" });
    expect((await api(`/api/products/${product.id}/reviews`)).json.data).toEqual([]);
    expect((await api(`/api/products/${product.id}`)).json.data).toMatchObject({
      reviews: 0,
      averageRating: null,
    });

    expect(
      (await auditRows(review.id)).map((r) => [r.admin_id, r.action, r.entity, r.before, r.after]),
    ).toEqual([
      [
        admin.id,
        "review.approve",
        "review",
        { status: "pending", hideReason: null },
        { status: "approved", hideReason: null },
      ],
      [admin.id, "review.reply", "review", { reply: null }, { reply: "Thank you, Rakesh!" }],
      [
        admin.id,
        "review.hide",
        "review",
        { status: "approved", hideReason: null },
        { status: "hidden", hideReason: "Mentions a medical claim" },
      ],
    ]);
  });

  it("shows the customer why their review was hidden", async () => {
    const { token } = await signedInAdmin();
    const { review, customerToken } = await pendingReview();
    await api(`/api/admin/reviews/${review.id}/hide`, {
      method: "POST",
      json: { reason: "Off topic" },
      token,
    });
    const mine = await api("/api/user/reviews", { token: customerToken });
    expect(mine.json.data).toMatchObject([{ status: "hidden", hideReason: "Off topic" }]);
  });

  it("refuses to approve a review the customer edited after the admin read it, and audits nothing", async () => {
    const { token } = await signedInAdmin();
    const { review, customerToken, product } = await pendingReview();
    const edited = await api(`/api/user/reviews/${review.id}`, {
      method: "PATCH",
      json: { ...content, text: "Something the admin has not read" },
      token: customerToken,
    });
    expect(edited.json.data.updatedAt).not.toBe(review.updatedAt);
    const res = await api(`/api/admin/reviews/${review.id}/approve`, {
      method: "POST",
      json: { updatedAt: review.updatedAt },
      token,
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "The customer changed this review while you were reading it. Here it is again: please read it before approving.",
    );
    expect((await api(`/api/products/${product.id}/reviews`)).json.data).toEqual([]);
    expect(await auditRows(review.id)).toEqual([]);
  });

  it("needs a reason to hide, and removes a reply when it is emptied", async () => {
    const { token } = await signedInAdmin();
    const { review } = await pendingReview();
    const noReason = await api(`/api/admin/reviews/${review.id}/hide`, {
      method: "POST",
      json: { reason: " " },
      token,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toBe("Please say why the review is hidden (the customer may ask).");
    await api(`/api/admin/reviews/${review.id}/reply`, { method: "PUT", json: { reply: "Thanks" }, token });
    const removed = await api(`/api/admin/reviews/${review.id}/reply`, {
      method: "PUT",
      json: { reply: "" },
      token,
    });
    expect(removed.json).toMatchObject({ message: "Reply removed.", data: { reply: null } });
  });

  it("answers 404 for an unknown review and 400 for an unknown status filter", async () => {
    const { token } = await signedInAdmin();
    const unknown = await api("/api/admin/reviews/0123456789abcdef01234567/hide", {
      method: "POST",
      json: { reason: "x" },
      token,
    });
    expect(unknown.status).toBe(404);
    expect((await api("/api/admin/reviews?status=deleted", { token })).status).toBe(400);
  });
});
