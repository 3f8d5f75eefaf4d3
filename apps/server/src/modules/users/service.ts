/**
 * Accounts (server-rules.md section 7): register with a verified address, login with one
 * failure message for a wrong address or password, reset or change the password (which ends
 * every other session), become an owner. Passwords are stored only as argon2id hashes. The
 * queries live in repository.ts; the profile photo is in photo.ts, account deletion in
 * erasure.ts.
 */
import { ACCOUNT_MSG, OPERATOR_MSG, type SessionUser } from "@gaadi/shared";
import { hash, verify } from "@node-rs/argon2";
import type { FastifyInstance } from "fastify";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../lib/errors.js";
import { spendVerification } from "../otp/service.js";
import { toSessionUser } from "./mapper.js";
import * as repo from "./repository.js";

// A real hash to verify against when the address is unknown, so both failures take as long.
const dummyHash = hash("not-a-real-password-0000");

/** The argon2id hash of `password` (@node-rs/argon2 defaults). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Creates the account and returns a session token. Sign-ups of one address are serialised
 * by a lock, so the check and the insert cannot race. 400 bad token, 409 address taken.
 */
export async function register(
  app: FastifyInstance,
  input: { name: string; email: string; password: string; verificationToken: string },
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const user = await app.db.transaction(async (tx) => {
    await repo.lockEmail(tx, input.email);
    if (await repo.emailTaken(tx, input.email)) throw conflict(ACCOUNT_MSG.accountExists);
    await spendVerification(app, tx, input.verificationToken, input.email);
    return repo.insertUser(tx, { name: input.name, email: input.email, passwordHash });
  });
  return app.tokens.signSession({ userId: user.id, sessionVersion: user.sessionVersion });
}

/**
 * Returns a session token, or 401 ACCOUNT_MSG.badCredentials for any mismatch; 403
 * OPERATOR_MSG.accountSuspended for the right password of a suspended account (issue 29).
 */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const user = await repo.findLiveUser(app.db, { email });
  const ok = user
    ? await verify(user.passwordHash, password).catch(() => false)
    : await verify(await dummyHash, password).then(() => false);
  if (!user || !ok) throw unauthorized(ACCOUNT_MSG.badCredentials);
  if (user.suspendedAt) throw forbidden(OPERATOR_MSG.accountSuspended);
  return app.tokens.signSession({ userId: user.id, sessionVersion: user.sessionVersion });
}

/** Sets a new password and ends every session. 400 bad token, 404 no account. */
export async function resetPassword(
  app: FastifyInstance,
  input: { email: string; newPassword: string; verificationToken: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await app.db.transaction(async (tx) => {
    const user = await repo.findLiveUser(tx, { email: input.email });
    if (!user) throw notFound(ACCOUNT_MSG.noAccount);
    await spendVerification(app, tx, input.verificationToken, input.email);
    await repo.setPasswordEndingSessions(tx, user.id, passwordHash);
  });
}

/** The signed-in user as GET /api/user/data answers it. 404 ACCOUNT_MSG.noAccount once erased. */
export async function findSessionUser(app: FastifyInstance, id: string): Promise<SessionUser> {
  const user = await repo.findLiveUser(app.db, { id });
  if (!user) throw notFound(ACCOUNT_MSG.noAccount);
  return toSessionUser(user);
}

/**
 * Makes the user an owner (customer document section 4 "Become Owner"); harmless when they
 * already are. Returns the message to show: ACCOUNT_MSG.becameOwner or ACCOUNT_MSG.alreadyOwner.
 */
export async function becomeOwner(app: FastifyInstance, userId: string): Promise<string> {
  return (await repo.promoteToOwner(app.db, userId))
    ? ACCOUNT_MSG.becameOwner
    : ACCOUNT_MSG.alreadyOwner;
}

/**
 * Changes the signed-in user's password (customer document section 5; server-rules.md
 * section 7) and returns a fresh session token: the session version is bumped, which ends
 * every session, the caller's included, so the caller carries on with the new token
 * (decision 011). 400 ACCOUNT_MSG.currentPasswordWrong when `currentPassword` is wrong, or when another
 * change won the race; 401 ACCOUNT_MSG.sessionInvalid when the account is gone. The body schema has
 * already refused a short new password and one equal to the current.
 */
export async function changePassword(
  app: FastifyInstance,
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  const user = await repo.findLiveUser(app.db, { id: userId });
  if (!user) throw unauthorized(ACCOUNT_MSG.sessionInvalid);
  if (!(await verify(user.passwordHash, input.currentPassword).catch(() => false))) {
    throw badRequest(ACCOUNT_MSG.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const sessionVersion = await repo.setPasswordEndingSessions(
    app.db,
    userId,
    passwordHash,
    user.passwordHash,
  );
  if (sessionVersion === undefined) throw badRequest(ACCOUNT_MSG.currentPasswordWrong);
  return app.tokens.signSession({ userId, sessionVersion });
}
