/**
 * Car access for every owner module (issue 25 Build item 1): the one check that a caller
 * owns a live car, used by the owner's car calls (cars/service.ts: edit, hide/show, delete)
 * and the owner calendar (calendar/service.ts). The query is the cars repository's
 * findLiveCar. Refusals: 404 CAR_MSG.carNotFound for an unknown, deleted or non-UUID car;
 * 403 with the purpose's text for another owner's car (server-rules.md section 3, owner
 * document sections 7-9, issue 15).
 */
import { CALENDAR_MSG, CAR_MSG } from "@gaadi/shared";
import type { Db } from "../../db/client.js";
import { forbidden, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { type CarRow, findLiveCar } from "./repository.js";

/** The 403 text for another owner's car, by what the caller wanted to do with it. */
const NOT_YOURS = {
  update: CAR_MSG.updateOwn,
  delete: CAR_MSG.deleteOwn,
  calendar: CALENDAR_MSG.notYourCar,
} as const;

/** What an owner wants to do with a car: picks the 403 text. */
export type CarPurpose = keyof typeof NOT_YOURS;

/**
 * The live car `carId` if `ownerId` owns it. With `lock`, the row is held FOR UPDATE to the
 * end of `db`'s transaction (pass the transaction). 404 unknown/deleted/non-UUID, 403 another
 * owner's (NOT_YOURS[purpose]).
 */
export async function ownedCar(
  db: Db,
  carId: unknown,
  ownerId: string,
  purpose: CarPurpose,
  opts: { lock?: boolean } = {},
): Promise<CarRow> {
  if (!isUuid(carId)) throw notFound(CAR_MSG.carNotFound);
  const car = await findLiveCar(db, carId, opts);
  if (!car) throw notFound(CAR_MSG.carNotFound);
  if (car.ownerId !== ownerId) throw forbidden(NOT_YOURS[purpose]);
  return car;
}
