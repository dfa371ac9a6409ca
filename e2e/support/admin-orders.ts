/** The admin's order dialog, as the admin panel's tests drive it. */
import type { Locator } from "@playwright/test";
import { expect } from "./test.ts";

/**
 * Ships the open order with Blue Dart (the courier and AWB typed in: no courier account in the
 * browser tests' shop), then moves it through Out for Delivery to Delivered; each step shows in the
 * history as done by the seeded admin.
 */
export async function shipAndDeliver(dialog: Locator, orderId: string) {
  const awb = `BD${orderId.slice(-8)}`;
  await dialog.getByLabel("Courier").fill("Blue Dart");
  await dialog.getByLabel("AWB").fill(awb);
  await dialog.getByRole("button", { name: "Ship", exact: true }).click();
  await expect(dialog.getByRole("listitem").filter({ hasText: "Sent with Blue Dart" })).toContainText(
    "by Shop Admin",
  );
  await expect(dialog.getByText(awb, { exact: true })).toBeVisible();
  for (const status of ["Out for Delivery", "Delivered"]) {
    await dialog.getByLabel("New status").selectOption(status);
    await dialog.getByRole("button", { name: "Update status" }).click();
    await expect(dialog.getByRole("listitem").filter({ hasText: status })).toContainText("by Shop Admin");
  }
}
