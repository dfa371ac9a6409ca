/**
 * Reviews from verified buyers in the browser (decision 023): the buyer of a delivered order rates
 * the product from their order history, an admin approves it with a reply, and the product page
 * shows it with "Verified buyer", the reply, the average and the count, markup left as text.
 */
import { login, seededAdmin } from "./support/accounts.ts";
import { createPaidOrder, insertProduct, quote, sql } from "./support/shop-db.ts";
import { expect, test } from "./support/test.ts";

test("a delivered order's buyer rates the product, an admin approves with a reply, the product page shows it", async ({
  page,
}) => {
  // Four local D1 commands (wrangler, seconds each on a loaded machine), two sign-ins, three pages.
  test.setTimeout(120_000);
  const name = `Asthiveda Review Pack ${Date.now().toString(36)}`;
  const productId = insertProduct({ name });
  const buyer = await login(page);
  const [user] = sql<{ id: string }>(
    `SELECT id FROM users WHERE email = ${quote(buyer.email.toLowerCase())}`,
  );
  const { orderId } = createPaidOrder(productId, 30, Date.now(), user!.id);
  sql(`UPDATE orders SET status = 'Delivered' WHERE id = ${quote(orderId)}`);
  const title = `Easy every morning <b>${Date.now().toString(36)}</b>`;

  // The delivered e-mail's link: the order history, at the order's reviews.
  await page.goto(`/history#reviews-${orderId}`);
  const reviews = page.getByRole("region", { name: "Your reviews" });
  await reviews.getByRole("button", { name: `Rate this product: ${name}` }).click();
  const form = page.getByRole("form", { name: `Your review of ${name}` });
  await form.getByRole("radio", { name: "4 stars" }).check();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Your review").fill("One sachet in warm milk.\nMy knees thank me on the stairs.");
  await form.getByLabel(/City/).fill("Pune");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(reviews.getByRole("status")).toHaveText(
    "Thank you! Your review will appear once our team has checked it.",
  );
  await expect(reviews.getByText("Waiting for our team to check it.")).toBeVisible();

  // Not on the product page until approved.
  await page.goto(`/Buy_Product/${productId}`);
  await expect(page.getByRole("link", { name: "★ 0 reviews" })).toBeVisible();

  await login(page, { user: seededAdmin, admin: true });
  await page.goto("/admin/reviews");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await card.getByLabel(/Public reply/).fill("Thank you for writing, and take care of those knees!");
  await card.getByRole("button", { name: "Save reply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reply saved." })).toBeVisible();
  await card.getByRole("button", { name: `Approve the review "${title}" by ${buyer.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Review approved" })).toBeVisible();

  await page.goto(`/Buy_Product/${productId}`);
  await expect(page.getByRole("link", { name: "★ 4.0 · 1 review", exact: true })).toBeVisible();
  const section = page.getByRole("region", { name: "Reviews from verified buyers" });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText("Rated 4.0 out of 5 from 1 review")).toBeVisible();
  const review = section.getByRole("listitem");
  // The markup the buyer typed is shown as the text it is.
  await expect(review.getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(review).toContainText("Verified buyer");
  await expect(review).toContainText(`${buyer.name.split(" ")[0]}, Pune`);
  await expect(review.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(review).toContainText("Reply from Asthiveda");
  await expect(review).toContainText("Thank you for writing, and take care of those knees!");
  await expect(section.locator("b")).toHaveCount(0);
  const jsonLd = JSON.parse((await page.locator("#product-jsonld").textContent())!);
  expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: "4.0", reviewCount: 1 });
  expect(jsonLd.review).toMatchObject([{ name: title, reviewRating: { ratingValue: 4 } }]);
});

test("a review its buyer edited after approval is back in the queue, and says whose check was last", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const productId = insertProduct({ name: `Asthiveda Edited Review Pack ${Date.now().toString(36)}` });
  const buyer = await login(page);
  const [user] = sql<{ id: string }>(
    `SELECT id FROM users WHERE email = ${quote(buyer.email.toLowerCase())}`,
  );
  const { orderId } = createPaidOrder(productId, 30, Date.now(), user!.id);
  const [line] = sql<{ id: string }>(`SELECT id FROM order_lines WHERE order_id = ${quote(orderId)}`);
  const title = `Edited after approval ${Date.now().toString(36)}`;
  const approvedAt = Date.now() - 86_400_000;
  // Approved yesterday by the admin, edited by the buyer since: pending again (decision 023).
  sql(
    `UPDATE orders SET status = 'Delivered' WHERE id = ${quote(orderId)};
     INSERT INTO reviews (id, user_id, order_id, order_line_id, product_id, rating, title, body_text, status, moderated_by, moderated_at, created_at, updated_at)
     VALUES (${quote(`rv${orderId.slice(2)}`)}, ${quote(user!.id)}, ${quote(orderId)}, ${quote(line!.id)}, ${quote(productId)}, 4, ${quote(title)}, 'Better each week.', 'pending',
       (SELECT id FROM users WHERE email = ${quote(seededAdmin.email)}), ${approvedAt}, ${approvedAt - 3_600_000}, ${Date.now()})`,
  );

  await login(page, { user: seededAdmin, admin: true });
  await page.goto("/admin/reviews");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText(`Back for a check after an edit; last moderated by ${seededAdmin.name}`);
  await expect(card).not.toContainText("Pending by");
});
