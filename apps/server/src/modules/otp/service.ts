/**
 * Sign-up and reset codes (server-rules.md section 7; owner document sections 4 and 7).
 * - A code is 6 random digits, kept only as HMAC-SHA256(secret, email:code), lives 10 min.
 * - One address gets at most one code per 30 s (429 naming the wait), serialised by an
 *   advisory lock so two concurrent requests cannot both pass.
 * - A code allows 5 wrong tries (then 429) and verifies once; success returns a
 *   verificationToken bound to the address and the code.
 * - The answer never says whether an account exists.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { ACCOUNT_MSG, LIMITS, waitBeforeResend } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError, badRequest } from "../../lib/errors.js";
import * as repo from "./repository.js";

export function hashCode(secret: string, email: string, code: string): string {
  return createHmac("sha256", secret).update(`${email}:${code}`).digest("hex");
}

/** Creates and mails a fresh code. Throws 429 inside the resend gap. */
export async function sendCode(app: FastifyInstance, email: string, now = new Date()) {
  const code = String(randomInt(0, 1_000_000)).padStart(LIMITS.otpLength, "0");
  const id = await app.db.transaction(async (tx) => {
    await repo.lockAddress(tx, email);
    const last = await repo.latestCode(tx, email);
    if (last) {
      const elapsed = now.getTime() - last.createdAt.getTime();
      if (elapsed < LIMITS.otpResendGapMs) {
        throw new AppError(
          429,
          waitBeforeResend(Math.ceil((LIMITS.otpResendGapMs - elapsed) / 1000)),
        );
      }
    }
    return repo.insertCode(tx, {
      email,
      codeHash: hashCode(app.config.jwtSecret, email, code),
      expiresAt: new Date(now.getTime() + LIMITS.otpTtlMs),
      createdAt: now,
    });
  });
  try {
    await app.mailer.send({
      to: email,
      subject: `Your Gaadi verification code is ${code}`,
      text:
        `Your Gaadi verification code is ${code}.\n\n` +
        `It expires in ${LIMITS.otpTtlMs / 60000} minutes. If you did not ask for it, ignore this e-mail.`,
    });
  } catch (err) {
    // A code nobody received must not block the next request for 30 seconds.
    await repo.deleteCode(app.db, id);
    throw err;
  }
}

/**
 * Checks `code` against the address's newest code. Returns the verified code's id.
 * Throws 400 (wrong, expired, already used or none) or 429 (5 wrong tries).
 */
export async function verifyCode(
  app: FastifyInstance,
  email: string,
  code: string,
  now = new Date(),
): Promise<string> {
  const result = await app.db.transaction(async (tx) => {
    await repo.lockAddress(tx, email);
    const last = await repo.latestCode(tx, email);
    if (!last || last.verifiedAt || last.expiresAt.getTime() <= now.getTime()) {
      return { error: badRequest(ACCOUNT_MSG.codeInvalid) };
    }
    if (last.attempts >= LIMITS.otpMaxAttempts)
      return { error: new AppError(429, ACCOUNT_MSG.codeTooManyTries) };
    const expected = Buffer.from(last.codeHash, "hex");
    const given = Buffer.from(hashCode(app.config.jwtSecret, email, code), "hex");
    if (!timingSafeEqual(expected, given)) {
      const attempts = last.attempts + 1;
      await repo.setAttempts(tx, last.id, attempts);
      const left = LIMITS.otpMaxAttempts - attempts;
      return {
        error:
          left <= 0
            ? new AppError(429, ACCOUNT_MSG.codeTooManyTries)
            : badRequest(`Incorrect code. ${left} ${left === 1 ? "attempt" : "attempts"} left.`),
      };
    }
    await repo.markVerified(tx, last.id, now);
    return { id: last.id };
  });
  // The attempt counter must be saved even when the answer is a refusal, so throw after commit.
  if ("error" in result) throw result.error;
  return result.id;
}

/**
 * Spends a verificationToken once, inside the caller's transaction (register or reset).
 * Throws 400 ACCOUNT_MSG.verificationInvalid when it is bad, for another address, or already spent.
 */
export async function spendVerification(
  app: FastifyInstance,
  tx: Db,
  token: string,
  email: string,
): Promise<void> {
  const claims = await app.tokens.verifyVerification(token);
  if (!claims || claims.email !== email) throw badRequest(ACCOUNT_MSG.verificationInvalid);
  if (!(await repo.spendToken(tx, claims.codeId, email, new Date()))) {
    throw badRequest(ACCOUNT_MSG.verificationInvalid);
  }
}
