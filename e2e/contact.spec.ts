import { allowConsoleErrors, expect, test } from "./support/test.ts";
import { sql } from "./support/shop-db.ts";
import type { Page } from "@playwright/test";

let visitor = 0;
/** Each test arrives from its own address, as separate visitors would (the limit is per address). */
async function asNewVisitor(page: Page) {
  visitor += 1;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `192.0.2.${(visitor % 250) + 1}` });
}

test.describe("Contact Us", () => {
  test("has the spec's fields", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us!" })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    const country = page.getByLabel("Country code");
    expect(
      await country
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(["IN", "US", "CA", "EU", "UK", "AU"]);
    await expect(page.getByLabel("Phone number", { exact: true })).toHaveAttribute("type", "tel");
    const address = page.getByLabel("Address");
    await expect(address).toHaveAttribute("rows", "4");
    await expect(address).toHaveAttribute("placeholder", "Enter your full address");
    await expect(page.getByLabel("Message")).toBeVisible();
  });

  test("a message is sent, stored and confirmed", async ({ page }) => {
    await asNewVisitor(page);
    const email = `meena.${Date.now()}@example.com`;
    await page.goto("/contact");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Country code").selectOption("UK");
    await page.getByLabel("Phone number", { exact: true }).fill("020 7946 0958");
    await page.getByLabel("Address").fill("221B Baker Street\nLondon NW1 6XE");
    await page.getByLabel("Message").fill("Do you deliver to the United Kingdom?");
    await page.getByRole("button", { name: "Submit" }).click();
    const confirmation = page
      .getByRole("status")
      .filter({ hasText: "Thank you! Your message has reached us." });
    await expect(confirmation).toBeVisible();
    // Said once: the heading names what happened, the message thanks.
    await expect(confirmation.getByRole("heading")).toHaveText("Message sent");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    expect(
      sql(
        `SELECT country_code, phone_number, address, message FROM contact_messages WHERE email = '${email}'`,
      ),
    ).toEqual([
      {
        country_code: "UK",
        phone_number: "020 7946 0958",
        address: "221B Baker Street\nLondon NW1 6XE",
        message: "Do you deliver to the United Kingdom?",
      },
    ]);
  });

  test("bad input gets clear messages next to the fields, keeps what was typed and sends nothing", async ({
    page,
  }) => {
    await asNewVisitor(page);
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted += 1;
    });
    await page.goto("/contact");
    await page.getByLabel("Email", { exact: true }).fill("meena@");
    await page.getByLabel("Phone number", { exact: true }).fill("call me");
    await page.getByLabel("Address").fill("12 Temple Street");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(
      page.getByText("Please enter a phone number of 6 to 15 digits, like 98765 43210."),
    ).toBeVisible();
    await expect(page.getByText("Please write your message.")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("meena@");
    await expect(page.getByLabel("Address")).toHaveValue("12 Temple Street");
    expect(posted).toBe(0);

    await page.getByLabel("Email", { exact: true }).fill("meena@example.com");
    await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeHidden();
  });

  test("when the server refuses, its message shows and the typed text stays", async ({ page }) => {
    allowConsoleErrors(page, "status of 429");
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          message:
            "You have sent several messages in a short time. Please wait a while and try again, or e-mail us.",
        }),
      }),
    );
    await page.goto("/contact");
    await page.getByLabel("Email", { exact: true }).fill("meena@example.com");
    await page.getByLabel("Message").fill("Please call me back.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "You have sent several messages in a short time." }),
    ).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("meena@example.com");
    await expect(page.getByLabel("Message")).toHaveValue("Please call me back.");
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  test("when the network fails, a plain message shows and the typed text stays", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    allowConsoleErrors(page, "ERR_INTERNET_DISCONNECTED");
    await page.goto("/contact");
    await page.getByLabel("Email", { exact: true }).fill("meena@example.com");
    await page.getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Your message could not be sent. Please try again." }),
    ).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("Hello");
  });
});
