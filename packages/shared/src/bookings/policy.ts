/**
 * The booking policy (issue 25 Build item 1): every rule about who may book, cancel or move
 * a booking, and what a stay costs, in one place that the server's services, the web's
 * booking form, booking card and owner calendar, the demo loader and the tests all call.
 * - the inclusive day-range overlap test (rangesOverlap, dayInRanges) and which statuses hold
 *   dates (holdsDates, on HOLDING_STATUSES in enums.ts, which the database's constraint and
 *   triggers must list too: apps/server/src/db/holding-statuses.test.ts);
 * - (a booking's price is no longer here: the quote, pricing/quote.ts quoteTrip, issue 27);
 * - the status machine: the owner's transitions (ALLOWED_TRANSITIONS, canTransition,
 *   sourcesOf) and the renter's cancel (RENTER_CANCELLABLE, renterMayCancel), server-rules.md
 *   section 4, owner document section 4, customer document section 4;
 * - the own-car refusal and one ordered list of booking refusals (bookingRefusal), in the
 *   order the server answers them;
 * - when an unanswered request expires (requestExpiresAt, isRequestExpired; issue 27 item 4).
 * Texts are in messages/bookings.ts.
 */

import { type TripRules, tripRuleRefusal } from "../calendar/trip-rules.js";
import { addDaysTo } from "../dates.js";
import { BOOKING_STATUSES, type BookingStatus, HOLDING_STATUSES } from "../enums.js";
import { BOOKING_MSG } from "../messages/bookings.js";
import { validateBookingDates } from "./date-rules.js";

/**
 * A range of days, both ends inclusive: calendar dates 'YYYY-MM-DD' (which compare as
 * strings in date order) or day numbers (the demo data's offsets from today). A range whose
 * end is before its start holds no day.
 */
export interface DayRange<T extends string | number = string> {
  start: T;
  end: T;
}

/**
 * True when `a` and `b` share at least one day, both ends inclusive: ranges that touch
 * (one ends the day the other starts) overlap, as PostgreSQL's '[]' daterange && does in the
 * constraints bookings_no_overlap and car_holds_no_overlap. A reversed range overlaps nothing.
 * SQL queries state the same test as `start <= other.end and end >= other.start`.
 */
export function rangesOverlap<T extends string | number>(a: DayRange<T>, b: DayRange<T>): boolean {
  return a.start <= a.end && b.start <= b.end && a.start <= b.end && b.start <= a.end;
}

/** True when `day` lies in one of `ranges` (both ends inclusive). */
export function dayInRanges<T extends string | number>(
  day: T,
  ranges: readonly DayRange<T>[] = [],
): boolean {
  return ranges.some((r) => rangesOverlap(r, { start: day, end: day }));
}

/** True when a booking in `status` holds its car's dates (pending, booked, on_rent). */
export function holdsDates(status: BookingStatus): boolean {
  return (HOLDING_STATUSES as readonly BookingStatus[]).includes(status);
}

/**
 * The owner's transitions, exactly (server-rules.md section 4, owner document section 4).
 * A renter's cancel is separate: see RENTER_CANCELLABLE.
 */
export const ALLOWED_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["booked", "cancelled"],
  booked: ["on_rent"],
  on_rent: ["completed"],
  completed: [],
  cancelled: [],
};

/** Statuses from which a renter may cancel (customer document section 4). */
export const RENTER_CANCELLABLE = ["pending", "booked"] as const satisfies readonly BookingStatus[];

/** True when the renter may cancel a booking in `status` (Cancel Booking is shown). */
export function renterMayCancel(status: BookingStatus): boolean {
  return (RENTER_CANCELLABLE as readonly BookingStatus[]).includes(status);
}

/** True when an owner may move a booking from `from` to `to`. */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** The statuses from which `to` may be reached (for an atomic `WHERE status IN (...)`). */
export function sourcesOf(to: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => canTransition(from, to));
}

/** 'You cannot book your own car' when `userId` owns the car (`ownerId`), else null. */
export function ownCarRefusal(ownerId: string, userId: string): string | null {
  return ownerId === userId ? BOOKING_MSG.ownCar : null;
}

/** A booking request as the refusals see it. */
export interface BookingRequest {
  /** The car as found: undefined when unknown or deleted. */
  car: (TripRules & { ownerId: string; isAvailable: boolean }) | undefined;
  /** Who asks. */
  renterId: string;
  /** 'YYYY-MM-DD', real calendar dates (the request schema checked their shape). */
  pickupDate: string;
  returnDate: string;
  /** India's today for the caller: the server's indiaToday(app.now()), the browser's own. */
  today: string;
  /**
   * The car's held ranges as the caller knows them (the web: GET .../dates). The server
   * passes none: the exclusion constraints decide at insert, so no check races a booking.
   */
  held?: readonly DayRange[];
}

/** A refused request: the HTTP status the server answers and the text people read. */
export interface BookingRefusal {
  status: 400 | 403 | 404 | 409;
  message: string;
}

/**
 * The first rule a booking request breaks, or null, in the order the server answers
 * (POST /api/bookings/create, server-rules.md sections 2 and 4, issue 15):
 * 1. 404 'Car not found': unknown or deleted;
 * 2. 403 'You cannot book your own car' (before 'hidden', so an owner hears why);
 * 3. 404 'Car not found': hidden by its owner;
 * 4. 400 a date rule against `today` (validateBookingDates: not past, within 365 days,
 *    return not before pickup, at most 90 days);
 * 5. 400 the car's trip rules (tripRuleRefusal: notice, minimum, maximum trip);
 * 6. 409 'Car is not available for the selected dates': a held range shares a day.
 */
export function bookingRefusal(req: BookingRequest): BookingRefusal | null {
  const { car, pickupDate, returnDate, today } = req;
  if (!car) return { status: 404, message: BOOKING_MSG.carNotFound };
  const own = ownCarRefusal(car.ownerId, req.renterId);
  if (own) return { status: 403, message: own };
  if (!car.isAvailable) return { status: 404, message: BOOKING_MSG.carNotFound };
  const dates = validateBookingDates(pickupDate, returnDate, today);
  if (dates) return { status: 400, message: dates };
  const trip = tripRuleRefusal(car, pickupDate, returnDate, today);
  if (trip) return { status: 400, message: trip };
  const wanted = { start: pickupDate, end: returnDate };
  if (req.held?.some((r) => rangesOverlap(r, wanted))) {
    return { status: 409, message: BOOKING_MSG.notAvailable };
  }
  return null;
}

/** How long an owner has to answer a request at most (ms): 24 hours from when it was made. */
export const REQUEST_ANSWER_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a `pending` request that its owner has not answered expires (issue 27 item 4):
 * the earlier of 24 hours after it was made (`createdAt`) and the end of its pickup date
 * (`pickupDate`, 'YYYY-MM-DD') in India, i.e. 00:00 IST of the next day (after 23:59:59 IST).
 * From that instant on the request is expired (isRequestExpired): the owner may no longer
 * accept or decline it, the renter no longer cancel it, and the server's job cancels it as
 * 'system'. Pure: India keeps UTC+05:30 all year.
 */
export function requestExpiresAt(createdAt: Date, pickupDate: string): Date {
  const dayEnd = Date.parse(`${addDaysTo(pickupDate, 1)}T00:00:00+05:30`);
  return new Date(Math.min(createdAt.getTime() + REQUEST_ANSWER_MS, dayEnd));
}

/**
 * True when a request made at `createdAt` for `pickupDate` has expired at `now`
 * (now >= requestExpiresAt). Equivalently: it is 24 hours old or more, or its pickup date is
 * before India's today at `now`; the server's sweep states it that way in SQL
 * (apps/server/src/modules/bookings/repository.ts expireDueRequests).
 */
export function isRequestExpired(createdAt: Date, pickupDate: string, now: Date): boolean {
  return now.getTime() >= requestExpiresAt(createdAt, pickupDate).getTime();
}
