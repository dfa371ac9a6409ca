/**
 * Test data the API tests, the browser tests and the bench share (like invoicing/test-data.ts):
 * values that pass the shop's rules. Not used by the shop itself.
 */
import type { DeliveryAddress } from "./schemas.ts";

/** A delivery address that passes the checkout's rules, as the API takes it. */
export const VALID_DELIVERY_ADDRESS: DeliveryAddress = {
  name: "Asha Kumar",
  mobile: "9876543210",
  email: "asha@example.com",
  address: "12 MG Road, Flat 4B",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
};
