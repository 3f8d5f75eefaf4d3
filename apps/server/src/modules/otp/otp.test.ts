import { ACCOUNT_MSG } from "@gaadi/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../../../test/helpers.js";
import { type MailCatcher, startMailCatcher } from "../../../test/mail-catcher.js";
import { otpCodes } from "../../db/schema.js";

let t: TestApp;
let mail: MailCatcher;
let n = 0;
const fresh = () => `otp-${++n}-${Date.now()}@example.test`;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await buildTestApp({ smtpUrl: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object });

describe("POST /api/otp/send-otp", () => {
  it("mails a 6-digit code and stores only its hash", async () => {
    const email = fresh();
    const res = await post("/api/otp/send-otp", { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_MSG.otpSent });
    const code = await mail.waitForCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.app.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(10 * 60 * 1000);
  });

  it("answers the same whether or not an account exists", async () => {
    const user = await createUser(t.app);
    const known = await post("/api/otp/send-otp", { email: user.email });
    const unknown = await post("/api/otp/send-otp", { email: fresh() });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
  });

  it("refuses a missing or malformed address with 400", async () => {
    const missing = await post("/api/otp/send-otp", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: ACCOUNT_MSG.enterEmail });
    const blank = await post("/api/otp/send-otp", { email: "   " });
    expect(blank.json().message).toBe(ACCOUNT_MSG.enterEmail);
    const bad = await post("/api/otp/send-otp", { email: "not-an-address" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please enter a valid email address");
  });

  it("answers 429 to send-otp and resend-otp within 30 seconds of the last code", async () => {
    const email = fresh();
    expect((await post("/api/otp/send-otp", { email })).statusCode).toBe(200);
    const again = await post("/api/otp/send-otp", { email });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
    const resend = await post("/api/otp/resend-otp", { email });
    expect(resend.statusCode).toBe(429);
    expect(mail.countFor(email)).toBe(1);
  });

  it("resend-otp sends a new code once the gap has passed", async () => {
    const email = fresh();
    await post("/api/otp/send-otp", { email });
    const first = await mail.waitForCode(email);
    // Age the first code past the 30-second gap instead of waiting.
    await t.app.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(otpCodes.email, email));
    const res = await post("/api/otp/resend-otp", { email });
    expect(res.statusCode).toBe(200);
    const second = await mail.waitForCode(email, { after: 1 });
    expect(mail.countFor(email)).toBe(2);
    // The older code no longer verifies once a newer one exists (unless equal by chance).
    if (first !== second) {
      expect((await post("/api/otp/verify-otp", { email, otp: first })).statusCode).toBe(400);
    }
    expect((await post("/api/otp/verify-otp", { email, otp: second })).statusCode).toBe(200);
  });
});

describe("POST /api/otp/verify-otp", () => {
  it("returns a verificationToken for the right code, with non-digits stripped", async () => {
    const email = fresh();
    await post("/api/otp/send-otp", { email });
    const code = await mail.waitForCode(email);
    const res = await post("/api/otp/verify-otp", {
      email,
      otp: `${code.slice(0, 3)}-${code.slice(3)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: ACCOUNT_MSG.codeVerified });
    expect(res.json().verificationToken.split(".")).toHaveLength(3);
  });

  it("refuses a code that is not 6 digits with the spec's message", async () => {
    const res = await post("/api/otp/verify-otp", { email: fresh(), otp: "12a45" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MSG.invalidOtp);
  });

  it("refuses a code used twice", async () => {
    const email = fresh();
    await post("/api/otp/send-otp", { email });
    const code = await mail.waitForCode(email);
    expect((await post("/api/otp/verify-otp", { email, otp: code })).statusCode).toBe(200);
    const twice = await post("/api/otp/verify-otp", { email, otp: code });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(ACCOUNT_MSG.codeInvalid);
  });

  it("refuses an expired code", async () => {
    const email = fresh();
    await post("/api/otp/send-otp", { email });
    const code = await mail.waitForCode(email);
    await t.app.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, email));
    const res = await post("/api/otp/verify-otp", { email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MSG.codeInvalid);
  });

  it("refuses an address that was never sent a code", async () => {
    const res = await post("/api/otp/verify-otp", { email: fresh(), otp: "123456" });
    expect(res.statusCode).toBe(400);
  });

  it("locks the code after 5 wrong tries with 429, even for the right code", async () => {
    const email = fresh();
    await post("/api/otp/send-otp", { email });
    const code = await mail.waitForCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post("/api/otp/verify-otp", { email, otp: wrong })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await post("/api/otp/verify-otp", { email, otp: code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(ACCOUNT_MSG.codeTooManyTries);
  });
});
