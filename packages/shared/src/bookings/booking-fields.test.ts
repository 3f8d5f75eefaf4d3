import { describe, expect, it } from "vitest";
import { BOOKING_MSG } from "../messages/bookings.js";
import { parseCreateBooking, parseLocation, parsePickupDate } from "./booking-fields.js";
import { checkAvailabilityBody, createBookingBody } from "./requests.js";

describe("booking field parsers (no zod)", () => {
  it("reads a booking body as POST /api/bookings/create does", () => {
    expect(
      parseCreateBooking({
        car: " c1 ",
        pickupDate: "2026-03-10T09:30:00+05:30",
        returnDate: "2026-03-12",
        totalPrice: 1,
      }),
    ).toEqual({
      success: true,
      data: { car: "c1", pickupDate: "2026-03-10", returnDate: "2026-03-12" },
    });
    expect(parseCreateBooking({ car: "", pickupDate: "2026-03-10" })).toEqual({
      success: false,
      issues: [
        { path: ["car"], message: BOOKING_MSG.carRequired },
        { path: ["returnDate"], message: BOOKING_MSG.datesRequired },
      ],
    });
  });

  it("refuses malformed and impossible dates with the field's message", () => {
    expect(parsePickupDate("  ")).toEqual({ ok: false, message: BOOKING_MSG.datesRequired });
    for (const bad of ["2026-02-30", "12/10/2026", "2026-03-10T9:00", 20260310]) {
      const message =
        bad === 20260310
          ? BOOKING_MSG.datesRequired
          : "Pickup date must be a valid date (YYYY-MM-DD)";
      expect(parsePickupDate(bad), String(bad)).toEqual({ ok: false, message });
    }
  });

  it("reads a city by its listed name and bounds its length", () => {
    expect(parseLocation(" Bombay ")).toEqual({ ok: true, value: "Mumbai" });
    expect(parseLocation("Atlantis")).toEqual({ ok: true, value: "Atlantis" });
    expect(parseLocation("")).toEqual({ ok: false, message: BOOKING_MSG.locationRequired });
    expect(parseLocation("a".repeat(101))).toEqual({
      ok: false,
      message: "Location must be at most 100 characters",
    });
  });
});

const VALUES: unknown[] = [
  undefined,
  null,
  "",
  "  ",
  "c1",
  5,
  ["a"],
  "2026-03-10",
  " 2026-03-10 ",
  "2026-02-30",
  "2026-03-10T10:00:00Z",
  "2026-03-10T10:00",
  "2026-03-10T25:00",
  "2026-3-1",
  "12/10/2026",
  "Bombay",
  "a".repeat(100),
  "a".repeat(101),
];

const outcome = (
  r:
    | { success: true; data: unknown }
    | { success: false; issues: { path: PropertyKey[]; message: string }[] },
) => (r.success ? { data: r.data } : { path: r.issues[0]?.path, message: r.issues[0]?.message });

describe("the zod bodies and the plain parsers agree (one rule)", () => {
  it("createBookingBody and parseCreateBooking, and checkAvailabilityBody's fields", () => {
    for (const a of VALUES) {
      for (const b of VALUES) {
        for (const c of VALUES) {
          const body = { car: a, pickupDate: b, returnDate: c };
          const z = createBookingBody.safeParse(body);
          expect(outcome(parseCreateBooking(body)), JSON.stringify(body)).toEqual(
            outcome(z.success ? z : { success: false, issues: z.error.issues }),
          );
        }
      }
      const location = checkAvailabilityBody.shape.location.safeParse(a);
      const plain = parseLocation(a);
      expect(plain.ok ? plain.value : plain.message, String(a)).toEqual(
        location.success ? location.data : location.error.issues[0]?.message,
      );
    }
  });
});
