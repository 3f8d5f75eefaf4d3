/**
 * Trip rules and instant book on add-car and edit-car (issue 15 items 2 and 3): carData's
 * advanceNoticeDays, minTripDays, maxTripDays and instantBook through multipart JSON, the
 * defaults when absent, an edit that leaves them out keeping the stored values, and a minimum
 * above the maximum refused whether both are sent or one meets the stored other.
 */
import { TRIP_RULE_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addCarViaApi,
  type carData,
  postAddCar,
  postEditCar,
  publicCarOf,
} from "../../../test/cars-support.js";
import { buildTestApp, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: "owner" });
});
afterAll(() => t.close());

const add = (overrides: Parameters<typeof carData>[0]) => postAddCar(t.app, owner.auth, overrides);
const edit = (carId: string, overrides: Parameters<typeof carData>[0]) =>
  postEditCar(t.app, owner.auth, carId, overrides);
const rulesOf = (car: Record<string, unknown>) => ({
  advanceNoticeDays: car.advanceNoticeDays,
  minTripDays: car.minTripDays,
  maxTripDays: car.maxTripDays,
  instantBook: car.instantBook,
});
const publicCar = (id: string) => publicCarOf(t.app, id);

describe("trip rules on add-car", () => {
  it("defaults to today's behaviour: no notice, 1 to 90 days, instant book off", async () => {
    const id = await addCarViaApi(t.app, owner.auth);
    expect(rulesOf(await publicCar(id))).toEqual({
      advanceNoticeDays: 0,
      minTripDays: 1,
      maxTripDays: 90,
      instantBook: false,
    });
  });

  it("stores the rules sent in multipart carData, strings and 'true' included", async () => {
    const res = await add({
      advanceNoticeDays: "2",
      minTripDays: 3,
      maxTripDays: "14",
      instantBook: "true",
    });
    expect(res.statusCode).toBe(200);
    const rules = { advanceNoticeDays: 2, minTripDays: 3, maxTripDays: 14, instantBook: true };
    expect(rulesOf(res.json().car)).toEqual(rules);
    expect(rulesOf(await publicCar(res.json().car._id))).toEqual(rules);
  });

  it("refuses values out of range and a minimum above the maximum with 400", async () => {
    const cases: [Parameters<typeof carData>[0], string][] = [
      [{ advanceNoticeDays: 8 }, TRIP_RULE_MSG.advanceNotice],
      [{ minTripDays: 0 }, TRIP_RULE_MSG.minTrip],
      [{ maxTripDays: 91 }, TRIP_RULE_MSG.maxTrip],
      [{ minTripDays: 1.5 }, TRIP_RULE_MSG.minTrip],
      [{ minTripDays: 10, maxTripDays: 5 }, TRIP_RULE_MSG.tripRange],
      [{ instantBook: "maybe" }, TRIP_RULE_MSG.instantBook],
    ];
    for (const [overrides, message] of cases) {
      const res = await add(overrides);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }
  });
});

describe("trip rules on edit-car", () => {
  it("keeps the stored rules when carData leaves them out", async () => {
    const id = await addCarViaApi(t.app, owner.auth, {
      advanceNoticeDays: 1,
      minTripDays: 2,
      maxTripDays: 30,
      instantBook: true,
    });
    const res = await edit(id, { pricePerDay: 4000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().car).toMatchObject({
      pricePerDay: 4000,
      advanceNoticeDays: 1,
      minTripDays: 2,
      maxTripDays: 30,
      instantBook: true,
    });
  });

  it("changes only the rules sent", async () => {
    const id = await addCarViaApi(t.app, owner.auth, { minTripDays: 2, maxTripDays: 30 });
    const res = await edit(id, { maxTripDays: 7, instantBook: false, advanceNoticeDays: 3 });
    expect(rulesOf(res.json().car)).toEqual({
      advanceNoticeDays: 3,
      minTripDays: 2,
      maxTripDays: 7,
      instantBook: false,
    });
  });

  it("refuses one bound that contradicts the stored other: 400, nothing changed", async () => {
    const id = await addCarViaApi(t.app, owner.auth, { minTripDays: 5, maxTripDays: 10 });
    for (const overrides of [{ maxTripDays: 4 }, { minTripDays: 11 }]) {
      const res = await edit(id, { ...overrides, pricePerDay: 9999 });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { success: false, message: TRIP_RULE_MSG.tripRange },
      });
    }
    expect(await publicCar(id)).toMatchObject({
      minTripDays: 5,
      maxTripDays: 10,
      pricePerDay: 3200,
    });
  });
});
