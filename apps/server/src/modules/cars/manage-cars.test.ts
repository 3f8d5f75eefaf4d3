import { existsSync } from "node:fs";
import path from "node:path";
import { type BookingStatus, CAR_DELETE_MSG, CAR_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_FEES, PLAIN_PRICING } from "../../../test/bookings-support.js";
import { addCarViaApi } from "../../../test/cars-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";
import { bookings } from "../../db/schema.js";
import { quoteColumns } from "../bookings/mapper.js";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let renter: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: "owner" });
  other = await createUser(t.app, { role: "owner" });
  renter = await createUser(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, auth: Record<string, string> = owner.auth) =>
  t.app.inject({ method: "POST", url, headers: auth, payload: payload as object });
const ownerCars = (auth: Record<string, string> = owner.auth) =>
  t.app.inject({ method: "GET", url: "/api/owner/cars", headers: auth });

/** ₹2,000 a day, no discount or deposit. */
const PRICED = { ...PLAIN_PRICING, pricePerDay: 2000 };
let day = 0;
/** A booking row of `status` on the car, on its own future dates. */
async function book(carId: string, status: BookingStatus) {
  day += 3;
  const date = (n: number) => new Date(Date.UTC(2030, 0, 1 + n)).toISOString().slice(0, 10);
  await t.app.db.insert(bookings).values({
    carId,
    renterId: renter.id,
    ownerId: owner.id,
    pickupDate: date(day),
    returnDate: date(day + 1),
    ...quoteColumns(PRICED, date(day), date(day + 1), NO_FEES),
    status,
  });
}

describe("GET /api/owner/cars", () => {
  it("lists the owner's own cars, hidden ones included, newest first, without deleted ones", async () => {
    const me = await createUser(t.app, { role: "owner" });
    const older = await createCar(t.app, me.id, { createdAt: new Date("2026-01-01T00:00:00Z") });
    const hidden = await createCar(t.app, me.id, { isAvailable: false });
    await createCar(t.app, me.id, { deletedAt: new Date() });
    await createCar(t.app, other.id);
    const res = await ownerCars(me.auth);
    expect(res.statusCode).toBe(200);
    const ids = res.json().cars.map((c: { _id: string }) => c._id);
    expect(ids).toEqual([hidden.id, older.id]);
    expect(res.json().cars[0]).toMatchObject({ isAvaliable: false, owner: me.id });
  });

  it("answers 401 without a session and 403 for a non-owner", async () => {
    expect((await ownerCars({})).statusCode).toBe(401);
    const res = await ownerCars(renter.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Owner access required for this page");
  });
});

describe("POST /api/owner/toggle-car", () => {
  it("hides and shows the car, and the public sees it only when shown", async () => {
    const car = await createCar(t.app, owner.id);
    const hide = await post("/api/owner/toggle-car", { carId: car.id });
    expect(hide.json()).toEqual({ success: true, message: CAR_MSG.carHidden, isAvaliable: false });
    const gone = await t.app.inject({ method: "GET", url: `/api/user/cars/${car.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CAR_MSG.carNotFound);
    const list = (await t.app.inject({ method: "GET", url: "/api/user/cars" })).json().cars;
    expect(list.map((c: { _id: string }) => c._id)).not.toContain(car.id);
    const show = await post("/api/owner/toggle-car", { carId: car.id });
    expect(show.json()).toEqual({ success: true, message: CAR_MSG.carShown, isAvaliable: true });
    expect(
      (await t.app.inject({ method: "GET", url: `/api/user/cars/${car.id}` })).statusCode,
    ).toBe(200);
  });

  it("refuses another owner's car (403), unknown ids (404) and a missing carId (400)", async () => {
    const car = await createCar(t.app, owner.id);
    const res = await post("/api/owner/toggle-car", { carId: car.id }, other.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CAR_MSG.updateOwn);
    expect((await post("/api/owner/toggle-car", { carId: "42" })).statusCode).toBe(404);
    const missing = await post("/api/owner/toggle-car", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(CAR_MSG.carIdRequired);
  });

  it("answers 401 without a session and 403 for a non-owner", async () => {
    const car = await createCar(t.app, owner.id);
    expect((await post("/api/owner/toggle-car", { carId: car.id }, {})).statusCode).toBe(401);
    expect((await post("/api/owner/toggle-car", { carId: car.id }, renter.auth)).statusCode).toBe(
      403,
    );
  });
});

describe("POST /api/owner/delete-car", () => {
  it("soft-deletes the car and removes its image files", async () => {
    const id = await addCarViaApi(t.app, owner.auth);
    const [row] = (await ownerCars()).json().cars.filter((c: { _id: string }) => c._id === id);
    const res = await post("/api/owner/delete-car", { carId: id });
    expect(res.json()).toEqual({ success: true, message: CAR_MSG.carDeleted });
    expect((await ownerCars()).json().cars.map((c: { _id: string }) => c._id)).not.toContain(id);
    expect((await t.app.inject({ method: "GET", url: `/api/user/cars/${id}` })).statusCode).toBe(
      404,
    );
    expect(existsSync(path.join(t.app.config.dataDir, row.image.slice(1)))).toBe(false);
    expect((await post("/api/owner/delete-car", { carId: id })).statusCode).toBe(404);
  });

  it.each(["pending", "booked", "on_rent"] as const)(
    "refuses 409 while a booking is %s",
    async (status) => {
      const car = await createCar(t.app, owner.id);
      await book(car.id, status);
      const res = await post("/api/owner/delete-car", { carId: car.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: CAR_DELETE_MSG.hasTrips });
    },
  );

  it("allows it with only completed or cancelled bookings, keeping the image for their history", async () => {
    const id = await addCarViaApi(t.app, owner.auth);
    await book(id, "completed");
    await book(id, "cancelled");
    const image = (await t.app.inject({ method: "GET", url: `/api/user/cars/${id}` })).json().car
      .image;
    expect((await post("/api/owner/delete-car", { carId: id })).statusCode).toBe(200);
    expect(existsSync(path.join(t.app.config.dataDir, image.slice(1)))).toBe(true);
  });

  it("refuses another owner's car with 403 'You can only delete your own cars'", async () => {
    const car = await createCar(t.app, owner.id);
    const res = await post("/api/owner/delete-car", { carId: car.id }, other.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: "You can only delete your own cars" });
  });

  it("answers 404 for a non-UUID id, 401 without a session, 403 for a non-owner", async () => {
    expect((await post("/api/owner/delete-car", { carId: "abc" })).statusCode).toBe(404);
    const car = await createCar(t.app, owner.id);
    expect((await post("/api/owner/delete-car", { carId: car.id }, {})).statusCode).toBe(401);
    expect((await post("/api/owner/delete-car", { carId: car.id }, renter.auth)).statusCode).toBe(
      403,
    );
  });
});
