import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { databaseBefore, rowsOfAnyAge } from "../test/database.ts";

describe("migration parcel_losses: the losses already known get their rows", () => {
  it("takes the parcels lost now and the lost ones replaced, with their finding", async () => {
    await databaseBefore(env.DB, env.TEST_MIGRATIONS, "parcel_losses");
    const shipment = env.DB.prepare(
      "INSERT INTO shipments (id, order_id, source, courier_name, awb, stage, last_update_at) VALUES (?, ?, 'manual', 'DTDC', ?, ?, ?)",
    );
    const earlier = env.DB.prepare(
      "INSERT INTO earlier_parcels (awb, order_id, courier_name, ended_as, replaced_at, news_stage, news_at) VALUES (?, ?, 'Blue Dart', ?, ?, ?, ?)",
    );
    await env.DB.batch([
      rowsOfAnyAge.user(env.DB, "u1"),
      rowsOfAnyAge.order(env.DB, "o1", "u1", "Shipped"),
      rowsOfAnyAge.order(env.DB, "o2", "u1", "Shipped"),
      shipment.bind("s1", "o1", "DT1111111111", "lost", 5000),
      shipment.bind("s2", "o2", "DT2222222222", "in_transit", 6000),
      earlier.bind("BD3333333333", "o2", "lost", 3000, "delivered", 7000),
      earlier.bind("BD4444444444", "o2", "cancelled", 2000, null, null),
    ]);

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const rows = await env.DB.prepare(
      "SELECT awb, order_id, courier_name, lost_at, found_at, found_as, length(id) AS id_length FROM parcel_losses ORDER BY lost_at",
    ).all();
    expect(rows.results).toEqual([
      {
        awb: "BD3333333333",
        order_id: "o2",
        courier_name: "Blue Dart",
        lost_at: 3000,
        found_at: 7000,
        found_as: "delivered",
        id_length: 24,
      },
      {
        awb: "DT1111111111",
        order_id: "o1",
        courier_name: "DTDC",
        lost_at: 5000,
        found_at: null,
        found_as: null,
        id_length: 24,
      },
    ]);
  });
});
