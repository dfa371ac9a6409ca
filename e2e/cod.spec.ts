/**
 * Cash on delivery in the browser: the cart offers it with its fee where it is allowed and says why
 * where it is not; a COD order skips payment and the order page takes the confirmation code.
 */
import AxeBuilder from "@axe-core/playwright";
import { codRefusalMessages } from "../domain/cod-messages.ts";
import { latestEmailTo, login } from "./support/accounts.ts";
import { fillAddress, putProductInCart } from "./support/checkout.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

test.describe("cash on delivery", () => {
  test("choose COD, see the ₹40 fee, place the order and confirm it with the code", async ({ page }) => {
    const user = await login(page);
    await putProductInCart(page, 30);
    await page.goto("/Cart_Page");
    await page.getByRole("button", { name: "Add address" }).click();
    await fillAddress(page, { Email: user.email });
    const cod = page.getByRole("radio", { name: /Cash on delivery/ });
    await expect(cod).toBeEnabled();
    await cod.check();
    await expect(page.getByText("Cash on delivery fee")).toBeVisible();
    await expect(page.getByTestId("grand-total")).toHaveText("₹1,360");
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/trackOrder\?id=[0-9a-f]{24}/);
    await expect(page.getByRole("heading", { name: /COD Pending Confirmation/ })).toBeVisible();
    const mail = await latestEmailTo(user.email);
    const code = /is (\d{6})/.exec(mail!.text)![1]!;

    // A 400 in the console is the wrong code's answer, which the page shows.
    allowConsoleErrors(page, /status of 400/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await page.getByLabel("Confirmation code").fill(wrong);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "That code is not right. 4 tries are left before the order is cancelled.",
    );
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByLabel("Confirmation code").fill(code);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(page.getByRole("heading", { name: /Processing/ })).toBeVisible();
  });

  test("where COD is not allowed, the option is disabled and the cart says why", async ({ page }) => {
    const user = await login(page);
    await putProductInCart(page, 30);
    await page.goto("/Cart_Page");
    await page.getByRole("button", { name: "Add address" }).click();
    await fillAddress(page, { Email: user.email, Pincode: "781001", City: "Guwahati", State: "Assam" });
    await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeDisabled();
    await expect(page.getByText(codRefusalMessages.pincode)).toBeVisible();
    await expect(page.getByRole("radio", { name: /Pay online/ })).toBeChecked();
  });
});
