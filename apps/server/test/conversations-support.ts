/**
 * Shortcuts for the conversations tests (issue 31; not imported by the app): a clock the test
 * moves, a car with its owner, a renter and a stranger, and the messages API called through
 * app.inject (sending as multipart with real photos, as the web sends it).
 */
import type { FastifyInstance } from "fastify";
import { callApi } from "./bookings-support.js";
import { type FilePart, imageBytes, multipartBody } from "./cars-support.js";
import { createCar, createUser, type TestUser } from "./helpers.js";

/** A clock for buildTestApp's `now` that the test sets and moves. */
export function testClock(start: Date) {
  let at = start;
  return {
    now: () => at,
    set(to: Date) {
      at = to;
    },
    advance(ms: number) {
      at = new Date(at.getTime() + ms);
    },
  };
}

/** An owner with one shown car, a renter and a third account (neither party). */
export async function parties(app: FastifyInstance) {
  const owner = await createUser(app, { role: "owner", name: "Owner Om" });
  const renter = await createUser(app, { name: "Renter Rani" });
  const stranger = await createUser(app, { name: "Stranger Sam" });
  const car = await createCar(app, owner.id);
  return { owner, renter, stranger, car };
}

/** Calls `url` under /api/messages as `user` (a visitor when null). */
export const messagesApi = (
  app: FastifyInstance,
  method: "GET" | "POST" | "DELETE",
  url: string,
  user: TestUser | null,
  payload?: object,
) => callApi(app, method, `/messages${url}`, user, payload);

/** The renter's inquiry about `carId` (POST /api/messages/inquiries). */
export const ask = (app: FastifyInstance, user: TestUser | null, carId: string) =>
  messagesApi(app, "POST", "/inquiries", user, { carId });

/** A small JPEG photo in the `photos` field. */
export async function photo(name = "photo.jpg"): Promise<FilePart> {
  return {
    field: "photos",
    filename: name,
    type: "image/jpeg",
    bytes: await imageBytes("jpeg", 64, 48),
  };
}

/** Sends `text` (omitted when undefined) and `files` to conversation `id` as `user`. */
export async function send(
  app: FastifyInstance,
  user: TestUser | null,
  id: string,
  text: string | undefined,
  files: FilePart[] = [],
) {
  const { payload, headers } = await multipartBody(text === undefined ? {} : { text }, files);
  const res = await app.inject({
    method: "POST",
    url: `/api/messages/conversations/${id}/messages`,
    payload,
    headers: { ...headers, ...(user ? user.auth : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

/** The renter's inquiry about the car, opened, and its id. */
export async function inquiry(app: FastifyInstance, renter: TestUser, carId: string) {
  const res = await ask(app, renter, carId);
  if (res.status !== 200) throw new Error(`inquiry: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.conversation._id as string;
}
