import { ACCOUNT_MSG } from "@gaadi/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../../../test/helpers.js";
import { type MailCatcher, startMailCatcher } from "../../../test/mail-catcher.js";

let t: TestApp;
let mail: MailCatcher;
let n = 0;
const fresh = () => `acct-${++n}-${Date.now()}@example.test`;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await buildTestApp({ smtpUrl: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const post = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

/** Sends and verifies a code for `email`, returning the verificationToken. */
async function verify(email: string): Promise<string> {
  const before = mail.countFor(email);
  expect((await post("/api/otp/send-otp", { email })).statusCode).toBe(200);
  const otp = await mail.waitForCode(email, { after: before });
  const res = await post("/api/otp/verify-otp", { email, otp });
  expect(res.statusCode).toBe(200);
  return res.json().verificationToken;
}

describe("POST /api/user/register", () => {
  it("creates the account, answers a session token, and the token reads the user", async () => {
    const email = fresh();
    const verificationToken = await verify(email);
    const res = await post("/api/user/register", {
      name: " Priya Sharma ",
      email,
      password: "password-123",
      verificationToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: ACCOUNT_MSG.registrationSuccess });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user/data",
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json().user).toMatchObject({ name: "Priya Sharma", email, role: "user", image: "" });
  });

  it("answers 409 for an address that already has an account", async () => {
    const user = await createUser(t.app);
    const verificationToken = await verify(user.email);
    const res = await post("/api/user/register", {
      name: "Again",
      email: user.email,
      password: "password-123",
      verificationToken,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: ACCOUNT_MSG.accountExists });
  });

  it("refuses a verificationToken minted for another address", async () => {
    const tokenForA = await verify(fresh());
    const res = await post("/api/user/register", {
      name: "B",
      email: fresh(),
      password: "password-123",
      verificationToken: tokenForA,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MSG.verificationInvalid);
  });

  it("refuses a forged or reused verificationToken", async () => {
    const email = fresh();
    const forged = await post("/api/user/register", {
      name: "X",
      email,
      password: "password-123",
      verificationToken: "a.b.c",
    });
    expect(forged.statusCode).toBe(400);
    const verificationToken = await verify(email);
    expect(
      (
        await post("/api/user/register", {
          name: "X",
          email,
          password: "password-123",
          verificationToken,
        })
      ).statusCode,
    ).toBe(200);
    const reused = await post("/api/user/register", {
      name: "X",
      email,
      password: "password-123",
      verificationToken,
    });
    expect(reused.statusCode).toBe(409);
  });

  it("refuses a missing name or a short password with the spec's message", async () => {
    const email = fresh();
    for (const body of [
      { name: "", email, password: "password-123", verificationToken: "x" },
      { name: "Ravi", email, password: "short", verificationToken: "x" },
      { email, password: "password-123", verificationToken: "x" },
    ]) {
      const res = await post("/api/user/register", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MSG.registerFields);
    }
  });
});

describe("POST /api/user/login", () => {
  it("answers a token for the right password", async () => {
    const user = await createUser(t.app);
    const res = await post("/api/user/login", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: ACCOUNT_MSG.loginSuccess });
    expect(res.json().token.split(".")).toHaveLength(3);
  });

  it("answers one 401 message for a wrong password and an unknown address", async () => {
    const user = await createUser(t.app);
    const wrong = await post("/api/user/login", { email: user.email, password: "wrong-password" });
    const unknown = await post("/api/user/login", { email: fresh(), password: "whatever-123" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: ACCOUNT_MSG.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("refuses empty fields with 400", async () => {
    expect((await post("/api/user/login", { email: "", password: "x" })).json().message).toBe(
      ACCOUNT_MSG.enterEmail,
    );
    expect((await post("/api/user/login", { email: "a@b.in", password: "" })).statusCode).toBe(400);
  });

  it("allows 10 attempts on one account a quarter hour, then 429 saying when to retry", async () => {
    const user = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await post("/api/user/login", { email: user.email, password: "nope" })).statusCode,
      );
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Even the right password now waits; the address is named in any case.
    const held = await post("/api/user/login", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(held.headers["retry-after"])).toBeGreaterThan(800);
    // Another account from the same address signs in.
    const other = await createUser(t.app);
    expect(
      (await post("/api/user/login", { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
  });
});

describe("POST /api/user/reset-password", () => {
  it("sets the new password and ends existing sessions", async () => {
    const user = await createUser(t.app);
    const verificationToken = await verify(user.email);
    const res = await post("/api/user/reset-password", {
      email: user.email,
      newPassword: "brand-new-pass",
      verificationToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_MSG.passwordReset });
    expect(
      (await post("/api/user/login", { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await post("/api/user/login", { email: user.email, password: "brand-new-pass" })).statusCode,
    ).toBe(200);
    const old = await t.app.inject({ method: "GET", url: "/api/user/data", headers: user.auth });
    expect(old.statusCode).toBe(401);
  });

  it("answers 404 when no account has the address", async () => {
    const email = fresh();
    const verificationToken = await verify(email);
    const res = await post("/api/user/reset-password", {
      email,
      newPassword: "brand-new-pass",
      verificationToken,
    });
    expect(res.statusCode).toBe(404);
  });

  it("refuses a short password and a token for another address", async () => {
    const user = await createUser(t.app);
    const short = await post("/api/user/reset-password", {
      email: user.email,
      newPassword: "short",
      verificationToken: "x",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(ACCOUNT_MSG.passwordMin);
    const other = await verify(fresh());
    const res = await post("/api/user/reset-password", {
      email: user.email,
      newPassword: "brand-new-pass",
      verificationToken: other,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MSG.verificationInvalid);
  });
});

describe("GET /api/user/data", () => {
  it("answers 401 without a token, with a malformed one and with a forged one", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/user/data" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: ACCOUNT_MSG.notSignedIn });
    for (const authorization of ["Bearer nonsense", "Bearer a.b.c", "Basic abc"]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/user/data",
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe("POST /api/owner/change-role", () => {
  it("makes a user an owner, and is harmless when repeated", async () => {
    const user = await createUser(t.app);
    const first = await post("/api/owner/change-role", undefined, user.auth);
    expect(first.json()).toEqual({ success: true, message: ACCOUNT_MSG.becameOwner });
    const again = await post("/api/owner/change-role", undefined, user.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: ACCOUNT_MSG.alreadyOwner });
    const owned = await t.app.inject({ method: "GET", url: "/api/owner/cars", headers: user.auth });
    expect(owned.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/user/data", headers: user.auth });
    expect(me.json().user.role).toBe("owner");
  });

  it("answers 401 without a session", async () => {
    const res = await post("/api/owner/change-role", undefined, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: ACCOUNT_MSG.notSignedIn });
  });
});
