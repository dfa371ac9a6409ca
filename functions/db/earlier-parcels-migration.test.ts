import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { databaseBefore, rowsOfAnyAge } from "../test/database.ts";

describe("migration earlier_parcels: the parcels already replaced get their rows", () => {
  it("takes each replaced parcel from the audit log, with the courier that shipped it", async () => {
    await databaseBefore(env.DB, env.TEST_MIGRATIONS, "earlier_parcels");
    const ship = env.DB.prepare(
      "INSERT INTO audit_log (id, admin_id, action, entity, entity_id, before_json, after_json, created_at) VALUES (?, 'a1', 'order.ship', 'order', 'o1', ?, ?, ?)",
    );
    const shippedWith = (courier: string, awb: string) => JSON.stringify({ status: "Shipped", courier, awb });
    await env.DB.batch([
      rowsOfAnyAge.user(env.DB, "a1", "Admin"),
      rowsOfAnyAge.order(env.DB, "o1", "a1", "Shipped"),
      // Shipped, lost and replaced, then the replacement's booking cancelled and booked again.
      ship.bind(
        "s1",
        JSON.stringify({ status: "Processing" }),
        shippedWith("Blue Dart", "BD1111111111"),
        1000,
      ),
      ship.bind(
        "s2",
        JSON.stringify({ status: "Shipped", awb: "BD1111111111", stage: "lost" }),
        shippedWith("DTDC", "DT2222222222"),
        2000,
      ),
      ship.bind(
        "s3",
        JSON.stringify({ status: "Shipped", awb: "DT2222222222", stage: "cancelled" }),
        shippedWith("DTDC", "DT3333333333"),
        3000,
      ),
    ]);

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const rows = await env.DB.prepare(
      "SELECT awb, order_id, courier_name, ended_as, replaced_at, news_stage FROM earlier_parcels ORDER BY replaced_at",
    ).all();
    expect(rows.results).toEqual([
      {
        awb: "BD1111111111",
        order_id: "o1",
        courier_name: "Blue Dart",
        ended_as: "lost",
        replaced_at: 2000,
        news_stage: null,
      },
      {
        awb: "DT2222222222",
        order_id: "o1",
        courier_name: "DTDC",
        ended_as: "cancelled",
        replaced_at: 3000,
        news_stage: null,
      },
    ]);
  });
});
