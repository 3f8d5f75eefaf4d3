/**
 * GET /api/bookings/{id}/receipt (issue 27 item 5): the booking's renter gets their receipt,
 * the car's owner their statement (commission, its GST, their earnings), both read from the
 * stored quote; a cancelled booking's receipt carries its stored refund; PLATFORM_GSTIN is
 * printed when set. Refusals: 401 without a token, 403 anyone else, 404 unknown or malformed
 * id. Figures are written out at the default rates (10% trip fee, 18% GST, 20% commission).
 */
import { BOOKING_MSG, RECEIPT_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, ownerCarRenter } from "../../../test/bookings-support.js";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";

/** 12:00 IST on 15 Jun 2031: India's today is 2031-06-15. */
const PINNED = new Date("2031-06-15T06:30:00Z");
const GSTIN = "27AAPFU0939F1ZV";

let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerCarRenter>>;
beforeAll(async () => {
  t = await buildTestApp({ platformGstin: GSTIN }, { now: () => PINNED });
  setup = await ownerCarRenter(t.app);
});
afterAll(() => t.close());

/** A confirmed week of a ₹2,000 car, 10% off from 7 days, ₹3,000 deposit, moderate policy. */
async function confirmedWeek(pickupDate: string, returnDate: string) {
  const car = await createCar(t.app, setup.owner.id, {
    pricePerDay: 2000,
    weeklyDiscountPercent: 10,
    securityDeposit: 3000,
    cancellationPolicy: "moderate",
  });
  const made = await call(t.app, "POST", "/create", setup.renter, {
    car: car.id,
    pickupDate,
    returnDate,
  });
  expect(made.status).toBe(200);
  const id = made.body.booking._id as string;
  const accepted = await call(t.app, "POST", "/change-status", setup.owner, {
    bookingId: id,
    status: "booked",
  });
  expect(accepted.status).toBe(200);
  return { id, booking: made.body.booking, car };
}

const receipt = (id: string, user: Parameters<typeof call>[3]) =>
  call(t.app, "GET", `/${id}/receipt`, user);

describe("GET /api/bookings/{id}/receipt", () => {
  it("gives the renter their receipt from the stored quote, total equal to the price", async () => {
    const { id, booking, car } = await confirmedWeek("2031-07-01", "2031-07-07");
    const res = await receipt(id, setup.renter);
    expect(res.status).toBe(200);
    expect(res.body.receipt).toEqual({
      view: "renter",
      bookingRef: booking.bookingRef,
      issuedAt: PINNED.toISOString(),
      status: "booked",
      cancelledBy: null,
      paymentStatus: "offline",
      renter: { name: "Renter Rani", email: setup.renter.email.toLowerCase() },
      owner: { name: "Owner Om" },
      car: { brand: car.brand, model: car.model, year: car.year, location: car.location },
      pickupDate: "2031-07-01T00:00:00.000Z",
      returnDate: "2031-07-07T00:00:00.000Z",
      days: 7,
      pricePerDay: 2000,
      lines: [
        {
          code: "rent",
          label: "Rent: 7 days × ₹2,000, less the 10% weekly discount",
          amount: 12600,
        },
        { code: "trip_fee", label: "Trip fee", amount: 1260 },
        { code: "trip_fee_gst", label: "GST on the trip fee", amount: 227 },
      ],
      total: 14087,
      gst: { percent: 18, tripFeeGst: 227 },
      deposit: 3000,
      cancellationPolicy: "moderate",
      freeCancellationUntil: "2031-06-27T18:30:00.000Z",
      refund: null,
      // Paid to the owner at pickup: no payment or refunds through Razorpay.
      payment: null,
      refunds: [],
      statement: null,
      platform: { name: "Gaadi", gstin: GSTIN },
    });
    expect(res.body.receipt.total).toBe(booking.price);
    expect(res.body.receipt.lines).toEqual(booking.priceBreakdown);
  });

  it("gives the car's owner their statement: commission, its GST and their earnings", async () => {
    const { id, booking } = await confirmedWeek("2031-07-10", "2031-07-16");
    const res = await receipt(id, setup.owner);
    expect(res.status).toBe(200);
    expect(res.body.receipt).toMatchObject({
      view: "owner",
      bookingRef: booking.bookingRef,
      // The renter's e-mail stays off the owner's copy.
      renter: { name: "Renter Rani", email: null },
      owner: { name: "Owner Om" },
      total: 14087,
      deposit: 3000,
      statement: {
        rent: 12600,
        // 20% of ₹12,600; 18% of ₹2,520 = ₹453.60, rounded half up.
        commissionLines: [
          { code: "commission", label: "Host commission", amount: 2520 },
          { code: "commission_gst", label: "GST on the host commission", amount: 454 },
        ],
        ownerEarnings: 9626,
      },
      platform: { name: "Gaadi", gstin: GSTIN },
    });
    const listed = await call(t.app, "GET", "/owner", setup.owner);
    const mine = listed.body.bookings.find((b: { _id: string }) => b._id === id);
    expect(res.body.receipt.statement.ownerEarnings).toBe(mine.ownerEarnings);
  });

  it("carries a cancelled booking's stored refund", async () => {
    const { id } = await confirmedWeek("2031-07-20", "2031-07-26");
    const cancelled = await call(t.app, "POST", "/cancel", setup.renter, {
      bookingId: id,
      cancellationReason: "Change of plans",
    });
    expect(cancelled.status).toBe(200);
    const res = await receipt(id, setup.renter);
    expect(res.body.receipt).toMatchObject({
      status: "cancelled",
      cancelledBy: "renter",
      total: 14087,
    });
    expect(res.body.receipt.refund).toEqual(cancelled.body.refund);
    // More than 72 hours before pickup under the moderate policy: everything back.
    expect(res.body.receipt.refund).toMatchObject({ amount: 14087 + 3000, kept: 0 });
  });

  it("refuses a visitor 401, anyone else 403, an unknown or malformed id 404", async () => {
    const { id } = await confirmedWeek("2031-08-01", "2031-08-07");
    const unsigned = await receipt(id, null);
    expect(unsigned).toMatchObject({ status: 401, body: { success: false } });
    const stranger = await createUser(t.app, { name: "Someone Else" });
    const otherOwner = await createUser(t.app, { role: "owner", name: "Other Owner" });
    const cases: [typeof stranger, string, number, string][] = [
      [stranger, id, 403, RECEIPT_MSG.notYours],
      [otherOwner, id, 403, RECEIPT_MSG.notYours],
      [setup.renter, "00000000-0000-4000-8000-000000000000", 404, BOOKING_MSG.bookingNotFound],
      [setup.renter, "nope", 404, BOOKING_MSG.bookingNotFound],
    ];
    for (const [user, bookingId, status, message] of cases) {
      expect(await receipt(bookingId, user)).toEqual({ status, body: { success: false, message } });
    }
  });
});

describe("without PLATFORM_GSTIN", () => {
  it("prints no GSTIN", async () => {
    const plain = await buildTestApp({}, { now: () => PINNED });
    try {
      const s = await ownerCarRenter(plain.app);
      const made = await call(plain.app, "POST", "/create", s.renter, {
        car: s.car.id,
        pickupDate: "2031-07-01",
        returnDate: "2031-07-02",
      });
      const res = await call(plain.app, "GET", `/${made.body.booking._id}/receipt`, s.renter);
      expect(res.body.receipt).toMatchObject({
        status: "pending",
        platform: { name: "Gaadi", gstin: null },
      });
    } finally {
      await plain.close();
    }
  });
});

describe("GET /api/settings", () => {
  it("says that renters pay the owner at pickup with PAYMENTS unset", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/settings" });
    expect(res.json()).toEqual({ success: true, payments: false });
  });
});
