/**
 * Shortcuts for the bookings tests (not imported by the app): dates relative to India's
 * today, JSON calls through app.inject, and bookings inserted straight into the table in any
 * status, so each test starts from the state it is about.
 */
import { addDaysTo, type BookingStatus, indiaToday, type QuoteRates } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { bookings } from "../src/db/schema.js";
import { type PricedCar, quoteColumns } from "../src/modules/bookings/mapper.js";
import { createCar, createUser, settle, type TestUser } from "./helpers.js";

/** Today in India moved by `n` days, 'YYYY-MM-DD'. */
export const day = (n: number) => addDaysTo(indiaToday(), n);

/** Calls `url` (under /api) as `user` (or a visitor when null); returns status and parsed body. */
export async function callApi(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  user: TestUser | null,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    ...(user ? { headers: user.auth } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Calls /api/bookings`url` as `user` (or a visitor when null). */
export const call = (
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  user: TestUser | null,
  payload?: object,
) => callApi(app, method, `/bookings${url}`, user, payload);

/** An owner with one public car (₹1,800 a day in Pune) and a renter. */
export async function ownerCarRenter(app: FastifyInstance) {
  const owner = await createUser(app, { role: "owner", name: "Owner Om" });
  const renter = await createUser(app, { name: "Renter Rani" });
  const car = await createCar(app, owner.id);
  return { owner, renter, car };
}

/** A car's pricing fields at their defaults: no discount, no deposit, flexible policy. */
export const PLAIN_PRICING = {
  weeklyDiscountPercent: 0,
  monthlyDiscountPercent: 0,
  securityDeposit: 0,
  cancellationPolicy: "flexible",
} as const satisfies Omit<PricedCar, "pricePerDay">;

/** Rates 0: a seeded booking's price is pricePerDay x days and the owner earns all of it. */
export const NO_FEES: QuoteRates = { tripFeePercent: 0, gstPercent: 0, hostCommissionPercent: 0 };

/**
 * Inserts a booking row directly, bypassing the API's rules (not the table's), with its
 * stored quote (the shared quoteTrip, as creation stores it) at `rates` (default NO_FEES)
 * from the car's price and, when given, its discounts, deposit and policy.
 */
export async function seedBooking(
  app: FastifyInstance,
  opts: {
    car: { id: string; ownerId: string; pricePerDay: number } & Partial<PricedCar>;
    renterId: string;
    from: string;
    to: string;
    status?: BookingStatus;
    createdAt?: Date;
    rates?: QuoteRates;
  },
) {
  const car: PricedCar = { ...PLAIN_PRICING, ...opts.car };
  const [row] = await app.db
    .insert(bookings)
    .values({
      carId: opts.car.id,
      ownerId: opts.car.ownerId,
      renterId: opts.renterId,
      pickupDate: opts.from,
      returnDate: opts.to,
      ...quoteColumns(car, opts.from, opts.to, opts.rates ?? NO_FEES),
      status: opts.status ?? "pending",
      ...(opts.createdAt ? { createdAt: opts.createdAt, updatedAt: opts.createdAt } : {}),
    })
    .returning();
  await settle(app);
  return row!;
}
