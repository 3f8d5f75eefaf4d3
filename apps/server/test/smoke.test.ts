import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("app shell", () => {
  it("answers GET /api/health with the database kind", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: "ok" });
  });

  it("answers JSON 404 for an unknown API path", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "No API route GET /api/nope" });
  });

  it("refuses a malformed JSON body with 400, not 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: "Request body is not valid JSON" });
  });

  it("serves the OpenAPI description", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain("/api/user/login");
  });

  it("GET /api/user/data returns the signed-in user", async () => {
    const u = await createUser(t.app, { name: "Asha" });
    const res = await t.app.inject({ method: "GET", url: "/api/user/data", headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: u.id, name: "Asha", role: "user" });
  });
});
