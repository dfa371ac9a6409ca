import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../../domain/orders.ts";
import { getDb } from "../db/client.ts";
import { orders } from "../db/schema.ts";
import { createUser, hexId, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";

async function orderFor(
  userId: string,
  status: OrderStatus,
  goodsTotalPaise: number,
  couponDiscountPaise = 0,
) {
  await getDb(env.DB)
    .insert(orders)
    .values({
      id: hexId(),
      userId,
      status,
      goodsTotalPaise,
      couponDiscountPaise,
      deliveryFeePaise: 0,
      totalPaise: goodsTotalPaise - couponDiscountPaise,
      shipName: "A",
      shipMobile: "9876543210",
      shipEmail: "a@example.com",
      shipAddress: "1 Road",
      shipCity: "Pune",
      shipState: "Maharashtra",
      shipPincode: "411001",
    });
}

describe("GET /api/user/rewards", () => {
  it("counts a point per full ₹100 of goods on paid, standing orders only", async () => {
    const user = await createUser();
    const other = await createUser();
    await orderFor(user.id, "Delivered", 132_000); // 13 points
    await orderFor(user.id, "Processing", 25_000, 6_000); // ₹190 paid for goods: 1 point
    await orderFor(user.id, "Pending Payment", 500_000); // not paid: nothing
    await orderFor(user.id, "Cancelled", 500_000); // refunded: nothing
    await orderFor(other.id, "Delivered", 900_000); // someone else's
    const res = await api("/api/user/rewards", { token: await tokenFor(user) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: { points: 14, pointsPer100Rupees: 1, qualifyingOrders: 2 },
    });
  });

  it("needs a signed-in customer", async () => {
    expect((await api("/api/user/rewards")).status).toBe(401);
  });
});
