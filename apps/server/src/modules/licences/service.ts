/**
 * Driving licence rules on the server (issue 29 item 2): the renter's own licence as they may
 * see it (never the whole number nor the photo), and their submission: the shared checks
 * (licenceBody, parseLicenceNumber, licenceDatesRefusal against India's today by the app's
 * clock), the front photo re-encoded to one WebP and kept in the private folder at
 * 'licences/<uuid>.webp', the number stored as an HMAC-SHA256 keyed from JWT_SECRET
 * (licenceNumberHash) with its last four and state code. Any change of number, dates or photo
 * puts the licence back to pending review. Errors are AppErrors: 400 per rule (the shared
 * messages; CAR_MSG.imageType, 413 above 5 MB), 401 for a deleted account, 409
 * LICENCE_MSG.duplicate when the number is on another account.
 */
import { createHmac, randomUUID } from "node:crypto";
import {
  ACCOUNT_MSG,
  indiaToday,
  LICENCE_MSG,
  type Licence,
  licenceBody,
  licenceDatesRefusal,
  licenceViewStatus,
  parseLicenceNumber,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { badRequest, unauthorized } from "../../lib/errors.js";
import { encodeLicencePhoto } from "../../lib/storage/images.js";
import { createPrivateFiles, type PrivateFiles } from "../../lib/storage/private-files.js";
import * as users from "../users/repository.js";
import * as repo from "./repository.js";

/** What PUT /api/user/licence carries: its text fields as sent, and the photo's bytes if any. */
export interface LicenceForm {
  fields: Record<string, unknown>;
  photo?: Buffer;
}

/**
 * The keyed hash of a normalised licence number (hex): HMAC-SHA256 under a key derived from
 * `jwtSecret` for this use alone (HMAC(jwtSecret, 'licence-number-v1')), so the stored value
 * neither reveals the number nor matches any other hash the server makes.
 */
export function licenceNumberHash(jwtSecret: string, normalised: string): string {
  const key = createHmac("sha256", jwtSecret).update("licence-number-v1").digest();
  return createHmac("sha256", key).update(normalised).digest("hex");
}

/** The private folder licence photos live in (config.privateUploadsDir). */
export function licencePhotos(app: FastifyInstance): PrivateFiles {
  return createPrivateFiles(app.config.privateUploadsDir);
}

/** A stored licence (or none) as its renter sees it on `today` (India's 'YYYY-MM-DD'). */
export function toLicence(row: repo.LicenceRow | undefined, today: string): Licence {
  if (!row) {
    return {
      status: "not_provided",
      last4: null,
      stateCode: null,
      dateOfBirth: null,
      validUntil: null,
      rejectionReason: "",
      submittedAt: null,
    };
  }
  return {
    status: licenceViewStatus(row, today),
    last4: row.numberLast4,
    stateCode: row.stateCode,
    dateOfBirth: row.dateOfBirth,
    validUntil: row.validUntil,
    rejectionReason: row.rejectionReason,
    submittedAt: row.submittedAt.toISOString(),
  };
}

/** GET /api/user/licence: the caller's licence, or status 'not_provided'. */
export async function ownLicence(app: FastifyInstance, userId: string): Promise<Licence> {
  return toLicence(await repo.findLicence(app.db, userId), indiaToday(app.now()));
}

/**
 * PUT /api/user/licence: checks the form, stores the photo (required on a first submission),
 * and writes the licence as pending review in one transaction with the account locked. A
 * submission that changes nothing (same number and dates, no photo) leaves the licence, and its
 * review, as they are. After a replacement commits the old photo is removed; when the write
 * fails the new one is (best effort either way). Errors: see the module docstring.
 */
export async function submitLicence(
  app: FastifyInstance,
  userId: string,
  form: LicenceForm,
): Promise<Licence> {
  const today = indiaToday(app.now());
  const parsed = licenceBody.safeParse(form.fields);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? LICENCE_MSG.numberRequired);
  const number = parseLicenceNumber(parsed.data.number, Number(today.slice(0, 4)));
  if (!number.ok) throw badRequest(number.message);
  const { dateOfBirth, validUntil } = parsed.data;
  const datesRefusal = licenceDatesRefusal({ dateOfBirth, validUntil }, today);
  if (datesRefusal) throw badRequest(datesRefusal);
  const photo = form.photo ? await encodeLicencePhoto(form.photo) : undefined;
  const numberHash = licenceNumberHash(app.config.jwtSecret, number.normalised);

  const files = licencePhotos(app);
  const newKey = photo ? `licences/${randomUUID()}.webp` : undefined;
  if (photo && newKey) await files.put(newKey, photo);
  let result: { row: repo.LicenceRow; replaced?: string };
  try {
    result = await app.db.transaction(async (tx) => {
      if (!(await users.lockLiveUser(tx, userId))) throw unauthorized(ACCOUNT_MSG.sessionInvalid);
      const existing = await repo.findLicence(tx, userId, true);
      if (!existing && !newKey) throw badRequest(LICENCE_MSG.photoRequired);
      if (
        existing &&
        !newKey &&
        existing.numberHash === numberHash &&
        existing.dateOfBirth === dateOfBirth &&
        existing.validUntil === validUntil
      ) {
        return { row: existing };
      }
      const row = await repo.saveSubmission(
        tx,
        userId,
        {
          numberHash,
          numberLast4: number.last4,
          stateCode: number.stateCode,
          dateOfBirth,
          validUntil,
          photo: newKey ?? existing!.photo,
        },
        app.now(),
      );
      return { row, ...(existing && newKey ? { replaced: existing.photo } : {}) };
    });
  } catch (err) {
    if (newKey) await files.remove(newKey).catch(logPhotoFailure(app));
    throw err;
  }
  if (result.replaced) await files.remove(result.replaced).catch(logPhotoFailure(app));
  return toLicence(result.row, today);
}

/** Removes a licence photo after its row is gone (account erasure), best effort. */
export async function removeLicencePhoto(app: FastifyInstance, key: string): Promise<void> {
  await licencePhotos(app).remove(key).catch(logPhotoFailure(app));
}

function logPhotoFailure(app: FastifyInstance) {
  return (err: unknown) => app.log.warn({ err }, "could not remove a licence photo file");
}
