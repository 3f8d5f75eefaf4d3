/**
 * Contracts of /api/operator/* (issue 29 item 4): the bodies the console sends and the answers
 * it reads. Every answer uses the envelope ({ success, message?, ... }). Dates are ISO strings
 * ('YYYY-MM-DD' for calendar days), money in whole rupees as stored on the booking, payment
 * rows in paise as stored.
 */
import { z } from "zod";
import { CAR_HIDDEN_BY, OPERATOR_ACTIONS, USER_ROLES } from "../enums.js";
import { okResponse } from "../envelope.js";
import { OPERATOR_MSG } from "../messages/operator.js";

/** An operator's reason: trimmed, 1 to 500 characters. */
export const operatorReasonBody = z.object({
  reason: z
    .string({ error: OPERATOR_MSG.reasonRequired })
    .trim()
    .min(1, OPERATOR_MSG.reasonRequired)
    .max(500, OPERATOR_MSG.reasonTooLong),
});
export type OperatorReasonBody = z.infer<typeof operatorReasonBody>;

/** GET /api/operator/people?q=: a name, an e-mail or a booking reference (at least 2 characters). */
export const peopleQuery = z.object({
  q: z.string().trim().min(2, OPERATOR_MSG.queryRequired).max(200),
});

/** GET /api/operator/audit?cursor=: the page after `cursor` (an opaque string from the last page). */
export const auditQuery = z.object({ cursor: z.string().max(200).optional() });

/** A licence waiting for review, as the queue shows it (never the whole number). */
export const pendingLicenceSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  stateCode: z.string(),
  numberLast4: z.string(),
  dateOfBirth: z.string(),
  validUntil: z.string(),
  submittedAt: z.string(),
  /** Whole years on India's today. */
  age: z.number().int(),
});
export type PendingLicence = z.infer<typeof pendingLicenceSchema>;
export const licenceQueueResponse = okResponse({ licences: z.array(pendingLicenceSchema) });
export type LicenceQueueResponse = z.infer<typeof licenceQueueResponse>;

/** A car as the people search lists it. */
export const operatorCarSchema = z.object({
  id: z.string(),
  brand: z.string(),
  model: z.string(),
  city: z.string(),
  isAvailable: z.boolean(),
  hiddenBy: z.enum(CAR_HIDDEN_BY).nullable(),
  hiddenReason: z.string(),
});
export type OperatorCar = z.infer<typeof operatorCarSchema>;

/** One account the people search found, with its cars. */
export const operatorPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isOperator: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string(),
  createdAt: z.string(),
  cars: z.array(operatorCarSchema),
});
export type OperatorPerson = z.infer<typeof operatorPersonSchema>;
export const peopleResponse = okResponse({ people: z.array(operatorPersonSchema) });
export type PeopleResponse = z.infer<typeof peopleResponse>;

/** GET /api/operator/cars/:id: one car and its owner. */
export const operatorCarResponse = okResponse({
  car: operatorCarSchema.extend({ ownerId: z.string(), ownerName: z.string() }),
});
export type OperatorCarResponse = z.infer<typeof operatorCarResponse>;

const party = z.object({ id: z.string(), name: z.string(), email: z.string() });
const amountLine = z.object({ label: z.string(), amount: z.number() });

/** GET /api/operator/bookings/:ref: the whole history of one booking. */
export const bookingHistoryResponse = okResponse({
  booking: z.object({
    id: z.string(),
    bookingRef: z.string(),
    status: z.string(),
    paymentStatus: z.string(),
    pickupDate: z.string(),
    returnDate: z.string(),
    car: z.object({ id: z.string(), brand: z.string(), model: z.string() }),
    renter: party,
    owner: party,
    price: z.number(),
    priceLines: z.array(amountLine),
    refundAmount: z.number().nullable(),
    refundLines: z.array(z.record(z.string(), z.unknown())),
    cancellationReason: z.string().nullable(),
    cancelledBy: z.string().nullable(),
    /** Each status change with its instant, oldest first. */
    events: z.array(z.object({ status: z.string(), at: z.string() })),
  }),
  notifications: z.array(
    z.object({ type: z.string(), title: z.string(), userId: z.string(), createdAt: z.string() }),
  ),
  payment: z
    .object({
      status: z.string(),
      amountPaise: z.number(),
      orderId: z.string().nullable(),
      paymentId: z.string().nullable(),
      method: z.string().nullable(),
      capturedAt: z.string().nullable(),
    })
    .nullable(),
  refunds: z.array(
    z.object({
      kind: z.string(),
      status: z.string(),
      amountPaise: z.number(),
      processedAt: z.string().nullable(),
    }),
  ),
  transfers: z.array(
    z.object({
      /** 'earnings' or 'deposit_kept' (decision 030). */
      kind: z.string(),
      status: z.string(),
      amountPaise: z.number(),
      onHoldUntil: z.string(),
      transferredAt: z.string().nullable(),
    }),
  ),
});
export type BookingHistoryResponse = z.infer<typeof bookingHistoryResponse>;

/** One row of the audit log. */
export const auditEntrySchema = z.object({
  id: z.string(),
  operatorId: z.string(),
  operatorName: z.string(),
  action: z.enum(OPERATOR_ACTIONS),
  subjectType: z.string(),
  subjectId: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponse = okResponse({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponse>;
