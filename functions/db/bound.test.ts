/**
 * Statements written once per shape (decision 034): a shape's second use must bind its own values,
 * never the first use's, and a long insert must split under D1's cap on bound values.
 */
import { env } from "cloudflare:workers";
import { type Column, eq, getTableColumns, getTableName, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryAddressSchema } from "../../domain/schemas.ts";
import { bound, boundInserts, runBound, writtenNow } from "./bound.ts";
import { getDb } from "./client.ts";
import {
  deliveryAddresses,
  emailOutbox,
  orderLines,
  orders,
  orderStatusHistory,
  products,
  rateLimits,
} from "./schema.ts";

const outboxRow = (i: number) => ({
  id: `bound-${i}`,
  to: `customer${i}@example.com`,
  subject: `Subject ${i}`,
  text: `Text ${i}`,
  html: i % 2 ? null : `<p>${i}</p>`,
});

/** The rows these tests wrote, in the order of their numbers (each test starts on a fresh database). */
async function stored() {
  const { id, to, subject, text, html } = getTableColumns(emailOutbox);
  const rows = await getDb(env.DB)
    .select({ id, to, subject, text, html })
    .from(emailOutbox)
    .where(like(emailOutbox.id, "bound-%"));
  return rows.sort((a, b) => Number(a.id.slice(6)) - Number(b.id.slice(6)));
}

describe("statements written once and bound per use", () => {
  it("binds each use's own values: two batches of the same shapes store two different rows", async () => {
    const db = getDb(env.DB);
    await runBound(db, boundInserts(db, emailOutbox, [outboxRow(1)]));
    await runBound(db, boundInserts(db, emailOutbox, [outboxRow(2)]));
    expect(await stored()).toEqual([outboxRow(1), outboxRow(2)]);

    const setSubject = (subject: string, id: string) =>
      bound(
        db,
        "test: set an e-mail's subject",
        (d) =>
          d
            .update(emailOutbox)
            .set({ subject: sql`${sql.placeholder("subject")}` })
            .where(eq(emailOutbox.id, sql.placeholder("id"))),
        { subject, id },
      );
    await runBound(db, [setSubject("First", "bound-1"), setSubject("Second", "bound-2")]);
    expect((await stored()).map((row) => row.subject)).toEqual(["First", "Second"]);
  });

  it("splits an insert under D1's 100 bound values, all in one batch", async () => {
    const db = getDb(env.DB);
    const rows = Array.from({ length: 45 }, (_, i) => outboxRow(i + 10));
    const statements = boundInserts(db, emailOutbox, rows);
    // A row binds 7 values: the 5 given, and the status and attempts drizzle binds as their
    // defaults. So 14 rows a statement (98 values), 4 statements; counting only the 5 given
    // (20 rows, 140 values) is what D1 refuses.
    expect(statements).toHaveLength(4);
    await runBound(db, statements);
    expect(await stored()).toEqual(rows);
  });

  it("rolls the whole batch back when one statement fails, bound or written now", async () => {
    const db = getDb(env.DB);
    const duplicate = writtenNow(db, db.insert(emailOutbox).values(outboxRow(3)));
    await expect(runBound(db, [...boundInserts(db, emailOutbox, [outboxRow(3)]), duplicate])).rejects.toThrow(
      /UNIQUE/,
    );
    expect(await stored()).toEqual([]);
  });

  it("refuses rows that do not all give the first row's columns (drizzle would have filled a default)", () => {
    const db = getDb(env.DB);
    const { html: _, ...withoutHtml } = outboxRow(5);
    expect(() => boundInserts(db, emailOutbox, [outboxRow(4), withoutHtml])).toThrow(/same columns/);
    expect(() => boundInserts(db, emailOutbox, [outboxRow(4), { ...outboxRow(5), html: undefined }])).toThrow(
      /email_outbox\.html is undefined/,
    );
  });
});

describe("the columns place order's bound statements write", () => {
  // A bound value reaches D1 as given (bound.ts): a column that converts values (a boolean, JSON or
  // timestamp mode) or is computed per use ($defaultFn, $onUpdateFn) would be written wrongly.
  const written: Column[] = [
    ...[orders, orderLines, orderStatusHistory, deliveryAddresses, rateLimits].flatMap((table) =>
      Object.values(getTableColumns(table)),
    ),
    // A stock reservation sets these and compares the price, name and image of its copy.
    ...(["id", "stock", "updatedAt", "originalPricePaise", "name", "image", "status"] as const).map(
      (name) => products[name],
    ),
  ];

  it("are plain text and numbers, none computed per use", () => {
    const converting = written.filter(
      (column) =>
        !["SQLiteText", "SQLiteInteger", "SQLiteReal"].includes(column.columnType) ||
        column.defaultFn ||
        column.onUpdateFn,
    );
    expect(converting.map((column) => `${getTableName(column.table)}.${column.name}`)).toEqual([]);
  });

  it("include a column for every field of the delivery address form", () => {
    const columns = Object.keys(getTableColumns(deliveryAddresses));
    expect(deliveryAddressSchema.keyof().options.filter((field) => !columns.includes(field))).toEqual([]);
  });
});
