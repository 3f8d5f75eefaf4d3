/**
 * Helpers for the handover tests (issue 30): the owner's check-in and check-out as multipart
 * with real photos of the four sides, and the renter's answer. Other modules' tests use
 * `checkIn`/`checkOut` to move a booking to on_rent/completed as the owner now does.
 */
import { type HandoverPhotoSide, photoField } from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { type FilePart, imageBytes, multipartBody } from "./cars-support.js";
import type { TestUser } from "./helpers.js";

/** A small JPEG photo of `side`, as the phone sends it. */
export async function sidePhoto(side: HandoverPhotoSide): Promise<FilePart> {
  return {
    field: photoField(side),
    filename: `${side}.jpg`,
    type: "image/jpeg",
    bytes: await imageBytes("jpeg", 320, 200),
  };
}

/** One photo of each of the four sides. */
export const fourSides = (): Promise<FilePart[]> =>
  Promise.all((["front", "back", "left", "right"] as const).map(sidePhoto));

/** POSTs `url` (under /api) as multipart with `fields` and `files`, as `user` (or a visitor). */
export async function postForm(
  app: FastifyInstance,
  url: string,
  user: TestUser | null,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const { payload, headers } = await multipartBody(fields, files);
  const res = await app.inject({
    method: "POST",
    url: `/api${url}`,
    payload,
    headers: { ...headers, ...(user ? user.auth : {}) },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** The owner's check-in of `bookingId` (defaults: 10,000 km, a full tank, four photos). */
export async function checkIn(
  app: FastifyInstance,
  owner: TestUser | null,
  bookingId: string,
  fields: Record<string, string> = {},
  files?: FilePart[],
) {
  return postForm(
    app,
    `/owner/bookings/${bookingId}/check-in`,
    owner,
    { odometerKm: "10000", fuelLevel: "8", ...fields },
    files ?? (await fourSides()),
  );
}

/** The owner's check-out of `bookingId` (defaults: 10,100 km, a full tank, four photos). */
export async function checkOut(
  app: FastifyInstance,
  owner: TestUser | null,
  bookingId: string,
  fields: Record<string, string> = {},
  files?: FilePart[],
) {
  return postForm(
    app,
    `/owner/bookings/${bookingId}/check-out`,
    owner,
    { odometerKm: "10100", fuelLevel: "8", ...fields },
    files ?? (await fourSides()),
  );
}

/**
 * The owner moves booking `bookingId` to `status` as Manage Bookings does now (decision 029):
 * on_rent by a check-in, completed by a check-out (both with their defaults), anything else
 * through change-status. Returns the answer's status and body.
 */
export async function ownerMove(
  app: FastifyInstance,
  owner: TestUser,
  bookingId: string,
  status: string,
  cancellationReason?: string,
) {
  if (status === "on_rent") return checkIn(app, owner, bookingId);
  if (status === "completed") return checkOut(app, owner, bookingId);
  const res = await app.inject({
    method: "POST",
    url: "/api/bookings/change-status",
    headers: owner.auth,
    payload: { bookingId, status, ...(cancellationReason ? { cancellationReason } : {}) },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
