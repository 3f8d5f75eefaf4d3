/**
 * Cities and states by their older or common names (issue 25 item 15, city-aliases.ts), as a
 * client of the seed's lineage sends them: add-car and edit-car store the listed name, and the
 * listing's search, its pickupLocation and state filters, and check-availability find the car
 * under either name.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, day } from "../../../test/bookings-support.js";
import { addCarViaApi, carData, postCarForm } from "../../../test/cars-support.js";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";

let t: TestApp;
let owner: TestUser;
/** The car added as 'Bangalore'. */
let bangalore: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { role: "owner" });
  bangalore = await addCarViaApi(t.app, owner.auth, {
    brand: "Tata",
    model: "Nexon",
    address: { state: "karnataka", city: "Bangalore", street: "MG Road" },
  });
});
afterAll(() => t.close());

const publicCar = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/user/cars/${id}` })).json().car;

/** The ids of the listing's cars for `query`. */
async function listed(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/user/cars?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cars.map((c: { _id: string }) => c._id);
}

describe("add-car and edit-car", () => {
  it("store a city given by its older name under the listed one", async () => {
    expect(await publicCar(bangalore)).toMatchObject({
      location: "Bengaluru",
      address: { state: "Karnataka", city: "Bengaluru", street: "MG Road" },
    });
  });

  it("read an older state name, and a city spelled with other spaces and hyphens", async () => {
    const id = await addCarViaApi(t.app, owner.auth, {
      address: { state: "Orissa", city: "Bhubaneshwar" },
    });
    expect((await publicCar(id)).address).toMatchObject({ state: "Odisha", city: "Bhubaneswar" });
    const res = await postCarForm(t.app, "/api/owner/edit-car", owner.auth, {
      carId: id,
      carData: JSON.stringify(carData({ address: { state: "Haryana", city: "Gurgaon" } })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().car).toMatchObject({
      location: "Gurugram",
      address: { state: "Haryana", city: "Gurugram" },
    });
  });

  it("still refuse a city of another state", async () => {
    const res = await postCarForm(t.app, "/api/owner/add-car", owner.auth, {
      carData: JSON.stringify(carData({ address: { state: "Karnataka", city: "Bombay" } })),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("the listing", () => {
  it("finds the Bengaluru car by search=Bangalore and pickupLocation=Bangalore", async () => {
    expect(await listed("search=Bangalore")).toEqual([bangalore]);
    expect(await listed("search=bengaluru")).toEqual([bangalore]);
    expect(await listed("pickupLocation=BANGALORE")).toEqual([bangalore]);
    expect(
      await listed(`pickupLocation=Bangalore&pickupDate=${day(5)}&returnDate=${day(6)}`),
    ).toEqual([bangalore]);
  });

  it("matches an older name both as the city and as the text it is", async () => {
    const other = await createUser(t.app, { role: "owner" });
    const chennai = await createCar(t.app, other.id, {
      city: "Chennai",
      location: "Chennai",
      state: "Tamil Nadu",
      street: "Anna Salai",
    });
    const street = await createCar(t.app, other.id, {
      city: "Bengaluru",
      location: "Bengaluru",
      state: "Karnataka",
      street: "Old Madras Road",
    });
    expect((await listed("search=Madras")).sort()).toEqual([chennai.id, street.id].sort());
  });

  it("reads an older state name in the state filter", async () => {
    const other = await createUser(t.app, { role: "owner" });
    const puri = await createCar(t.app, other.id, {
      city: "Puri",
      location: "Puri",
      state: "Odisha",
    });
    expect(await listed("state=Orissa")).toContain(puri.id);
  });
});

describe("POST /api/bookings/check-availability", () => {
  it("finds a Mumbai car for 'Bombay'", async () => {
    const other = await createUser(t.app, { role: "owner" });
    const mumbai = await createCar(t.app, other.id, {
      city: "Mumbai",
      location: "Mumbai",
      state: "Maharashtra",
    });
    const res = await call(t.app, "POST", "/check-availability", null, {
      location: "Bombay",
      pickupDate: day(3),
      returnDate: day(4),
    });
    expect(res.status).toBe(200);
    expect(res.body.availableCars.map((c: { _id: string }) => c._id)).toEqual([mumbai.id]);
  });
});
