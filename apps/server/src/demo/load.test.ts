/**
 * The demo marketplace loader (demo/load.ts): on an empty database it lists at least 60 public
 * cars across 12+ cities and 8+ states, covering every Add car category, fuel type and
 * transmission at ₹1,000-₹15,000 a day, each with its own served WebP image; the demo owner
 * signs in with the demo password; its trips cover every booking status with the server's
 * price and hold their dates; completed trips carry reviews (some answered) whose car
 * aggregates match them; every account has read and unread notifications of its own trips;
 * each owner has one instant-book car, cars have varied trip rules and future blocked ranges
 * that the owner calendar and the booked dates show (issue 15); a second call adds nothing.
 */

import path from "node:path";
import {
  ADD_CAR_CATEGORIES,
  type AnalyticsData,
  addDaysTo,
  averageRating,
  BOOKING_STATUSES,
  type Booking,
  type Car,
  FUEL_TYPES,
  indiaToday,
  type Notification,
  quoteTrip,
  TRANSMISSIONS,
} from "@gaadi/shared";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../test/helpers.js";
import { conversations, drivingLicences, messages, users } from "../db/schema.js";
import { DEMO_BOOKINGS, HISTORY_MONTHS } from "./bookings-data.js";
import { DEMO_BLOCKS } from "./calendar-data.js";
import { DEMO_ACCOUNTS, DEMO_CARS, DEMO_PASSWORD } from "./cars-data.js";
import { loadDemoDataOnce } from "./load.js";
import { DEMO_REVIEWS } from "./reviews-data.js";

let t: TestApp;
let listed: Car[];
let total: number;
let printed = "";

beforeAll(async () => {
  t = await buildTestApp();
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    printed += String(chunk);
    return true;
  });
  try {
    const result = await loadDemoDataOnce(t.app);
    expect(result.loaded).toBe(true);
  } finally {
    write.mockRestore();
  }
  const res = await t.app.inject({ url: "/api/user/cars?limit=100" });
  expect(res.statusCode).toBe(200);
  ({ cars: listed, total } = res.json());
}, 60_000);

afterAll(() => t?.close());

interface BookingView {
  _id: string;
  car: { _id: string };
  pickupDate: string;
  returnDate: string;
  price: number;
  status: string;
  cancellationReason: string | null;
  completedAt: string | null;
}

async function login(email: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email, password: DEMO_PASSWORD },
  });
  return res.json().token;
}

describe("loadDemoDataOnce", () => {
  it("lists at least 60 public cars, all on one page", () => {
    expect(total).toBeGreaterThanOrEqual(60);
    expect(listed).toHaveLength(total);
    expect(listed.every((c) => c.isAvaliable)).toBe(true);
  });

  it("spreads the cars over 12+ cities, 8+ states and all three owners", () => {
    expect(
      new Set(listed.map((c) => `${c.address.state}/${c.address.city}`)).size,
    ).toBeGreaterThanOrEqual(12);
    expect(new Set(listed.map((c) => c.address.state)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(listed.map((c) => c.owner)).size).toBe(3);
    for (const c of listed) {
      expect(c.location).toBe(c.address.city);
      expect(c.address.zipCode).toMatch(/^[1-9]\d{5}$/);
    }
  });

  it("covers every Add car category, fuel type and transmission", () => {
    const present = (key: "category" | "fuel_type" | "transmission") =>
      new Set(listed.map((c) => c[key]));
    expect([...ADD_CAR_CATEGORIES].filter((x) => !present("category").has(x))).toEqual([]);
    expect([...FUEL_TYPES].filter((x) => !present("fuel_type").has(x))).toEqual([]);
    expect([...TRANSMISSIONS].filter((x) => !present("transmission").has(x))).toEqual([]);
  });

  it("prices every car at ₹1,000-₹15,000 a day with 2-12 seats", () => {
    for (const c of listed) {
      expect(c.pricePerDay).toBeGreaterThanOrEqual(1000);
      expect(c.pricePerDay).toBeLessThanOrEqual(15000);
      expect(c.seating_capacity).toBeGreaterThanOrEqual(2);
      expect(c.seating_capacity).toBeLessThanOrEqual(12);
    }
  });

  it("gives every car its own image, served as WebP in both renditions", async () => {
    const urls = listed.flatMap((c) => [c.image, c.imageCard]);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
    }
  });

  it("lets every demo account sign in with the demo password", async () => {
    for (const a of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { email: a.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, a.email).toBe(200);
      expect(res.json().success).toBe(true);
    }
  });

  it("gives the renter a trip at every booking stage, priced by the server", async () => {
    const token = await login(DEMO_ACCOUNTS[3]!.email);
    const res = await t.app.inject({
      url: "/api/bookings/user",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const mine: Booking[] = res.json().bookings;
    expect(mine).toHaveLength(DEMO_BOOKINGS.filter((b) => b.renter === 3).length);
    expect(new Set(mine.map((b) => b.status))).toEqual(new Set(BOOKING_STATUSES));
    const byId = new Map(listed.map((c) => [c._id, c]));
    for (const b of mine) {
      // The stored quote is the car's at the server's rates, lines adding up to the price.
      const car = byId.get(b.car._id)!;
      const q = quoteTrip(
        car,
        b.pickupDate.slice(0, 10),
        b.returnDate.slice(0, 10),
        t.app.config.rates,
      );
      expect(b.price).toBe(q.total);
      expect(b.deposit).toBe(car.securityDeposit);
      expect(b.priceBreakdown.reduce((sum, l) => sum + l.amount, 0)).toBe(b.price);
      expect(b.bookingRef).toMatch(/^GD-[2-9A-HJKMNP-Z]{6}$/);
      expect(b.cancellationPolicy).toBe(car.cancellationPolicy);
      if (b.status === "cancelled") {
        expect(b.cancellationReason).toBeTruthy();
        // Never confirmed: everything refunded.
        expect(b.refund).toMatchObject({ amount: b.price + b.deposit, kept: 0 });
      } else expect(b.refund).toBeNull();
      if (b.status === "completed") {
        expect(b.completedAt).toBeTruthy();
        expect(b.returnDate.slice(0, 10) < indiaToday()).toBe(true);
      }
    }
  });

  it("gives every account read and unread notifications of its own trips", async () => {
    // The owners and the renter with trips (the accounts of issue 29 have none).
    for (const [i, a] of DEMO_ACCOUNTS.slice(0, 4).entries()) {
      const headers = { authorization: `Bearer ${await login(a.email)}` };
      const get = async (url: string) => (await t.app.inject({ url, headers })).json();
      const list: Notification[] = (await get("/api/notifications")).notifications;
      const unread = list.filter((n) => !n.isRead).length;
      expect(unread, a.email).toBeGreaterThan(0);
      expect(list.length - unread, a.email).toBeGreaterThan(0);
      expect(list.length, a.email).toBeLessThan(50);
      expect((await get("/api/notifications/unread-count")).unreadCount).toBe(unread);
      const rented = (await get("/api/bookings/user")).bookings as BookingView[];
      const received = i < 3 ? ((await get("/api/bookings/owner")).bookings as BookingView[]) : [];
      for (const n of list) {
        const toOwner = ["booking_created", "booking_cancelled", "review_received"].includes(
          n.type,
        );
        const trip = (toOwner ? received : rented).find((b) => b._id === n.booking?._id);
        expect(trip, `${a.email} ${n.type}`).toBeDefined();
        expect(n.booking!.car._id).toBe(trip!.car._id);
        expect(n.message).toContain(`${n.booking!.car.brand} ${n.booking!.car.model}`);
        if (n.type.startsWith("review_")) expect(n.review?.car._id).toBe(trip!.car._id);
      }
      if (i === 3) {
        const types = new Set(list.map((n) => n.type));
        for (const type of [
          "booking_confirmed",
          "booking_on_rent",
          "booking_completed",
          "booking_rejected",
          "review_replied",
        ]) {
          expect(types).toContain(type);
        }
      } else {
        expect(list.map((n) => n.type)).toContain("booking_created");
      }
      // Every owner's cars were reviewed in the demo, and each review told its owner.
      if (i < 3) expect(list.map((n) => n.type)).toContain("review_received");
    }
  });

  it("gives every owner a year of completed trips on several cars, for the dashboard", async () => {
    for (const a of DEMO_ACCOUNTS.slice(0, 3)) {
      const headers = { authorization: `Bearer ${await login(a.email)}` };
      const res = await t.app.inject({ url: "/api/bookings/owner", headers });
      const done = (res.json().bookings as BookingView[]).filter((b) => b.status === "completed");
      const months = new Set(done.map((b) => b.pickupDate.slice(0, 7)));
      expect(months.size, a.email).toBeGreaterThanOrEqual(HISTORY_MONTHS - 1);
      expect(new Set(done.map((b) => b.car._id)).size, a.email).toBeGreaterThanOrEqual(5);
      for (const b of done) expect(b.returnDate.slice(0, 10) < indiaToday()).toBe(true);

      const from = addDaysTo(indiaToday(), -360);
      const res2 = await t.app.inject({
        url: `/api/owner/analytics?dateRange=custom&startDate=${from}&endDate=${indiaToday()}`,
        headers,
      });
      expect(res2.statusCode).toBe(200);
      const data: AnalyticsData = res2.json().analyticsData;
      const earning = Object.values(data.monthlyEarnings).filter((v) => v > 0);
      expect(earning.length, a.email).toBeGreaterThanOrEqual(HISTORY_MONTHS - 1);
      expect(data.revenuePerCar.length, a.email).toBeGreaterThanOrEqual(5);
      expect(data.occupancyRates.some((o) => o.occupancyRate > 0)).toBe(true);
    }
  });

  it("gives the first owner requests to accept, and the demo trips hold their days", async () => {
    const token = await login(DEMO_ACCOUNTS[0]!.email);
    const auth = { authorization: `Bearer ${token}` };
    const res = await t.app.inject({ url: "/api/bookings/owner", headers: auth });
    const incoming: BookingView[] = res.json().bookings;
    const pending = incoming.filter((b) => b.status === "pending");
    expect(pending.length).toBeGreaterThanOrEqual(2);
    // None has expired (issue 27): each still has hours left, so the first sweep keeps it.
    for (const b of pending) {
      const left = Date.parse((b as { expiresAt?: string }).expiresAt ?? "") - Date.now();
      expect(left).toBeGreaterThan(12 * 3_600_000);
    }
    const ongoing = incoming.find((b) => b.status === "on_rent")!;
    const dates = await t.app.inject({ url: `/api/bookings/car/${ongoing.car._id}/dates` });
    expect(JSON.stringify(dates.json())).toContain(ongoing.returnDate.slice(0, 10));

    const accept = await t.app.inject({
      method: "POST",
      url: "/api/bookings/change-status",
      headers: auth,
      payload: { bookingId: pending[0]!._id, status: "booked" },
    });
    expect(accept.statusCode).toBe(200);
  });

  it("gives each owner one instant-book car, varied trip rules and future blocked ranges", async () => {
    const instant = listed.filter((c) => c.instantBook);
    expect(instant.map((c) => c.owner).sort()).toEqual(
      [...new Set(listed.map((c) => c.owner))].sort(),
    );
    expect(new Set(listed.map((c) => c.advanceNoticeDays))).toEqual(new Set([0, 1, 2]));
    expect(listed.some((c) => c.minTripDays >= 2 && c.minTripDays <= 3)).toBe(true);
    expect(listed.some((c) => c.maxTripDays >= 14 && c.maxTripDays <= 30)).toBe(true);
    // The newest cars, which browser journeys open first, keep the defaults.
    for (const c of listed.slice(0, 3)) {
      expect(c).toMatchObject({ advanceNoticeDays: 0, minTripDays: 1, maxTripDays: 90 });
    }
    const today = indiaToday();
    for (const [i, a] of DEMO_ACCOUNTS.slice(0, 3).entries()) {
      const auth = { authorization: `Bearer ${await login(a.email)}` };
      const blocks = DEMO_BLOCKS.filter((b) => DEMO_CARS[b.car]![0] === i);
      expect(blocks.length, a.email).toBeGreaterThan(0);
      for (const b of blocks) {
        const car = listed[b.car]!;
        const res = await t.app.inject({
          url: `/api/owner/cars/${car._id}/calendar`,
          headers: auth,
        });
        expect(res.statusCode).toBe(200);
        const range = {
          start: `${addDaysTo(today, b.from)}T00:00:00.000Z`,
          end: `${addDaysTo(today, b.to)}T00:00:00.000Z`,
        };
        expect(res.json().calendar.blocks).toContainEqual(
          expect.objectContaining({ ...range, note: b.note }),
        );
        const dates = await t.app.inject({ url: `/api/bookings/car/${car._id}/dates` });
        expect(dates.json().bookedDates).toContainEqual(range);
      }
    }
  });

  it("shows reviews on the reviewed cars, with averages that match them and owner replies", async () => {
    const reviewed = listed.filter((c) => c.totalReviews > 0);
    expect(reviewed).toHaveLength(new Set(DEMO_REVIEWS.map((r) => r.car)).size);
    expect(reviewed.some((c) => c.totalReviews >= 3)).toBe(true);
    let replies = 0;
    for (const car of reviewed) {
      const res = await t.app.inject({ url: `/api/reviews/car/${car._id}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const ratings: number[] = body.reviews.map((r: { rating: number }) => r.rating);
      const sum = ratings.reduce((a, b) => a + b, 0);
      expect(body.totalReviews).toBe(ratings.length);
      expect(car.totalReviews).toBe(ratings.length);
      expect(body.avgRating).toBe(averageRating(sum, ratings.length));
      expect(car.avgRating).toBe(body.avgRating);
      replies += body.reviews.filter((r: { ownerReply?: unknown }) => r.ownerReply).length;
    }
    expect(replies).toBe(DEMO_REVIEWS.filter((r) => r.reply).length);
    expect(replies).toBeGreaterThan(0);
    expect(listed.filter((c) => c.totalReviews === 0).every((c) => c.avgRating === 0)).toBe(true);
  });

  it("gives each owner their reviews to answer, and leaves Ananya a trip to review", async () => {
    for (const owner of [0, 1, 2]) {
      const token = await login(DEMO_ACCOUNTS[owner]!.email);
      const res = await t.app.inject({
        url: "/api/reviews/owner",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const expected = DEMO_REVIEWS.filter((r) => DEMO_CARS[r.car]![0] === owner);
      expect(res.json().reviews).toHaveLength(expected.length);
    }
    const auth = { authorization: `Bearer ${await login(DEMO_ACCOUNTS[3]!.email)}` };
    const written = (await t.app.inject({ url: "/api/reviews/user", headers: auth })).json();
    expect(written.reviews).toHaveLength(DEMO_REVIEWS.filter((r) => r.renter === 3).length);
    const trips: BookingView[] = (
      await t.app.inject({ url: "/api/bookings/user", headers: auth })
    ).json().bookings;
    const reviewedTrips = new Set(
      written.reviews.map((r: { booking: { _id: string } }) => r.booking._id),
    );
    const open = trips.filter((b) => b.status === "completed" && !reviewedTrips.has(b._id));
    expect(open).toHaveLength(1);
    const review = await t.app.inject({
      method: "POST",
      url: "/api/reviews/create",
      headers: auth,
      payload: { bookingId: open[0]!._id, rating: 5, reviewText: "Quiet, quick and spotless." },
    });
    expect(review.statusCode).toBe(200);
  });

  it("gives the renter and owners verified licences, two renters licences under review, and an operator (issue 29)", async () => {
    const statuses: string[] = [];
    for (const a of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        url: "/api/user/licence",
        headers: { authorization: `Bearer ${await login(a.email)}` },
      });
      expect(res.statusCode, a.email).toBe(200);
      statuses.push(res.json().licence.status);
    }
    expect(statuses).toEqual([
      "verified",
      "verified",
      "verified",
      "verified",
      "pending",
      "pending",
      "not_provided",
    ]);
    const rows = await t.app.db
      .select()
      .from(drivingLicences)
      .orderBy(asc(drivingLicences.submittedAt));
    const pending = rows.filter((r) => r.status === "pending");
    expect(pending).toHaveLength(2);
    expect(pending[0]!.submittedAt.getTime()).toBeLessThan(pending[1]!.submittedAt.getTime());
    for (const r of rows) {
      const photo = await sharp(path.join(t.app.config.privateUploadsDir, r.photo)).metadata();
      expect(photo.format).toBe("webp");
    }
    const [operator] = await t.app.db
      .select({ isOperator: users.isOperator })
      .from(users)
      .where(eq(users.email, "operator@demo.gaadi.in"));
    expect(operator?.isOperator).toBe(true);
    expect(printed).toMatch(/operator@demo\.gaadi\.in\s+operator/);
  });

  it("gives Ananya conversations with her owners, one contact masked, and Rohan three answered inquiries (issue 31)", async () => {
    const rows = await t.app.db
      .select({
        id: conversations.id,
        email: users.email,
        bookingId: conversations.bookingId,
        renterReadId: conversations.renterReadId,
        ownerReadId: conversations.ownerReadId,
        lastMessageId: conversations.lastMessageId,
        replied: conversations.ownerFirstReplyAt,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.ownerId));
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.bookingId === null)).toHaveLength(2);
    const rohan = rows.filter((r) => r.email === "rohan@demo.gaadi.in");
    expect(rohan.filter((r) => r.replied !== null)).toHaveLength(3);
    // Rohan has Ananya's question on her pending request unread; Ananya has Priya's answer unread.
    expect(rohan.filter((r) => r.ownerReadId < (r.lastMessageId ?? 0))).toHaveLength(1);
    const priya = rows.filter((r) => r.email === "priya@demo.gaadi.in");
    expect(priya.map((r) => r.renterReadId < (r.lastMessageId ?? 0))).toEqual([true]);
    const texts = (await t.app.db.select().from(messages).orderBy(asc(messages.id))).map(
      (m) => `${m.masked ? "masked" : "shown"}: ${m.text}`,
    );
    expect(texts).toHaveLength(10);
    expect(texts).toContain(
      "masked: 7 am works. Call me on [contact hidden until the trip] when you reach the society gate.",
    );
    expect(texts.filter((x) => x.includes("98200 12345"))).toEqual([
      expect.stringMatching(/^shown: Yes, it climbs the ghats/),
    ]);
  });

  it("printed the demo accounts and password", () => {
    expect(printed).toContain("==== Demo accounts (DEMO_DATA=on) ====");
    expect(printed).toContain(DEMO_PASSWORD);
    for (const a of DEMO_ACCOUNTS) expect(printed).toContain(a.email);
  });

  it("adds nothing on a second call, and prints the accounts again", async () => {
    let again = "";
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      again += String(chunk);
      return true;
    });
    try {
      const result = await loadDemoDataOnce(t.app);
      expect(result).toMatchObject({ loaded: false, users: 0, cars: 0, bookings: 0 });
    } finally {
      write.mockRestore();
    }
    expect(again).toContain(DEMO_PASSWORD);
    const res = await t.app.inject({ url: "/api/user/cars?limit=100" });
    expect(res.json().total).toBe(total);
  });
});
