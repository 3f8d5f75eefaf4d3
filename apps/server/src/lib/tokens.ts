/**
 * Signed tokens (jose, HS256).
 * - Session token: { sub: userId, sv: sessionVersion }, expires after LIMITS.sessionTtlSeconds.
 * - Verification token: { email, otp: codeId, purpose: 'verify' }, short-lived, bound to the
 *   address that received the code (server-rules.md section 7).
 * Verification failures return null; callers decide the 401 or 400.
 */
import { LIMITS } from "@gaadi/shared";
import { jwtVerify, SignJWT } from "jose";

export interface SessionClaims {
  userId: string;
  sessionVersion: number;
}
export interface VerificationClaims {
  email: string;
  codeId: string;
}

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    async signSession(c: SessionClaims): Promise<string> {
      return new SignJWT({ sv: c.sessionVersion, typ: "session" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(c.userId)
        .setIssuedAt()
        .setExpirationTime(`${LIMITS.sessionTtlSeconds}s`)
        .sign(key);
    },
    async verifySession(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (payload.typ !== "session" || typeof payload.sub !== "string") return null;
        return { userId: payload.sub, sessionVersion: Number(payload.sv ?? 0) };
      } catch {
        return null;
      }
    },
    async signVerification(c: VerificationClaims): Promise<string> {
      return new SignJWT({ email: c.email, otp: c.codeId, typ: "verify" })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuedAt()
        .setExpirationTime(`${Math.floor(LIMITS.verificationTokenTtlMs / 1000)}s`)
        .sign(key);
    },
    async verifyVerification(token: string): Promise<VerificationClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (payload.typ !== "verify") return null;
        if (typeof payload.email !== "string" || typeof payload.otp !== "string") return null;
        return { email: payload.email, codeId: payload.otp };
      } catch {
        return null;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
