/**
 * POST and PUT /api/reviews/reply/{reviewId} and the review lists (owner document sections
 * 2, 5, 7 and 8, customer document section 7, server-rules.md sections 5 and 6): only the
 * car's owner replies, once (POST), then edits (PUT); each reply or edit writes exactly one
 * review_replied to the renter; GET car/{id}, user and owner answer their shapes.
 */
import { REVIEW_MSG } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../../../test/helpers.js";
import { completedTrip, notificationsOf, reviewsCall } from "../../../test/reviews-support.js";
import { cars, reviews } from "../../db/schema.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const replyText = "Thank you for taking such good care of the car!";

/** A completed trip reviewed by its renter; returns the parties and the review's id. */
async function reviewedTrip(rating = 4) {
  const trip = await completedTrip(t.app);
  const res = await reviewsCall(t.app, "POST", "/create", trip.renter, {
    bookingId: trip.booking.id,
    rating,
    reviewText: "Clean car and an easy pickup near the station.",
  });
  expect(res.status).toBe(200);
  const [row] = await t.app.db.select().from(reviews).where(eq(reviews.bookingId, trip.booking.id));
  return { ...trip, reviewId: row!.id };
}

describe("POST /api/reviews/reply/{reviewId}", () => {
  it("the owner replies: 200, the reply stored, one review_replied to the renter only", async () => {
    const { owner, renter, car, booking, reviewId } = await reviewedTrip();
    const res = await reviewsCall(t.app, "POST", `/reply/${reviewId}`, owner, {
      replyText: `  ${replyText}  `,
    });
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: "Reply submitted successfully!" },
    });
    const toRenter = await notificationsOf(t.app, renter.id);
    expect(toRenter).toHaveLength(1);
    expect(toRenter[0]).toMatchObject({
      type: "review_replied",
      reviewId,
      carId: car.id,
      bookingId: booking.id,
    });
    expect(toRenter[0]!.message).toContain("Maruti Suzuki Swift");
    // The owner holds only the review_received of the review itself.
    const toOwner = await notificationsOf(t.app, owner.id);
    expect(toOwner.map((n) => n.type)).toEqual(["review_received"]);

    const page = await reviewsCall(t.app, "GET", `/car/${car.id}`, null);
    expect(page.body.reviews[0].ownerReply).toEqual({
      text: replyText,
      repliedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("refusals: 401 visitor, 403 a renter, 403 another owner, 404 unknown or malformed id", async () => {
    const { renter, reviewId } = await reviewedTrip();
    const otherOwner = await createUser(t.app, { role: "owner" });
    const body = { replyText };
    expect((await reviewsCall(t.app, "POST", `/reply/${reviewId}`, null, body)).status).toBe(401);
    // requireOwner turns away a user who is not an owner before any lookup.
    expect((await reviewsCall(t.app, "POST", `/reply/${reviewId}`, renter, body)).status).toBe(403);
    expect(await reviewsCall(t.app, "POST", `/reply/${reviewId}`, otherOwner, body)).toEqual({
      status: 403,
      body: { success: false, message: REVIEW_MSG.notYourCarsReview },
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect(await reviewsCall(t.app, "POST", `/reply/${id}`, otherOwner, body)).toEqual({
        status: 404,
        body: { success: false, message: REVIEW_MSG.reviewNotFound },
      });
    }
    expect(await notificationsOf(t.app, renter.id)).toHaveLength(0);
  });

  it("400 under 10 or over 400 characters after trimming; 10 and 400 are accepted", async () => {
    const { owner, reviewId } = await reviewedTrip();
    for (const [replyText, message] of [
      [`    ${"a".repeat(9)}    `, REVIEW_MSG.replyTooShort],
      ["b".repeat(401), REVIEW_MSG.replyTooLong],
      [undefined, REVIEW_MSG.replyTooShort],
    ] as const) {
      const res = await reviewsCall(t.app, "POST", `/reply/${reviewId}`, owner, { replyText });
      expect(res).toEqual({ status: 400, body: { success: false, message } });
    }
    expect(
      (await reviewsCall(t.app, "POST", `/reply/${reviewId}`, owner, { replyText: "c".repeat(10) }))
        .status,
    ).toBe(200);
    expect(
      (await reviewsCall(t.app, "PUT", `/reply/${reviewId}`, owner, { replyText: "d".repeat(400) }))
        .status,
    ).toBe(200);
  });

  it("a second POST is 409 and changes nothing; two at once: one 200, one 409", async () => {
    const { owner, renter, reviewId } = await reviewedTrip();
    await reviewsCall(t.app, "POST", `/reply/${reviewId}`, owner, { replyText });
    const again = await reviewsCall(t.app, "POST", `/reply/${reviewId}`, owner, {
      replyText: "A different first reply text.",
    });
    expect(again).toEqual({
      status: 409,
      body: { success: false, message: REVIEW_MSG.alreadyReplied },
    });
    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row!.replyText).toBe(replyText);
    expect(await notificationsOf(t.app, renter.id)).toHaveLength(1);

    const second = await reviewedTrip();
    const results = await Promise.all(
      ["First racing reply text", "Second racing reply text"].map((replyText) =>
        reviewsCall(t.app, "POST", `/reply/${second.reviewId}`, second.owner, { replyText }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await notificationsOf(t.app, second.renter.id)).toHaveLength(1);
  });
});

describe("PUT /api/reviews/reply/{reviewId}", () => {
  it("404 with no reply yet; after a reply, PUT edits it and writes one more review_replied", async () => {
    const { owner, renter, reviewId } = await reviewedTrip();
    expect(await reviewsCall(t.app, "PUT", `/reply/${reviewId}`, owner, { replyText })).toEqual({
      status: 404,
      body: { success: false, message: REVIEW_MSG.noReplyYet },
    });
    expect(await notificationsOf(t.app, renter.id)).toHaveLength(0);

    await reviewsCall(t.app, "POST", `/reply/${reviewId}`, owner, { replyText });
    const edited = "Thanks again, hope to host you on your next trip.";
    expect(
      await reviewsCall(t.app, "PUT", `/reply/${reviewId}`, owner, { replyText: edited }),
    ).toEqual({
      status: 200,
      body: { success: true, message: "Reply updated successfully!" },
    });
    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row!.replyText).toBe(edited);
    const toRenter = await notificationsOf(t.app, renter.id);
    expect(toRenter.map((n) => n.type)).toEqual(["review_replied", "review_replied"]);

    const other = await createUser(t.app, { role: "owner" });
    expect(
      (await reviewsCall(t.app, "PUT", `/reply/${reviewId}`, other, { replyText })).status,
    ).toBe(403);
    expect(await notificationsOf(t.app, renter.id)).toHaveLength(2);
  });
});

describe("GET lists", () => {
  it("user: the renter's own reviews with booking and car; 401 for a visitor", async () => {
    const { renter, car, booking, reviewId } = await reviewedTrip(5);
    expect((await reviewsCall(t.app, "GET", "/user", null)).status).toBe(401);
    const res = await reviewsCall(t.app, "GET", "/user", renter);
    expect(res.status).toBe(200);
    expect(res.body.reviews).toEqual([
      expect.objectContaining({
        _id: reviewId,
        rating: 5,
        booking: { _id: booking.id, pickupDate: `${booking.pickupDate}T00:00:00.000Z` },
        car: { _id: car.id, brand: "Maruti Suzuki", model: "Swift" },
      }),
    ]);
    const stranger = await createUser(t.app);
    expect((await reviewsCall(t.app, "GET", "/user", stranger)).body).toEqual({
      success: true,
      reviews: [],
    });
  });

  it("owner: reviews of the owner's cars only, with car, reviewer, rental dates and reply; 401/403", async () => {
    const { owner, car, booking, reviewId } = await reviewedTrip(3);
    await reviewedTrip(); // another owner's review
    await reviewsCall(t.app, "POST", `/reply/${reviewId}`, owner, { replyText });
    expect((await reviewsCall(t.app, "GET", "/owner", null)).status).toBe(401);
    const plain = await createUser(t.app);
    expect((await reviewsCall(t.app, "GET", "/owner", plain)).status).toBe(403);
    const res = await reviewsCall(t.app, "GET", "/owner", owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: REVIEW_MSG.ownerLoaded,
      reviews: [
        {
          _id: reviewId,
          rating: 3,
          reviewText: "Clean car and an easy pickup near the station.",
          createdAt: expect.any(String),
          car: { _id: car.id, image: car.image, brand: "Maruti Suzuki", model: "Swift" },
          user: { name: "Renter Rani", image: "" },
          booking: {
            _id: booking.id,
            pickupDate: `${booking.pickupDate}T00:00:00.000Z`,
            returnDate: `${booking.returnDate}T00:00:00.000Z`,
          },
          ownerReply: { text: replyText, repliedAt: expect.any(String) },
        },
      ],
    });
  });

  it("car/{id}: 404 for an unknown, malformed, hidden or deleted car", async () => {
    const { car } = await reviewedTrip();
    for (const id of ["00000000-0000-4000-8000-000000000000", "x"]) {
      expect((await reviewsCall(t.app, "GET", `/car/${id}`, null)).status).toBe(404);
    }
    await t.app.db.update(cars).set({ isAvailable: false }).where(eq(cars.id, car.id));
    expect((await reviewsCall(t.app, "GET", `/car/${car.id}`, null)).status).toBe(404);
    await t.app.db
      .update(cars)
      .set({ isAvailable: true, deletedAt: new Date() })
      .where(eq(cars.id, car.id));
    expect((await reviewsCall(t.app, "GET", `/car/${car.id}`, null)).status).toBe(404);
  });
});
