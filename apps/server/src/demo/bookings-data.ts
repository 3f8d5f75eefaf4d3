/**
 * The demo marketplace's trips, so that a newcomer's first start shows bookings at every stage
 * of server-rules.md section 4: Ananya's My Bookings and the owners' Manage Bookings hold
 * pending requests to accept, confirmed and ongoing trips, completed ones and cancellations by
 * either side; the car pages show those days as taken.
 *
 * Dates are offsets in days from the day the demo is loaded (India time), both ends inclusive,
 * so the demo stays current whenever it is first started. The loader (load.ts) turns each row
 * into a booking row with the server's price (the car's ₹/day x rental days) and the
 * timestamps its stage implies.
 */
import { addDaysTo, type BookingStatus, type QuoteRates, rangesOverlap } from "@gaadi/shared";
import { decideRefund, type PricedCar, quoteColumns } from "../modules/bookings/mapper.js";
import { DEMO_CARS } from "./cars-data.js";

export interface DemoBooking {
  /** Index into DEMO_ACCOUNTS of the renter; never the car's owner. */
  renter: 0 | 1 | 2 | 3;
  /** Index into DEMO_CARS. Holding bookings (pending, booked, on_rent) of a car never overlap. */
  car: number;
  /** Pickup and return, in days from the load day (negative: in the past). */
  from: number;
  to: number;
  status: BookingStatus;
  /** For cancelled rows: who cancelled and the reason as the cancel dialogs would send it. */
  cancelledBy?: "renter" | "owner";
  reason?: string;
}

const ROHAN = 0;
const PRIYA = 1;
const ARJUN = 2;
const ANANYA = 3;

export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  // Ananya, the renter: one trip at every stage.
  { renter: ANANYA, car: 44, from: -60, to: -58, status: "completed" },
  { renter: ANANYA, car: 0, from: -24, to: -22, status: "completed" },
  { renter: ANANYA, car: 12, from: -1, to: 2, status: "on_rent" },
  { renter: ANANYA, car: 31, from: 6, to: 9, status: "booked" },
  { renter: ANANYA, car: 51, from: 14, to: 15, status: "pending" },
  {
    renter: ANANYA,
    car: 25,
    from: 20,
    to: 23,
    status: "cancelled",
    cancelledBy: "renter",
    reason: "Travel plans cancelled",
  },
  {
    renter: ANANYA,
    car: 26,
    from: 3,
    to: 5,
    status: "cancelled",
    cancelledBy: "owner",
    reason: "Car maintenance required - Clutch replacement is due this week",
  },
  // The owners rent from each other, so every Manage Bookings page has work on it.
  { renter: PRIYA, car: 30, from: 4, to: 6, status: "pending" },
  { renter: ARJUN, car: 15, from: 2, to: 3, status: "booked" },
  { renter: PRIYA, car: 32, from: -2, to: 1, status: "on_rent" },
  { renter: ROHAN, car: 52, from: -40, to: -37, status: "completed" },
  { renter: ARJUN, car: 7, from: -15, to: -12, status: "completed" },
  { renter: ROHAN, car: 41, from: 10, to: 12, status: "pending" },
  { renter: ARJUN, car: 3, from: 8, to: 8, status: "pending" },
  // Past trips, so the reviewed cars (reviews-data.ts) carry more than one rating.
  { renter: PRIYA, car: 0, from: -45, to: -43, status: "completed" },
  { renter: ARJUN, car: 0, from: -75, to: -72, status: "completed" },
  { renter: ANANYA, car: 7, from: -100, to: -97, status: "completed" },
  { renter: ROHAN, car: 26, from: -30, to: -28, status: "completed" },
  { renter: PRIYA, car: 26, from: -55, to: -52, status: "completed" },
];

/** How many months back (the current one is 0) the owners' completed-trip history reaches. */
export const HISTORY_MONTHS = 12;

/** True when two trips' days (offsets, both ends inclusive) share a day (policy.ts). */
const overlaps = (a: { from: number; to: number }, b: { from: number; to: number }) =>
  rangesOverlap({ start: a.from, end: a.to }, { start: b.from, end: b.to });

/**
 * The owners' past year of completed trips, so that each demo owner's dashboard shows earnings
 * in every month of this and last year, several cars earning and calendars of differing
 * fullness (issue 11). Each owner's cars are rented by the other two owners (never by Ananya,
 * whose My Bookings shows one trip per stage, and never pending, so the requests to accept stay
 * those of DEMO_BOOKINGS): two or three trips a month of one to four days, all returned before
 * the load day, none on a day its car is already rented in DEMO_BOOKINGS or here. Deterministic;
 * the notifications and reviews leave them out (the bell keeps to recent events).
 */
export function historyTrips(): DemoBooking[] {
  const carsOf = ([0, 1, 2] as const).map((o) =>
    DEMO_CARS.flatMap((row, i) => (row[0] === o ? [i] : [])),
  );
  const trips: DemoBooking[] = [];
  for (let month = 0; month < HISTORY_MONTHS; month++) {
    for (const owner of [0, 1, 2] as const) {
      const cars = carsOf[owner]!;
      const count = 2 + ((month + owner) % 2);
      for (let k = 0; k < count; k++) {
        const car = cars[(month * 7 + k * 5 + owner * 3) % cars.length]!;
        const days = 1 + ((month + k + owner) % 4);
        const to = -(month * 30 + 1 + k * 8 + owner * 2);
        const trip: DemoBooking = {
          renter: ((owner + 1 + (k % 2)) % 3) as 0 | 1 | 2,
          car,
          from: to - days + 1,
          to,
          status: "completed",
        };
        const taken = [...DEMO_BOOKINGS, ...trips].some(
          (b) => b.car === car && b.status !== "cancelled" && overlaps(b, trip),
        );
        if (!taken) trips.push(trip);
      }
    }
  }
  return trips;
}

/** DEMO_BOOKINGS followed by the owners' history: every trip the loader inserts, in order. */
export const DEMO_TRIPS: readonly DemoBooking[] = [...DEMO_BOOKINGS, ...historyTrips()];

const HOUR_MS = 3_600_000;

/** An instant on a calendar date at a given hour, India time (UTC+05:30, no DST). */
function indiaInstant(ymd: string, hour: number): Date {
  return new Date(`${ymd}T${String(hour).padStart(2, "0")}:00:00+05:30`);
}

const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));

/**
 * The bookings table's values for DEMO_TRIPS (DEMO_BOOKINGS first, so a trip's index is its
 * index there too): `cars[i]` is DEMO_CARS row i as stored (id,
 * owner id, ₹ per day, discounts, deposit, policy), `rates` the server's, `accountIds` DEMO_ACCOUNTS' ids, `today` the load day ('YYYY-MM-DD',
 * India) and `now` the load instant. Timestamps follow the stage:
 * requested a few days before pickup (never after `now`; a pending request a few hours before
 * `now`, so it has not expired), confirmed two hours later, picked up
 * at 10:00 on the pickup day, returned at 18:00 on the return day; a cancellation a day after
 * the request. Throws when a row names the car's owner as its renter.
 */
export function demoBookingValues(input: {
  cars: readonly (PricedCar & {
    id: string;
    ownerId: string;
    kmPerDay?: number;
    extraKmRate?: number;
    fuelCharge?: number;
  })[];
  accountIds: readonly string[];
  today: string;
  now: Date;
  rates: QuoteRates;
}) {
  const { cars, accountIds, today, now, rates } = input;
  return DEMO_TRIPS.map((b, i) => {
    const renterId = accountIds[b.renter]!;
    const car = cars[b.car]!;
    if (renterId === car.ownerId) throw new Error(`demo booking ${i} rents an owner's own car`);
    const pickupDate = addDaysTo(today, b.from);
    const returnDate = addDaysTo(today, b.to);
    const quote = quoteColumns(car, pickupDate, returnDate, rates);
    // A request still waiting was made within the hours before `now`: older, it would have
    // expired (requestExpiresAt, issue 27) and the first sweep would cancel it.
    const createdAt =
      b.status === "pending"
        ? new Date(now.getTime() - (2 + (i % 6)) * HOUR_MS)
        : earliest(
            new Date(indiaInstant(pickupDate, 9).getTime() - 5 * 24 * HOUR_MS),
            new Date(now.getTime() - (i + 2) * 5 * HOUR_MS),
          );
    const confirmed = b.status === "booked" || b.status === "on_rent" || b.status === "completed";
    const confirmedAt = confirmed
      ? earliest(new Date(createdAt.getTime() + 2 * HOUR_MS), now)
      : null;
    const pickedUpAt =
      b.status === "on_rent" || b.status === "completed"
        ? earliest(indiaInstant(pickupDate, 10), now)
        : null;
    const completedAt = b.status === "completed" ? indiaInstant(returnDate, 18) : null;
    const cancelledAt =
      b.status === "cancelled" ? earliest(new Date(createdAt.getTime() + 24 * HOUR_MS), now) : null;
    const updatedAt = completedAt ?? pickedUpAt ?? confirmedAt ?? cancelledAt ?? createdAt;
    // A cancelled demo trip was a request never confirmed: its refund is everything.
    const refund =
      cancelledAt && b.cancelledBy
        ? decideRefund({ ...quote, pickupDate }, "pending", b.cancelledBy, cancelledAt).columns
        : {};
    return {
      carId: car.id,
      renterId,
      ownerId: car.ownerId,
      pickupDate,
      returnDate,
      ...quote,
      // The car's trip charges' rules, copied as booking creation does (issue 30).
      kmPerDay: car.kmPerDay ?? 0,
      extraKmRate: car.extraKmRate ?? 0,
      fuelCharge: car.fuelCharge ?? 0,
      ...refund,
      status: b.status,
      cancellationReason: b.reason ?? null,
      cancelledBy: b.cancelledBy ?? null,
      confirmedAt,
      pickedUpAt,
      completedAt,
      cancelledAt,
      createdAt,
      updatedAt,
    };
  });
}
