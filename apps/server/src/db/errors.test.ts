/**
 * db/errors.ts against the real test database (PGlite, or PostgreSQL with DATABASE_URL): each
 * mapped SQLSTATE is provoked by a real statement breaking a real constraint of the schema,
 * and must come out as the named AppError, whatever wrapping the driver and Drizzle add.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_FEES, PLAIN_PRICING } from "../../test/bookings-support.js";
import { createTestDatabase } from "../../test/helpers.js";
import { AppError, badRequest, conflict, notFound } from "../lib/errors.js";
import { quoteColumns } from "../modules/bookings/mapper.js";
import type { Database } from "./client.js";
import { PG_CODES, refuseViolations, violationOf } from "./errors.js";
import { bookings, cars, users } from "./schema.js";

let database: Database;
let ownerId: string;
let renterId: string;
let carId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const person = (name: string) => ({
    name,
    email: `${randomUUID()}@example.test`,
    passwordHash: "x",
  });
  [{ id: ownerId }, { id: renterId }] = (await db
    .insert(users)
    .values([person("Owner"), person("Renter")])
    .returning({ id: users.id })) as [{ id: string }, { id: string }];
  [{ id: carId }] = (await db
    .insert(cars)
    .values(carValues(ownerId))
    .returning({ id: cars.id })) as [{ id: string }];
  await db.insert(bookings).values(bookingValues({}));
});
afterAll(() => database?.close());

function carValues(owner: string) {
  return {
    ownerId: owner,
    brand: "Tata",
    model: "Nexon",
    year: 2024,
    category: "SUV",
    transmission: "Manual",
    fuelType: "Petrol",
    seatingCapacity: 5,
    pricePerDay: 2000,
    description: "A test car.",
    image: "/uploads/cars/a.webp",
    imageCard: "/uploads/cars/a-card.webp",
    location: "Pune",
    city: "Pune",
  };
}

/** ₹2,000 a day, no discount or deposit. */
const PRICED_CAR = { ...PLAIN_PRICING, pricePerDay: 2000 };

function bookingValues(over: Partial<typeof bookings.$inferInsert>) {
  return {
    carId,
    renterId,
    ownerId,
    pickupDate: "2031-03-10",
    returnDate: "2031-03-12",
    ...quoteColumns(PRICED_CAR, "2031-03-10", "2031-03-12", NO_FEES),
    ...over,
  };
}

/** The error a statement throws, as the driver and Drizzle deliver it. */
async function thrownBy(statement: () => PromiseLike<unknown>): Promise<unknown> {
  try {
    await statement();
  } catch (err) {
    return err;
  }
  throw new Error("the statement succeeded");
}

const cases = [
  {
    kind: "unique" as const,
    constraint: "users_email_key",
    refusal: () => conflict("That address has an account"),
    statement: async () => {
      const [first] = await database.db.select({ email: users.email }).from(users).limit(1);
      return database.db
        .insert(users)
        .values({ name: "Dup", email: first!.email, passwordHash: "x" });
    },
  },
  {
    kind: "exclusion" as const,
    constraint: "bookings_no_overlap",
    refusal: () => conflict("Car is not available for the selected dates"),
    statement: () =>
      database.db
        .insert(bookings)
        .values(bookingValues({ pickupDate: "2031-03-12", returnDate: "2031-03-14" })),
  },
  {
    kind: "foreignKey" as const,
    constraint: "cars_owner_id_users_id_fk",
    refusal: () => notFound("No such owner"),
    statement: () => database.db.insert(cars).values(carValues(randomUUID())),
  },
  {
    kind: "check" as const,
    constraint: "bookings_price_check",
    refusal: () => badRequest("Price must be positive"),
    statement: () =>
      database.db
        .insert(bookings)
        .values(bookingValues({ pickupDate: "2032-01-01", returnDate: "2032-01-01", price: 0 })),
  },
];

describe("violationOf", () => {
  for (const c of cases) {
    it(`finds ${c.kind} (${PG_CODES[c.kind]}) and its constraint under Drizzle's wrapping`, async () => {
      const err = await thrownBy(c.statement);
      expect(violationOf(err)).toEqual({ kind: c.kind, constraint: c.constraint });
    });
  }

  it("finds nothing in errors that are not integrity violations", async () => {
    expect(violationOf(new Error("boom"))).toBeUndefined();
    expect(violationOf(null)).toBeUndefined();
    expect(violationOf("23505")).toBeUndefined();
    const syntax = await thrownBy(() => database.db.execute("select from nowhere at all"));
    expect(violationOf(syntax)).toBeUndefined();
  });
});

describe("refuseViolations", () => {
  for (const c of cases) {
    it(`turns a ${c.kind} violation of ${c.constraint} into its AppError`, async () => {
      const err = await thrownBy(() =>
        refuseViolations(c.statement, { [c.kind]: { [c.constraint]: c.refusal } }),
      );
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ status: c.refusal().status, message: c.refusal().message });
    });

    it(`passes a ${c.kind} violation through when its constraint is not named`, async () => {
      const err = await thrownBy(() =>
        refuseViolations(c.statement, { [c.kind]: { some_other_constraint: c.refusal } }),
      );
      expect(err).not.toBeInstanceOf(AppError);
      expect(violationOf(err)?.constraint).toBe(c.constraint);
    });
  }

  it("turns a deadlock (40P01) into the named AppError, and passes it through when none is named", async () => {
    // PostgreSQL itself raises the SQLSTATE, so the driver's and Drizzle's wrapping are real.
    const deadlock = () =>
      database.db.execute(
        "do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$",
      );
    const named = await thrownBy(() =>
      refuseViolations(deadlock, { deadlock: () => conflict("taken meanwhile") }),
    );
    expect(named).toMatchObject({ status: 409, message: "taken meanwhile" });
    const unnamed = await thrownBy(() =>
      refuseViolations(deadlock, { exclusion: { bookings_no_overlap: () => conflict("x") } }),
    );
    expect(unnamed).not.toBeInstanceOf(AppError);
  });

  it("returns the statement's result when nothing is violated", async () => {
    const rows = await refuseViolations(
      () => database.db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)),
      { unique: { users_email_key: () => conflict("taken") } },
    );
    expect(rows).toEqual([{ id: ownerId }]);
  });

  it("aborts the surrounding transaction with the AppError, leaving no row behind", async () => {
    const email = `${randomUUID()}@example.test`;
    const taken = await database.db.select({ email: users.email }).from(users).limit(1);
    const err = await thrownBy(() =>
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ name: "Kept?", email, passwordHash: "x" });
        await refuseViolations(
          () => tx.insert(users).values({ name: "Dup", email: taken[0]!.email, passwordHash: "x" }),
          { unique: { users_email_key: () => conflict("taken") } },
        );
      }),
    );
    expect(err).toMatchObject({ status: 409, message: "taken" });
    const left = await database.db.select().from(users).where(eq(users.email, email));
    expect(left).toEqual([]);
  });
});
