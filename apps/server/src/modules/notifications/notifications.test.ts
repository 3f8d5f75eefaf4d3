/**
 * /api/notifications: the list (newest first, latest 50, booking/review/carId fields), the
 * unread count, marking one read and marking all read; only ever the caller's own (404 for
 * anyone else's and for non-UUID ids), and 401 without a session.
 */
import { randomUUID } from "node:crypto";
import { NOTIFICATION_MSG, notificationText } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { day, ownerCarRenter, seedBooking } from "../../../test/bookings-support.js";
import { buildTestApp, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import {
  callNotifications as api,
  notificationRowsOf,
} from "../../../test/notifications-support.js";
import { reviews } from "../../db/schema.js";
import { insertNotifications, type NotificationInsert } from "./repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const car = { brand: "Maruti Suzuki", model: "Swift" };
/** A notification row for `user`, `minutesAgo` old. */
const row = (user: TestUser, minutesAgo: number, extra: Partial<NotificationInsert> = {}) => ({
  userId: user.id,
  type: "booking_created" as const,
  ...notificationText("booking_created", car),
  createdAt: new Date(Date.now() - minutesAgo * 60_000),
  ...extra,
});
const unread = async (user: TestUser) => (await api(t.app, "GET", "/unread-count", user)).body;

describe("without a session", () => {
  it("every route answers 401", async () => {
    for (const [method, url] of [
      ["GET", ""],
      ["GET", "/unread-count"],
      ["PUT", `/${randomUUID()}/read`],
      ["PUT", "/mark-all-read"],
    ] as const) {
      const res = await api(t.app, method, url, null);
      expect(res.status, url).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });
});

describe("GET /api/notifications", () => {
  it("lists the caller's own, newest first, with the booking, review and car they name", async () => {
    const { owner, renter, car: carRow } = await ownerCarRenter(t.app);
    const b = await seedBooking(t.app, {
      car: carRow,
      renterId: renter.id,
      from: day(-3),
      to: day(-2),
      status: "completed",
    });
    const [review] = await t.app.db
      .insert(reviews)
      .values({
        bookingId: b.id,
        carId: carRow.id,
        renterId: renter.id,
        ownerId: owner.id,
        rating: 5,
        reviewText: "Clean car, smooth handover.",
      })
      .returning();
    await insertNotifications(t.app.db, [
      row(owner, 30, { bookingId: b.id, carId: carRow.id }),
      row(owner, 5, {
        type: "review_received",
        reviewId: review!.id,
        bookingId: b.id,
        isRead: true,
      }),
      row(owner, 60, { type: "car_unavailable", carId: carRow.id }),
      row(renter, 1),
    ]);
    const res = await api(t.app, "GET", "", owner);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const list = res.body.notifications;
    expect(list.map((n: { type: string }) => n.type)).toEqual([
      "review_received",
      "booking_created",
      "car_unavailable",
    ]);
    const apiCar = { _id: carRow.id, brand: carRow.brand, model: carRow.model };
    expect(list[0]).toEqual({
      _id: expect.any(String),
      type: "review_received",
      title: expect.any(String),
      message: expect.any(String),
      isRead: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      booking: { _id: b.id, car: apiCar },
      review: { _id: review!.id, car: apiCar },
    });
    expect(list[1]).toEqual({
      _id: expect.any(String),
      type: "booking_created",
      ...notificationText("booking_created", car),
      isRead: false,
      createdAt: expect.any(String),
      booking: { _id: b.id, car: apiCar },
      carId: carRow.id,
    });
    expect(list[2]).not.toHaveProperty("booking");
    expect(list[2]).not.toHaveProperty("review");
    expect(list[2].carId).toBe(carRow.id);
  });

  it("answers the latest 50 only, while the count covers all", async () => {
    const user = await createUser(t.app);
    await insertNotifications(
      t.app.db,
      Array.from({ length: 55 }, (_, i) => row(user, i)),
    );
    const list = (await api(t.app, "GET", "", user)).body.notifications;
    expect(list).toHaveLength(50);
    const rows = await notificationRowsOf(t.app, user.id);
    const newest50 = rows
      .slice(-50)
      .reverse()
      .map((n) => n.id);
    expect(list.map((n: { _id: string }) => n._id)).toEqual(newest50);
    expect(await unread(user)).toEqual({ success: true, unreadCount: 55 });
  });

  it("is empty for someone with none", async () => {
    const user = await createUser(t.app);
    expect((await api(t.app, "GET", "", user)).body).toEqual({ success: true, notifications: [] });
    expect(await unread(user)).toEqual({ success: true, unreadCount: 0 });
  });
});

describe("marking read", () => {
  it("marks one of the caller's read, and the count follows", async () => {
    const [me, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const [a] = await insertNotifications(t.app.db, [row(me, 2), row(me, 1), row(other, 1)]);
    expect(await unread(me)).toEqual({ success: true, unreadCount: 2 });
    const res = await api(t.app, "PUT", `/${a!.id}/read`, me);
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: NOTIFICATION_MSG.markedRead },
    });
    expect(await unread(me)).toEqual({ success: true, unreadCount: 1 });
    // Marking it again is harmless.
    expect((await api(t.app, "PUT", `/${a!.id}/read`, me)).status).toBe(200);
    expect(await unread(me)).toEqual({ success: true, unreadCount: 1 });
    const listed = (await api(t.app, "GET", "", me)).body.notifications;
    expect(listed.find((n: { _id: string }) => n._id === a!.id).isRead).toBe(true);
  });

  it("answers 404 for someone else's, an unknown and a non-UUID id, and changes nothing", async () => {
    const [me, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const [theirs] = await insertNotifications(t.app.db, [row(other, 1)]);
    for (const id of [theirs!.id, randomUUID(), "42", "not-a-uuid"]) {
      const res = await api(t.app, "PUT", `/${id}/read`, me);
      expect(res, id).toEqual({
        status: 404,
        body: { success: false, message: NOTIFICATION_MSG.notFound },
      });
    }
    expect(await unread(other)).toEqual({ success: true, unreadCount: 1 });
  });

  it("mark-all-read marks every one of the caller's, and no one else's", async () => {
    const [me, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    await insertNotifications(t.app.db, [
      row(me, 3),
      row(me, 2),
      row(me, 1, { isRead: true }),
      row(other, 1),
      row(other, 2),
    ]);
    const res = await api(t.app, "PUT", "/mark-all-read", me);
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: NOTIFICATION_MSG.allMarkedRead },
    });
    expect(await unread(me)).toEqual({ success: true, unreadCount: 0 });
    expect((await notificationRowsOf(t.app, me.id)).every((n) => n.isRead)).toBe(true);
    expect(await unread(other)).toEqual({ success: true, unreadCount: 2 });
  });
});
