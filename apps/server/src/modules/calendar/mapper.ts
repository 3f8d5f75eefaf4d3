/**
 * Calendar rows in the API's spelling (shapes in @gaadi/shared calendar/responses.ts): `_id`s,
 * calendar dates as ISO date-time strings (toApiDate, as every booking date), instants as ISO
 * strings.
 */
import { type CalendarBooking, type CarBlock, type CarCalendar, toApiDate } from "@gaadi/shared";
import type { CarRow } from "../cars/repository.js";
import type { CarBlockRow } from "./repository.js";

/** A blocked range: start and end both inclusive, note '' when none. */
export function toCarBlock(row: CarBlockRow): CarBlock {
  return {
    _id: row.id,
    start: toApiDate(row.startDate),
    end: toApiDate(row.endDate),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A booking as the calendar lists it. */
export function toCalendarBooking(row: {
  id: string;
  pickupDate: string;
  returnDate: string;
  status: CalendarBooking["status"];
  renterName: string;
}): CalendarBooking {
  return {
    _id: row.id,
    start: toApiDate(row.pickupDate),
    end: toApiDate(row.returnDate),
    status: row.status,
    renterName: row.renterName,
  };
}

/** The car part of the calendar: its name, shown or not (spelled isAvaliable), its rules. */
export function toCalendarCar(car: CarRow): CarCalendar["car"] {
  return {
    _id: car.id,
    brand: car.brand,
    model: car.model,
    isAvaliable: car.isAvailable,
    advanceNoticeDays: car.advanceNoticeDays,
    minTripDays: car.minTripDays,
    maxTripDays: car.maxTripDays,
    instantBook: car.instantBook,
  };
}
