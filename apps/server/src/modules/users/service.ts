/**
 * Accounts (server-rules.md section 7): register with a verified address, login with one
 * failure message for a wrong address or password, reset the password (which ends every
 * other session), become an owner, replace the profile photo. Passwords are stored only as argon2id hashes. The
 * queries live in repository.ts.
 */
import { ANALYTICS_MSG, MSG, type SessionUser } from "@gaadi/shared";
import { hash, verify } from "@node-rs/argon2";
import type { FastifyInstance } from "fastify";
import { badRequest, conflict, notFound, unauthorized } from "../../lib/errors.js";
import { removeStoredAvatar, storeAvatarUpload } from "../../lib/storage/images.js";
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
    if (await repo.emailTaken(tx, input.email)) throw conflict(MSG.accountExists);
    await spendVerification(app, tx, input.verificationToken, input.email);
    return repo.insertUser(tx, { name: input.name, email: input.email, passwordHash });
  });
  return app.tokens.signSession({ userId: user.id, sessionVersion: user.sessionVersion });
}

/** Returns a session token, or 401 MSG.badCredentials for any mismatch. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const user = await repo.findLiveUser(app.db, { email });
  const ok = user
    ? await verify(user.passwordHash, password).catch(() => false)
    : await verify(await dummyHash, password).then(() => false);
  if (!user || !ok) throw unauthorized(MSG.badCredentials);
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
    if (!user) throw notFound(MSG.noAccount);
    await spendVerification(app, tx, input.verificationToken, input.email);
    await repo.setPasswordEndingSessions(tx, user.id, passwordHash);
  });
}

/** The signed-in user as GET /api/user/data answers it. 404 MSG.noAccount once erased. */
export async function findSessionUser(app: FastifyInstance, id: string): Promise<SessionUser> {
  const user = await repo.findLiveUser(app.db, { id });
  if (!user) throw notFound(MSG.noAccount);
  return toSessionUser(user);
}

/**
 * Makes the user an owner (customer document section 4 "Become Owner"); harmless when they
 * already are. Returns the message to show: MSG.becameOwner or MSG.alreadyOwner.
 */
export async function becomeOwner(app: FastifyInstance, userId: string): Promise<string> {
  return (await repo.promoteToOwner(app.db, userId)) ? MSG.becameOwner : MSG.alreadyOwner;
}

/**
 * Replaces the owner's profile photo with `image` (the uploaded bytes; owner document section
 * 2 "Profile photo for owners", server-rules.md section 3): stored as a 256x256 WebP, its URL
 * saved in users.image. The previous photo's file goes (best effort, logged) when it was an
 * upload of ours; a preset avatar or '' stays untouched. Errors: 400
 * ANALYTICS_MSG.imageRequired without bytes, 400 CAR_MSG.imageType for anything that is not a
 * JPEG, PNG or WebP, 404 MSG.noAccount once erased.
 */
export async function updateProfileImage(
  app: FastifyInstance,
  userId: string,
  image: Buffer | undefined,
): Promise<void> {
  if (!image) throw badRequest(ANALYTICS_MSG.imageRequired);
  const url = await storeAvatarUpload(app.storage, image);
  const onError = (err: unknown) => app.log.warn({ err }, "could not remove a profile photo file");
  let previous: string | undefined;
  try {
    previous = await app.db.transaction(async (tx) => {
      const old = await repo.lockImage(tx, userId);
      if (old === undefined) throw notFound(MSG.noAccount);
      await repo.setImage(tx, userId, url);
      return old;
    });
  } catch (err) {
    await removeStoredAvatar(app.storage, url, onError);
    throw err;
  }
  await removeStoredAvatar(app.storage, previous, onError);
}
