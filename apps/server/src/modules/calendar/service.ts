/**
 * Owner calendar rules (issue 15 items 1 and 5): an owner reads, blocks and unblocks the days
 * of their own cars. Refusals are AppErrors: 404 CAR_MSG.carNotFound for an unknown, deleted
 * or non-UUID car, 403 CALENDAR_MSG.notYourCar for another owner's car, 404
 * CALENDAR_MSG.blockNotFound for an unknown block or one of another car, 409 when a block
 * would share a day with a pending, booked or on_rent booking (naming its status and dates) or
 * with another block. Overlap is decided by the database (car_holds_no_overlap, decision 017),
 * never by a check before the insert, so concurrent blocks and bookings cannot both win.
 * Request bodies arrive checked for shape by the shared `blockBody` (dates real); the range
 * rules are applied here against India's today by the app's clock (issue 25's one clock).
 * Whose car it is: cars/access.ts ownedCar, as for every owner module.
 */
import {
  type BlockBody,
  blockOverlapsBlock,
  blockOverlapsBooking,
  blockRangeRefusal,
  CALENDAR_MSG,
  type CarBlock,
  type CarCalendar,
  indiaToday,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { ownedCar } from "../cars/access.js";
import { toCalendarBooking, toCalendarCar, toCarBlock } from "./mapper.js";
import * as repo from "./repository.js";

/**
 * GET /api/owner/cars/{id}/calendar: the car (name, shown or not, trip rules), its bookings
 * in every status returning today (India) or later with the renter's name, and its blocks
 * ending today or later, each earliest first. Hidden cars have a calendar too.
 */
export async function carCalendar(
  app: FastifyInstance,
  ownerId: string,
  carId: string,
): Promise<CarCalendar> {
  const car = await ownedCar(app.db, carId, ownerId, "calendar");
  const today = indiaToday(app.now());
  const [bookingRows, blockRows] = await Promise.all([
    repo.calendarBookings(app.db, car.id, today),
    repo.calendarBlocks(app.db, car.id, today),
  ]);
  return {
    car: toCalendarCar(car),
    bookings: bookingRows.map(toCalendarBooking),
    blocks: blockRows.map(toCarBlock),
  };
}

/**
 * POST /api/owner/cars/{id}/blocks: keeps the car off the market on [start, end] (both
 * inclusive) with the owner's note. 409 blockOverlapsBooking(status, pickup, return) when a
 * holding booking shares a day with it, blockOverlapsBlock(start, end) when another block
 * does, CALENDAR_MSG.datesTaken when what clashed is gone by the time it is looked up. 400
 * with the first range rule broken against India's today by the app's clock
 * (blockRangeRefusal: not past, in order, within 365 days, at most 90 days), after the car's
 * 404/403.
 */
export async function blockDates(
  app: FastifyInstance,
  ownerId: string,
  carId: string,
  input: BlockBody,
): Promise<CarBlock> {
  const car = await ownedCar(app.db, carId, ownerId, "calendar");
  const broken = blockRangeRefusal(input.start, input.end, indiaToday(app.now()));
  if (broken) throw badRequest(broken);
  try {
    const row = await repo.insertBlock(app.db, {
      carId: car.id,
      startDate: input.start,
      endDate: input.end,
      note: input.note,
    });
    return toCarBlock(row);
  } catch (err) {
    if (!(err instanceof AppError && err.status === 409)) throw err;
    // One read after the refusal, only to say what the dates clash with.
    const clash = await repo.firstOverlap(app.db, car.id, input.start, input.end);
    if (!clash) throw err;
    throw new AppError(
      409,
      clash.kind === "booking"
        ? blockOverlapsBooking(clash.status, clash.start, clash.end)
        : blockOverlapsBlock(clash.start, clash.end),
    );
  }
}

/** DELETE /api/owner/cars/{id}/blocks/{blockId}: frees the block's days. 404 unknown block. */
export async function unblockDates(
  app: FastifyInstance,
  ownerId: string,
  carId: string,
  blockId: string,
): Promise<void> {
  const car = await ownedCar(app.db, carId, ownerId, "calendar");
  if (!isUuid(blockId) || !(await repo.deleteBlock(app.db, car.id, blockId))) {
    throw notFound(CALENDAR_MSG.blockNotFound);
  }
}
