/**
 * The holding statuses are declared once (HOLDING_STATUSES, packages/shared enums.ts; issue 25
 * Build item 1). The TypeScript queries interpolate the constant (db/holds.ts, inArray), so
 * only the SQL that lives in the database can disagree: the predicate of bookings_no_overlap
 * (drizzle/0001), of bookings_held_car_pickup_idx (0002) and the car_holds trigger function
 * gaadi_booking_hold (0008). This reads their live definitions from a migrated database
 * (PGlite, or PostgreSQL with DATABASE_URL) and fails when any status list in them is not
 * exactly the constant's.
 */
import { BOOKING_STATUSES, HOLDING_STATUSES } from "@gaadi/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function text(query: ReturnType<typeof sql>): Promise<string> {
  // Both drivers (PGlite, node-postgres) answer { rows }.
  const result = (await t.app.db.execute(query)) as unknown as { rows: { def: string | null }[] };
  const def = result.rows[0]?.def;
  if (!def) throw new Error("definition not found: was a migration renamed?");
  return def;
}

const constraintDef = (name: string) =>
  text(sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name}`);
const indexDef = (name: string) => text(sql`select pg_get_indexdef(${name}::regclass) as def`);
const functionSource = (name: string) =>
  text(sql`select prosrc as def from pg_proc where proname = ${name}`);

/**
 * Every list of statuses a definition tests `status` against, as sorted arrays: the
 * `"status" IN ('a', 'b')` of a trigger's source and the `status = ANY (ARRAY['a'::text, ...])`
 * PostgreSQL writes back for a constraint or an index predicate.
 */
function statusLists(definition: string): string[][] {
  const lists = definition.matchAll(
    /"?status"?\s*(?:IN\s*\(|=\s*ANY\s*\(\s*\(?\s*ARRAY\s*\[)([^)\]]*)/gi,
  );
  return [...lists].map((m) => [...m[1]!.matchAll(/'([^']*)'/g)].map((v) => v[1]!).sort());
}

const holding = [...HOLDING_STATUSES].sort();

describe("the database's copies of the holding statuses", () => {
  it("bookings_no_overlap excludes exactly HOLDING_STATUSES", async () => {
    const lists = statusLists(await constraintDef("bookings_no_overlap"));
    expect(lists).toEqual([holding]);
  });

  it("bookings_held_car_pickup_idx covers exactly HOLDING_STATUSES", async () => {
    const lists = statusLists(await indexDef("bookings_held_car_pickup_idx"));
    expect(lists).toEqual([holding]);
  });

  it("the car_holds trigger holds exactly HOLDING_STATUSES, before and after a change", async () => {
    const lists = statusLists(await functionSource("gaadi_booking_hold"));
    expect(lists).toEqual([holding, holding]);
  });

  it("bookings_status_check allows exactly BOOKING_STATUSES", async () => {
    const lists = statusLists(await constraintDef("bookings_status_check"));
    expect(lists).toEqual([[...BOOKING_STATUSES].sort()]);
  });

  it("notices a copy that disagrees (a trigger replaced with another list)", async () => {
    const source = await functionSource("gaadi_booking_hold");
    const drifted = source.replace(
      `NEW."status" IN ('pending', 'booked', 'on_rent')`,
      `NEW."status" IN ('pending', 'booked')`,
    );
    expect(drifted).not.toBe(source);
    await t.app.db.execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION "gaadi_booking_hold_drifted"() RETURNS trigger LANGUAGE plpgsql AS $$${drifted}$$`,
      ),
    );
    const lists = statusLists(await functionSource("gaadi_booking_hold_drifted"));
    expect(lists).not.toEqual([holding, holding]);
    expect(lists).toEqual([holding, ["booked", "pending"]]);
  });
});
