/**
 * The car's pricing fields on add-car and edit-car (issue 27 item 1 and 3): carData's
 * weeklyDiscountPercent, monthlyDiscountPercent, securityDeposit and cancellationPolicy
 * through multipart JSON, the defaults when absent (no discount, no deposit, flexible), an
 * edit that leaves them out keeping the stored values, every car answer carrying them, and a
 * 400 naming each broken rule with nothing stored.
 */
import { PRICE_MSG } from "@gaadi/shared";
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
const pricingOf = (car: Record<string, unknown>) => ({
  weeklyDiscountPercent: car.weeklyDiscountPercent,
  monthlyDiscountPercent: car.monthlyDiscountPercent,
  securityDeposit: car.securityDeposit,
  cancellationPolicy: car.cancellationPolicy,
});
const publicCar = (id: string) => publicCarOf(t.app, id);
const ownerCar = async (id: string) =>
  (await t.app.inject({ method: "GET", url: "/api/owner/cars", headers: owner.auth }))
    .json()
    .cars.find((c: { _id: string }) => c._id === id);

describe("pricing fields on add-car", () => {
  it("default to no discount, no deposit and the flexible policy", async () => {
    const id = await addCarViaApi(t.app, owner.auth);
    expect(pricingOf(await publicCar(id))).toEqual({
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      securityDeposit: 0,
      cancellationPolicy: "flexible",
    });
  });

  it("stores those sent in multipart carData (numbers as strings too), in every answer", async () => {
    const res = await add({
      weeklyDiscountPercent: "10",
      monthlyDiscountPercent: 25,
      securityDeposit: "5000",
      cancellationPolicy: "strict",
    });
    expect(res.statusCode).toBe(200);
    const pricing = {
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 25,
      securityDeposit: 5000,
      cancellationPolicy: "strict",
    };
    expect(pricingOf(res.json().car)).toEqual(pricing);
    expect(pricingOf(await publicCar(res.json().car._id))).toEqual(pricing);
    expect(pricingOf(await ownerCar(res.json().car._id))).toEqual(pricing);
  });

  it("accepts the limits themselves: 0 and 50 %, ₹0 and ₹50,000", async () => {
    for (const [discount, deposit] of [
      [0, 0],
      [50, 50_000],
    ]) {
      const res = await add({
        weeklyDiscountPercent: discount,
        monthlyDiscountPercent: discount,
        securityDeposit: deposit,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it("refuses each rule broken with a 400 naming it, storing nothing", async () => {
    const before = (
      await t.app.inject({ method: "GET", url: "/api/owner/cars", headers: owner.auth })
    ).json().cars.length;
    const cases: [Parameters<typeof carData>[0], string][] = [
      [{ weeklyDiscountPercent: 51 }, PRICE_MSG.weeklyDiscount],
      [{ weeklyDiscountPercent: -1 }, PRICE_MSG.weeklyDiscount],
      [{ weeklyDiscountPercent: 12.5 }, PRICE_MSG.weeklyDiscount],
      [{ monthlyDiscountPercent: 51 }, PRICE_MSG.monthlyDiscount],
      [{ monthlyDiscountPercent: "lots" }, PRICE_MSG.monthlyDiscount],
      [{ securityDeposit: 50_001 }, PRICE_MSG.securityDeposit],
      [{ securityDeposit: -5 }, PRICE_MSG.securityDeposit],
      [{ securityDeposit: 99.5 }, PRICE_MSG.securityDeposit],
      [{ cancellationPolicy: "lenient" }, PRICE_MSG.cancellationPolicy],
      [{ cancellationPolicy: 3 }, PRICE_MSG.cancellationPolicy],
    ];
    for (const [overrides, message] of cases) {
      const res = await add(overrides);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }
    const after = (
      await t.app.inject({ method: "GET", url: "/api/owner/cars", headers: owner.auth })
    ).json().cars.length;
    expect(after).toBe(before);
  });
});

describe("pricing fields on edit-car", () => {
  it("keeps the stored values when carData leaves them out", async () => {
    const id = await addCarViaApi(t.app, owner.auth, {
      weeklyDiscountPercent: 15,
      monthlyDiscountPercent: 30,
      securityDeposit: 2000,
      cancellationPolicy: "moderate",
    });
    const res = await edit(id, { pricePerDay: 4000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().car).toMatchObject({
      pricePerDay: 4000,
      weeklyDiscountPercent: 15,
      monthlyDiscountPercent: 30,
      securityDeposit: 2000,
      cancellationPolicy: "moderate",
    });
  });

  it("changes only those sent", async () => {
    const id = await addCarViaApi(t.app, owner.auth, { weeklyDiscountPercent: 5 });
    const res = await edit(id, { cancellationPolicy: "strict", securityDeposit: 10_000 });
    expect(pricingOf(res.json().car)).toEqual({
      weeklyDiscountPercent: 5,
      monthlyDiscountPercent: 0,
      securityDeposit: 10_000,
      cancellationPolicy: "strict",
    });
  });

  it("refuses a broken rule with 400 and changes nothing", async () => {
    const id = await addCarViaApi(t.app, owner.auth, { securityDeposit: 1000 });
    const res = await edit(id, { securityDeposit: 60_000, pricePerDay: 9999 });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { success: false, message: PRICE_MSG.securityDeposit },
    });
    expect(await publicCar(id)).toMatchObject({ securityDeposit: 1000, pricePerDay: 3200 });
  });
});
