import { CAR_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createCar, createUser, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createUser(t.app, { role: "owner" });
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n));
  const cars = {
    swift: {
      brand: "Maruti Suzuki",
      model: "Swift",
      category: "Hatchback",
      pricePerDay: 1500,
      createdAt: at(1),
    },
    creta: {
      brand: "Hyundai",
      model: "Creta",
      category: "SUV",
      transmission: "Automatic",
      fuelType: "Diesel",
      pricePerDay: 3000,
      location: "Bengaluru",
      city: "Bengaluru",
      state: "Karnataka",
      street: "Indiranagar 100 Feet Road",
      createdAt: at(2),
    },
    innova: {
      brand: "Toyota",
      model: "Innova Crysta",
      category: "Van",
      fuelType: "Diesel",
      seatingCapacity: 7,
      pricePerDay: 4000,
      location: "Jaipur",
      city: "Jaipur",
      state: "Rajasthan",
      street: "MI Road",
      createdAt: at(3),
    },
    stateless: {
      brand: "Tata",
      model: "Nexon EV",
      category: "Electric",
      fuelType: "Electric",
      state: "",
      pricePerDay: 2000,
      createdAt: at(4),
    },
    odd: {
      brand: "Odd",
      model: "100%_Fun",
      category: "Coupe",
      street: "Lane 5_B",
      pricePerDay: 999,
      createdAt: at(5),
    },
  };
  for (const [key, overrides] of Object.entries(cars)) {
    ids[key] = (await createCar(t.app, owner.id, overrides)).id;
  }
  await createCar(t.app, owner.id, { brand: "Hidden", isAvailable: false });
  await createCar(t.app, owner.id, { brand: "Deleted", deletedAt: new Date() });
});
afterAll(() => t.close());

async function list(query = "") {
  const res = await t.app.inject({ method: "GET", url: `/api/user/cars${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const found = async (query: string) =>
  (await list(query)).cars
    .map((c: { _id: string }) => Object.keys(ids).find((k) => ids[k] === c._id))
    .sort();

describe("GET /api/user/cars", () => {
  it("answers bare with every public car, newest first, and no paging fields", async () => {
    const body = await list();
    expect(Object.keys(body).sort()).toEqual(["cars", "success"]);
    expect(body.cars.map((c: { _id: string }) => c._id)).toEqual(
      ["odd", "stateless", "innova", "creta", "swift"].map((k) => ids[k]),
    );
    expect(body.cars[0]).toHaveProperty("isAvaliable", true);
  });

  it("searches brand, model, category, transmission, location, city, state and street, any case", async () => {
    expect(await found("?search=MARUTI")).toEqual(["swift"]);
    expect(await found("?search=crysta")).toEqual(["innova"]);
    expect(await found("?search=hatchBACK")).toEqual(["swift"]);
    expect(await found("?search=automatic")).toEqual(["creta"]);
    expect(await found("?search=bengaluru")).toEqual(["creta"]);
    expect(await found("?search=rajasthan")).toEqual(["innova"]);
    expect(await found("?search=100%20feet")).toEqual(["creta"]);
    expect(await found("?search=mi%20road")).toEqual(["innova"]);
    expect(await found("?search=diesel")).toEqual([]);
  });

  it("matches % and _ in the search term literally", async () => {
    expect(await found("?search=100%25")).toEqual(["odd"]);
    expect(await found("?search=5_b")).toEqual(["odd"]);
    expect(await found("?search=%25")).toEqual(["odd"]);
    expect(await found("?search=_")).toEqual(["odd"]);
  });

  it("filters by state, with 'Other' for a car without one", async () => {
    expect(await found("?state=Karnataka")).toEqual(["creta"]);
    expect(await found("?state=Other")).toEqual(["stateless"]);
    expect(await found("?state=other")).toEqual(["stateless"]);
  });

  it("filters brand, category, fuel type and transmission exactly, any case", async () => {
    expect(await found("?brand=hyundai")).toEqual(["creta"]);
    expect(await found("?brand=Hyun")).toEqual([]);
    expect(await found("?category=suv")).toEqual(["creta"]);
    expect(await found("?fuelType=DIESEL")).toEqual(["creta", "innova"]);
    expect(await found("?transmission=manual")).toEqual(["innova", "odd", "stateless", "swift"]);
  });

  it("matches seats exactly and prices inclusively", async () => {
    expect(await found("?seatingCapacity=7")).toEqual(["innova"]);
    expect(await found("?minPrice=2000&maxPrice=3000")).toEqual(["creta", "stateless"]);
    expect(await found("?maxPrice=1500")).toEqual(["odd", "swift"]);
    expect(await found("?minPrice=4000")).toEqual(["innova"]);
    expect(await found("?minPrice=3001&maxPrice=3999")).toEqual([]);
  });

  it("combines filters", async () => {
    expect(await found("?fuelType=Diesel&maxPrice=3500&state=Karnataka")).toEqual(["creta"]);
  });

  it("pages with a total across pages", async () => {
    const first = await list("?page=1&limit=2");
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(first.cars.map((c: { _id: string }) => c._id)).toEqual([ids.odd, ids.stateless]);
    const third = await list("?page=3&limit=2");
    expect(third.cars.map((c: { _id: string }) => c._id)).toEqual([ids.swift]);
    expect((await list("?page=4&limit=2")).cars).toEqual([]);
    expect(await list("?fuelType=Diesel")).toMatchObject({ total: 2, page: 1, limit: 24 });
  });

  it("ignores blank parameters and refuses bad numbers with 400", async () => {
    expect(Object.keys(await list("?search=&state=")).sort()).toEqual(["cars", "success"]);
    const res = await t.app.inject({ method: "GET", url: "/api/user/cars?minPrice=cheap" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("minPrice must be a whole number of rupees, 0 or more");
    const big = await t.app.inject({ method: "GET", url: "/api/user/cars?limit=1000" });
    expect(big.statusCode).toBe(400);
  });
});

describe("GET /api/user/cars/facets", () => {
  it("lists the brands and states of public cars, 'Other' last", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/cars/facets" });
    expect(res.json()).toEqual({
      success: true,
      brands: ["Hyundai", "Maruti Suzuki", "Odd", "Tata", "Toyota"],
      states: ["Karnataka", "Maharashtra", "Rajasthan", "Other"],
    });
  });
});

describe("GET /api/user/cars/:id", () => {
  it("answers a public car", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/user/cars/${ids.creta}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().car).toMatchObject({
      _id: ids.creta,
      brand: "Hyundai",
      seating_capacity: 5,
      fuel_type: "Diesel",
      address: { city: "Bengaluru", state: "Karnataka", street: "Indiranagar 100 Feet Road" },
    });
  });

  it("answers 404 'Car not found' for unknown and non-UUID ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc", "1%27%20or%201=1"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/user/cars/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: CAR_MSG.carNotFound });
    }
  });
});
