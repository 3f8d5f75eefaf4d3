/**
 * The operators' rules (issue 29 items 1, 4 and 5). Every action runs in ONE transaction that
 * changes its subject, writes exactly one audit row (operator_actions) and the notification
 * (with its mail, queued by insertNotifications) to the person it concerns, so an action is
 * recorded exactly when it happened. Refusals: 400 no reason (schema) or suspending oneself;
 * 404 unknown subject (any id that is not a UUID too); 409 a licence not pending, an account
 * already (not) suspended, a car already (not) hidden. Queries live in repository.ts.
 */
import {
  type AuditEntry,
  ageOn,
  type BookingHistoryResponse,
  indiaToday,
  OPERATOR_MSG,
  type OperatorCar,
  type OperatorPerson,
  type PendingLicence,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { priceBreakdown } from "../bookings/mapper.js";
import { endPendingRequestsOf } from "../bookings/service.js";
import type { CarRow } from "../cars/repository.js";
import { licencePhotos } from "../licences/service.js";
import { notify } from "../notifications/service.js";
import * as users from "../users/repository.js";
import * as repo from "./repository.js";

/** A notice about no car (licence and account notices): notificationText ignores it. */
const NO_CAR = { brand: "", model: "" };

/** A booking reference as the console accepts it: 'GD-' and six characters, any case. */
export const BOOKING_REF = /^GD-[2-9A-HJKMNP-Z]{6}$/;

/** The licences waiting for review, oldest submitted first, with each holder's age today. */
export async function licenceQueue(app: FastifyInstance): Promise<PendingLicence[]> {
  const today = indiaToday(app.now());
  return (await repo.pendingLicences(app.db)).map(({ licence, name, email }) => ({
    userId: licence.userId,
    name,
    email,
    stateCode: licence.stateCode,
    numberLast4: licence.numberLast4,
    dateOfBirth: licence.dateOfBirth,
    validUntil: licence.validUntil,
    submittedAt: licence.submittedAt.toISOString(),
    age: ageOn(licence.dateOfBirth, today),
  }));
}

/**
 * The licence photo of `userId` (webp bytes) from the private upload folder, where `photo` is
 * its key ('licences/<uuid>.webp', licences service). 404 no licence, or no file.
 */
export async function licencePhoto(app: FastifyInstance, userId: string): Promise<Buffer> {
  const licence = isUuid(userId) ? await repo.findLicence(app.db, userId) : undefined;
  if (!licence) throw notFound(OPERATOR_MSG.licenceNotFound);
  const bytes = await licencePhotos(app).read(licence.photo);
  if (!bytes) throw notFound(OPERATOR_MSG.licenceNotFound);
  return bytes;
}

/**
 * Approves (`reason` undefined) or rejects the pending licence of `userId`: its status, who
 * and when; one audit row; the renter told licence_approved or licence_rejected (with the
 * reason) and mailed. 404 no licence, 409 OPERATOR_MSG.licenceNotPending.
 */
export async function reviewLicence(
  app: FastifyInstance,
  operatorId: string,
  userId: string,
  reason?: string,
): Promise<void> {
  if (!isUuid(userId)) throw notFound(OPERATOR_MSG.licenceNotFound);
  const status = reason === undefined ? "verified" : "rejected";
  await app.db.transaction(async (tx) => {
    const licence = await repo.findLicence(tx, userId, true);
    if (!licence) throw notFound(OPERATOR_MSG.licenceNotFound);
    if (licence.status !== "pending") throw conflict(OPERATOR_MSG.licenceNotPending);
    const now = app.now();
    await repo.setLicenceReview(tx, userId, {
      status,
      reason: reason ?? "",
      by: operatorId,
      at: now,
    });
    await repo.insertAction(tx, {
      operatorId,
      action: status === "verified" ? "licence_approved" : "licence_rejected",
      subjectType: "licence",
      subjectId: userId,
      reason: reason ?? "",
      details: { stateCode: licence.stateCode, numberLast4: licence.numberLast4 },
    });
    await notify(tx, [
      {
        userId,
        type: status === "verified" ? "licence_approved" : "licence_rejected",
        car: NO_CAR,
        detail: reason === undefined ? {} : { reason },
      },
    ]);
  });
}

function toOperatorCar(c: CarRow): OperatorCar {
  return {
    id: c.id,
    brand: c.brand,
    model: c.model,
    city: c.city,
    isAvailable: c.isAvailable,
    hiddenBy: c.hiddenBy,
    hiddenReason: c.hiddenReason,
  };
}

/** Up to 20 accounts whose name or e-mail contains `q`, or the parties of booking `q`. */
export async function searchPeople(app: FastifyInstance, q: string): Promise<OperatorPerson[]> {
  const ref = BOOKING_REF.test(q.toUpperCase()) ? q.toUpperCase() : undefined;
  const found = await repo.searchUsers(app.db, q, ref, 20);
  const cars = await repo.carsOf(
    app.db,
    found.map((u) => u.id),
  );
  return found.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    isOperator: u.isOperator,
    suspendedAt: u.suspendedAt?.toISOString() ?? null,
    suspendedReason: u.suspendedReason,
    createdAt: u.createdAt.toISOString(),
    cars: cars.filter((c) => c.ownerId === u.id).map(toOperatorCar),
  }));
}

/**
 * Suspends account `userId` in ONE transaction: suspended_at and the reason, its sessions
 * ended (session version bumped), its cars hidden ('suspension', availability remembered),
 * its pending requests declined or cancelled and refunded by the booking rules, the account
 * told account_suspended and mailed, one audit row. 400 OPERATOR_MSG.cannotSuspendSelf,
 * 404 unknown, 409 OPERATOR_MSG.alreadySuspended.
 */
export async function suspend(
  app: FastifyInstance,
  operatorId: string,
  userId: string,
  reason: string,
): Promise<void> {
  if (!isUuid(userId)) throw notFound(OPERATOR_MSG.userNotFound);
  if (userId === operatorId) throw badRequest(OPERATOR_MSG.cannotSuspendSelf);
  await app.db.transaction(async (tx) => {
    const user = await users.lockLiveUser(tx, userId);
    if (!user) throw notFound(OPERATOR_MSG.userNotFound);
    if (user.suspendedAt) throw conflict(OPERATOR_MSG.alreadySuspended);
    const now = app.now();
    await repo.suspendUser(tx, userId, reason, now);
    const hidden = await repo.hideCarsForSuspension(tx, userId, reason, now);
    const ended = await endPendingRequestsOf(tx, userId, OPERATOR_MSG.suspendedRequestReason, now);
    await repo.insertAction(tx, {
      operatorId,
      action: "account_suspended",
      subjectType: "user",
      subjectId: userId,
      reason,
      details: { carsHidden: hidden.length, requestsEnded: ended },
    });
    await notify(tx, [{ userId, type: "account_suspended", car: NO_CAR, detail: { reason } }]);
  });
}

/**
 * Lifts the suspension of `userId`: the cars its suspension hid come back as they were; one
 * audit row. 404 unknown, 409 OPERATOR_MSG.notSuspended.
 */
export async function reinstate(
  app: FastifyInstance,
  operatorId: string,
  userId: string,
): Promise<void> {
  if (!isUuid(userId)) throw notFound(OPERATOR_MSG.userNotFound);
  await app.db.transaction(async (tx) => {
    const user = await users.lockLiveUser(tx, userId);
    if (!user) throw notFound(OPERATOR_MSG.userNotFound);
    if (!user.suspendedAt) throw conflict(OPERATOR_MSG.notSuspended);
    const now = app.now();
    await repo.reinstateUser(tx, userId, now);
    const restored = await repo.restoreSuspensionCars(tx, userId, now);
    await repo.insertAction(tx, {
      operatorId,
      action: "account_reinstated",
      subjectType: "user",
      subjectId: userId,
      details: { carsRestored: restored.length },
    });
  });
}

/** One car with its owner for the Listings tab. 404 unknown or deleted. */
export async function operatorCar(app: FastifyInstance, carId: string) {
  const found = isUuid(carId) ? await repo.findCar(app.db, carId) : undefined;
  if (!found) throw notFound(OPERATOR_MSG.carNotFound);
  return { ...toOperatorCar(found.car), ownerId: found.car.ownerId, ownerName: found.ownerName };
}

async function lockedCar(tx: Db, carId: string) {
  const found = isUuid(carId) ? await repo.findCar(tx, carId, true) : undefined;
  if (!found) throw notFound(OPERATOR_MSG.carNotFound);
  return found.car;
}

/**
 * Hides car `carId` from the listing with `reason` (hidden_by 'operator', unavailable), the
 * owner told listing_hidden and mailed; one audit row. A car hidden by its owner's
 * suspension becomes operator-hidden (it stays hidden after a reinstatement). 404 unknown,
 * 409 OPERATOR_MSG.alreadyHidden when an operator already hid it.
 */
export async function hideCar(
  app: FastifyInstance,
  operatorId: string,
  carId: string,
  reason: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const car = await lockedCar(tx, carId);
    if (car.hiddenBy === "operator") throw conflict(OPERATOR_MSG.alreadyHidden);
    const now = app.now();
    if (car.hiddenBy === "suspension") await repo.restoreCar(tx, car.id, now);
    await repo.hideCar(tx, car.id, reason, now);
    await repo.insertAction(tx, {
      operatorId,
      action: "car_hidden",
      subjectType: "car",
      subjectId: car.id,
      reason,
      details: { ownerId: car.ownerId, wasAvailable: car.isAvailable },
    });
    await notify(tx, [
      { userId: car.ownerId, type: "listing_hidden", car, carId: car.id, detail: { reason } },
    ]);
  });
}

/** Restores car `carId` an operator hid; one audit row. 404 unknown, 409 OPERATOR_MSG.notHidden. */
export async function restoreCar(
  app: FastifyInstance,
  operatorId: string,
  carId: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const car = await lockedCar(tx, carId);
    if (car.hiddenBy !== "operator") throw conflict(OPERATOR_MSG.notHidden);
    await repo.restoreCar(tx, car.id, app.now());
    await repo.insertAction(tx, {
      operatorId,
      action: "car_restored",
      subjectType: "car",
      subjectId: car.id,
      details: { ownerId: car.ownerId },
    });
  });
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The whole history of booking `ref` (any case): its row (status changes with their
 * instants, stored price and refund lines), the notifications sent about it, and its payment,
 * refunds and transfers. 400 OPERATOR_MSG.badReference, 404 unknown.
 */
export async function bookingHistory(
  app: FastifyInstance,
  ref: string,
): Promise<Omit<BookingHistoryResponse, "success">> {
  const upper = ref.trim().toUpperCase();
  if (!BOOKING_REF.test(upper)) throw badRequest(OPERATOR_MSG.badReference);
  const found = await repo.bookingByRef(app.db, upper);
  if (!found) throw notFound(OPERATOR_MSG.bookingNotFound);
  const { booking: b, car, renter, owner } = found;
  const records = await repo.bookingRecords(app.db, b.id);
  const events = [
    { status: "requested", at: b.createdAt },
    { status: "booked", at: b.confirmedAt },
    { status: "on_rent", at: b.pickedUpAt },
    { status: "completed", at: b.completedAt },
    { status: "cancelled", at: b.cancelledAt },
  ]
    .filter((e): e is { status: string; at: Date } => e.at !== null)
    .sort((x, y) => x.at.getTime() - y.at.getTime())
    .map((e) => ({ status: e.status, at: e.at.toISOString() }));
  const party = (u: typeof renter) => ({ id: u.id, name: u.name, email: u.email });
  return {
    booking: {
      id: b.id,
      bookingRef: b.bookingRef,
      status: b.status,
      paymentStatus: b.paymentStatus,
      pickupDate: b.pickupDate,
      returnDate: b.returnDate,
      car: { id: car.id, brand: car.brand, model: car.model },
      renter: party(renter),
      owner: party(owner),
      price: b.price,
      priceLines: priceBreakdown(b).map((l) => ({ label: l.label, amount: l.amount })),
      refundAmount: b.refundAmount,
      refundLines: (b.refundLines ?? []) as unknown as Record<string, unknown>[],
      cancellationReason: b.cancellationReason,
      cancelledBy: b.cancelledBy,
      events,
    },
    notifications: records.sent.map((n) => ({
      type: n.type,
      title: n.title,
      userId: n.userId,
      createdAt: n.createdAt.toISOString(),
    })),
    payment: records.payment
      ? {
          status: records.payment.status,
          amountPaise: records.payment.amountPaise,
          orderId: records.payment.orderId,
          paymentId: records.payment.paymentId,
          method: records.payment.method,
          capturedAt: iso(records.payment.capturedAt),
        }
      : null,
    refunds: records.refunded.map((r) => ({
      kind: r.kind,
      status: r.status,
      amountPaise: r.amountPaise,
      processedAt: iso(r.processedAt),
    })),
    transfers: records.transferred.map((t) => ({
      kind: t.kind,
      status: t.status,
      amountPaise: t.amountPaise,
      onHoldUntil: t.onHoldUntil.toISOString(),
      transferredAt: iso(t.transferredAt),
    })),
  };
}

/** Entries per page of the audit log. */
export const AUDIT_PAGE = 50;

/**
 * A page of the audit log, newest first. `cursor` is the previous page's nextCursor
 * ('<created_at>|<id>'); nextCursor is null on the last page. 400 OPERATOR_MSG.badCursor.
 */
export async function auditLog(
  app: FastifyInstance,
  cursor: string | undefined,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  let after: { at: string; id: string } | undefined;
  if (cursor !== undefined) {
    const [at, id] = cursor.split("|");
    if (!at || !id || !isUuid(id) || Number.isNaN(Date.parse(at))) {
      throw badRequest(OPERATOR_MSG.badCursor);
    }
    after = { at, id };
  }
  const rows = await repo.auditPage(app.db, after, AUDIT_PAGE + 1);
  const page = rows.slice(0, AUDIT_PAGE);
  const last = page.at(-1);
  return {
    entries: page.map(({ action: a, operatorName }) => ({
      id: a.id,
      operatorId: a.operatorId,
      operatorName,
      action: a.action,
      subjectType: a.subjectType,
      subjectId: a.subjectId,
      reason: a.reason,
      details: a.details as Record<string, unknown>,
      createdAt: a.createdAt.toISOString(),
    })),
    nextCursor: rows.length > AUDIT_PAGE && last ? `${last.at}|${last.action.id}` : null,
  };
}
