/** Place order refuses a delivery PIN code the shop does not deliver to, before reserving anything. */
import { describe, expect, it } from "vitest";
import { messages } from "../../domain/messages.ts";
import { createCoupon, createProduct, createUser, tokenFor, validAddress } from "../test/builders.ts";
import { databaseDigest } from "../test/db-digest.ts";
import { api } from "../test/http.ts";
import { orderPayload, placeOrder } from "../test/payments.ts";
import { courierMode, fakeShiprocket } from "../test/shiprocket.ts";

describe("placing an order to a PIN code the shop does not deliver to", () => {
  it("is refused with 422 and the PIN code named; no stock, coupon use, order or address is kept", async () => {
    const product = await createProduct({ stock: 100 });
    const coupon = await createCoupon({ usageLimit: 1 });
    const token = await tokenFor(await createUser());
    // Only the rate limit counts the attempt, as for any other refused order.
    const before = await databaseDigest(["rate_limits"]);
    const res = await placeOrder(token, product.id, 30, {
      couponCode: coupon.code,
      deliveryAddress: { ...validAddress, pincode: "999999" },
    });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ success: false, message: messages.pincodeNotServed("999999") });
    expect(await databaseDigest(["rate_limits"])).toEqual(before);
  });

  it("goes through to a PIN code the shop serves, anywhere in India", async () => {
    const product = await createProduct({ stock: 100 });
    const token = await tokenFor(await createUser());
    for (const pincode of ["411001", "781001", "744101"]) {
      const res = await placeOrder(token, product.id, 30, { deliveryAddress: { ...validAddress, pincode } });
      expect(res.status, pincode).toBe(201);
    }
  });

  it("with a courier account, is refused where the courier serves no one", async () => {
    const product = await createProduct({ stock: 100 });
    const token = await tokenFor(await createUser());
    const bindings = courierMode();
    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { unserviceable: ["744301"] });
    const order = (pincode: string) =>
      api("/api/user/placeorder", {
        method: "POST",
        token,
        bindings,
        json: orderPayload(product.id, 30, { deliveryAddress: { ...validAddress, pincode } }),
      });
    const refused = await order("744301");
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(messages.pincodeNotServed("744301"));
    expect((await order("110001")).status).toBe(201);
  });
});
