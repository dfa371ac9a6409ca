import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { databaseBefore, rowsOfAnyAge } from "../test/database.ts";

const MINUTE = 60_000;

describe("migration history_entry_kind: the notes already written are notes", () => {
  it("marks the shop's entries repeating the order's status as notes, and keeps every change, a parcel sent again included", async () => {
    await databaseBefore(env.DB, env.TEST_MIGRATIONS, "history_entry_kind");
    const order = (id: string, status: string) => rowsOfAnyAge.order(env.DB, id, "admin1", status);
    const entry = env.DB.prepare(
      "INSERT INTO order_status_history (id, order_id, status, note, changed_by, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    );
    await env.DB.batch([
      rowsOfAnyAge.user(env.DB, "admin1", "Admin"),
      order("o1", "Shipped"),
      order("o2", "Cancelled"),
      entry.bind("h1", "o1", "Pending Payment", "", null, 1 * MINUTE),
      // Another order's entries in between: each row is compared with its own order's row before it.
      entry.bind("k1", "o2", "Pending Payment", "", null, 1 * MINUTE),
      entry.bind("h2", "o1", "Processing", "", null, 2 * MINUTE),
      entry.bind("k2", "o2", "Processing", "", null, 2 * MINUTE),
      entry.bind("h3", "o1", "Shipped", "Shipped with DTDC", "admin1", 3 * MINUTE),
      entry.bind("k3", "o2", "Cancelled", "Out of stock", "admin1", 3 * MINUTE),
      entry.bind("h4", "o1", "Shipped", "Courier: LOST.", null, 4 * MINUTE),
      // Written in the same millisecond as the cancel, after it: rows are taken in the order they
      // were written, not by their (random) ids.
      entry.bind(
        "a0",
        "o2",
        "Cancelled",
        "Refund rfnd_2 of ₹1,000.00 processed by Razorpay",
        null,
        3 * MINUTE,
      ),
      entry.bind("h5", "o1", "Shipped", "A replacement sent with DTDC", "admin1", 5 * MINUTE),
      entry.bind("h6", "o1", "Shipped", "Refund rfnd_1 of ₹100.00 processed by Razorpay", null, 6 * MINUTE),
    ]);

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const { results } = await env.DB.prepare("SELECT id, kind FROM order_status_history").all<{
      id: string;
      kind: string;
    }>();
    expect(Object.fromEntries(results.map(({ id, kind }) => [id, kind]))).toEqual({
      h1: "change",
      k1: "change",
      h2: "change",
      k2: "change",
      h3: "change",
      k3: "change",
      h4: "note",
      a0: "note",
      h5: "change",
      h6: "note",
    });
  });
});
