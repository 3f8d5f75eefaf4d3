/**
 * Helpers for the driving licence tests (issue 29): PUT /api/user/licence as multipart or JSON,
 * a real photo, and a licence written straight into the database in any state.
 */
import { randomUUID } from "node:crypto";
import type { LicenceStatus } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { drivingLicences } from "../src/db/schema.js";
import { type FilePart, imageBytes, multipartBody } from "./cars-support.js";
import type { TestUser } from "./helpers.js";

/** Form fields that pass every rule (the number is 'MH12 2015 0012345'). */
export const LICENCE_FIELDS = {
  number: "MH-12 2015 0012345",
  dateOfBirth: "1990-05-20",
  validUntil: "2040-05-19",
} as const;

/** A JPEG photo part named `photo`. */
export async function licencePhoto(): Promise<FilePart> {
  return {
    field: "photo",
    filename: "licence.jpg",
    type: "image/jpeg",
    bytes: await imageBytes("jpeg", 1200, 760),
  };
}

/** PUT /api/user/licence as `user` (or a visitor) with `fields` and `files`, multipart. */
export async function putLicence(
  app: FastifyInstance,
  user: TestUser | null,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const { payload, headers } = await multipartBody(fields, files);
  const res = await app.inject({
    method: "PUT",
    url: "/api/user/licence",
    payload,
    headers: { ...headers, ...(user ? user.auth : {}) },
  });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

/** GET /api/user/licence as `user` (or a visitor). */
export async function getLicence(app: FastifyInstance, user: TestUser | null) {
  const res = await app.inject({
    method: "GET",
    url: "/api/user/licence",
    ...(user ? { headers: user.auth } : {}),
  });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

/** Writes `userId` a licence straight into the database (a random number hash). */
export async function giveLicence(
  app: FastifyInstance,
  userId: string,
  facts: { status?: LicenceStatus; validUntil?: string; dateOfBirth?: string } = {},
) {
  const status = facts.status ?? "verified";
  await app.db.insert(drivingLicences).values({
    userId,
    numberHash: randomUUID(),
    numberLast4: "1234",
    stateCode: "KA",
    dateOfBirth: facts.dateOfBirth ?? "1990-01-01",
    validUntil: facts.validUntil ?? "2040-01-01",
    photo: `licences/${randomUUID()}.webp`,
    status,
    rejectionReason: status === "rejected" ? "The photo is blurred" : "",
  });
}
