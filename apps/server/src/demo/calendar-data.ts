/**
 * The demo marketplace's calendars (issue 15 item 6): varied trip rules, one instant-book car
 * per owner, and a few blocked ranges, so the owner calendar, the booking form's hints and
 * the Instant book filter all have something to show on a first start.
 *
 * Cars are indexes into DEMO_CARS. Rules are carData fields, checked by the add-car schema
 * with the rest of the car. Block dates are offsets in days from the load day (India time),
 * both ends inclusive, all in the future and never on a day a pending, booked or on_rent demo
 * trip of the same car holds (the database would refuse the load: car_holds_no_overlap).
 * The first listed cars (0 to 2, the newest) keep the defaults: browser journeys open them.
 */
import type { TripRules } from "@gaadi/shared";

/** A car's trip rules and instant book, as carData sends them (absent = the default). */
export type DemoCarRules = Partial<TripRules> & { instantBook?: boolean };

// biome-ignore format: a data table reads best one car per line
export const DEMO_CAR_RULES: Readonly<Record<number, DemoCarRules>> = {
  // Instant book: one car of each owner (Rohan, Priya, Arjun), none with a pending request.
  36: { instantBook: true },                                      // Rohan's Kia Seltos, Pune
  16: { instantBook: true, maxTripDays: 30 },                     // Priya's Tata Nexon EV, Pune
  38: { instantBook: true, advanceNoticeDays: 1 },                // Arjun's Kia Sonet, Jaipur
  // Notice, minimum and maximum trips on the dearer and the outstation cars.
  54: { advanceNoticeDays: 2, minTripDays: 2, maxTripDays: 14 },  // Rohan's BMW Z4, Panaji
  57: { advanceNoticeDays: 2, minTripDays: 2, maxTripDays: 7 },   // Rohan's Audi RS 5
  60: { minTripDays: 2, maxTripDays: 14 },                        // Rohan's Force Urbania
  52: { advanceNoticeDays: 1, minTripDays: 3, maxTripDays: 21 },  // Priya's GLC Coupe
  61: { advanceNoticeDays: 1, minTripDays: 2 },                   // Priya's Force Traveller
  32: { maxTripDays: 30 },                                        // Arjun's Fortuner
  59: { advanceNoticeDays: 1, maxTripDays: 30 },                  // Arjun's Volvo XC60
  26: { maxTripDays: 14 },                                        // Arjun's Thar Roxx
};

export interface DemoBlock {
  /** Index into DEMO_CARS. */
  car: number;
  /** First and last blocked day, in days from the load day (both in the future). */
  from: number;
  to: number;
  note: string;
}

export const DEMO_BLOCKS: readonly DemoBlock[] = [
  { car: 12, from: 10, to: 11, note: "Service" }, // Rohan's i20, after Ananya's trip
  { car: 54, from: 21, to: 24, note: "Family trip" }, // Rohan's BMW Z4
  { car: 36, from: 12, to: 13, note: "" }, // Rohan's instant-book Seltos
  { car: 31, from: 16, to: 20, note: "Family trip" }, // Priya's Innova Hycross, after a trip
  { car: 23, from: 5, to: 6, note: "Service" }, // Arjun's XUV700
];
