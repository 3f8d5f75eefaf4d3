/**
 * Closed lists the client and server must agree on (owner document section 9, customer
 * document section 9, server-rules.md sections 3 and 4).
 */

/** Categories offered by the Add car form (owner document section 9). */
export const ADD_CAR_CATEGORIES = [
  "Sedan",
  "SUV",
  "Hatchback",
  "Coupe",
  "Wagon",
  "Pickup Truck",
  "Van",
  "Luxury",
] as const;

/** The edit dialog adds these; the server accepts the union (server-rules.md section 3). */
export const CAR_CATEGORIES = [
  ...ADD_CAR_CATEGORIES,
  "Convertible",
  "Minivan",
  "Crossover",
  "Sports Car",
  "Electric",
  "Hybrid",
] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];

export const TRANSMISSIONS = ["Automatic", "Manual", "Semi-Automatic"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const FUEL_TYPES = ["Gas", "Diesel", "Petrol", "Electric", "Hybrid"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Account roles (customer document section 6): every account starts as a user. */
export const USER_ROLES = ["user", "owner"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Booking lifecycle (server-rules.md section 4). */
export const BOOKING_STATUSES = ["pending", "booked", "on_rent", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Statuses that hold the car's dates: no two of these may overlap on one car. Declared once:
 * the server's queries interpolate it, and the SQL that lives in the database (the predicate
 * of bookings_no_overlap and bookings_held_car_pickup_idx, the car_holds trigger) is compared
 * with it by apps/server/src/db/holding-statuses.test.ts.
 */
export const HOLDING_STATUSES = [
  "pending",
  "booked",
  "on_rent",
] as const satisfies readonly BookingStatus[];

/** Statuses an owner may ask change-status for (owner document section 7; bookings/policy.ts). */
export const OWNER_TARGET_STATUSES = [
  "booked",
  "on_rent",
  "completed",
  "cancelled",
] as const satisfies readonly BookingStatus[];
export type OwnerTargetStatus = (typeof OWNER_TARGET_STATUSES)[number];

/**
 * Where a booking's money stands (issue 28): offline (PAYMENTS=offline: paid to the owner at
 * pickup, nothing moves through Gaadi; every booking made before payments), awaiting (made with
 * payments on, its dates held for the payment window), paid (captured online), unpaid (the
 * window ended unpaid and the booking was cancelled), and the refund states the refunds step
 * writes: refund_pending, partially_refunded, refunded.
 */
export const PAYMENT_STATUSES = [
  "offline",
  "awaiting",
  "paid",
  "unpaid",
  "refund_pending",
  "partially_refunded",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a refund through Razorpay pays back (issue 28 item 4): a cancellation's refund (the
 * deposit included), a payment that arrived after its window (all of it), or the deposit of a
 * completed trip.
 */
export const REFUND_KINDS = ["cancellation", "late_payment", "deposit"] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/**
 * What an owner transfer carries (decision 027, 030): a paid trip's earnings, or the part of the
 * deposit kept for trip charges and a claim (no commission). At most one of each per booking.
 */
export const TRANSFER_KINDS = ["earnings", "deposit_kept"] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * Where a refund stands: queued (decided, not yet asked of Razorpay), pending (Razorpay is
 * processing it), processed (sent to the renter), failed (an operator looks at it).
 */
export const REFUND_STATUSES = ["queued", "pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Bookings the owner does not see (issue 28): awaiting payment, or cancelled unpaid. */
export const OWNER_HIDDEN_PAYMENT_STATUSES = [
  "awaiting",
  "unpaid",
] as const satisfies readonly PaymentStatus[];

/**
 * The ledger's accounts (issue 28 item 6): the renter (money from outside), platform_cash (what
 * Razorpay holds for the platform), owner_payable (owed to owners), platform_fee (the trip fee
 * and commission the platform earns), gst_payable (GST collected, owed to the government),
 * deposits_held (security deposits to give back).
 */
export const LEDGER_ACCOUNTS = [
  "renter",
  "platform_cash",
  "owner_payable",
  "platform_fee",
  "gst_payable",
  "deposits_held",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/**
 * Who cancelled a booking: the renter (cancel), the car's owner (decline), or the system (a
 * request the owner did not answer in time expired; issue 27 item 4).
 */
export const CANCELLED_BY = ["renter", "owner", "system"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/**
 * Notification types the server writes (server-rules.md section 6). The client also routes
 * any type containing 'car_' and the legacy 'booking_booked' (customer document section 7).
 */
export const NOTIFICATION_TYPES = [
  "booking_created",
  "booking_confirmed",
  "booking_rejected",
  "booking_cancelled",
  "booking_on_rent",
  "booking_completed",
  "booking_expired",
  "review_received",
  "review_replied",
  "car_unavailable",
  "refund_processed",
  "licence_approved",
  "licence_rejected",
  "account_suspended",
  "listing_hidden",
  // Issue 30: the handover, claims and the deposit.
  "check_in_recorded",
  "check_out_recorded",
  "claim_made",
  "claim_answered",
  "claim_decided",
  "deposit_released",
  // Issue 31: a message the recipient has not read.
  "message_received",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Reasons a renter may give (customer document section 9). */
export const RENTER_CANCELLATION_REASONS = [
  "Change of plans",
  "Found alternative transportation",
  "Emergency situation",
  "Car requirements changed",
  "Travel plans cancelled",
  "Other",
] as const;

/** Reasons an owner may give when declining (owner document section 5). */
export const OWNER_CANCELLATION_REASONS = [
  "Car maintenance required",
  "Car not available due to technical issues",
  "Schedule conflict",
  "Customer requested changes we cannot accommodate",
  "Insurance or safety concerns",
  "Other",
] as const;

/**
 * A driving licence's stored review state (issue 29). What a person sees adds 'not_provided'
 * (no row) and 'expired' (valid-until before today in India): LICENCE_VIEW_STATUSES.
 */
export const LICENCE_STATUSES = ["pending", "verified", "rejected"] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** A licence as its renter, owners and operators see it (issue 29 item 2). */
export const LICENCE_VIEW_STATUSES = [
  "not_provided",
  "pending",
  "verified",
  "rejected",
  "expired",
] as const;
export type LicenceViewStatus = (typeof LICENCE_VIEW_STATUSES)[number];

/** Who took a car off the listing (issue 29): an operator, or its owner's suspension. */
export const CAR_HIDDEN_BY = ["operator", "suspension"] as const;
export type CarHiddenBy = (typeof CAR_HIDDEN_BY)[number];

/** Every action an operator can take (issue 29), one audit row each. */
export const OPERATOR_ACTIONS = [
  "licence_approved",
  "licence_rejected",
  "account_suspended",
  "account_reinstated",
  "car_hidden",
  "car_restored",
  // Issue 30: a disputed claim decided.
  "claim_decided",
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

/** The two records of a car's state (issue 30 item 2): at pickup and at return. */
export const HANDOVER_KINDS = ["check_in", "check_out"] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

/**
 * How a handover's fuel is read (issue 30 items 1-2): a tank in eighths (0-8), or an electric
 * car's battery in percent (0-100).
 */
export const FUEL_UNITS = ["eighths", "percent"] as const;
export type FuelUnit = (typeof FUEL_UNITS)[number];

/** Which view of the car a handover photo shows; the four sides are required (issue 30 item 2). */
export const HANDOVER_PHOTO_SIDES = ["front", "back", "left", "right", "other"] as const;
export type HandoverPhotoSide = (typeof HANDOVER_PHOTO_SIDES)[number];

/** Who added a handover or claim photo: the car's owner or the trip's renter. */
export const PHOTO_ADDED_BY = ["owner", "renter"] as const;
export type PhotoAddedBy = (typeof PHOTO_ADDED_BY)[number];

/**
 * A damage or other claim (issue 30 item 4): open until the renter answers or the 48 hours
 * pass; accepted (by the renter, or by silence); disputed, until an operator decides it.
 */
export const CLAIM_STATUSES = ["open", "accepted", "disputed", "decided"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
