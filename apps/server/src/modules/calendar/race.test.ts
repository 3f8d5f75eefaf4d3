/**
 * Blocks and bookings racing for the same days (issue 15 item 1, decision 017): 50 requests
 * fired together, owner block POSTs mixed with renters' booking creates on one car, each its
 * own transaction. Whatever the order, the car's holds never share a day: when every range
 * overlaps every other exactly one request wins; with ranges that partly overlap, the winners'
 * ranges are pairwise disjoint, and the calendar car_holds agrees with its sources.
 */
import { HOLDING_STATUSES } from "@gaadi/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day } from "../../../test/bookings-support.js";
import { postBlock } from "../../../test/calendar-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";
import { bookings, carBlocks } from "../../db/schema.js";

let t: TestApp;
let owner: TestUser;
let renters: TestUser[];
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: "owner" });
  renters = await Promise.all(Array.from({ length: 30 }, () => createUser(t.app)));
});
afterAll(() => t.close());

type Range = { from: number; to: number };

/**
 * Fires 50 requests at once on a fresh car: request i is a block POST when i % 5 < 2 (20 of
 * them), else a booking create by its own renter (30), over `rangeOf(i)` (days from today).
 */
async function race(rangeOf: (i: number) => Range) {
  const car = await createCar(t.app, owner.id);
  let renter = 0;
  const requests = Array.from({ length: 50 }, (_, i) => {
    const { from, to } = rangeOf(i);
    if (i % 5 < 2) {
      return postBlock(t.app, car.id, owner, { start: day(from), end: day(to), note: `Race ${i}` });
    }
    return call(t.app, "POST", "/create", renters[renter++]!, {
      car: car.id,
      pickupDate: day(from),
      returnDate: day(to),
    });
  });
  const results = await Promise.all(requests);
  return { car, results };
}

/** The car's holding bookings and blocks as [start, end] pairs, and its car_holds rows. */
async function holdsOf(carId: string) {
  const held = await t.app.db
    .select({ start: bookings.pickupDate, end: bookings.returnDate })
    .from(bookings)
    .where(and(eq(bookings.carId, carId), inArray(bookings.status, [...HOLDING_STATUSES])));
  const blocks = await t.app.db
    .select({ start: carBlocks.startDate, end: carBlocks.endDate })
    .from(carBlocks)
    .where(eq(carBlocks.carId, carId));
  const calendar = await t.app.db.execute(sql`
    select lower(during)::text as start, (upper(during) - 1)::text as "end"
    from car_holds where car_id = ${carId} order by lower(during)`);
  return {
    sources: [...held, ...blocks].sort((a, b) => a.start.localeCompare(b.start)),
    calendar: (calendar as unknown as { rows: { start: string; end: string }[] }).rows,
  };
}

/** Every two of `ranges` share no day (both ends inclusive). */
function expectPairwiseDisjoint(ranges: { start: string; end: string }[]) {
  for (const [i, a] of ranges.entries()) {
    for (const b of ranges.slice(i + 1)) {
      expect(
        a.end < b.start || b.end < a.start,
        `${a.start}..${a.end} / ${b.start}..${b.end}`,
      ).toBe(true);
    }
  }
}

describe("50 block POSTs and booking creates racing on one car", () => {
  it("all overlapping: exactly one wins, 49 are refused 409, one hold remains", async () => {
    // Every range contains day(12), so any two overlap.
    const { car, results } = await race((i) => ({ from: 10 + (i % 3), to: 12 + (i % 4) }));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.success).toBe(false);
      expect(r.body.message).toMatch(
        /^(Car is not available for the selected dates|These dates overlap .+|These dates are no longer free\. Please refresh the calendar\.)$/,
      );
    }
    const { sources, calendar } = await holdsOf(car.id);
    expect(sources).toHaveLength(1);
    expect(calendar).toEqual(sources);
  });

  it("partly overlapping: the winners' days are pairwise disjoint and car_holds agrees", async () => {
    // Ranges of 1 to 3 days spread over days 5..24: many clash, some do not.
    const { car, results } = await race((i) => {
      const from = 5 + ((i * 7) % 20);
      return { from, to: from + (i % 3) };
    });
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const { sources, calendar } = await holdsOf(car.id);
    expect(sources.length).toBe(statuses.filter((s) => s === 200).length);
    expect(sources.length).toBeGreaterThan(1);
    expectPairwiseDisjoint(sources);
    expect(calendar).toEqual(sources);
  });
});
