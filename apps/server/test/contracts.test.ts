/**
 * The shared response schemas are the contract (issue 9): representative routes of every
 * area (notifications included) answer bodies that the @gaadi/shared schema parses back to
 * exactly the same value (no field missing, none extra), on success and on refusal.
 */
import {
  addDaysTo,
  blockDatesResponse,
  bookedDatesResponse,
  cancelBookingResponse,
  cancellationPreviewResponse,
  carCalendarResponse,
  carDetailResponse,
  carFacetsResponse,
  carListResponse,
  changeStatusResponse,
  checkAvailabilityResponse,
  createBookingResponse,
  errorResponse,
  healthResponse,
  indiaToday,
  loginResponse,
  markAllReadResponse,
  markReadResponse,
  messageResponse,
  type Notification,
  notificationsResponse,
  ownerBookingsResponse,
  ownerCarsResponse,
  quoteResponse,
  receiptResponse,
  toggleCarResponse,
  unreadCountResponse,
  userBookingsResponse,
  userDataResponse,
} from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildTestApp, createCar, createUser, type TestApp, type TestUser } from "./helpers.js";

let t: TestApp;
let owner: TestUser;
let renter: TestUser;
let carId: string;
const pickupDate = addDaysTo(indiaToday(), 3);
const returnDate = addDaysTo(indiaToday(), 5);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: "owner" });
  renter = await createUser(t.app);
  carId = (await createCar(t.app, owner.id)).id;
});
afterAll(() => t.close());

/** Calls the API and checks the status and that `schema` parses the body unchanged. */
async function expectAnswer(
  request: {
    method: "GET" | "POST" | "PUT" | "DELETE";
    url: string;
    user?: TestUser;
    payload?: object;
  },
  status: number,
  schema: z.ZodType,
) {
  const res = await t.app.inject({
    method: request.method,
    url: `/api${request.url}`,
    ...(request.user ? { headers: request.user.auth } : {}),
    ...(request.payload ? { payload: request.payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(schema.parse(body)).toEqual(body);
  return body;
}

describe("accounts", () => {
  it("login and user data answer the shared shapes; a wrong password is an error body", async () => {
    const login = { email: renter.email, password: renter.password };
    const body = await expectAnswer(
      { method: "POST", url: "/user/login", payload: login },
      200,
      loginResponse,
    );
    expect(body.token.split(".")).toHaveLength(3);
    await expectAnswer({ method: "GET", url: "/user/data", user: renter }, 200, userDataResponse);
    const wrong = { ...login, password: "not-the-password" };
    await expectAnswer({ method: "POST", url: "/user/login", payload: wrong }, 401, errorResponse);
    await expectAnswer({ method: "GET", url: "/user/data" }, 401, errorResponse);
    const badEmail = { email: "not an address" };
    await expectAnswer(
      { method: "POST", url: "/otp/send-otp", payload: badEmail },
      400,
      errorResponse,
    );
  });
});

describe("cars", () => {
  it("the public catalogue answers the shared shapes; an unknown car is an error body", async () => {
    const page = await expectAnswer(
      { method: "GET", url: "/user/cars?page=1" },
      200,
      carListResponse,
    );
    expect(page.total).toBe(1);
    await expectAnswer({ method: "GET", url: "/user/cars" }, 200, carListResponse);
    await expectAnswer({ method: "GET", url: "/user/cars/facets" }, 200, carFacetsResponse);
    await expectAnswer({ method: "GET", url: `/user/cars/${carId}` }, 200, carDetailResponse);
    await expectAnswer({ method: "GET", url: "/user/cars/nope" }, 404, errorResponse);
  });

  it("the owner's calls answer the shared shapes; a non-owner gets an error body", async () => {
    await expectAnswer({ method: "GET", url: "/owner/cars", user: owner }, 200, ownerCarsResponse);
    await expectAnswer({ method: "GET", url: "/owner/cars", user: renter }, 403, errorResponse);
    const toggle = { method: "POST" as const, url: "/owner/toggle-car", user: owner };
    await expectAnswer({ ...toggle, payload: { carId } }, 200, toggleCarResponse);
    await expectAnswer({ ...toggle, payload: { carId } }, 200, toggleCarResponse);
    await expectAnswer({ ...toggle, payload: {} }, 400, errorResponse);
  });
});

describe("bookings", () => {
  it("create, lists, dates, availability and change-status answer the shared shapes", async () => {
    const create = { method: "POST" as const, url: "/bookings/create", user: renter };
    const dates = { car: carId, pickupDate, returnDate };
    const { booking } = await expectAnswer(
      { ...create, payload: dates },
      200,
      createBookingResponse,
    );
    await expectAnswer({ ...create, payload: dates }, 409, errorResponse);
    await expectAnswer(
      { method: "GET", url: "/bookings/user", user: renter },
      200,
      userBookingsResponse,
    );
    await expectAnswer(
      { method: "GET", url: "/bookings/owner", user: owner },
      200,
      ownerBookingsResponse,
    );
    await expectAnswer(
      { method: "GET", url: `/bookings/car/${carId}/dates` },
      200,
      bookedDatesResponse,
    );
    const search = { location: "Pune", pickupDate, returnDate: addDaysTo(returnDate, 1) };
    const free = await expectAnswer(
      { method: "POST", url: "/bookings/check-availability", payload: search },
      200,
      checkAvailabilityResponse,
    );
    expect(free.availableCars).toEqual([]);
    const change = { method: "POST" as const, url: "/bookings/change-status", user: owner };
    await expectAnswer(
      { ...change, payload: { bookingId: booking._id, status: "booked" } },
      200,
      changeStatusResponse,
    );
    await expectAnswer(
      { ...change, payload: { bookingId: booking._id, status: "completed" } },
      409,
      errorResponse,
    );
  });
});

describe("notifications", () => {
  it("the bookings above notified owner and renter; every call answers the shared shapes", async () => {
    const list = await expectAnswer(
      { method: "GET", url: "/notifications", user: owner },
      200,
      notificationsResponse,
    );
    expect(list.notifications.map((n: Notification) => n.type)).toEqual(["booking_created"]);
    const count = { method: "GET" as const, url: "/notifications/unread-count", user: renter };
    expect((await expectAnswer(count, 200, unreadCountResponse)).unreadCount).toBe(1);
    const id = list.notifications[0]._id;
    const read = { method: "PUT" as const, url: `/notifications/${id}/read` };
    await expectAnswer({ ...read, user: owner }, 200, markReadResponse);
    await expectAnswer({ ...read, user: renter }, 404, errorResponse);
    const all = { method: "PUT" as const, url: "/notifications/mark-all-read" };
    await expectAnswer({ ...all, user: renter }, 200, markAllReadResponse);
    await expectAnswer(all, 401, errorResponse);
  });
});

describe("calendar", () => {
  it("the calendar, block and unblock answer the shared shapes; refusals are error bodies", async () => {
    const url = `/owner/cars/${carId}`;
    const block = { start: addDaysTo(indiaToday(), 20), end: addDaysTo(indiaToday(), 21) };
    const post = { method: "POST" as const, url: `${url}/blocks`, user: owner, payload: block };
    const made = await expectAnswer(post, 200, blockDatesResponse);
    await expectAnswer(post, 409, errorResponse);
    await expectAnswer({ ...post, user: renter }, 403, errorResponse);
    const calendar = await expectAnswer(
      { method: "GET", url: `${url}/calendar`, user: owner },
      200,
      carCalendarResponse,
    );
    expect(calendar.calendar.blocks).toEqual([made.block]);
    const remove = { method: "DELETE" as const, url: `${url}/blocks/${made.block._id}` };
    await expectAnswer({ ...remove, user: owner }, 200, messageResponse);
    await expectAnswer({ ...remove, user: owner }, 404, errorResponse);
    await expectAnswer(remove, 401, errorResponse);
  });
});

describe("health", () => {
  it("answers the shared shape", async () => {
    await expectAnswer({ method: "GET", url: "/health" }, 200, healthResponse);
  });
});

// After notifications, whose test counts what the bookings above wrote.
describe("pricing (issue 27)", () => {
  it("the quote, the cancellation preview, the receipt and the cancel answer the shared shapes", async () => {
    const later = addDaysTo(returnDate, 20);
    const query = `car=${carId}&pickupDate=${later}&returnDate=${addDaysTo(later, 2)}`;
    await expectAnswer({ method: "GET", url: `/bookings/quote?${query}` }, 200, quoteResponse);
    await expectAnswer(
      { method: "GET", url: `/bookings/quote?car=${carId}&pickupDate=${later}` },
      400,
      errorResponse,
    );
    const { booking } = await expectAnswer(
      {
        method: "POST",
        url: "/bookings/create",
        user: renter,
        payload: { car: carId, pickupDate: later, returnDate: addDaysTo(later, 2) },
      },
      200,
      createBookingResponse,
    );
    const preview = `/bookings/${booking._id}/cancellation`;
    await expectAnswer(
      { method: "GET", url: preview, user: renter },
      200,
      cancellationPreviewResponse,
    );
    await expectAnswer({ method: "GET", url: preview, user: owner }, 403, errorResponse);
    // The receipt (issue 27 item 5): the renter's and the owner's statement, one shape.
    const receipt = `/bookings/${booking._id}/receipt`;
    await expectAnswer({ method: "GET", url: receipt, user: renter }, 200, receiptResponse);
    await expectAnswer({ method: "GET", url: receipt, user: owner }, 200, receiptResponse);
    await expectAnswer({ method: "GET", url: receipt }, 401, errorResponse);
    await expectAnswer(
      {
        method: "POST",
        url: "/bookings/cancel",
        user: renter,
        payload: { bookingId: booking._id, cancellationReason: "Plans changed" },
      },
      200,
      cancelBookingResponse,
    );
  });
});
