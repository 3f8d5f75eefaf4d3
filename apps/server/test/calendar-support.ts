/**
 * Shortcuts for the owner calendar tests (not imported by the app): calls to
 * /api/owner/cars/{id}/... through app.inject, and blocks inserted straight into the table
 * (their holds follow by trigger), so each test starts from the state it is about.
 */
import type { FastifyInstance } from "fastify";
import { carBlocks } from "../src/db/schema.js";
import { callApi } from "./bookings-support.js";
import { settle, type TestUser } from "./helpers.js";

/** GET /api/owner/cars/{carId}/calendar as `user` (a visitor when null). */
export const getCalendar = (app: FastifyInstance, carId: string, user: TestUser | null) =>
  callApi(app, "GET", `/owner/cars/${carId}/calendar`, user);

/** POST /api/owner/cars/{carId}/blocks as `user` (a visitor when null). */
export const postBlock = (
  app: FastifyInstance,
  carId: string,
  user: TestUser | null,
  payload: object,
) => callApi(app, "POST", `/owner/cars/${carId}/blocks`, user, payload);

/** DELETE /api/owner/cars/{carId}/blocks/{blockId} as `user` (a visitor when null). */
export const deleteBlock = (
  app: FastifyInstance,
  carId: string,
  blockId: string,
  user: TestUser | null,
) => callApi(app, "DELETE", `/owner/cars/${carId}/blocks/${blockId}`, user);

/** Inserts a block row directly (any dates, past ones included); the table's rules still hold. */
export async function seedBlock(
  app: FastifyInstance,
  opts: { carId: string; from: string; to: string; note?: string },
) {
  const [row] = await app.db
    .insert(carBlocks)
    .values({ carId: opts.carId, startDate: opts.from, endDate: opts.to, note: opts.note ?? "" })
    .returning();
  await settle(app);
  return row!;
}
