/**
 * Migration 0010 (issue 27) on a database that already has bookings: each old booking becomes
 * a stored quote at rates 0 (rent = price, no fee, no deposit, no commission, the owner's
 * earnings = price, flexible policy) with its own unique reference, so every later figure
 * reads stored columns; and the table then refuses a quote whose lines do not add up.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "../../test/helpers.js";
import { type Database, openDatabase } from "./client.js";

const folder = fileURLToPath(new URL("../../drizzle", import.meta.url));
let database: Database;
let drop = async () => {};

/**
 * The migrations folder as it was before the migration tagged `…_<name>`: the same files,
 * the journal cut there (by name, so a renumbering at merge changes nothing).
 */
function foldersBefore(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gaadi-migrations-"));
  cpSync(folder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.endsWith(`_${name}`)),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const migrateTo = (migrationsFolder: string) =>
  database.kind === "postgres"
    ? migratePg(database.db as never, { migrationsFolder })
    : migratePglite(database.db as never, { migrationsFolder });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const empty = await createEmptyPostgresDatabase(url);
    drop = empty.drop;
    database = await openDatabase({ url: empty.url });
  } else {
    database = await openDatabase({});
  }
  await migrateTo(foldersBefore("pricing"));
  await database.db.execute(sql`
    insert into users (id, name, email, password_hash, role) values
      ('00000000-0000-4000-8000-000000000001', 'Owner', 'o@x.in', 'x', 'owner'),
      ('00000000-0000-4000-8000-000000000002', 'Renter', 'r@x.in', 'x', 'user')`);
  await database.db.execute(sql`
    insert into cars (id, owner_id, brand, model, year, category, transmission, fuel_type,
      seating_capacity, price_per_day, description, image, image_card, location, city)
    values ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001',
      'Maruti', 'Swift', 2022, 'Hatchback', 'Manual', 'Petrol', 5, 1800, 'A car', '/i', '/c',
      'Pune', 'Pune')`);
  for (let i = 0; i < 40; i++) {
    await database.db.execute(sql`
      insert into bookings (car_id, renter_id, owner_id, pickup_date, return_date, price,
        price_per_day, days, status)
      values ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000002',
        '00000000-0000-4000-8000-000000000001', ${`2025-01-01`}::date + ${i * 3}::int,
        ${`2025-01-02`}::date + ${i * 3}::int, 3600, 1800, 2,
        ${i % 2 ? "completed" : "cancelled"})`);
  }
  await migrateTo(folder);
}, 120_000);

afterAll(async () => {
  await database.close();
  await drop();
});

describe("migration 0010 on existing bookings", () => {
  it("stores each as a quote at rates 0: rent = price, earnings = price, flexible", async () => {
    const all = await rows<Record<string, unknown>>(sql`
      select price, full_rent, discount, rent, trip_fee, trip_fee_gst, deposit, commission,
        commission_gst, owner_earnings, trip_fee_percent, gst_percent, commission_percent,
        discount_percent, discount_kind, cancellation_policy, refund_amount,
        free_cancellation_until = (pickup_date::text || 'T00:00:00+05:30')::timestamptz
          - interval '24 hours' as free_until_ok
      from bookings`);
    expect(all).toHaveLength(40);
    for (const row of all) {
      expect(row).toEqual({
        price: 3600,
        full_rent: 3600,
        discount: 0,
        rent: 3600,
        trip_fee: 0,
        trip_fee_gst: 0,
        deposit: 0,
        commission: 0,
        commission_gst: 0,
        owner_earnings: 3600,
        trip_fee_percent: 0,
        gst_percent: 0,
        commission_percent: 0,
        discount_percent: 0,
        discount_kind: null,
        cancellation_policy: "flexible",
        refund_amount: null,
        free_until_ok: true,
      });
    }
  });

  it("gives each a distinct reference GD- and 6 unambiguous characters", async () => {
    const refs = (await rows<{ booking_ref: string }>(sql`select booking_ref from bookings`)).map(
      (r) => r.booking_ref,
    );
    expect(new Set(refs).size).toBe(40);
    for (const ref of refs) expect(ref).toMatch(/^GD-[2-9A-HJKMNP-Z]{6}$/);
  });

  it("gives existing cars no discount, no deposit and the flexible policy", async () => {
    expect(
      await rows(sql`select weekly_discount_percent, monthly_discount_percent, security_deposit,
        cancellation_policy from cars`),
    ).toEqual([
      {
        weekly_discount_percent: 0,
        monthly_discount_percent: 0,
        security_deposit: 0,
        cancellation_policy: "flexible",
      },
    ]);
  });

  it("then refuses a quote whose lines do not add up to the price", async () => {
    await expect(
      database.db.execute(sql`update bookings set trip_fee = 1 where price = 3600`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`update cars set weekly_discount_percent = 51, security_deposit = 50001`,
      ),
    ).rejects.toThrow();
  });
});
