/**
 * GET /api/owner/tasks (India's today pinned to 2026-02-20): requests = pending bookings;
 * pickupsDue = booked with pickup today or earlier; returnsDue = on_rent with return today or
 * earlier; unansweredReviews = reviews without a reply. Each count equals the length of the
 * list the dashboard links to (GET /api/bookings/owner, GET /api/reviews/owner, filtered the
 * same way), and another owner's bookings and reviews never count. 401 visitor, 403 renter.
 */
import { ACCOUNT_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PINNED_NOW } from "../../../test/analytics-support.js";
import { callApi, seedBooking } from "../../../test/bookings-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";
import { reviews } from "../../db/schema.js";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let renter: TestUser;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => PINNED_NOW });
  owner = await createUser(t.app, { role: "owner" });
  other = await createUser(t.app, { role: "owner" });
  renter = await createUser(t.app);
});
afterAll(() => t.close());

type Status = "pending" | "booked" | "on_rent" | "completed" | "cancelled";

/** Books a new car of `ownerId` from..to in `status`. */
async function trip(ownerId: string, from: string, to: string, status: Status) {
  const car = await createCar(t.app, ownerId);
  return seedBooking(t.app, { car, renterId: renter.id, from, to, status });
}

/** A review of `booking`, replied to when `reply` is true. */
async function review(booking: { id: string; carId: string; ownerId: string }, reply: boolean) {
  await t.app.db.insert(reviews).values({
    bookingId: booking.id,
    carId: booking.carId,
    renterId: renter.id,
    ownerId: booking.ownerId,
    rating: 4,
    reviewText: "Clean car, smooth handover.",
    ...(reply ? { replyText: "Thank you for renting!", repliedAt: new Date() } : {}),
  });
}

const tasks = (user: TestUser | null) => callApi(t.app, "GET", "/owner/tasks", user);

describe("GET /api/owner/tasks", () => {
  it("counts an empty owner's tasks as zeros", async () => {
    expect(await tasks(owner)).toEqual({
      status: 200,
      body: { success: true, requests: 0, pickupsDue: 0, returnsDue: 0, unansweredReviews: 0 },
    });
  });

  it("counts each task as its linked list shows it", async () => {
    for (const who of [owner.id, other.id]) {
      await trip(who, "2026-03-01", "2026-03-02", "pending");
      await trip(who, "2026-02-19", "2026-02-19", "pending"); // past but still pending
      await trip(who, "2026-02-19", "2026-02-20", "booked"); // overdue pickup
      await trip(who, "2026-02-20", "2026-02-22", "booked"); // pickup today
      await trip(who, "2026-02-21", "2026-02-23", "booked"); // tomorrow: not due
      await trip(who, "2026-02-15", "2026-02-19", "on_rent"); // overdue return
      await trip(who, "2026-02-18", "2026-02-20", "on_rent"); // due back today
      await trip(who, "2026-02-19", "2026-02-21", "on_rent"); // not due yet
      await trip(who, "2026-02-10", "2026-02-11", "cancelled");
      await review(await trip(who, "2026-02-01", "2026-02-02", "completed"), false);
      await review(await trip(who, "2026-02-03", "2026-02-04", "completed"), false);
      await review(await trip(who, "2026-02-05", "2026-02-06", "completed"), true);
      await trip(who, "2026-02-07", "2026-02-08", "completed"); // never reviewed
    }
    const res = await tasks(owner);
    expect(res).toEqual({
      status: 200,
      body: { success: true, requests: 2, pickupsDue: 2, returnsDue: 2, unansweredReviews: 2 },
    });

    // The lists the dashboard links to, filtered as ?status=pending, ?due=pickup,
    // ?due=return and ?reply=none filter them.
    type Row = { status: string; pickupDate: string; returnDate: string };
    const today = "2026-02-20";
    const bookings: Row[] = (await callApi(t.app, "GET", "/bookings/owner", owner)).body.bookings;
    const revs: { ownerReply?: object }[] = (await callApi(t.app, "GET", "/reviews/owner", owner))
      .body.reviews;
    expect({
      requests: bookings.filter((b) => b.status === "pending").length,
      pickupsDue: bookings.filter(
        (b) => b.status === "booked" && b.pickupDate.slice(0, 10) <= today,
      ).length,
      returnsDue: bookings.filter(
        (b) => b.status === "on_rent" && b.returnDate.slice(0, 10) <= today,
      ).length,
      unansweredReviews: revs.filter((r) => !r.ownerReply).length,
    }).toEqual({ requests: 2, pickupsDue: 2, returnsDue: 2, unansweredReviews: 2 });
  });

  it("401 for a visitor, 403 for a renter", async () => {
    expect(await tasks(null)).toEqual({
      status: 401,
      body: { success: false, message: ACCOUNT_MSG.notSignedIn },
    });
    expect(await tasks(renter)).toEqual({
      status: 403,
      body: { success: false, message: ACCOUNT_MSG.ownerRequired },
    });
  });
});
