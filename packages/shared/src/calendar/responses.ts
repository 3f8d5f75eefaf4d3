/**
 * Answers of the owner calendar (issue 15). Dates are ISO date-time strings whose first 10
 * characters are the calendar date (as every booking date), both ends inclusive.
 */
import { z } from "zod";
import { BOOKING_STATUSES } from "../enums.js";
import { okResponse } from "../envelope.js";

/** A blocked range of one car: the owner keeps the car off the market on these days. */
export const carBlockSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  /** The owner's note ('Service', 'Family trip'), '' when none. */
  note: z.string(),
  createdAt: z.string(),
});
export type CarBlock = z.infer<typeof carBlockSchema>;

/** A booking as the calendar shows it: whose, when, in which status. */
export const calendarBookingSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The renter's name. */
  renterName: z.string(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

/**
 * GET /api/owner/cars/{id}/calendar: the car's bookings in every status that end today or
 * later (cancelled ones included, so the owner sees what freed up) and its blocks ending today
 * or later, each earliest first, with the car's trip rules.
 */
export const carCalendarResponse = okResponse({
  calendar: z.object({
    car: z.object({
      _id: z.string(),
      brand: z.string(),
      model: z.string(),
      isAvaliable: z.boolean(),
      advanceNoticeDays: z.number().int(),
      minTripDays: z.number().int(),
      maxTripDays: z.number().int(),
      instantBook: z.boolean(),
    }),
    bookings: z.array(calendarBookingSchema),
    blocks: z.array(carBlockSchema),
  }),
});
export type CarCalendarResponse = z.infer<typeof carCalendarResponse>;
export type CarCalendar = CarCalendarResponse["calendar"];

/** POST /api/owner/cars/{id}/blocks: 'Dates blocked' and the new block. */
export const blockDatesResponse = okResponse({ message: z.string(), block: carBlockSchema });
export type BlockDatesResponse = z.infer<typeof blockDatesResponse>;
