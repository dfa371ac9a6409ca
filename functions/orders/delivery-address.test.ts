/**
 * An order remembers its delivery address for the next checkout without touching the profile:
 * the account's own phone and address are the customer's to edit (issue 11).
 */
import { describe, expect, it } from "vitest";
import { createProduct, createUser, tokenFor, validAddress } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { placeOrder } from "../test/payments.ts";

const profile = {
  name: "Asha K",
  phone: "+91 98765-43210",
  firstName: "Asha",
  lastName: "Kumar",
  address: "7 Home Lane",
  city: "Nashik",
  state: "Maharashtra",
  zipCode: "422001",
};

describe("the last delivery address", () => {
  it("an order to another mobile and address leaves the profile as it was, and the next checkout offers the order's address", async () => {
    const product = await createProduct();
    const token = await tokenFor(await createUser());
    expect((await api("/api/user/profile", { method: "PUT", token, json: profile })).status).toBe(200);
    const office = {
      ...validAddress,
      name: "Asha at work",
      mobile: "9123456780",
      address: "Tower B, 4th floor, Hinjewadi",
      city: "Pune",
      pincode: "411057",
    };

    expect((await placeOrder(token, product.id, 30, { deliveryAddress: office })).status).toBe(201);

    const after = (await api("/api/user/profile", { token })).json.data;
    expect(after).toMatchObject({
      phone: "+919876543210",
      address: "7 Home Lane",
      city: "Nashik",
      state: "Maharashtra",
      zipCode: "422001",
    });
    expect((await api("/api/user/delivery-address", { token })).json).toEqual({
      success: true,
      data: office,
    });
  });

  it("offers the profile's address before the first order, nothing when there is none, and the latest order's after two", async () => {
    const product = await createProduct();
    const bare = await tokenFor(await createUser());
    expect((await api("/api/user/delivery-address", { token: bare })).json.data).toBeNull();

    const user = await createUser({
      name: "Ravi Iyer",
      phone: "9000000001",
      address: "3 Temple Street",
      city: "Madurai",
      state: "Tamil Nadu",
      zipCode: "625001",
    });
    const token = await tokenFor(user);
    expect((await api("/api/user/delivery-address", { token })).json.data).toEqual({
      name: "Ravi Iyer",
      mobile: "9000000001",
      email: user.email,
      address: "3 Temple Street",
      city: "Madurai",
      state: "Tamil Nadu",
      pincode: "625001",
    });

    await placeOrder(token, product.id, 30, {
      deliveryAddress: { ...validAddress, city: "Chennai", state: "Tamil Nadu", pincode: "600001" },
    });
    await placeOrder(token, product.id, 30, {
      deliveryAddress: { ...validAddress, city: "Coimbatore", state: "Tamil Nadu", pincode: "641001" },
    });
    expect((await api("/api/user/delivery-address", { token })).json.data).toMatchObject({
      city: "Coimbatore",
      pincode: "641001",
    });
  });

  it("needs a signed-in customer", async () => {
    expect((await api("/api/user/delivery-address")).status).toBe(401);
  });
});
