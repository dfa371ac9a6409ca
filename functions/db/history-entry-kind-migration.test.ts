import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { databaseBefore } from "../test/database.ts";

const MINUTE = 60_000;

describe("migration history_entry_kind: the notes already written are notes", () => {
  it("marks the shop's entries repeating the order's status as notes, and keeps every change, a parcel sent again included", async () => {
    await databaseBefore(env.DB, env.TEST_MIGRATIONS, "history_entry_kind");
    const entry = env.DB.prepare(
      "INSERT INTO order_status_history (id, order_id, status, note, changed_by, created_at) VALUES (?, 'o1', ?, ?, ?, ?)",
    );
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO users (id, name, email, password_hash) VALUES ('admin1', 'Shop Admin', 'admin@example.com', 'x')",
      ),
      env.DB.prepare(
        `INSERT INTO orders (id, user_id, status, goods_total_paise, delivery_fee_paise, total_paise,
          ship_name, ship_mobile, ship_email, ship_address, ship_city, ship_state, ship_pincode)
         VALUES ('o1', 'admin1', 'Shipped', 100000, 0, 100000, 'Asha', '9876543210', 'asha@example.com',
          '12 MG Road', 'Pune', 'Maharashtra', '411001')`,
      ),
      entry.bind("h1", "Pending Payment", "", null, 1 * MINUTE),
      entry.bind("h2", "Processing", "", null, 2 * MINUTE),
      entry.bind("h3", "Shipped", "Shipped with DTDC", "admin1", 3 * MINUTE),
      entry.bind("h4", "Shipped", "Courier: LOST.", null, 4 * MINUTE),
      entry.bind("h5", "Shipped", "A replacement sent with DTDC", "admin1", 5 * MINUTE),
      entry.bind("h6", "Shipped", "Refund rfnd_1 of ₹100.00 processed by Razorpay", null, 6 * MINUTE),
    ]);

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const { results } = await env.DB.prepare(
      "SELECT id, kind FROM order_status_history ORDER BY created_at",
    ).all<{ id: string; kind: string }>();
    expect(results).toEqual([
      { id: "h1", kind: "change" },
      { id: "h2", kind: "change" },
      { id: "h3", kind: "change" },
      { id: "h4", kind: "note" },
      { id: "h5", kind: "change" },
      { id: "h6", kind: "note" },
    ]);
  });
});
