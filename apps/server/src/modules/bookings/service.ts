/**
 * Booking rules (server-rules.md sections 2 and 4): who may book, cancel or move a booking,
 * and what it costs, as the shared booking policy (packages/shared bookings/policy.ts) says.
 * Request bodies arrive checked for shape by the shared schemas (dates are real calendar
 * dates); the date rules are applied here against India's today by the app's clock
 * (indiaToday(app.now()), issue 25's one clock). Errors are AppErrors:
 * 404 unknown car or booking (and any id that is not a UUID), 403 not yours, 409 conflict
 * with the current state, including 'Car is not available for the selected dates'.
 * Each event writes its notification (server-rules.md section 6) in the event's own
 * transaction: a failed write fails the event, a refused event writes none.
 * A pending request expires (issue 27 item 4, the shared requestExpiresAt): from then on no
 * one may change it (409 'This request has expired', even before the job has run), and the
 * job runner's sweep (expireDueRequests) cancels it as 'system'.
 */
import {
  ACCOUNT_MSG,
  BOOKING_MSG,
  type BookedDateRange,
  type Booking,
  type BookingRequest,
  type BookingStatus,
  bookingRefusal,
  cancelRefusal,
  canTransition,
  HANDOVER_MSG,
  indiaToday,
  isRequestExpired,
  licenceBookingRefusal,
  type NotificationType,
  type OwnerBooking,
  type OwnerTargetStatus,
  PAYMENT_MSG,
  type PaymentOrder,
  paymentAmountPaise,
  RECEIPT_MSG,
  RENTER_CANCELLABLE,
  REQUEST_ANSWER_MS,
  type Receipt,
  type RefundAnswer,
  renterMayCancel,
  sourcesOf,
  type TripQuote,
  toApiDate,
  transitionRefusal,
  validateBookingDates,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import * as catalogue from "../catalogue/service.js";
import { adoptInquiry } from "../conversations/repository.js";
import type { JobHandler } from "../jobs/service.js";
import * as licences from "../licences/repository.js";
import { notify } from "../notifications/service.js";
import { openOrder, paymentsOn } from "../payments/orders.js";
import * as payments from "../payments/repository.js";
import { paymentStatusAfterCancel, recordCancellation } from "../payments/service.js";
import { decideRefund, quoteColumns, toBooking, toOwnerBooking, toTripQuote } from "./mapper.js";
import { toReceipt } from "./receipt.js";
import * as repo from "./repository.js";

interface DatesInput {
  pickupDate: string;
  returnDate: string;
}

/**
 * Throws the first rule a request for `found` from `input.pickupDate` to `input.returnDate`
 * breaks (the shared bookingRefusal, against India's today by the app's clock), else returns
 * the car: what creation and the quote both refuse, with the same statuses and texts.
 */
function refuseOrCar<C extends NonNullable<BookingRequest["car"]>>(
  app: FastifyInstance,
  found: C | undefined,
  request: DatesInput & { renterId: string; held?: BookingRequest["held"] },
): C {
  const refusal = bookingRefusal({ ...request, car: found, today: indiaToday(app.now()) });
  if (refusal) throw new AppError(refusal.status, refusal.message);
  return found!; // bookingRefusal refuses a missing car
}

/**
 * Creates a booking of `input.car` for the renter: pending, or booked at once when the car is
 * instant book (issue 15 item 3; confirmedAt = createdAt, the renter is told
 * booking_confirmed and the owner booking_created, both worded for instant book). The booking
 * stores its whole quote (issue 27: quoteColumns, shared quoteTrip with the configured rates
 * and the car's price, discounts, deposit and policy as read, locked, in this transaction);
 * price is its total. Refusals in the shared bookingRefusal's order, against India's today by
 * the app's clock: 404 'Car not found' (unknown, deleted), 403 own car, 404 hidden, 400 the
 * first date rule broken (past, over 365 days ahead, reversed, over 90 days), 400 the first
 * trip rule broken (notice, minimum trip, maximum trip); with LICENCE_CHECKS on (issue 29
 * item 3), the renter's driving licence by the shared licenceBookingRefusal (400 none, expires
 * before the return date, under 21 on the pickup date; 403 rejected, or not verified for an
 * instant-book car); then 409 dates held by another booking or blocked by the owner: the exclusion constraints decide, so there is no
 * check-then-insert race. 401 when the renter's account
 * was deleted meanwhile (its row is locked first, decision 011). `message` is what the
 * answer says: BOOKING_MSG.instantBooked or BOOKING_MSG.created.
 */
export async function createBooking(
  app: FastifyInstance,
  renterId: string,
  input: DatesInput & { car: string },
): Promise<{ booking: Booking; message: string; payment?: PaymentOrder }> {
  if (!isUuid(input.car)) throw notFound(BOOKING_MSG.carNotFound);
  if (paymentsOn(app)) return createAwaitingPayment(app, renterId, input);
  return app.db.transaction(async (tx) => {
    // One instant for all three, so the stored row says it was confirmed as it was created
    // (what the mail module reads to word an instant booking's mail).
    const { row, car } = await insertRequested(app, tx, renterId, input, (car, now) =>
      car.instantBook ? { status: "booked", confirmedAt: now } : { status: "pending" },
    );
    const instant = car.instantBook;
    const about = { car, bookingId: row.id, carId: car.id, detail: { instant } };
    await notify(tx, [
      { userId: car.ownerId, type: "booking_created", ...about },
      ...(instant ? [{ userId: renterId, type: "booking_confirmed" as const, ...about }] : []),
    ]);
    return {
      booking: toBooking(row, car),
      message: instant ? BOOKING_MSG.instantBooked : BOOKING_MSG.created,
    };
  });
}

/**
 * The insert both ways of booking share, in `tx`: the renter's row locked (401 when deleted),
 * the car found and refused by the shared rules (refuseOrCar), its quote at the configured
 * rates, and the row inserted at the app's clock (so the request's expiry, 24 h from it, moves
 * with the clock every date rule reads) with the columns `extra` adds for that car and instant.
 */
async function insertRequested(
  app: FastifyInstance,
  tx: Db,
  renterId: string,
  input: DatesInput & { car: string },
  extra: (
    car: NonNullable<Awaited<ReturnType<typeof repo.findCarForBooking>>>,
    now: Date,
  ) => Partial<Parameters<typeof repo.insertBooking>[1]>,
) {
  if (!(await repo.lockLiveRenter(tx, renterId))) throw unauthorized(ACCOUNT_MSG.sessionInvalid);
  const found = await repo.findCarForBooking(tx, input.car);
  const car = refuseOrCar(app, found, { ...input, renterId });
  if (app.config.licenceChecks) {
    // Issue 29 item 3: read in this transaction, after the renter's row is locked.
    const refusal = licenceBookingRefusal({
      licence: await licences.bookingFacts(tx, renterId),
      pickupDate: input.pickupDate,
      returnDate: input.returnDate,
      instantBook: car.instantBook,
    });
    if (refusal) throw new AppError(refusal.status, refusal.message);
  }
  const quote = quoteColumns(car, input.pickupDate, input.returnDate, app.config.rates);
  const now = app.now();
  const row = await repo.insertBooking(tx, {
    carId: car.id,
    renterId,
    ownerId: car.ownerId,
    pickupDate: input.pickupDate,
    returnDate: input.returnDate,
    ...quote,
    // The car's trip charges' rules, kept with the booking (issue 30 item 1).
    kmPerDay: car.kmPerDay,
    extraKmRate: car.extraKmRate,
    fuelCharge: car.fuelCharge,
    createdAt: now,
    updatedAt: now,
    ...extra(car, now),
  });
  // Issue 31 item 1: the renter's inquiry about this car becomes the booking's conversation.
  await adoptInquiry(tx, row);
  return { row, car };
}

/**
 * createBooking with online payments on (issue 28 item 2): the booking is made pending and
 * 'awaiting' whatever the car's instant book, its dates held until the payment window ends
 * (PAYMENT_WINDOW_MINUTES from now), its payments row written in the same transaction (amount
 * (price + deposit) x 100 paise); nobody is told yet. Once committed, Razorpay is asked for the
 * order (payments/orders.ts openOrder; 503 with the booking cancelled if it cannot be made). The
 * refusals are createBooking's.
 */
async function createAwaitingPayment(
  app: FastifyInstance,
  renterId: string,
  input: DatesInput & { car: string },
): Promise<{ booking: Booking; message: string; payment: PaymentOrder }> {
  const minutes = app.config.paymentWindowMinutes;
  const { row, booking } = await app.db.transaction(async (tx) => {
    const { row, car } = await insertRequested(app, tx, renterId, input, (_car, now) => ({
      status: "pending",
      paymentStatus: "awaiting",
      paymentDueAt: new Date(now.getTime() + minutes * 60_000),
    }));
    await payments.insertPayment(tx, {
      bookingId: row.id,
      amountPaise: paymentAmountPaise(row),
      now: row.createdAt,
    });
    return { row, booking: toBooking(row, car) };
  });
  const payment = await openOrder(app, {
    id: row.id,
    bookingRef: row.bookingRef,
    amountPaise: paymentAmountPaise(row),
    dueAt: row.paymentDueAt!,
  });
  return { booking, message: PAYMENT_MSG.awaiting(minutes), payment };
}

/**
 * What a trip of `input.car` would cost if booked now (GET /api/bookings/quote, issue 27): the
 * quote a booking made now stores (the same quoteColumns, rates and car fields), answered.
 * Anonymous, so it refuses what creation refuses for anyone (the shared bookingRefusal:
 * 404 unknown, deleted or hidden car, 400 the date and trip rules, 409 dates already held by
 * a booking or blocked), not the own-car 403, which needs to know who asks.
 */
export async function quoteTripFor(
  app: FastifyInstance,
  input: DatesInput & { car: string },
): Promise<TripQuote> {
  const found = isUuid(input.car) ? await repo.findCarForQuote(app.db, input.car) : undefined;
  const held = found?.isAvailable
    ? await repo.publicCarHeldRanges(app.db, found.id, input.pickupDate)
    : [];
  const ranges = (held ?? []).map((r) => ({ start: r.pickupDate, end: r.returnDate }));
  const car = refuseOrCar(app, found, { ...input, renterId: "", held: ranges });
  return toTripQuote(
    quoteColumns(car, input.pickupDate, input.returnDate, app.config.rates),
    app.config.payments.mode === "razorpay",
  );
}

/**
 * The days a public car is not free that end today or later: its holding bookings (pending,
 * booked, on_rent) and its owner's blocks (issue 15 item 4), in one list sorted by start,
 * without saying which is which. 404 'Car not found' when hidden, deleted, unknown or not a
 * UUID.
 */
export async function bookedDates(app: FastifyInstance, carId: string): Promise<BookedDateRange[]> {
  const rows = isUuid(carId)
    ? await repo.publicCarHeldRanges(app.db, carId, indiaToday(app.now()))
    : undefined;
  if (!rows) throw notFound(BOOKING_MSG.carNotFound);
  return rows.map((r) => ({ start: toApiDate(r.pickupDate), end: toApiDate(r.returnDate) }));
}

/**
 * Public cars in the city (case-insensitive) free on every day of the requested range: the
 * catalogue's availability query, unpaged, as the JSON text of the Car array, built by the
 * database (decision 020), each car with its `tripTotal` for the dates (issue 27). 400 with
 * the first date rule broken against India's today by the app's clock.
 */
export function checkAvailability(
  app: FastifyInstance,
  input: DatesInput & { location: string },
): Promise<string> {
  const today = indiaToday(app.now());
  const broken = validateBookingDates(input.pickupDate, input.returnDate, today);
  if (broken) throw badRequest(broken);
  return catalogue.availableCarsJson(app.db, input, today, app.config.rates);
}

/**
 * The renter's bookings, newest first, including those of cars since deleted, each with its
 * refunds through Razorpay (issue 28 item 4: one more query for the whole list, none when no
 * booking of it was paid online).
 */
export async function listRenterBookings(
  app: FastifyInstance,
  renterId: string,
): Promise<Booking[]> {
  const rows = await repo.renterBookings(app.db, renterId);
  // Only bookings paid online can have refunds: a list of offline ones asks nothing more.
  const online = rows.filter((r) => r.booking.paymentStatus !== "offline");
  const refunds = new Map<string, repo.BookingRefundRow[]>();
  for (const f of await repo.refundsOfBookings(
    app.db,
    online.map((r) => r.booking.id),
  )) {
    const list = refunds.get(f.bookingId);
    if (list) list.push(f);
    else refunds.set(f.bookingId, [f]);
  }
  return rows.map((r) => toBooking(r.booking, r.car, refunds.get(r.booking.id), r.handover));
}

/**
 * The bookings of the owner's cars, newest first, with each renter's id, name and driving
 * licence status on India's today (issue 29).
 */
export async function listOwnerBookings(
  app: FastifyInstance,
  ownerId: string,
): Promise<OwnerBooking[]> {
  const rows = await repo.ownerBookings(app.db, ownerId);
  const today = indiaToday(app.now());
  return rows.map((r) =>
    toOwnerBooking(r.booking, r.car, r.renter, r.renterLicence, today, r.handover),
  );
}

/**
 * The renter's own booking they may cancel at `now`, or the refusal: 404, 403, 409 'This
 * request has expired' (an expired request, isExpiredRequest), 409 (cancelRefusal).
 */
async function renterCancellable(
  db: Db,
  renterId: string,
  bookingId: string,
  lock: boolean,
  now: Date,
): Promise<repo.BookingRow & { status: (typeof RENTER_CANCELLABLE)[number] }> {
  const b = isUuid(bookingId) ? await repo.findBooking(db, bookingId, lock) : undefined;
  if (!b) throw notFound(BOOKING_MSG.bookingNotFound);
  if (b.renterId !== renterId) throw forbidden(BOOKING_MSG.notYourBooking);
  if (isExpiredRequest(b, now)) throw conflict(BOOKING_MSG.requestExpired);
  if (!renterMayCancel(b.status)) throw conflict(cancelRefusal(b.status));
  return b as repo.BookingRow & { status: (typeof RENTER_CANCELLABLE)[number] };
}

/**
 * What the renter's cancellation of their booking would refund and keep now (GET
 * /api/bookings/{id}/cancellation, issue 27), line by line, decided at app.now(): the same
 * decideRefund the cancel stores. 404 unknown, 403 someone else's, 409 not cancellable.
 */
export async function cancellationPreview(
  app: FastifyInstance,
  renterId: string,
  bookingId: string,
): Promise<RefundAnswer> {
  const now = app.now();
  const b = await renterCancellable(app.db, renterId, bookingId, false, now);
  return decideRefund(b, b.status, "renter", now).answer;
}

/**
 * The receipt of booking `bookingId` as `userId` may see it (GET /api/bookings/{id}/receipt,
 * issue 27 item 5), from its stored quote, issued at app.now(): the booking's renter gets
 * their receipt, the car's owner their statement (one endpoint, shaped by who asks: a person
 * is never both, since nobody may book their own car). Any status, cancelled ones with their
 * refund. 404 'Booking not found' (unknown, or not a UUID, as every booking route), 403
 * RECEIPT_MSG.notYours for anyone else.
 */
export async function receipt(
  app: FastifyInstance,
  userId: string,
  bookingId: string,
): Promise<Receipt> {
  const row = isUuid(bookingId) ? await repo.findBookingForReceipt(app.db, bookingId) : undefined;
  if (!row) throw notFound(BOOKING_MSG.bookingNotFound);
  const b = row.booking;
  const view = b.renterId === userId ? "renter" : b.ownerId === userId ? "owner" : null;
  if (!view) throw forbidden(RECEIPT_MSG.notYours);
  // The payment and refunds through Razorpay are on the renter's own receipt (issue 28 item 7).
  const online = view === "renter" && b.paymentStatus !== "offline";
  const money = {
    payment: online ? await repo.capturedPayment(app.db, b.id) : undefined,
    refunds: online ? await repo.refundsOfBookings(app.db, [b.id]) : [],
  };
  return toReceipt(row, view, app.now(), app.config.platformGstin, money);
}

/**
 * The renter cancels their own pending or booked booking with a reason (1 to 200 characters,
 * trimmed by the schema), and its refund is decided and stored in the same transaction
 * (issue 27: the policy applies to a booked trip; a pending request refunds everything). The
 * row is locked first, so the refund is decided on the status it is cancelled from.
 * 404 unknown, 403 someone else's, 409 'This request has expired' for an expired request
 * (pending past its expiry, or already expired by the job), 409 any other status. Answers
 * the refund.
 */
export async function cancelBooking(
  app: FastifyInstance,
  renterId: string,
  input: { bookingId: string; cancellationReason: string },
): Promise<RefundAnswer> {
  return app.db.transaction(async (tx) => {
    const now = app.now();
    const b = await renterCancellable(tx, renterId, input.bookingId, true, now);
    const refund = decideRefund(b, b.status, "renter", now);
    // Nothing was paid for a booking still awaiting its payment (issue 28): no refund to
    // store, and the owner never heard of it.
    const unpaid = b.paymentStatus === "awaiting";
    const row = await repo.updateStatusIf(tx, b.id, { renterId }, RENTER_CANCELLABLE, {
      status: "cancelled",
      cancellationReason: input.cancellationReason,
      cancelledBy: "renter",
      cancelledAt: now,
      updatedAt: now,
      ...(unpaid ? {} : refund.columns),
      paymentStatus: paymentStatusAfterCancel(b.paymentStatus, refund.answer.amount),
      paymentDueAt: null,
    });
    if (!unpaid) await notifyAbout(tx, row!, row!.ownerId, "booking_cancelled");
    // Paid online: the cancellation's ledger and its refund, queued (issue 28).
    await recordCancellation(tx, row!, now);
    return refund.answer;
  });
}

/** The column each owner transition stamps. */
const STAMP = {
  booked: "confirmedAt",
  on_rent: "pickedUpAt",
  completed: "completedAt",
  cancelled: "cancelledAt",
} as const satisfies Record<OwnerTargetStatus, string>;

/**
 * The car's owner moves a booking: pending -> booked, pending -> cancelled (reason required,
 * checked by the schema), booked -> on_rent, on_rent -> completed; each stamps its time.
 * The status test and the update are one statement, so of two concurrent requests only one
 * applies. 404 unknown, 403 not a booking of the owner's car, 409 'This request has expired'
 * for an expired request (by the app's clock, even before the job has cancelled it), 409 any
 * other transition. A decline stores its refund (everything). Answers the booking as the
 * owner sees it.
 *
 * Issue 30 (decision 029): 'on_rent' and 'completed' are the handover's (POST
 * /api/owner/bookings/:id/check-in and check-out record the car's state and move the status in
 * one transaction); here on_rent is refused (409 HANDOVER_MSG.useCheckIn) and completed only
 * allowed for a trip on rent without a check-in (one picked up before handovers existed),
 * else 409 HANDOVER_MSG.useCheckOut.
 */
export async function changeStatus(
  app: FastifyInstance,
  ownerId: string,
  input: { bookingId: string; status: OwnerTargetStatus; cancellationReason?: string | undefined },
): Promise<OwnerBooking> {
  if (!isUuid(input.bookingId)) throw notFound(BOOKING_MSG.bookingNotFound);
  return app.db.transaction(async (tx) => {
    if (input.status === "on_rent" || input.status === "completed") {
      const b = await repo.findBooking(tx, input.bookingId);
      // Only where the move would otherwise apply: any other source keeps its own refusal.
      if (b && b.ownerId === ownerId && canTransition(b.status, input.status)) {
        if (input.status === "on_rent") throw conflict(HANDOVER_MSG.useCheckIn);
        if (await repo.hasHandover(tx, b.id, "check_in")) throw conflict(HANDOVER_MSG.useCheckOut);
      }
    }
    const row = await moveByOwner(app, tx, ownerId, input);
    await notifyAbout(tx, row, row.renterId, RENTER_NOTICE[input.status]);
    return ownerBookingAnswer(app, tx, row.id);
  });
}

/**
 * The owner's move of booking `input.bookingId` to `input.status` inside `tx` (changeStatus's
 * rules and refusals, without telling the renter): the moved row, its refund stored when it
 * is a decline. The handover (issue 30) calls it to move a booking to on_rent or completed in
 * the transaction that records the check-in or check-out.
 */
export async function moveByOwner(
  app: FastifyInstance,
  tx: Db,
  ownerId: string,
  input: { bookingId: string; status: OwnerTargetStatus; cancellationReason?: string | undefined },
): Promise<repo.BookingRow> {
  const to = input.status;
  const now = app.now();
  await refuseUnanswerable(tx, input.bookingId, (b) => b.ownerId === ownerId, now);
  const moved = await repo.updateStatusIf(tx, input.bookingId, { ownerId }, sourcesOf(to), {
    status: to,
    [STAMP[to]]: now,
    updatedAt: now,
    ...(to === "cancelled"
      ? { cancellationReason: input.cancellationReason ?? null, cancelledBy: "owner" as const }
      : {}),
  });
  if (!moved) {
    return explainRefusal(tx, input.bookingId, (b) => b.ownerId === ownerId, {
      notYours: BOOKING_MSG.notYourCarsBooking,
      refusal: (from) => transitionRefusal(from, to),
    });
  }
  // A decline (from pending, by the owner) refunds everything (issue 27).
  return to === "cancelled" ? refundCancelledRequest(tx, moved, "owner", now) : moved;
}

/** Booking `id` as its owner sees it (Manage Bookings' row), read in `db`. */
export async function ownerBookingAnswer(
  app: FastifyInstance,
  db: Db,
  id: string,
): Promise<OwnerBooking> {
  const answered = await repo.ownerBookingById(db, id);
  return toOwnerBooking(
    answered.booking,
    answered.car,
    answered.renter,
    answered.renterLicence,
    indiaToday(app.now()),
    answered.handover,
  );
}

/**
 * What the renter is told of each owner transition (server-rules.md section 6): declining a
 * pending booking is the only way an owner cancels one (booked -> cancelled does not exist).
 */
const RENTER_NOTICE = {
  booked: "booking_confirmed",
  cancelled: "booking_rejected",
  on_rent: "booking_on_rent",
  completed: "booking_completed",
} as const satisfies Record<OwnerTargetStatus, NotificationType>;

/**
 * 409 'This request has expired' when booking `bookingId` is the caller's (`isCallers`) and an
 * expired request at `now`: still pending past its requestExpiresAt, or already cancelled by
 * the expiry sweep; 409 PAYMENT_MSG.awaitingOwner while it awaits the renter's payment (issue
 * 28). Anything else passes (the guarded update then decides, and explains).
 */
async function refuseUnanswerable(
  tx: Db,
  bookingId: string,
  isCallers: (b: repo.BookingRow) => boolean,
  now: Date,
): Promise<void> {
  const b = await repo.findBooking(tx, bookingId);
  if (b && isCallers(b) && isExpiredRequest(b, now)) throw conflict(BOOKING_MSG.requestExpired);
  // The owner may not answer a booking before it is paid (issue 28).
  if (b && isCallers(b) && b.paymentStatus === "awaiting")
    throw conflict(PAYMENT_MSG.awaitingOwner);
}

/**
 * Whether `b` is an expired request at `now`: still pending past its requestExpiresAt, or
 * already cancelled by the expiry sweep.
 */
function isExpiredRequest(b: repo.BookingRow, now: Date): boolean {
  return b.status === "pending"
    ? isRequestExpired(b.createdAt, b.pickupDate, now)
    : b.status === "cancelled" && b.cancelledBy === "system";
}

/** Pending requests the sweep cancels per transaction. */
const EXPIRY_BATCH = 100;

/** The kind of the recurring job that sweeps expired requests (modules/jobs). */
export const EXPIRE_REQUESTS_JOB = "expire_requests";

/**
 * Cancels every pending request expired at `now` (the shared isRequestExpired), as the
 * system: status cancelled, cancelledBy 'system', reason BOOKING_MSG.expiredReason, stamped
 * `now`, its refund stored (everything: decideRefund by 'system'); and, in the same
 * transaction, tells both sides (booking_expired to the renter, which the outbox also mails,
 * and to the owner). Batches of EXPIRY_BATCH, one
 * transaction each. Resolves to how many it cancelled. Run by the job runner
 * (expireRequestsJob), safe to run on several servers at once (SKIP LOCKED).
 */
export async function expireDueRequests(db: Db, now: Date): Promise<number> {
  const at = { now, today: indiaToday(now), answerMs: REQUEST_ANSWER_MS };
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (tx) => {
      const rows = await repo.expireDueRequests(tx, at, EXPIRY_BATCH, BOOKING_MSG.expiredReason);
      for (const row of rows) {
        // An expired request refunds everything (issue 27), stored like any cancellation's;
        // one paid online is owed back (issue 28).
        await refundCancelledRequest(tx, row, "system", now);
        const about = {
          car: await repo.findCarName(tx, row.carId),
          bookingId: row.id,
          carId: row.carId,
        };
        await notify(tx, [
          { userId: row.renterId, type: "booking_expired", ...about },
          { userId: row.ownerId, type: "booking_expired", ...about, detail: { toOwner: true } },
        ]);
      }
      return rows.length;
    });
    total += expired;
    if (expired < EXPIRY_BATCH) return total;
  }
}

/** The recurring job that runs expireDueRequests every `everyMs` ms on one server at a time. */
export function expireRequestsJob(everyMs: number): JobHandler {
  return {
    kind: EXPIRE_REQUESTS_JOB,
    everyMs,
    run: async (db, _payload, now) => {
      await expireDueRequests(db, now);
    },
  };
}

/** Writes `type` about `booking` (naming its car) to `userId`, in the event's transaction. */
async function notifyAbout(
  tx: Db,
  booking: repo.BookingRow,
  userId: string,
  type: NotificationType,
): Promise<void> {
  const car = await repo.findCarName(tx, booking.carId);
  await notify(tx, [{ userId, type, car, bookingId: booking.id, carId: booking.carId }]);
}

/** Throws why a guarded update matched nothing: 404 unknown, 403 not the caller's, else 409. */
async function explainRefusal(
  tx: Db,
  bookingId: string,
  isCallers: (b: repo.BookingRow) => boolean,
  texts: { notYours: string; refusal: (current: BookingStatus) => string },
): Promise<never> {
  const booking = await repo.findBooking(tx, bookingId);
  if (!booking) throw notFound(BOOKING_MSG.bookingNotFound);
  if (!isCallers(booking)) throw forbidden(texts.notYours);
  throw conflict(texts.refusal(booking.status));
}

/**
 * Stores the refund of `row`, a request just cancelled from pending by the owner (a decline)
 * or the system (an expiry): everything back (issue 27), its payment status, and, paid online,
 * the cancellation's ledger and its refund queued (issue 28). Answers the updated row.
 */
async function refundCancelledRequest(
  tx: Db,
  row: repo.BookingRow,
  by: "owner" | "system",
  now: Date,
): Promise<repo.BookingRow> {
  const refund = decideRefund(row, "pending", by, now);
  const refunded = await repo.setRefund(tx, row.id, {
    ...refund.columns,
    paymentStatus: paymentStatusAfterCancel(row.paymentStatus, refund.answer.amount),
  });
  await recordCancellation(tx, refunded, now);
  return refunded;
}

/**
 * Issue 29: ends the pending requests of a suspended account, inside the suspension's
 * transaction `tx`, by the usual rules: a request for one of its cars is declined as its
 * owner would (everything refunded, the renter told booking_rejected), a request it made
 * is cancelled as its renter would (a pending request refunds everything, the owner told
 * booking_cancelled; one still awaiting its payment just ends, unpaid). Each refund is
 * stored and, when paid online, queued by recordCancellation. `reason` is the cancellation
 * reason the other side reads. Returns how many requests it ended.
 */
export async function endPendingRequestsOf(
  tx: Db,
  userId: string,
  reason: string,
  now: Date,
): Promise<number> {
  const pending = await repo.lockPendingOf(tx, userId);
  for (const b of pending) {
    const asOwner = b.ownerId === userId;
    const unpaid = b.paymentStatus === "awaiting";
    const refund = decideRefund(b, "pending", asOwner ? "owner" : "renter", now);
    const row = await repo.setRefund(tx, b.id, {
      status: "cancelled",
      cancellationReason: reason,
      cancelledBy: asOwner ? "owner" : "renter",
      cancelledAt: now,
      updatedAt: now,
      ...(unpaid ? {} : refund.columns),
      paymentStatus: paymentStatusAfterCancel(b.paymentStatus, refund.answer.amount),
      paymentDueAt: null,
    });
    if (asOwner) await notifyAbout(tx, row, row.renterId, "booking_rejected");
    else if (!unpaid) await notifyAbout(tx, row, row.ownerId, "booking_cancelled");
    await recordCancellation(tx, row, now);
  }
  return pending.length;
}
