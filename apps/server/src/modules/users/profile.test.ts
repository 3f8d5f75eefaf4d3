/**
 * Profile settings (customer document sections 5 and 7; server-rules.md section 7): the 12
 * preset avatars, update-profile-image and change-password, every success and refusal.
 */
import { ACCOUNT_MSG, avatarListResponse } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi } from "../../../test/bookings-support.js";
import { buildTestApp, createUser, type TestApp, type TestUser } from "../../../test/helpers.js";
import { users } from "../../db/schema.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (method: "GET" | "POST", url: string, user: TestUser | null, payload?: object) =>
  callApi(t.app, method, `/user${url}`, user, payload);

const withToken = (user: TestUser, token: string): TestUser => ({
  ...user,
  token,
  auth: { authorization: `Bearer ${token}` },
});

async function presets() {
  const { body } = await api("GET", "/avatars", null);
  return avatarListResponse.parse(body).avatars;
}

describe("GET /api/user/avatars", () => {
  it("lists 12 distinct presets, each served as an SVG cached for a year", async () => {
    const avatars = await presets();
    expect(avatars).toHaveLength(12);
    expect(new Set(avatars.map((a) => a.url)).size).toBe(12);
    for (const a of avatars) expect(a.name).not.toBe("");
    const res = await t.app.inject({ method: "GET", url: avatars[0]!.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.startsWith("<svg")).toBe(true);
  });

  it("answers 404 for a preset that does not exist", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/avatars/nobody.svg" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: ACCOUNT_MSG.avatarNotFound });
  });
});

describe("POST /api/user/update-profile-image", () => {
  it("sets a preset avatar, which GET /api/user/data then shows", async () => {
    const user = await createUser(t.app);
    const avatar = (await presets())[3]!;
    const res = await api("POST", "/update-profile-image", user, {
      imageType: "avatar",
      imageUrl: avatar.url,
    });
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: ACCOUNT_MSG.photoUpdated, imageUrl: avatar.url },
    });
    expect((await api("GET", "/data", user)).body.user.image).toBe(avatar.url);
  });

  it("'default' clears the photo", async () => {
    const user = await createUser(t.app);
    const avatar = (await presets())[0]!;
    await api("POST", "/update-profile-image", user, { imageType: "avatar", imageUrl: avatar.url });
    const res = await api("POST", "/update-profile-image", user, { imageType: "default" });
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: ACCOUNT_MSG.photoRemoved, imageUrl: "" },
    });
    expect((await api("GET", "/data", user)).body.user.image).toBe("");
  });

  it("removes a previous uploaded photo of ours, and only that", async () => {
    const user = await createUser(t.app);
    const key = "avatars/previous-upload.webp";
    await t.app.storage.put(key, Buffer.from("old"), "image/webp");
    const url = t.app.storage.publicUrl(key);
    await t.app.db.update(users).set({ image: url }).where(eq(users.id, user.id));
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const res = await api("POST", "/update-profile-image", user, { imageType: "default" });
    expect(res.status).toBe(200);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it.each([
    ["a URL that is not a preset", { imageType: "avatar", imageUrl: "https://evil.test/x.svg" }],
    ["a look-alike preset path", { imageType: "avatar", imageUrl: "/api/user/avatars/x.svg" }],
    ["an uploaded file's URL", { imageType: "avatar", imageUrl: "/uploads/cars/test.webp" }],
    ["no URL", { imageType: "avatar" }],
  ])("answers 400 for %s", async (_label, payload) => {
    const user = await createUser(t.app);
    const res = await api("POST", "/update-profile-image", user, payload);
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: ACCOUNT_MSG.avatarNotOffered },
    });
  });

  it("answers 400 for an imageType other than default or avatar", async () => {
    const user = await createUser(t.app);
    const res = await api("POST", "/update-profile-image", user, {
      imageType: "custom",
      imageUrl: "",
    });
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: ACCOUNT_MSG.photoRequired },
    });
  });

  it("answers 401 to a visitor", async () => {
    const res = await api("POST", "/update-profile-image", null, { imageType: "default" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: ACCOUNT_MSG.notSignedIn });
  });
});

describe("POST /api/user/change-password", () => {
  it("changes the password: the new one logs in, the old one does not", async () => {
    const user = await createUser(t.app);
    const res = await api("POST", "/change-password", user, {
      currentPassword: user.password,
      newPassword: "brand-new-pass-1",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: ACCOUNT_MSG.passwordChanged });
    expect(res.body.token.split(".")).toHaveLength(3);
    const login = (password: string) =>
      api("POST", "/login", null, { email: user.email, password });
    expect((await login("brand-new-pass-1")).status).toBe(200);
    expect((await login(user.password)).status).toBe(401);
  });

  it("ends the other sessions; the caller goes on with the token it is given", async () => {
    const user = await createUser(t.app);
    const other = withToken(
      user,
      (await api("POST", "/login", null, { email: user.email, password: user.password })).body
        .token,
    );
    expect((await api("GET", "/data", other)).status).toBe(200);
    const res = await api("POST", "/change-password", user, {
      currentPassword: user.password,
      newPassword: "brand-new-pass-2",
    });
    expect(res.status).toBe(200);
    expect(await api("GET", "/data", other)).toEqual({
      status: 401,
      body: { success: false, message: ACCOUNT_MSG.sessionInvalid },
    });
    const current = withToken(user, res.body.token);
    const me = await api("GET", "/data", current);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(user.email);
  });

  it("answers 400 for a wrong current password and changes nothing", async () => {
    const user = await createUser(t.app);
    const res = await api("POST", "/change-password", user, {
      currentPassword: "not-my-password",
      newPassword: "brand-new-pass-3",
    });
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: ACCOUNT_MSG.currentPasswordWrong },
    });
    expect((await api("GET", "/data", user)).status).toBe(200);
    const login = await api("POST", "/login", null, {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(200);
  });

  it("answers 400 for a new password equal to the current one", async () => {
    const user = await createUser(t.app);
    const res = await api("POST", "/change-password", user, {
      currentPassword: user.password,
      newPassword: user.password,
    });
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: ACCOUNT_MSG.newPasswordSame },
    });
  });

  it("answers 400 for a new password under 8 characters", async () => {
    const user = await createUser(t.app);
    const res = await api("POST", "/change-password", user, {
      currentPassword: user.password,
      newPassword: "short1",
    });
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: ACCOUNT_MSG.newPasswordMin },
    });
  });

  it("answers 400 when a field is missing", async () => {
    const user = await createUser(t.app);
    const res = await api("POST", "/change-password", user, { newPassword: "brand-new-pass-4" });
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: ACCOUNT_MSG.passwordFieldsRequired },
    });
  });

  it("answers 401 to a visitor", async () => {
    const res = await api("POST", "/change-password", null, {
      currentPassword: "whatever-1",
      newPassword: "brand-new-pass-5",
    });
    expect(res).toEqual({
      status: 401,
      body: { success: false, message: ACCOUNT_MSG.notSignedIn },
    });
  });

  it("of two changes racing from the same password, exactly one applies", async () => {
    const user = await createUser(t.app);
    const results = await Promise.all(
      ["racing-pass-aaa", "racing-pass-bbb"].map((newPassword) =>
        api("POST", "/change-password", user, { currentPassword: user.password, newPassword }),
      ),
    );
    // The loser is refused either by the guarded update (400) or, arriving after the winner
    // committed, by its session having ended (401).
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([400, 401]).toContain(statuses.find((s) => s !== 200));
    const winner = ["racing-pass-aaa", "racing-pass-bbb"][statuses.indexOf(200)]!;
    const login = await api("POST", "/login", null, { email: user.email, password: winner });
    expect(login.status).toBe(200);
  });
});
