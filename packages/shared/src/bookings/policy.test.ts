import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_TRIP_RULES } from "../calendar/trip-rules.js";
import { addDaysTo, indiaToday } from "../dates.js";
import { BOOKING_STATUSES, HOLDING_STATUSES } from "../enums.js";
import { BOOKING_MSG } from "../messages/bookings.js";
import { maxTripRefusal, minTripRefusal, noticeRefusal } from "../messages/calendar.js";
import {
  ALLOWED_TRANSITIONS,
  type BookingRequest,
  bookingRefusal,
  canTransition,
  dayInRanges,
  holdsDates,
  isRequestExpired,
  ownCarRefusal,
  REQUEST_ANSWER_MS,
  rangesOverlap,
  renterMayCancel,
  requestExpiresAt,
  sourcesOf,
} from "./policy.js";

const r = (start: string, end: string) => ({ start, end });
const today = "2026-03-10";
const day = (n: number) => addDaysTo(today, n);

/** A day range of offsets -20..20 from `today`, possibly reversed. */
const anyRange = fc
  .tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }))
  .map(([a, b]) => r(day(a), day(b)));

/** Every day of a range, by walking it (an empty list when reversed). */
function daysOf(range: { start: string; end: string }): string[] {
  const out: string[] = [];
  for (let d = range.start; d <= range.end; d = addDaysTo(d, 1)) out.push(d);
  return out;
}

describe("rangesOverlap (both ends inclusive)", () => {
  it("counts a shared single day: touching ranges overlap, adjacent ones do not", () => {
    expect(rangesOverlap(r("2026-12-01", "2026-12-03"), r("2026-12-03", "2026-12-05"))).toBe(true);
    expect(rangesOverlap(r("2026-12-01", "2026-12-02"), r("2026-12-03", "2026-12-05"))).toBe(false);
    expect(rangesOverlap(r("2026-12-06", "2026-12-07"), r("2026-12-03", "2026-12-05"))).toBe(false);
  });

  it("treats a same-day range as one day, inside or at either end of another", () => {
    const trip = r("2026-12-03", "2026-12-05");
    for (const d of ["2026-12-03", "2026-12-04", "2026-12-05"]) {
      expect(rangesOverlap(r(d, d), trip)).toBe(true);
    }
    expect(rangesOverlap(r("2026-12-02", "2026-12-02"), trip)).toBe(false);
    expect(rangesOverlap(r("2026-12-04", "2026-12-04"), r("2026-12-04", "2026-12-04"))).toBe(true);
  });

  it("finds a reversed (empty) range overlapping nothing, even a range around it", () => {
    expect(rangesOverlap(r("2026-12-05", "2026-12-03"), r("2026-12-01", "2026-12-09"))).toBe(false);
    expect(rangesOverlap(r("2026-12-01", "2026-12-09"), r("2026-12-05", "2026-12-03"))).toBe(false);
  });

  it("works on day numbers too (the demo data's offsets)", () => {
    expect(rangesOverlap({ start: -3, end: 0 }, { start: 0, end: 2 })).toBe(true);
    expect(rangesOverlap({ start: -3, end: -1 }, { start: 0, end: 2 })).toBe(false);
  });

  it("is true exactly when some day lies in both ranges (property)", () => {
    fc.assert(
      fc.property(anyRange, anyRange, (a, b) => {
        const shared = daysOf(a).some((d) => d >= b.start && d <= b.end);
        expect(rangesOverlap(a, b)).toBe(shared);
        expect(rangesOverlap(b, a)).toBe(shared);
      }),
    );
  });

  it("dayInRanges agrees with a one-day range (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -25, max: 25 }),
        fc.array(anyRange, { maxLength: 4 }),
        (n, rs) => {
          const d = day(n);
          expect(dayInRanges(d, rs)).toBe(rs.some((x) => daysOf(x).includes(d)));
        },
      ),
    );
    expect(dayInRanges("2026-12-05", [r("2026-12-03", "2026-12-05")])).toBe(true);
    expect(dayInRanges("2026-12-06")).toBe(false);
  });
});

describe("statuses", () => {
  it("allows exactly the four owner transitions", () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      "pending->booked",
      "pending->cancelled",
      "booked->on_rent",
      "on_rent->completed",
    ]);
    expect(ALLOWED_TRANSITIONS.completed).toEqual([]);
    expect(sourcesOf("cancelled")).toEqual(["pending"]);
    expect(sourcesOf("completed")).toEqual(["on_rent"]);
  });

  it("lets the renter cancel only a pending or booked booking", () => {
    expect(BOOKING_STATUSES.filter(renterMayCancel)).toEqual(["pending", "booked"]);
  });

  it("holds dates in exactly the holding statuses", () => {
    expect(BOOKING_STATUSES.filter(holdsDates)).toEqual([...HOLDING_STATUSES]);
    expect(BOOKING_STATUSES.filter(holdsDates)).toEqual(["pending", "booked", "on_rent"]);
  });
});

describe("ownCarRefusal", () => {
  it("refuses the car's owner and no one else", () => {
    expect(ownCarRefusal("u1", "u1")).toBe(BOOKING_MSG.ownCar);
    expect(ownCarRefusal("u1", "u2")).toBeNull();
  });
});

describe("bookingRefusal", () => {
  const car = { ...DEFAULT_TRIP_RULES, ownerId: "owner", isAvailable: true };
  const ok: BookingRequest = {
    car,
    renterId: "renter",
    pickupDate: day(3),
    returnDate: day(5),
    today,
  };

  it("accepts a request that breaks nothing, and a same-day trip today", () => {
    expect(bookingRefusal(ok)).toBeNull();
    expect(bookingRefusal({ ...ok, pickupDate: today, returnDate: today })).toBeNull();
  });

  it("answers each rule with the server's status and text", () => {
    const cases: [Partial<BookingRequest>, number, string][] = [
      [{ car: undefined }, 404, BOOKING_MSG.carNotFound],
      [{ renterId: "owner" }, 403, BOOKING_MSG.ownCar],
      [{ car: { ...car, isAvailable: false } }, 404, BOOKING_MSG.carNotFound],
      [{ pickupDate: day(-1) }, 400, BOOKING_MSG.pickupInPast],
      [{ pickupDate: day(366), returnDate: day(366) }, 400, BOOKING_MSG.tooFarAhead],
      [{ pickupDate: day(5), returnDate: day(4) }, 400, BOOKING_MSG.returnBeforePickup],
      [{ pickupDate: day(1), returnDate: day(91) }, 400, BOOKING_MSG.tooLong],
      [{ car: { ...car, advanceNoticeDays: 4 } }, 400, noticeRefusal(4)],
      [{ car: { ...car, minTripDays: 4 } }, 400, minTripRefusal(4)],
      [{ car: { ...car, maxTripDays: 2 } }, 400, maxTripRefusal(2)],
      [{ held: [r(day(5), day(7))] }, 409, BOOKING_MSG.notAvailable],
    ];
    for (const [change, status, message] of cases) {
      expect(bookingRefusal({ ...ok, ...change }), message).toEqual({ status, message });
    }
  });

  it("lets a held range that only touches the day before pass", () => {
    expect(bookingRefusal({ ...ok, held: [r(day(1), day(2)), r(day(6), day(8))] })).toBeNull();
  });

  it("names the first broken rule in the server's order", () => {
    const everything: BookingRequest = {
      car: { ...car, isAvailable: false, minTripDays: 5 },
      renterId: "owner",
      pickupDate: day(-1),
      returnDate: day(-1),
      today,
      held: [r(day(-1), day(-1))],
    };
    const order: [Partial<BookingRequest>, string][] = [
      [{}, BOOKING_MSG.ownCar],
      [{ renterId: "renter" }, BOOKING_MSG.carNotFound],
      [{ renterId: "renter", car: { ...car, minTripDays: 5 } }, BOOKING_MSG.pickupInPast],
      [
        { renterId: "renter", car: { ...car, minTripDays: 5 }, pickupDate: day(3) },
        BOOKING_MSG.returnBeforePickup,
      ],
      [
        {
          renterId: "renter",
          car: { ...car, minTripDays: 5 },
          pickupDate: day(3),
          returnDate: day(3),
        },
        minTripRefusal(5),
      ],
      [
        {
          renterId: "renter",
          car,
          pickupDate: day(3),
          returnDate: day(3),
          held: [r(day(3), day(3))],
        },
        BOOKING_MSG.notAvailable,
      ],
    ];
    for (const [change, message] of order) {
      expect(bookingRefusal({ ...everything, ...change })?.message).toBe(message);
    }
  });

  it("moves every date rule with the caller's today (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -5, max: 400 }),
        fc.integer({ min: 0, max: 100 }),
        (shift, from, len) => {
          const base = { ...ok, pickupDate: day(from), returnDate: day(from + len) };
          const moved = {
            ...base,
            today: addDaysTo(today, shift),
            pickupDate: addDaysTo(base.pickupDate, shift),
            returnDate: addDaysTo(base.returnDate, shift),
          };
          expect(bookingRefusal(moved)).toEqual(bookingRefusal(base));
        },
      ),
    );
  });
});

describe("requestExpiresAt and isRequestExpired (issue 27 item 4)", () => {
  const at = (iso: string) => new Date(iso);
  // The end of a pickup date is 00:00 IST of the next day = 18:30 UTC of the pickup date.
  it.each([
    // [made at (UTC), pickup date, expires at (UTC), why]
    ["2026-12-01T04:30:00.000Z", "2026-12-10", "2026-12-02T04:30:00.000Z", "24 h, pickup far off"],
    ["2026-12-01T04:30:00.000Z", "2026-12-01", "2026-12-01T18:30:00.000Z", "pickup today: its end"],
    [
      "2026-12-01T04:30:00.000Z",
      "2026-12-02",
      "2026-12-02T04:30:00.000Z",
      "24 h first, pickup tomorrow",
    ],
    ["2026-12-01T17:00:00.000Z", "2026-12-02", "2026-12-02T17:00:00.000Z", "22:30 IST: 24 h first"],
    [
      "2026-12-01T19:00:00.000Z",
      "2026-12-02",
      "2026-12-02T18:30:00.000Z",
      "00:30 IST on pickup day",
    ],
    ["2026-12-01T18:30:00.000Z", "2026-12-02", "2026-12-02T18:30:00.000Z", "both at once"],
    [
      "2026-12-01T18:29:59.999Z",
      "2026-12-02",
      "2026-12-02T18:29:59.999Z",
      "1 ms before IST midnight",
    ],
  ])("made %s for pickup %s expires at %s (%s)", (made, pickup, expires) => {
    expect(requestExpiresAt(at(made), pickup).toISOString()).toBe(expires);
  });

  it.each([
    // [made at, pickup date, now, expired?]
    ["2026-12-01T04:30:00.000Z", "2026-12-10", "2026-12-02T04:29:59.999Z", false],
    ["2026-12-01T04:30:00.000Z", "2026-12-10", "2026-12-02T04:30:00.000Z", true],
    ["2026-12-01T04:30:00.000Z", "2026-12-10", "2026-12-02T04:31:00.000Z", true],
    ["2026-12-01T04:30:00.000Z", "2026-12-01", "2026-12-01T18:29:59.999Z", false],
    ["2026-12-01T04:30:00.000Z", "2026-12-01", "2026-12-01T18:30:00.000Z", true],
    ["2026-12-01T04:30:00.000Z", "2026-12-01", "2026-12-01T18:31:00.000Z", true],
  ])("made %s for pickup %s: at %s expired is %s", (made, pickup, now, expired) => {
    expect(isRequestExpired(at(made), pickup, at(now))).toBe(expired);
  });

  it("agrees with its SQL form: 24 hours old, or the pickup date before India's today", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 24 * 60 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 * 24 * 60 }),
        (madeMin, pickupIn, afterMin) => {
          const made = new Date(Date.UTC(2026, 11, 1) + madeMin * 60_000);
          const pickup = addDaysTo(indiaToday(made), pickupIn);
          const now = new Date(made.getTime() + afterMin * 60_000);
          const sqlForm =
            now.getTime() - made.getTime() >= REQUEST_ANSWER_MS || pickup < indiaToday(now);
          expect(isRequestExpired(made, pickup, now)).toBe(sqlForm);
        },
      ),
    );
  });
});
