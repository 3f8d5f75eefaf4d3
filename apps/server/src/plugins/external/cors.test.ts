/**
 * Clients on other origins (issue 25 item 15): CORS_ORIGINS admits the listed origins to the
 * API, preflight included, and lets their pages show its images (Cross-Origin-Resource-Policy);
 * an origin not listed gets no CORS header, and without CORS_ORIGINS nothing changes. A bare
 * token in Authorization is a session like 'Bearer <token>'.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ACCOUNT_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  createCar,
  createUser,
  type TestApp,
  type TestUser,
} from "../../../test/helpers.js";
import { ConfigError, loadConfig } from "../../config.js";

const CLIENT = "https://client.example.com";
const STRANGER = "https://stranger.example.net";
const AVATAR = "/api/user/avatars/lorelei-aarav.svg";
const PHOTO = "/uploads/cars/cors-test.webp";

let t: TestApp;
let plain: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ corsOrigins: [CLIENT, "http://localhost:5173"] });
  plain = await buildTestApp();
  owner = await createUser(t.app, { role: "owner" });
  // Three cars: a listing page over 1 KB, so that it is compressed.
  for (let i = 0; i < 3; i++) await createCar(t.app, owner.id);
  for (const app of [t.app, plain.app]) {
    await app.storage.put("cars/cors-test.webp", Buffer.from("RIFF0000WEBPVP8 "), "image/webp");
  }
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const preflight = (app: TestApp, origin: string, url = "/api/bookings/create") =>
  app.app.inject({
    method: "OPTIONS",
    url,
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization,content-type,idempotency-key",
    },
  });

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith("access-control-"));

describe("preflight", () => {
  it("answers a listed origin 204 with the methods and headers the API takes", async () => {
    const res = await preflight(t, CLIENT);
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(CLIENT);
    expect(res.headers["access-control-allow-methods"]).toBe("GET, HEAD, POST, PUT, DELETE");
    const allowed = String(res.headers["access-control-allow-headers"]).toLowerCase().split(", ");
    expect(allowed).toEqual(
      expect.arrayContaining(["authorization", "content-type", "idempotency-key"]),
    );
    expect(res.headers["access-control-max-age"]).toBe("600");
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it("gives an origin not listed no CORS header and a 404", async () => {
    const res = await preflight(t, STRANGER);
    expect(res.statusCode).toBe(404);
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it("is a 404 without CORS_ORIGINS, as before", async () => {
    const res = await preflight(plain, CLIENT);
    expect(res.statusCode).toBe(404);
    expect(corsHeaders(res.headers)).toEqual([]);
  });
});

describe("answers to a listed origin", () => {
  const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: "GET", url, headers: { origin: CLIENT, ...headers } });

  it("carry its origin on a read, a cached repeat, a compressed one and an error", async () => {
    const br = { "accept-encoding": "br" };
    for (const headers of [{}, {}, br, br]) {
      const res = await get(t, "/api/user/cars?limit=5", headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBe(CLIENT);
      expect(String(res.headers.vary)).toMatch(/(^|,\s*)origin(\s*,|$)/i);
      expect(res.headers["content-encoding"]).toBe(headers === br ? "br" : undefined);
    }
    const denied = await get(t, "/api/bookings/user");
    expect(denied.statusCode).toBe(401);
    expect(denied.headers["access-control-allow-origin"]).toBe(CLIENT);
  });

  it("carry nothing for an origin not listed, or without CORS_ORIGINS", async () => {
    const stranger = await get(t, "/api/user/cars?limit=5", { origin: STRANGER });
    expect(stranger.statusCode).toBe(200);
    expect(corsHeaders(stranger.headers)).toEqual([]);
    const before = await get(plain, "/api/user/cars?limit=5");
    expect(corsHeaders(before.headers)).toEqual([]);
  });
});

describe("images", () => {
  it("may be shown by other origins' pages when CORS_ORIGINS is set", async () => {
    for (const url of [PHOTO, AVATAR]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cross-origin-resource-policy"], url).toBe("cross-origin");
    }
    const fetched = await t.app.inject({ method: "GET", url: PHOTO, headers: { origin: CLIENT } });
    expect(fetched.headers["access-control-allow-origin"]).toBe(CLIENT);
  });

  it("stay same-origin without CORS_ORIGINS, and the API's answers always", async () => {
    for (const url of [PHOTO, AVATAR]) {
      const res = await plain.app.inject({ method: "GET", url });
      expect(res.headers["cross-origin-resource-policy"], url).toBe("same-origin");
    }
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});

describe("CORS_ORIGINS", () => {
  const load = (value: string) =>
    loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gaadi-cors-")), CORS_ORIGINS: value });

  it("is empty by default and reads origins as a browser spells them", () => {
    expect(
      loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gaadi-cors-")) }).corsOrigins,
    ).toEqual([]);
    expect(
      load(" https://App.Example.com/ , http://localhost:5173,https://app.example.com:443")
        .corsOrigins,
    ).toEqual(["https://app.example.com", "http://localhost:5173"]);
  });

  it.each([
    "*",
    "app.example.com",
    "https://app.example.com/path",
    "https://*.example.com",
    "ftp://files.example.com",
    "https://user:pw@app.example.com",
    "https://app.example.com,",
    "https://app.example.com:99999",
  ])("refuses %j with one line naming it", (value) => {
    expect(() => load(value)).toThrow(ConfigError);
    expect(() => load(value)).toThrow(
      /^Invalid configuration:\n {2}CORS_ORIGINS: must be origins such as https:\/\/app\.example\.com, comma-separated \('.*' is not one\)$/,
    );
  });
});

describe("Authorization", () => {
  const whoAmI = (authorization: string) =>
    t.app.inject({ method: "GET", url: "/api/user/data", headers: { authorization } });

  it("takes the bare token like 'Bearer <token>'", async () => {
    for (const header of [`Bearer ${owner.token}`, owner.token, `bearer  ${owner.token}`]) {
      const res = await whoAmI(header);
      expect(res.statusCode, header.slice(0, 8)).toBe(200);
      expect(res.json().user.email).toBe(owner.email);
    }
  });

  it("still refuses another scheme, an empty one and a bad token", async () => {
    for (const header of [`Basic ${owner.token}`, "Bearer ", "Bearer"]) {
      const res = await whoAmI(header);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ACCOUNT_MSG.notSignedIn);
    }
    const bad = await whoAmI("not-a-token");
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(ACCOUNT_MSG.sessionInvalid);
  });
});
