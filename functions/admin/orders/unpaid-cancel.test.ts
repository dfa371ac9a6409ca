/** An admin cancelling an unpaid order gives back what it held: its stock and its coupon use. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admin.ts";
import { createCoupon, createProduct, createUser, tokenFor } from "../../test/builders.ts";
import { api } from "../../test/http.ts";
import { placeOrder } from "../../test/payments.ts";

const couponUses = async (code: string) =>
  (await env.DB.prepare("SELECT used_count FROM coupons WHERE code = ?")
    .bind(code)
    .first<{ used_count: number }>())!.used_count;

describe("PUT /api/admin/orders/:id/status to Cancelled for an unpaid order", () => {
  it("returns the coupon use along with the stock, so the coupon can be used again", async () => {
    const { token: adminToken } = await signedInAdmin();
    const product = await createProduct({ stock: 100 });
    const coupon = await createCoupon({ usageLimit: 1 });
    const customerToken = await tokenFor(await createUser());
    const id = (await placeOrder(customerToken, product.id, 30, { couponCode: coupon.code })).json.data
      ._id as string;
    expect(await couponUses(coupon.code)).toBe(1);

    const res = await api(`/api/admin/orders/${id}/status`, {
      method: "PUT",
      token: adminToken,
      json: { status: "Cancelled" },
    });

    expect(res.status).toBe(200);
    expect(await couponUses(coupon.code)).toBe(0);
    expect(
      (await placeOrder(await tokenFor(await createUser()), product.id, 30, { couponCode: coupon.code }))
        .status,
    ).toBe(201);
  });
});
