/**
 * Booking rules (server-rules.md sections 2 and 4): who may book, cancel or move a booking,
 * and what it costs, as the shared booking policy (packages/shared bookings/policy.ts) says.
 * Request bodies arrive checked for shape by the shared schemas (dates are real calendar
 * dates); the date rules are applied here against India's today by the app's clock
 * (indiaToday(app.now()), issue 25's one clock). Errors are AppErrors:
 * 404 unknown car or booking (and any id that is not a UUID), 403 not yours, 409 conflict
 * with the current state, including 'Car is not available for the selected dates'.
 * Each event writes its notification (server-rules.md section 6) in the event's own
 * transaction: a failed write fails the event, a refused event writes none.
 */
import {
  ACCOUNT_MSG,
  BOOKING_MSG,
  type BookedDateRange,
  type Booking,
  type BookingStatus,
  bookingRefusal,
  cancelRefusal,
  indiaToday,
  type NotificationType,
  type OwnerBooking,
  type OwnerTargetStatus,
  RENTER_CANCELLABLE,
  sourcesOf,
  stayPrice,
  toApiDate,
  transitionRefusal,
  validateBookingDates,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import * as catalogue from "../catalogue/service.js";
import { notify } from "../notifications/service.js";
import { toBooking, toOwnerBooking } from "./mapper.js";
import * as repo from "./repository.js";

interface DatesInput {
  pickupDate: string;
  returnDate: string;
}

/**
 * Creates a booking of `input.car` for the renter: pending, or booked at once when the car is
 * instant book (issue 15 item 3; confirmedAt = createdAt, the renter is told
 * booking_confirmed and the owner booking_created, both worded for instant book). The price
 * is the stored pricePerDay (whole rupees) times the rental days, both ends inclusive (shared
 * stayPrice). Refusals in the shared bookingRefusal's order, against India's today by the
 * app's clock: 404 'Car not found' (unknown, deleted), 403 own car, 404 hidden, 400 the
 * first date rule broken (past, over 365 days ahead, reversed, over 90 days), 400 the first
 * trip rule broken (notice, minimum trip, maximum trip); then 409 dates held by another
 * booking or blocked by the owner: the exclusion constraints decide, so there is no
 * check-then-insert race. 401 when the renter's account
 * was deleted meanwhile (its row is locked first, decision 011). `message` is what the
 * answer says: BOOKING_MSG.instantBooked or BOOKING_MSG.created.
 */
export async function createBooking(
  app: FastifyInstance,
  renterId: string,
  input: DatesInput & { car: string },
): Promise<{ booking: Booking; message: string }> {
  if (!isUuid(input.car)) throw notFound(BOOKING_MSG.carNotFound);
  return app.db.transaction(async (tx) => {
    if (!(await repo.lockLiveRenter(tx, renterId))) throw unauthorized(ACCOUNT_MSG.sessionInvalid);
    const found = await repo.findCarForBooking(tx, input.car);
    const today = indiaToday(app.now());
    const refusal = bookingRefusal({ ...input, car: found, renterId, today });
    if (refusal) throw new AppError(refusal.status, refusal.message);
    const car = found!; // bookingRefusal refuses a missing car
    const stay = stayPrice(car.pricePerDay, input.pickupDate, input.returnDate);
    const instant = car.instantBook;
    // One instant for all three, so the stored row says it was confirmed as it was created
    // (what the mail module reads to word an instant booking's mail).
    const now = new Date();
    const status: BookingStatus = instant ? "booked" : "pending";
    const row = await repo.insertBooking(tx, {
      carId: car.id,
      renterId,
      ownerId: car.ownerId,
      pickupDate: input.pickupDate,
      returnDate: input.returnDate,
      ...stay,
      status,
      createdAt: now,
      updatedAt: now,
      confirmedAt: instant ? now : null,
    });
    const about = { car, bookingId: row.id, carId: car.id, detail: { instant } };
    await notify(tx, [
      { userId: car.ownerId, type: "booking_created", ...about },
      ...(instant ? [{ userId: renterId, type: "booking_confirmed" as const, ...about }] : []),
    ]);
    return {
      booking: toBooking(row, car),
      message: instant ? BOOKING_MSG.instantBooked : BOOKING_MSG.created,
    };
  });
}

/**
 * The days a public car is not free that end today or later: its holding bookings (pending,
 * booked, on_rent) and its owner's blocks (issue 15 item 4), in one list sorted by start,
 * without saying which is which. 404 'Car not found' when hidden, deleted, unknown or not a
 * UUID.
 */
export async function bookedDates(app: FastifyInstance, carId: string): Promise<BookedDateRange[]> {
  const rows = isUuid(carId)
    ? await repo.publicCarHeldRanges(app.db, carId, indiaToday(app.now()))
    : undefined;
  if (!rows) throw notFound(BOOKING_MSG.carNotFound);
  return rows.map((r) => ({ start: toApiDate(r.pickupDate), end: toApiDate(r.returnDate) }));
}

/**
 * Public cars in the city (case-insensitive) free on every day of the requested range: the
 * catalogue's availability query, unpaged, as the JSON text of the Car array, built by the
 * database (decision 020). 400 with the first date rule broken against India's today by the
 * app's clock.
 */
export function checkAvailability(
  app: FastifyInstance,
  input: DatesInput & { location: string },
): Promise<string> {
  const today = indiaToday(app.now());
  const broken = validateBookingDates(input.pickupDate, input.returnDate, today);
  if (broken) throw badRequest(broken);
  return catalogue.availableCarsJson(app.db, input, today);
}

/** The renter's bookings, newest first, including those of cars since deleted. */
export async function listRenterBookings(
  app: FastifyInstance,
  renterId: string,
): Promise<Booking[]> {
  const rows = await repo.renterBookings(app.db, renterId);
  return rows.map((r) => toBooking(r.booking, r.car));
}

/** The bookings of the owner's cars, newest first, with each renter's id and name. */
export async function listOwnerBookings(
  app: FastifyInstance,
  ownerId: string,
): Promise<OwnerBooking[]> {
  const rows = await repo.ownerBookings(app.db, ownerId);
  return rows.map((r) => toOwnerBooking(r.booking, r.car, r.renter));
}

/**
 * The renter cancels their own pending or booked booking with a reason (1 to 200 characters,
 * trimmed by the schema). 404 unknown, 403 someone else's, 409 any other status.
 */
export async function cancelBooking(
  app: FastifyInstance,
  renterId: string,
  input: { bookingId: string; cancellationReason: string },
): Promise<void> {
  if (!isUuid(input.bookingId)) throw notFound(BOOKING_MSG.bookingNotFound);
  await app.db.transaction(async (tx) => {
    const now = new Date();
    const row = await repo.updateStatusIf(tx, input.bookingId, { renterId }, RENTER_CANCELLABLE, {
      status: "cancelled",
      cancellationReason: input.cancellationReason,
      cancelledBy: "renter",
      cancelledAt: now,
      updatedAt: now,
    });
    if (!row) {
      return explainRefusal(tx, input.bookingId, (b) => b.renterId === renterId, {
        notYours: BOOKING_MSG.notYourBooking,
        refusal: cancelRefusal,
      });
    }
    await notifyAbout(tx, row, row.ownerId, "booking_cancelled");
  });
}

/** The column each owner transition stamps. */
const STAMP = {
  booked: "confirmedAt",
  on_rent: "pickedUpAt",
  completed: "completedAt",
  cancelled: "cancelledAt",
} as const satisfies Record<OwnerTargetStatus, string>;

/**
 * The car's owner moves a booking: pending -> booked, pending -> cancelled (reason required,
 * checked by the schema), booked -> on_rent, on_rent -> completed; each stamps its time.
 * The status test and the update are one statement, so of two concurrent requests only one
 * applies. 404 unknown, 403 not a booking of the owner's car, 409 any other transition.
 */
export async function changeStatus(
  app: FastifyInstance,
  ownerId: string,
  input: { bookingId: string; status: OwnerTargetStatus; cancellationReason?: string | undefined },
): Promise<void> {
  if (!isUuid(input.bookingId)) throw notFound(BOOKING_MSG.bookingNotFound);
  const to = input.status;
  await app.db.transaction(async (tx) => {
    const now = new Date();
    const row = await repo.updateStatusIf(tx, input.bookingId, { ownerId }, sourcesOf(to), {
      status: to,
      [STAMP[to]]: now,
      updatedAt: now,
      ...(to === "cancelled"
        ? { cancellationReason: input.cancellationReason ?? null, cancelledBy: "owner" as const }
        : {}),
    });
    if (!row) {
      return explainRefusal(tx, input.bookingId, (b) => b.ownerId === ownerId, {
        notYours: BOOKING_MSG.notYourCarsBooking,
        refusal: (from) => transitionRefusal(from, to),
      });
    }
    await notifyAbout(tx, row, row.renterId, RENTER_NOTICE[to]);
  });
}

/**
 * What the renter is told of each owner transition (server-rules.md section 6): declining a
 * pending booking is the only way an owner cancels one (booked -> cancelled does not exist).
 */
const RENTER_NOTICE = {
  booked: "booking_confirmed",
  cancelled: "booking_rejected",
  on_rent: "booking_on_rent",
  completed: "booking_completed",
} as const satisfies Record<OwnerTargetStatus, NotificationType>;

/** Writes `type` about `booking` (naming its car) to `userId`, in the event's transaction. */
async function notifyAbout(
  tx: Db,
  booking: repo.BookingRow,
  userId: string,
  type: NotificationType,
): Promise<void> {
  const car = await repo.findCarName(tx, booking.carId);
  await notify(tx, [{ userId, type, car, bookingId: booking.id, carId: booking.carId }]);
}

/** Throws why a guarded update matched nothing: 404 unknown, 403 not the caller's, else 409. */
async function explainRefusal(
  tx: Db,
  bookingId: string,
  isCallers: (b: repo.BookingRow) => boolean,
  texts: { notYours: string; refusal: (current: BookingStatus) => string },
): Promise<never> {
  const booking = await repo.findBooking(tx, bookingId);
  if (!booking) throw notFound(BOOKING_MSG.bookingNotFound);
  if (!isCallers(booking)) throw forbidden(texts.notYours);
  throw conflict(texts.refusal(booking.status));
}
