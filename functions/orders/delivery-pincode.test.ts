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
    const places = [
      ["411001", "Maharashtra"],
      ["781001", "Assam"],
      ["744101", "Andaman and Nicobar Islands"],
    ];
    for (const [pincode, state] of places) {
      const res = await placeOrder(token, product.id, 30, {
        deliveryAddress: { ...validAddress, pincode, state },
      });
      expect(res.status, pincode).toBe(201);
    }
  });

  it("with a courier account, is refused where the courier serves no one", async () => {
    const product = await createProduct({ stock: 100 });
    const token = await tokenFor(await createUser());
    const bindings = courierMode();
    await fakeShiprocket.behave(bindings.SHIPROCKET_EMAIL, { unserviceable: ["744301"] });
    const order = (pincode: string, state: string) =>
      api("/api/user/placeorder", {
        method: "POST",
        token,
        bindings,
        json: orderPayload(product.id, 30, { deliveryAddress: { ...validAddress, pincode, state } }),
      });
    const refused = await order("744301", "Andaman and Nicobar Islands");
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(messages.pincodeNotServed("744301"));
    expect((await order("110001", "Delhi")).status).toBe(201);
  });
});

describe("placing an order whose state is not where its PIN code is (decision 046)", () => {
  it("is refused with the PIN code's state named, and nothing is kept: the invoice's tax follows the state", async () => {
    const product = await createProduct({ stock: 100 });
    const token = await tokenFor(await createUser());
    const before = await databaseDigest(["rate_limits"]);
    // Pune's PIN code with Karnataka typed: IGST would be charged where CGST and SGST are due.
    const res = await placeOrder(token, product.id, 30, {
      deliveryAddress: { ...validAddress, state: "Karnataka" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.pincodeStateMismatch("411001", "Maharashtra"),
    });
    expect(await databaseDigest(["rate_limits"])).toEqual(before);
  });

  it("takes the state however it is written, and any state a border PIN code's post offices are in", async () => {
    const product = await createProduct({ stock: 1000 });
    const token = await tokenFor(await createUser());
    const addresses = [
      { pincode: "411001", state: "MH" },
      // 782410's offices: three in Assam, one in Meghalaya.
      { pincode: "782410", state: "Assam" },
      { pincode: "782410", state: "Meghalaya" },
    ];
    for (const place of addresses) {
      const res = await placeOrder(token, product.id, 30, { deliveryAddress: { ...validAddress, ...place } });
      expect(res.status, `${place.pincode} ${place.state}: ${res.text}`).toBe(201);
    }
    const refused = await placeOrder(token, product.id, 30, {
      deliveryAddress: { ...validAddress, pincode: "782410", state: "Bihar" },
    });
    expect(refused.json.message).toBe(messages.pincodeStateMismatch("782410", "Assam"));
  });
});
