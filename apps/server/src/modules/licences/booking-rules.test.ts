/**
 * The licence rules of POST /api/bookings/create with LICENCE_CHECKS on (issue 29 item 3): no
 * licence, one that expires before the return date, a renter under 21 on the pickup date, a
 * rejected licence and an unverified one on an instant-book car are refused and change nothing;
 * a pending licence is enough for a request. With LICENCE_CHECKS off the rules are lifted. The
 * owner's bookings carry the renter's licence status. The quote stays public.
 */
import { addDaysTo, LICENCE_MSG } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day } from "../../../test/bookings-support.js";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";
import {
  giveLicence,
  LICENCE_FIELDS,
  licencePhoto,
  putLicence,
} from "../../../test/licences-support.js";
import { bookings } from "../../db/schema.js";

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([
    buildTestApp({ licenceChecks: true }),
    buildTestApp({ licenceChecks: false }),
  ]);
});
afterAll(async () => {
  await on?.close();
  await off?.close();
});

async function ownerAndCars(t: TestApp) {
  const owner = await createUser(t.app, { role: "owner" });
  const request = await createCar(t.app, owner.id);
  const instant = await createCar(t.app, owner.id, { instantBook: true });
  return { owner, request, instant };
}

const trip = { pickupDate: day(5), returnDate: day(7) };
/** The same day `years` earlier ('YYYY-MM-DD'). */
const yearsBefore = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
const bookingsOf = async (t: TestApp, renterId: string) =>
  t.app.db.select().from(bookings).where(eq(bookings.renterId, renterId));

describe("booking with LICENCE_CHECKS on", () => {
  it.each([
    ["no licence", null, false, 400, LICENCE_MSG.bookingNone],
    [
      "a licence valid until the day before the return",
      { validUntil: addDaysTo(trip.returnDate, -1) },
      false,
      400,
      LICENCE_MSG.bookingExpires,
    ],
    [
      "a renter turning 21 the day after pickup",
      { dateOfBirth: yearsBefore(addDaysTo(trip.pickupDate, 1), 21) },
      false,
      400,
      LICENCE_MSG.bookingUnderAge,
    ],
    [
      "a rejected licence",
      { status: "rejected" as const },
      false,
      403,
      LICENCE_MSG.bookingRejected,
    ],
    [
      "a pending licence on an instant-book car",
      { status: "pending" as const },
      true,
      403,
      LICENCE_MSG.bookingInstantUnverified,
    ],
  ])("refuses %s and writes nothing", async (_name, licence, instantBook, status, message) => {
    const { request, instant } = await ownerAndCars(on);
    const renter = await createUser(on.app);
    if (licence) await giveLicence(on.app, renter.id, licence);
    const car = instantBook ? instant : request;
    const res = await call(on.app, "POST", "/create", renter, { car: car.id, ...trip });
    expect(res).toMatchObject({ status, body: { success: false, message } });
    expect(await bookingsOf(on, renter.id)).toHaveLength(0);
  });

  it("books with a licence valid until the return date, 21 on the pickup date, pending, as a request", async () => {
    const { owner, request } = await ownerAndCars(on);
    const renter = await createUser(on.app);
    const dob = yearsBefore(trip.pickupDate, 21);
    await giveLicence(on.app, renter.id, {
      status: "pending",
      validUntil: trip.returnDate,
      dateOfBirth: dob,
    });
    const res = await call(on.app, "POST", "/create", renter, { car: request.id, ...trip });
    expect(res.status).toBe(200);
    expect(res.body.booking.status).toBe("pending");
    const owners = await call(on.app, "GET", "/owner", owner);
    expect(owners.body.bookings[0]).toMatchObject({ renterLicence: "pending" });
  });

  it("books an instant-book car with a verified licence", async () => {
    const { instant } = await ownerAndCars(on);
    const renter = await createUser(on.app);
    await giveLicence(on.app, renter.id, { status: "verified" });
    const res = await call(on.app, "POST", "/create", renter, { car: instant.id, ...trip });
    expect(res.status).toBe(200);
    expect(res.body.booking.status).toBe("booked");
  });

  it("lets a renter who adds a licence through the profile request a car", async () => {
    const { request } = await ownerAndCars(on);
    const renter = await createUser(on.app);
    expect(
      (await call(on.app, "POST", "/create", renter, { car: request.id, ...trip })).status,
    ).toBe(400);
    const put = await putLicence(
      on.app,
      renter,
      { ...LICENCE_FIELDS, number: "RJ14 2014 7777777" },
      [await licencePhoto()],
    );
    expect(put.status).toBe(200);
    expect(
      (await call(on.app, "POST", "/create", renter, { car: request.id, ...trip })).status,
    ).toBe(200);
  });

  it("keeps the quote public and unchanged", async () => {
    const { request } = await ownerAndCars(on);
    const res = await call(
      on.app,
      "GET",
      `/quote?car=${request.id}&pickupDate=${trip.pickupDate}&returnDate=${trip.returnDate}`,
      null,
    );
    expect(res.status).toBe(200);
  });
});

describe("the owner's bookings", () => {
  it.each([
    [null, "not_provided"],
    [{ status: "verified" as const }, "verified"],
    [{ status: "rejected" as const }, "rejected"],
    [{ status: "verified" as const, validUntil: "2020-01-01" }, "expired"],
  ])("say the renter's licence %j is %s, never the document", async (licence, shown) => {
    const { owner, request } = await ownerAndCars(off);
    const renter = await createUser(off.app);
    if (licence) await giveLicence(off.app, renter.id, licence);
    expect(
      (await call(off.app, "POST", "/create", renter, { car: request.id, ...trip })).status,
    ).toBe(200);
    const res = await call(off.app, "GET", "/owner", owner);
    expect(res.body.bookings[0].renterLicence).toBe(shown);
    expect(JSON.stringify(res.body)).not.toContain("licences/");
  });
});

describe("booking with LICENCE_CHECKS off", () => {
  it("lifts every licence rule: no licence, instant book", async () => {
    const { request, instant } = await ownerAndCars(off);
    const renter = await createUser(off.app);
    expect(
      (await call(off.app, "POST", "/create", renter, { car: request.id, ...trip })).status,
    ).toBe(200);
    const other = await createUser(off.app);
    await giveLicence(off.app, other.id, { status: "pending", dateOfBirth: "2015-01-01" });
    expect(
      (await call(off.app, "POST", "/create", other, { car: instant.id, ...trip })).status,
    ).toBe(200);
  });
});
