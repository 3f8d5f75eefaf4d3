/**
 * POST /api/reviews/create and the car's aggregates (server-rules.md sections 5 and 6,
 * customer document sections 5 and 8): only the renter of a completed booking, once; the
 * rating and text rules; a racing second review is 409, never a second row; the car's
 * average and count; review_received to the owner only.
 */
import { BOOKING_MSG, REVIEW_MSG } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, day, seedBooking } from "../../../test/bookings-support.js";
import { buildTestApp, createUser, type TestApp } from "../../../test/helpers.js";
import { completedTrip, notificationsOf, reviewsCall } from "../../../test/reviews-support.js";
import { reviews } from "../../db/schema.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const text = "Clean car, smooth pickup and a friendly owner.";

describe("POST /api/reviews/create", () => {
  it("the renter reviews a completed trip: 200, one row, review_received to the owner only", async () => {
    const { owner, renter, car, booking } = await completedTrip(t.app);
    const res = await reviewsCall(t.app, "POST", "/create", renter, {
      bookingId: booking.id,
      rating: 4,
      reviewText: `   ${text}   `,
    });
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: "Review submitted successfully!" },
    });
    const rows = await t.app.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rating: 4,
      reviewText: text,
      carId: car.id,
      ownerId: owner.id,
    });

    const toOwner = await notificationsOf(t.app, owner.id);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toMatchObject({
      type: "review_received",
      reviewId: rows[0]!.id,
      carId: car.id,
      bookingId: booking.id,
      isRead: false,
    });
    expect(toOwner[0]!.message).toContain("Maruti Suzuki Swift");
    expect(await notificationsOf(t.app, renter.id)).toHaveLength(0);
  });

  it("401 for a visitor", async () => {
    const { booking } = await completedTrip(t.app);
    const res = await reviewsCall(t.app, "POST", "/create", null, {
      bookingId: booking.id,
      rating: 5,
      reviewText: text,
    });
    expect(res.status).toBe(401);
  });

  it("403 for someone else's booking, 404 for an unknown or malformed id", async () => {
    const { owner, booking } = await completedTrip(t.app);
    const stranger = await createUser(t.app);
    for (const user of [stranger, owner]) {
      const res = await reviewsCall(t.app, "POST", "/create", user, {
        bookingId: booking.id,
        rating: 5,
        reviewText: text,
      });
      expect(res).toEqual({
        status: 403,
        body: { success: false, message: REVIEW_MSG.notYourBooking },
      });
    }
    for (const bookingId of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await reviewsCall(t.app, "POST", "/create", stranger, {
        bookingId,
        rating: 5,
        reviewText: text,
      });
      expect(res).toEqual({
        status: 404,
        body: { success: false, message: BOOKING_MSG.bookingNotFound },
      });
    }
    expect(await notificationsOf(t.app, owner.id)).toHaveLength(0);
  });

  it("409 naming the status for a trip that is not completed", async () => {
    const { car, renter, owner } = await completedTrip(t.app);
    const cases = [
      ["pending", "pending"],
      ["booked", "confirmed"],
      ["on_rent", "on rent"],
      ["cancelled", "cancelled"],
    ] as const;
    for (const [i, [status, words]] of cases.entries()) {
      const booking = await seedBooking(t.app, {
        car,
        renterId: renter.id,
        from: day(5 + i * 3),
        to: day(6 + i * 3),
        status,
      });
      const res = await reviewsCall(t.app, "POST", "/create", renter, {
        bookingId: booking.id,
        rating: 5,
        reviewText: text,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `Only completed trips can be reviewed; this booking is ${words}`,
      );
    }
    expect(await notificationsOf(t.app, owner.id)).toHaveLength(0);
  });

  it("409 for a second review of the same booking", async () => {
    const { renter, booking, owner } = await completedTrip(t.app);
    const body = { bookingId: booking.id, rating: 5, reviewText: text };
    expect((await reviewsCall(t.app, "POST", "/create", renter, body)).status).toBe(200);
    const second = await reviewsCall(t.app, "POST", "/create", renter, { ...body, rating: 1 });
    expect(second).toEqual({
      status: 409,
      body: { success: false, message: REVIEW_MSG.alreadyReviewed },
    });
    expect(await notificationsOf(t.app, owner.id)).toHaveLength(1);
  });

  it("400 for text under 10 or over 500 characters after trimming, and bad ratings", async () => {
    const { renter, booking } = await completedTrip(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ reviewText: `   ${"a".repeat(9)}    ` }, REVIEW_MSG.reviewTooShort],
      [{ reviewText: "b".repeat(501) }, REVIEW_MSG.reviewTooLong],
      [{ reviewText: undefined }, REVIEW_MSG.reviewTooShort],
      [{ rating: 0 }, REVIEW_MSG.selectRating],
      [{ rating: undefined }, REVIEW_MSG.selectRating],
      [{ rating: 6 }, REVIEW_MSG.ratingInvalid],
      [{ rating: 2.5 }, REVIEW_MSG.ratingInvalid],
      [{ rating: "5" }, REVIEW_MSG.selectRating],
    ];
    for (const [patch, message] of cases) {
      const res = await reviewsCall(t.app, "POST", "/create", renter, {
        bookingId: booking.id,
        rating: 3,
        reviewText: text,
        ...patch,
      });
      expect(res, JSON.stringify(patch)).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }
    // Exactly 10 and exactly 500 characters after trimming are accepted.
    const ok = await reviewsCall(t.app, "POST", "/create", renter, {
      bookingId: booking.id,
      rating: 3,
      reviewText: ` ${"c".repeat(500)} `,
    });
    expect(ok.status).toBe(200);
    const { renter: r2, booking: b2 } = await completedTrip(t.app);
    const ten = await reviewsCall(t.app, "POST", "/create", r2, {
      bookingId: b2.id,
      rating: 3,
      reviewText: "d".repeat(10),
    });
    expect(ten.status).toBe(200);
  });

  it("two reviews of one booking at once: one 200, one 409, one row, one notification", async () => {
    const { renter, booking, car, owner } = await completedTrip(t.app);
    const results = await Promise.all(
      [5, 2].map((rating) =>
        reviewsCall(t.app, "POST", "/create", renter, {
          bookingId: booking.id,
          rating,
          reviewText: text,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(REVIEW_MSG.alreadyReviewed);
    const rows = await t.app.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect(await notificationsOf(t.app, owner.id)).toHaveLength(1);
    const page = await callApi(t.app, "GET", `/reviews/car/${car.id}`, null);
    expect(page.body).toMatchObject({ totalReviews: 1, avgRating: rows[0]!.rating });
  });
});

describe("the car's aggregates", () => {
  it("two reviews on one car: average to one decimal in the reviews, car page, listing and owner cars", async () => {
    const { owner, car, renter, booking } = await completedTrip(t.app);
    const before = await callApi(t.app, "GET", `/user/cars/${car.id}`, null);
    expect(before.body.car).toMatchObject({ avgRating: 0, totalReviews: 0 });

    const other = await createUser(t.app);
    const second = await seedBooking(t.app, {
      car,
      renterId: other.id,
      from: day(-12),
      to: day(-10),
      status: "completed",
    });
    await reviewsCall(t.app, "POST", "/create", renter, {
      bookingId: booking.id,
      rating: 5,
      reviewText: text,
    });
    await reviewsCall(t.app, "POST", "/create", other, {
      bookingId: second.id,
      rating: 4,
      reviewText: "Good value, the AC could be colder.",
    });

    const list = await reviewsCall(t.app, "GET", `/car/${car.id}`, null);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, avgRating: 4.5, totalReviews: 2 });
    // Newest first.
    expect(list.body.reviews.map((r: { rating: number }) => r.rating)).toEqual([4, 5]);
    expect(list.body.reviews[0]).toEqual({
      _id: expect.any(String),
      booking: { _id: second.id, pickupDate: `${day(-12)}T00:00:00.000Z` },
      user: { name: "Test User", image: "" },
      rating: 4,
      reviewText: "Good value, the AC could be colder.",
      createdAt: expect.any(String),
    });

    const detail = await callApi(t.app, "GET", `/user/cars/${car.id}`, null);
    expect(detail.body.car).toMatchObject({ avgRating: 4.5, totalReviews: 2 });
    const listing = await callApi(t.app, "GET", "/user/cars", null);
    const listed = listing.body.cars.find((c: { _id: string }) => c._id === car.id);
    expect(listed).toMatchObject({ avgRating: 4.5, totalReviews: 2 });
    const mine = await callApi(t.app, "GET", "/owner/cars", owner);
    expect(mine.body.cars[0]).toMatchObject({ avgRating: 4.5, totalReviews: 2 });
  });

  it("three reviews 5, 4, 4 average 4.3; a car without reviews answers 0", async () => {
    const { car, renter, booking } = await completedTrip(t.app);
    const ratings = [5, 4, 4];
    for (const [i, rating] of ratings.entries()) {
      const who = i === 0 ? renter : await createUser(t.app);
      const b =
        i === 0
          ? booking
          : await seedBooking(t.app, {
              car,
              renterId: who.id,
              from: day(-20 - i * 3),
              to: day(-19 - i * 3),
              status: "completed",
            });
      const res = await reviewsCall(t.app, "POST", "/create", who, {
        bookingId: b.id,
        rating,
        reviewText: text,
      });
      expect(res.status).toBe(200);
    }
    const list = await reviewsCall(t.app, "GET", `/car/${car.id}`, null);
    expect(list.body).toMatchObject({ avgRating: 4.3, totalReviews: 3 });
    const { car: fresh } = await completedTrip(t.app);
    const empty = await reviewsCall(t.app, "GET", `/car/${fresh.id}`, null);
    expect(empty.body).toEqual({ success: true, reviews: [], avgRating: 0, totalReviews: 0 });
  });
});
