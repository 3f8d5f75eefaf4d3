/**
 * One owner guard and one signed-in guard (issue 25 Build item 1, plugins/app/authentication.ts):
 * every route the API document marks as needing a session answers a visitor 401 and, when
 * owner-only, a renter 403 'Owner access required for this page', before its body is read:
 * a malformed JSON or multipart body gets the same answer as a good one.
 */
import { ACCOUNT_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp, type TestUser } from "./helpers.js";

let t: TestApp;
let renter: TestUser;
let routes: { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; path: string }[];

/** Owner-only by the owner document: the owner area, less becoming an owner. */
const ownerOnly = (path: string) =>
  (path.startsWith("/api/owner/") && path !== "/api/owner/change-role") ||
  ["/api/bookings/owner", "/api/bookings/change-status", "/api/reviews/owner"].includes(path) ||
  path.startsWith("/api/reviews/reply/");

beforeAll(async () => {
  t = await buildTestApp();
  renter = await createUser(t.app);
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security?.length)
      .map(([method, _op]) => ({
        method: method.toUpperCase() as "GET" | "POST" | "PUT" | "DELETE",
        path,
        url: path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000"),
      })),
  );
});
afterAll(() => t.close());

/** `route` with a body no parser accepts, as `headers` says who asks. */
function broken(
  route: (typeof routes)[number],
  headers: Record<string, string>,
  multipart: boolean,
) {
  const hasBody = route.method !== "GET";
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers: {
      ...headers,
      ...(hasBody
        ? { "content-type": multipart ? "multipart/form-data; boundary=x" : "application/json" }
        : {}),
    },
    ...(hasBody ? { payload: multipart ? "--x\r\nnot a part" : "{" } : {}),
  });
}

describe("route guards", () => {
  it("cover the routes the API document secures, owner-only ones included", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => ownerOnly(r.path)).length).toBeGreaterThan(10);
  });

  it("answer a visitor 401 before reading any body", async () => {
    for (const route of routes) {
      for (const multipart of [false, true]) {
        const res = await broken(route, {}, multipart);
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
        expect(res.json()).toEqual({ success: false, message: ACCOUNT_MSG.notSignedIn });
      }
    }
  });

  it("answer a renter 403 on every owner-only route before reading any body", async () => {
    for (const route of routes.filter((r) => ownerOnly(r.path))) {
      for (const multipart of [false, true]) {
        const res = await broken(route, renter.auth, multipart);
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
        expect(res.json()).toEqual({ success: false, message: ACCOUNT_MSG.ownerRequired });
      }
    }
  });

  it("let a renter past the owner guard elsewhere (the body is then read and refused)", async () => {
    const create = routes.find((r) => r.path === "/api/bookings/create")!;
    const res = await broken(create, renter.auth, false);
    expect(res.statusCode).toBe(400);
  });
});
