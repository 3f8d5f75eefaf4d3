/**
 * What a trip costs and what a cancellation refunds, through the API (issue 27 items 1-3):
 * GET /api/bookings/quote (public) and its refusals, the same as creation's; the quote equals
 * what creation stores, and later price edits and rate changes leave stored bookings alone;
 * the booking reference; GET /api/bookings/{id}/cancellation (the renter only) equals what
 * POST /api/bookings/cancel then stores and answers, at a pinned clock; a decline refunds
 * everything; the owner's answers carry the commission lines and their earnings.
 * Figures are written out as rupees at the default rates (10% trip fee, 18% GST, 20%
 * commission), not recomputed with quoteTrip.
 */
import { BOOKING_MSG, minTripRefusal, PRICE_MSG } from "@gaadi/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, ownerCarRenter } from "../../../test/bookings-support.js";
import { checkIn } from "../../../test/handover-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
  testConfig,
} from "../../../test/helpers.js";
import { buildApp } from "../../app.js";
import { bookings, cars } from "../../db/schema.js";
import * as repo from "./repository.js";

/** 12:00 IST on 15 Jun 2031: India's today is 2031-06-15. */
const PINNED = new Date("2031-06-15T06:30:00Z");

let t: TestApp;
let setup: Awaited<ReturnType<typeof ownerCarRenter>>;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => PINNED });
  setup = await ownerCarRenter(t.app);
});
afterAll(() => t.close());

const quote = (car: string, pickupDate: string, returnDate: string) =>
  call(t.app, "GET", `/quote?car=${car}&pickupDate=${pickupDate}&returnDate=${returnDate}`, null);
const create = (car: string, pickupDate: string, returnDate: string, user = setup.renter) =>
  call(t.app, "POST", "/create", user, { car, pickupDate, returnDate });

/** ₹2,000 a day, 10% off from 7 days, 20% from 28, a ₹3,000 deposit, moderate policy. */
const pricedCar = () =>
  createCar(t.app, setup.owner.id, {
    pricePerDay: 2000,
    weeklyDiscountPercent: 10,
    monthlyDiscountPercent: 20,
    securityDeposit: 3000,
    cancellationPolicy: "moderate",
  });

describe("GET /api/bookings/quote", () => {
  it("answers a visitor the lines, total, deposit and policy of a week's trip", async () => {
    const car = await pricedCar();
    const res = await quote(car.id, "2031-07-01", "2031-07-07");
    expect(res).toEqual({
      status: 200,
      body: {
        success: true,
        quote: {
          days: 7,
          pricePerDay: 2000,
          lines: [
            // 7 x ₹2,000 = ₹14,000, less 10%: ₹12,600.
            {
              code: "rent",
              label: "Rent: 7 days × ₹2,000, less the 10% weekly discount",
              amount: 12600,
            },
            { code: "trip_fee", label: "Trip fee", amount: 1260 },
            // 18% of ₹1,260 = ₹226.80, rounded half up.
            { code: "trip_fee_gst", label: "GST on the trip fee", amount: 227 },
          ],
          total: 14087,
          deposit: 3000,
          cancellationPolicy: "moderate",
          // 72 hours before 00:00 IST on 1 Jul 2031.
          freeCancellationUntil: "2031-06-27T18:30:00.000Z",
          // Paid to the owner at pickup (PAYMENTS offline): nothing to pay now.
          payNow: null,
        },
      },
    });
  });

  it("says what paying now takes, total and deposit, with online payments on (issue 28)", async () => {
    const online = await buildTestApp(
      {
        payments: {
          mode: "razorpay",
          keyId: "rzp_test_quote",
          keySecret: "secret",
          webhookSecret: "webhook",
          apiUrl: "http://127.0.0.1:9",
          checkoutUrl: "http://127.0.0.1:9/v1/checkout.js",
        },
      },
      { now: () => PINNED },
    );
    try {
      const { owner } = await ownerCarRenter(online.app);
      const car = await createCar(online.app, owner.id, {
        pricePerDay: 2000,
        weeklyDiscountPercent: 10,
        securityDeposit: 3000,
      });
      const res = await call(
        online.app,
        "GET",
        `/quote?car=${car.id}&pickupDate=2031-07-01&returnDate=2031-07-07`,
        null,
      );
      expect(res.status).toBe(200);
      // ₹14,087 (as above) + the ₹3,000 deposit.
      expect(res.body.quote).toMatchObject({ total: 14087, deposit: 3000, payNow: 17087 });
    } finally {
      await online.close();
    }
  });

  it("takes the monthly discount from 28 days and none below 7", async () => {
    const car = await pricedCar();
    const month = await quote(car.id, "2031-07-01", "2031-07-28");
    // 28 x ₹2,000 = ₹56,000 less 20% = ₹44,800; fee ₹4,480; GST ₹806.40 -> ₹806.
    expect(month.body.quote).toMatchObject({ days: 28, total: 50086 });
    expect(month.body.quote.lines[0].label).toBe(
      "Rent: 28 days × ₹2,000, less the 20% monthly discount",
    );
    const short = await quote(car.id, "2031-07-01", "2031-07-01");
    // ₹2,000 + ₹200 + ₹36.
    expect(short.body.quote).toMatchObject({ days: 1, total: 2236 });
    expect(short.body.quote.lines[0].label).toBe("Rent: 1 day × ₹2,000");
  });

  it("equals what creation then stores, and a later price or rate change leaves it so", async () => {
    const car = await pricedCar();
    const before = (await quote(car.id, "2031-08-01", "2031-08-09")).body.quote;
    const made = await create(car.id, "2031-08-01", "2031-08-09");
    expect(made.status).toBe(200);
    const stored = {
      price: made.body.booking.price,
      priceBreakdown: made.body.booking.priceBreakdown,
      deposit: made.body.booking.deposit,
      days: made.body.booking.days,
      pricePerDay: made.body.booking.pricePerDay,
      cancellationPolicy: made.body.booking.cancellationPolicy,
      freeCancellationUntil: made.body.booking.freeCancellationUntil,
    };
    expect(stored).toEqual({
      price: before.total,
      priceBreakdown: before.lines,
      deposit: before.deposit,
      days: before.days,
      pricePerDay: before.pricePerDay,
      cancellationPolicy: before.cancellationPolicy,
      freeCancellationUntil: before.freeCancellationUntil,
    });

    // The owner changes the price, discounts, deposit and policy; the platform its rates.
    await t.app.db
      .update(cars)
      .set({
        pricePerDay: 5000,
        weeklyDiscountPercent: 0,
        securityDeposit: 0,
        cancellationPolicy: "strict",
      })
      .where(eq(cars.id, car.id));
    const other = await buildApp({
      config: testConfig({
        jwtSecret: t.app.config.jwtSecret,
        rates: { tripFeePercent: 25, gstPercent: 28, hostCommissionPercent: 30 },
      }),
      database: t.database,
      logger: false,
      now: () => PINNED,
    });
    try {
      const mine = await call(other, "GET", "/user", setup.renter);
      const kept = mine.body.bookings.find((b: { _id: string }) => b._id === made.body.booking._id);
      expect(kept).toMatchObject(stored);
      const owners = await call(other, "GET", "/owner", setup.owner);
      const theirs = owners.body.bookings.find(
        (b: { _id: string }) => b._id === made.body.booking._id,
      );
      // Rent ₹16,200 (9 x ₹2,000 less 10%): commission ₹3,240, GST ₹583.20 -> ₹583.
      expect(theirs).toMatchObject({
        ...stored,
        commissionLines: [
          { code: "commission", label: PRICE_MSG.commission, amount: 3240 },
          { code: "commission_gst", label: PRICE_MSG.commissionGst, amount: 583 },
        ],
        ownerEarnings: 12377,
      });
      // A new quote there is priced anew: 9 x ₹5,000 + 25% + 28% of that.
      const fresh = await call(
        other,
        "GET",
        `/quote?car=${car.id}&pickupDate=2031-09-01&returnDate=2031-09-09`,
        null,
      );
      expect(fresh.body.quote).toMatchObject({
        total: 59400,
        deposit: 0,
        cancellationPolicy: "strict",
      });
    } finally {
      await other.close();
    }
  });

  it("refuses what creation refuses, with the same status and message", async () => {
    const car = await pricedCar();
    const ruled = await createCar(t.app, setup.owner.id, { minTripDays: 3 });
    const hidden = await createCar(t.app, setup.owner.id, { isAvailable: false });
    const deleted = await createCar(t.app, setup.owner.id, { deletedAt: new Date() });
    const taken = await create(car.id, "2031-10-10", "2031-10-12");
    expect(taken.status).toBe(200);
    const cases: [string, number, string][] = [
      [`/quote?pickupDate=2031-07-01&returnDate=2031-07-02`, 400, BOOKING_MSG.carRequired],
      [`/quote?car=${car.id}&returnDate=2031-07-02`, 400, BOOKING_MSG.datesRequired],
      [
        `/quote?car=${car.id}&pickupDate=2031-02-30&returnDate=2031-07-02`,
        400,
        "Pickup date must be a valid date (YYYY-MM-DD)",
      ],
      [
        `/quote?car=${car.id}&pickupDate=2031-06-14&returnDate=2031-06-16`,
        400,
        BOOKING_MSG.pickupInPast,
      ],
      [
        `/quote?car=${car.id}&pickupDate=2031-07-05&returnDate=2031-07-01`,
        400,
        BOOKING_MSG.returnBeforePickup,
      ],
      [
        `/quote?car=${ruled.id}&pickupDate=2031-07-01&returnDate=2031-07-01`,
        400,
        minTripRefusal(3),
      ],
      [
        `/quote?car=${hidden.id}&pickupDate=2031-07-01&returnDate=2031-07-01`,
        404,
        BOOKING_MSG.carNotFound,
      ],
      [
        `/quote?car=${deleted.id}&pickupDate=2031-07-01&returnDate=2031-07-01`,
        404,
        BOOKING_MSG.carNotFound,
      ],
      [
        `/quote?car=not-a-car&pickupDate=2031-07-01&returnDate=2031-07-01`,
        404,
        BOOKING_MSG.carNotFound,
      ],
      [
        `/quote?car=${car.id}&pickupDate=2031-10-12&returnDate=2031-10-14`,
        409,
        BOOKING_MSG.notAvailable,
      ],
    ];
    for (const [url, status, message] of cases) {
      const res = await call(t.app, "GET", url, null);
      expect({ url, ...res }).toEqual({ url, status, body: { success: false, message } });
      // Creation says the same of the same request.
      const q = new URL(`http://x${url}`).searchParams;
      const made = await call(t.app, "POST", "/create", setup.renter, {
        car: q.get("car") ?? undefined,
        pickupDate: q.get("pickupDate") ?? undefined,
        returnDate: q.get("returnDate") ?? undefined,
      });
      expect({ url, ...made }).toEqual({ url, status, body: { success: false, message } });
    }
  });
});

describe("the booking reference", () => {
  it("is GD- and 6 unambiguous characters, different for each booking", async () => {
    const car = await createCar(t.app, setup.owner.id);
    const refs = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const d = `2031-11-${String(1 + i * 2).padStart(2, "0")}`;
      const res = await create(car.id, d, d);
      expect(res.body.booking.bookingRef).toMatch(/^GD-[2-9A-HJKMNP-Z]{6}$/);
      refs.add(res.body.booking.bookingRef);
    }
    expect(refs.size).toBe(5);
  });

  it("is drawn again when the first draw is taken", async () => {
    const car = await createCar(t.app, setup.owner.id);
    const values = {
      carId: car.id,
      renterId: setup.renter.id,
      ownerId: setup.owner.id,
      pickupDate: "2031-12-01",
      returnDate: "2031-12-01",
      price: 1800,
      pricePerDay: 1800,
      days: 1,
      fullRent: 1800,
      discountKind: null,
      discountPercent: 0,
      discount: 0,
      rent: 1800,
      tripFee: 0,
      tripFeeGst: 0,
      deposit: 0,
      commission: 0,
      commissionGst: 0,
      ownerEarnings: 1800,
      tripFeePercent: 0,
      gstPercent: 0,
      commissionPercent: 0,
      cancellationPolicy: "flexible" as const,
      freeCancellationUntil: new Date("2031-11-29T18:30:00Z"),
    };
    // One connection (a transaction), one seed: the next draw is known, and taken first.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(0.25)`);
      const rows = (await tx.execute(sql`select gaadi_booking_ref() as ref`)) as unknown as {
        rows: { ref: string }[];
      };
      const taken = rows.rows[0]!.ref;
      await tx.insert(bookings).values({
        ...values,
        pickupDate: "2031-12-03",
        returnDate: "2031-12-03",
        bookingRef: taken,
      });
      await tx.execute(sql`select setseed(0.25)`);
      const row = await repo.insertBooking(tx, values);
      expect(row.bookingRef).toMatch(/^GD-[2-9A-HJKMNP-Z]{6}$/);
      expect(row.bookingRef).not.toBe(taken);
    });
  });
});

describe("cancellation: preview, cancel and decline", () => {
  /** A booked trip of a strict ₹2,000-a-day car with a ₹3,000 deposit, 20-22 Jun 2031. */
  async function bookedStrictTrip(pickupDate = "2031-06-20", returnDate = "2031-06-22") {
    const car = await createCar(t.app, setup.owner.id, {
      pricePerDay: 2000,
      securityDeposit: 3000,
      cancellationPolicy: "strict",
    });
    const made = await create(car.id, pickupDate, returnDate);
    const id = made.body.booking._id as string;
    const accepted = await call(t.app, "POST", "/change-status", setup.owner, {
      bookingId: id,
      status: "booked",
    });
    expect(accepted.status).toBe(200);
    return id;
  }

  it("previews a late strict cancellation line by line, and the cancel stores exactly that", async () => {
    // Pickup 00:00 IST 20 Jun; now 12:00 IST 15 Jun: 4.5 days before, inside strict's 7 days.
    const id = await bookedStrictTrip();
    const preview = await call(t.app, "GET", `/${id}/cancellation`, setup.renter);
    // Paid: rent ₹6,000, fee ₹600, GST ₹108 (₹6,708) and the ₹3,000 deposit.
    const refund = {
      amount: 6000,
      kept: 3708,
      lines: [
        { code: "rent", label: "Rent", paid: 6000, refunded: 3000, kept: 3000 },
        { code: "trip_fee", label: "Trip fee", paid: 600, refunded: 0, kept: 600 },
        { code: "trip_fee_gst", label: "GST on the trip fee", paid: 108, refunded: 0, kept: 108 },
        {
          code: "deposit",
          label: "Refundable security deposit",
          paid: 3000,
          refunded: 3000,
          kept: 0,
        },
      ],
      decidedAt: PINNED.toISOString(),
    };
    expect(preview).toEqual({ status: 200, body: { success: true, refund } });

    const cancelled = await call(t.app, "POST", "/cancel", setup.renter, {
      bookingId: id,
      cancellationReason: "Plans changed",
    });
    expect(cancelled).toEqual({
      status: 200,
      body: { success: true, message: BOOKING_MSG.cancelled, refund },
    });
    const mine = await call(t.app, "GET", "/user", setup.renter);
    expect(mine.body.bookings.find((b: { _id: string }) => b._id === id).refund).toEqual(refund);
    // The owner keeps ₹3,000 of rent less 20% commission (₹600) and its GST (₹108).
    const owners = await call(t.app, "GET", "/owner", setup.owner);
    expect(owners.body.bookings.find((b: { _id: string }) => b._id === id)).toMatchObject({
      status: "cancelled",
      refund,
      ownerEarnings: 2292,
    });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      refundAmount: 6000,
      refundKept: 3708,
      refundOwnerEarnings: 2292,
      refundDecidedAt: PINNED,
    });
  });

  it("refunds everything before the policy's window and for a pending request", async () => {
    const early = await bookedStrictTrip("2031-07-20", "2031-07-21");
    const preview = await call(t.app, "GET", `/${early}/cancellation`, setup.renter);
    // ₹4,000 + ₹400 + ₹72, and the ₹3,000 deposit.
    expect(preview.body.refund).toMatchObject({ amount: 7472, kept: 0 });
    const car = await createCar(t.app, setup.owner.id, { cancellationPolicy: "strict" });
    const pending = (await create(car.id, "2031-06-16", "2031-06-16")).body.booking._id;
    const res = await call(t.app, "POST", "/cancel", setup.renter, {
      bookingId: pending,
      cancellationReason: "No longer needed",
    });
    // ₹1,800 + ₹180 + ₹32.40 -> ₹32.
    expect(res.body.refund).toMatchObject({ amount: 2012, kept: 0 });
  });

  it("refunds everything when the owner declines, and the owner earns nothing of it", async () => {
    const car = await createCar(t.app, setup.owner.id, {
      cancellationPolicy: "strict",
      securityDeposit: 500,
    });
    const id = (await create(car.id, "2031-06-16", "2031-06-17")).body.booking._id;
    const res = await call(t.app, "POST", "/change-status", setup.owner, {
      bookingId: id,
      status: "cancelled",
      cancellationReason: "Car in service",
    });
    // ₹3,600 + ₹360 + ₹65 and the ₹500 deposit.
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        booking: {
          _id: id,
          status: "cancelled",
          refund: { amount: 4525, kept: 0, decidedAt: expect.any(String) },
          ownerEarnings: 0,
        },
      },
    });
  });

  it("shows the preview to the booking's renter only: 401, 403, 404, 409", async () => {
    const id = await bookedStrictTrip("2031-08-20", "2031-08-20");
    const stranger = await createUser(t.app, { name: "Someone Else" });
    const unsigned = await call(t.app, "GET", `/${id}/cancellation`, null);
    expect(unsigned).toMatchObject({ status: 401, body: { success: false } });
    const cases: [TestUser, string, number, string][] = [
      [stranger, id, 403, BOOKING_MSG.notYourBooking],
      [setup.owner, id, 403, BOOKING_MSG.notYourBooking],
      [setup.renter, "00000000-0000-4000-8000-000000000000", 404, BOOKING_MSG.bookingNotFound],
      [setup.renter, "nope", 404, BOOKING_MSG.bookingNotFound],
    ];
    for (const [user, bookingId, status, message] of cases) {
      const res = await call(t.app, "GET", `/${bookingId}/cancellation`, user);
      expect(res).toEqual({ status, body: { success: false, message } });
    }
    await checkIn(t.app, setup.owner, id);
    const late = await call(t.app, "GET", `/${id}/cancellation`, setup.renter);
    expect(late).toEqual({
      status: 409,
      body: { success: false, message: "Cannot cancel a booking that is on rent" },
    });
  });
});
