/**
 * The database schema (Drizzle). Tables: users, otp_codes, cars, car_blocks, bookings,
 * reviews, notifications, mail_outbox, jobs, idempotency_keys, payments, payment_events,
 * ledger_entries, refunds (issue 28: money in paise), payout_accounts; car_holds (the calendar every holding booking and block
 * keeps a row in, so none of them share a day) is SQL only, drizzle/0008_*.sql, decision 017.
 * Money is whole rupees (integer); pickup and return are calendar `date`s; instants are
 * timestamptz. The bookings overlap rule lives in a custom migration (drizzle/0001_*.sql):
 * an exclusion constraint over daterange(pickup_date, return_date, '[]') for holding statuses;
 * so do the availability index bookings_held_car_pickup_idx (drizzle/0002_*.sql, INCLUDE) and
 * the owner analytics index bookings_counted_car_pickup_idx (drizzle/0005_*.sql, INCLUDE).
 * Closed lists (roles, booking statuses) come from @gaadi/shared's enums, for the column
 * types and the check constraints alike, so the database and the API cannot drift apart.
 */
import {
  BOOKING_STATUSES,
  CANCELLATION_POLICIES,
  CANCELLED_BY,
  CAR_HIDDEN_BY,
  CLAIM_STATUSES,
  FUEL_UNITS,
  HANDOVER_KINDS,
  HANDOVER_PHOTO_SIDES,
  LEDGER_ACCOUNTS,
  LICENCE_STATUSES,
  LIMITS,
  NOTIFICATION_TYPES,
  OPERATOR_ACTIONS,
  PAYMENT_STATUSES,
  PAYOUT_ACCOUNT_STATUSES,
  PHOTO_ADDED_BY,
  REFUND_KINDS,
  REFUND_STATUSES,
  type RefundLine,
  TRANSFER_KINDS,
  TRANSFER_STATUSES,
  USER_ROLES,
} from "@gaadi/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * `('a', 'b')` for a check constraint's IN list. Inlined rather than bound: a constraint
 * cannot take parameters. The values are our own constants, never input.
 */
const inList = (values: readonly string[]): SQL =>
  sql.raw(`(${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")})`);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Stored lower-cased; unique among accounts that are not erased. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    image: text("image").notNull().default(""),
    /** Bumped when the password changes; tokens carrying an older value are refused. */
    sessionVersion: integer("session_version").notNull().default(0),
    /**
     * Issue 29: an operator runs the marketplace from /operator. Separate from `role` (an
     * operator may also rent or own); set only from the server's shell (`npm run operator`).
     */
    isOperator: boolean("is_operator").notNull().default(false),
    /** Issue 29: a suspended account cannot sign in; set and cleared by an operator, with why. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedReason: text("suspended_reason").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_role_check", sql`${t.role} in ${inList(USER_ROLES)}`),
  ],
);

/** One row per code sent. Only the HMAC of the code is kept. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Set when the code is verified; a verified code cannot be verified again. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Set when the verificationToken minted from this code is spent (register or reset). */
    tokenUsedAt: timestamp("token_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_email_created_idx").on(t.email, t.createdAt)],
);

export const cars = pgTable(
  "cars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    category: text("category").notNull(),
    transmission: text("transmission").notNull(),
    fuelType: text("fuel_type").notNull(),
    seatingCapacity: integer("seating_capacity").notNull(),
    /** Whole rupees per day. */
    pricePerDay: integer("price_per_day").notNull(),
    description: text("description").notNull(),
    /** Public URL of the full-size WebP rendition. */
    image: text("image").notNull(),
    /** Public URL of the card-size WebP rendition. */
    imageCard: text("image_card").notNull(),
    /** The pickup city (address.city), kept as the spec's `location`. */
    location: text("location").notNull(),
    street: text("street").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull().default(""),
    landmark: text("landmark").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    /** Reviews of this car and the sum of their ratings, kept by the review insert (avg = sum/count). */
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    /** The owner's show/hide switch (API: isAvaliable). */
    isAvailable: boolean("is_available").notNull().default(true),
    /** Trip rules (issue 15, shared calendar/trip-rules.ts): days of notice before pickup. */
    advanceNoticeDays: integer("advance_notice_days").notNull().default(0),
    /** Shortest and longest trip, in rental days (both ends inclusive). */
    minTripDays: integer("min_trip_days").notNull().default(1),
    maxTripDays: integer("max_trip_days").notNull().default(90),
    /** A request is confirmed at once (status booked) when true. */
    instantBook: boolean("instant_book").notNull().default(false),
    /**
     * Pricing (issue 27, shared pricing/quote.ts): whole-percent discounts for trips of 7+ and
     * 28+ days (0-50), the refundable deposit in whole rupees (0-50,000) and the cancellation
     * policy (shared pricing/refund.ts). A booking copies them into its stored quote.
     */
    weeklyDiscountPercent: integer("weekly_discount_percent").notNull().default(0),
    monthlyDiscountPercent: integer("monthly_discount_percent").notNull().default(0),
    securityDeposit: integer("security_deposit").notNull().default(0),
    cancellationPolicy: text("cancellation_policy", { enum: CANCELLATION_POLICIES })
      .notNull()
      .default("flexible"),
    /**
     * Trip charges' rules (issue 30 item 1, shared handover/trip-charges.ts): kilometres
     * included per rental day (0 = unlimited), whole rupees per kilometre over them, and whole
     * rupees per eighth of a tank (per 10 % of battery for an electric car) short at return.
     * A booking copies them when it is made.
     */
    kmPerDay: integer("km_per_day").notNull().default(0),
    extraKmRate: integer("extra_km_rate").notNull().default(0),
    fuelCharge: integer("fuel_charge").notNull().default(0),
    /**
     * Issue 29: taken off the listing by an operator (`hiddenBy` 'operator', with the reason the
     * owner reads) or by the owner's suspension ('suspension'). While hidden, `isAvailable` is
     * false and the owner cannot switch it on; restoring puts back `availableBeforeHidden`.
     */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason").notNull().default(""),
    hiddenBy: text("hidden_by", { enum: CAR_HIDDEN_BY }),
    availableBeforeHidden: boolean("available_before_hidden"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cars_owner_idx").on(t.ownerId),
    index("cars_public_created_idx")
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.isAvailable} and ${t.deletedAt} is null`),
    index("cars_price_idx").on(t.pricePerDay),
    index("cars_category_idx").on(t.category),
    index("cars_brand_lower_idx").on(sql`lower(${t.brand})`),
    index("cars_city_lower_idx").on(sql`lower(${t.city})`),
    index("cars_state_idx").on(t.state),
    check("cars_advance_notice_check", sql`${t.advanceNoticeDays} between 0 and 7`),
    check("cars_min_trip_check", sql`${t.minTripDays} between 1 and 30`),
    check("cars_max_trip_check", sql`${t.maxTripDays} between 1 and 90`),
    check("cars_trip_range_check", sql`${t.minTripDays} <= ${t.maxTripDays}`),
    check(
      "cars_discounts_check",
      sql`${t.weeklyDiscountPercent} between 0 and ${sql.raw(String(LIMITS.discountMax))} and ${t.monthlyDiscountPercent} between 0 and ${sql.raw(String(LIMITS.discountMax))}`,
    ),
    check(
      "cars_security_deposit_check",
      sql`${t.securityDeposit} between 0 and ${sql.raw(String(LIMITS.securityDepositMax))}`,
    ),
    check(
      "cars_cancellation_policy_check",
      sql`${t.cancellationPolicy} in ${inList(CANCELLATION_POLICIES)}`,
    ),
    check(
      "cars_trip_charges_check",
      sql`${t.kmPerDay} between 0 and ${sql.raw(String(LIMITS.kmPerDayMax))} and ${t.extraKmRate} between 0 and ${sql.raw(String(LIMITS.extraKmRateMax))} and ${t.fuelCharge} between 0 and ${sql.raw(String(LIMITS.fuelChargeMax))}`,
    ),
    check(
      "cars_hidden_check",
      sql`(${t.hiddenAt} is null) = (${t.hiddenBy} is null) and (${t.hiddenBy} is null or ${t.hiddenBy} in ${inList(CAR_HIDDEN_BY)})`,
    ),
  ],
);

/**
 * Days an owner keeps a car off the market (issue 15): start and end both inclusive, with an
 * optional note. A block and a holding booking of the same car never share a day, nor do two
 * blocks: each has a row in `car_holds`, the shared calendar whose exclusion constraint
 * `car_holds_no_overlap` decides (triggers of drizzle/0008_*.sql keep it; decision 017).
 */
export const carBlocks = pgTable(
  "car_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("car_blocks_car_idx").on(t.carId, t.startDate),
    check("car_blocks_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("car_blocks_note_check", sql`char_length(${t.note}) <= 60`),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id),
    renterId: uuid("renter_id")
      .notNull()
      .references(() => users.id),
    /** The car's owner at booking time, so owner reads need no join to filter. */
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    pickupDate: date("pickup_date", { mode: "string" }).notNull(),
    returnDate: date("return_date", { mode: "string" }).notNull(),
    /**
     * The short reference people quote ('GD-' and 6 characters of an unambiguous alphabet),
     * made by the column's default, gaadi_booking_ref() (drizzle/0010_pricing.sql); unique, an
     * insert that draws a taken one is retried (bookings/repository.ts insertBooking).
     */
    bookingRef: text("booking_ref").notNull().default(sql`gaadi_booking_ref()`),
    /**
     * The stored quote (issue 27, shared pricing/quote.ts quoteTrip, decision 021), whole
     * rupees, made once at creation with the rates and the car's fields of that moment and
     * never recomputed. price = rent + tripFee + tripFeeGst: what the renter pays.
     */
    price: integer("price").notNull(),
    pricePerDay: integer("price_per_day").notNull(),
    days: integer("days").notNull(),
    /** pricePerDay x days, before the discount. */
    fullRent: integer("full_rent").notNull(),
    discountKind: text("discount_kind", { enum: ["weekly", "monthly"] }),
    discountPercent: integer("discount_percent").notNull(),
    discount: integer("discount").notNull(),
    /** fullRent - discount: the discounted rent. */
    rent: integer("rent").notNull(),
    tripFee: integer("trip_fee").notNull(),
    tripFeeGst: integer("trip_fee_gst").notNull(),
    /** Refundable, never part of price. */
    deposit: integer("deposit").notNull(),
    commission: integer("commission").notNull(),
    commissionGst: integer("commission_gst").notNull(),
    /** rent - commission - commissionGst. */
    ownerEarnings: integer("owner_earnings").notNull(),
    /** The rates the quote was made with (whole percentages), for receipts and late refunds. */
    tripFeePercent: integer("trip_fee_percent").notNull(),
    gstPercent: integer("gst_percent").notNull(),
    commissionPercent: integer("commission_percent").notNull(),
    cancellationPolicy: text("cancellation_policy", { enum: CANCELLATION_POLICIES }).notNull(),
    /** The car's trip charges' rules when the booking was made (issue 30; see cars). */
    kmPerDay: integer("km_per_day").notNull().default(0),
    extraKmRate: integer("extra_km_rate").notNull().default(0),
    fuelCharge: integer("fuel_charge").notNull().default(0),
    /** The policy's last instant of a full refund (shared refund.ts freeCancellationUntil). */
    freeCancellationUntil: timestamp("free_cancellation_until", { withTimezone: true }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    cancellationReason: text("cancellation_reason"),
    /** renter (cancel), owner (decline) or system (an unanswered request expired, issue 27). */
    cancelledBy: text("cancelled_by", { enum: CANCELLED_BY }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    pickedUpAt: timestamp("picked_up_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * The refund decided by the cancel (shared refund.ts refundFor), all set together or none:
     * rupees returned and kept (adding up to price + deposit), the lines, the instant, and
     * what the owner keeps of it (kept rent less commission and its GST: their earnings).
     */
    refundAmount: integer("refund_amount"),
    refundKept: integer("refund_kept"),
    refundLines: jsonb("refund_lines").$type<RefundLine[]>(),
    refundDecidedAt: timestamp("refund_decided_at", { withTimezone: true }),
    refundOwnerEarnings: integer("refund_owner_earnings"),
    /**
     * Where the booking's money stands (issue 28, shared PAYMENT_STATUSES): 'offline' for every
     * booking made with PAYMENTS=offline; with payments on 'awaiting' until paid, while
     * `paymentDueAt` (the payment window's end) holds its dates.
     */
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("offline"),
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    /**
     * When the deposit was settled: deposit_settlements' settled_at, copied by that table's
     * insert trigger (migration 0021), never written by the app. It keeps the deposit sweep's
     * index to the trips still waiting (issue 26: the sweep read every completed trip ever).
     */
    depositSettledAt: timestamp("deposit_settled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bookings_booking_ref_key").on(t.bookingRef),
    index("bookings_renter_idx").on(t.renterId, t.createdAt),
    index("bookings_owner_idx").on(t.ownerId, t.createdAt),
    index("bookings_car_idx").on(t.carId, t.returnDate),
    check("bookings_dates_check", sql`${t.returnDate} >= ${t.pickupDate}`),
    check("bookings_status_check", sql`${t.status} in ${inList(BOOKING_STATUSES)}`),
    check("bookings_price_check", sql`${t.price} > 0`),
    check("bookings_ref_check", sql`${t.bookingRef} ~ '^GD-[2-9A-HJKMNP-Z]{6}$'`),
    check(
      "bookings_quote_check",
      sql`${t.rent} + ${t.tripFee} + ${t.tripFeeGst} = ${t.price} and ${t.fullRent} - ${t.discount} = ${t.rent} and ${t.rent} - ${t.commission} - ${t.commissionGst} = ${t.ownerEarnings}`,
    ),
    check(
      "bookings_quote_amounts_check",
      sql`least(${t.discount}, ${t.tripFee}, ${t.tripFeeGst}, ${t.deposit}, ${t.commission}, ${t.commissionGst}, ${t.ownerEarnings}) >= 0`,
    ),
    check(
      "bookings_quote_rates_check",
      sql`${t.discountPercent} between 0 and 100 and ${t.tripFeePercent} between 0 and 100 and ${t.gstPercent} between 0 and 100 and ${t.commissionPercent} between 0 and 100`,
    ),
    check(
      "bookings_cancellation_policy_check",
      sql`${t.cancellationPolicy} in ${inList(CANCELLATION_POLICIES)}`,
    ),
    check(
      "bookings_refund_check",
      sql`(${t.refundAmount} is null and ${t.refundKept} is null and ${t.refundLines} is null and ${t.refundDecidedAt} is null and ${t.refundOwnerEarnings} is null) or (${t.status} = 'cancelled' and ${t.refundAmount} >= 0 and ${t.refundKept} >= 0 and ${t.refundAmount} + ${t.refundKept} = ${t.price} + ${t.deposit} and ${t.refundLines} is not null and ${t.refundDecidedAt} is not null and ${t.refundOwnerEarnings} between 0 and ${t.rent})`,
    ),
    check("bookings_cancelled_by_check", sql`${t.cancelledBy} in ${inList(CANCELLED_BY)}`),
    check(
      "bookings_trip_charges_check",
      sql`${t.kmPerDay} between 0 and ${sql.raw(String(LIMITS.kmPerDayMax))} and ${t.extraKmRate} between 0 and ${sql.raw(String(LIMITS.extraKmRateMax))} and ${t.fuelCharge} between 0 and ${sql.raw(String(LIMITS.fuelChargeMax))}`,
    ),
    check("bookings_payment_status_check", sql`${t.paymentStatus} in ${inList(PAYMENT_STATUSES)}`),
    check(
      "bookings_payment_due_check",
      sql`(${t.paymentStatus} = 'awaiting') = (${t.paymentDueAt} is not null)`,
    ),
    // The payment window sweep (issue 28): awaiting bookings by the end of their window.
    index("bookings_awaiting_due_idx")
      .on(t.paymentDueAt)
      .where(sql`${t.paymentStatus} = 'awaiting'`),
    // The expiry sweep (issue 27): pending requests, oldest first.
    index("bookings_pending_created_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // The deposit sweep (issue 30 item 5): completed trips not yet settled, oldest return first.
    index("bookings_deposit_due_idx")
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed' and ${t.depositSettledAt} is null`),
  ],
);

/**
 * One review per completed booking, by its renter (server-rules.md section 5): the unique
 * index on booking_id makes a racing second review fail (409), never a second row. The
 * owner's reply is written once (POST) and may be edited (PUT), never removed.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id),
    renterId: uuid("renter_id")
      .notNull()
      .references(() => users.id),
    /** The car's owner at review time, so owner reads need no join to filter. */
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    /** Whole stars, 1 to 5. */
    rating: smallint("rating").notNull(),
    /** Trimmed, 10 to 500 characters. */
    reviewText: text("review_text").notNull(),
    /** Trimmed, 10 to 400 characters; null until the owner replies. */
    replyText: text("reply_text"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_booking_key").on(t.bookingId),
    index("reviews_car_created_idx").on(t.carId, t.createdAt),
    index("reviews_owner_created_idx").on(t.ownerId, t.createdAt),
    index("reviews_renter_created_idx").on(t.renterId, t.createdAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_text_check", sql`char_length(${t.reviewText}) between 10 and 500`),
    check(
      "reviews_reply_check",
      sql`(${t.replyText} is null and ${t.repliedAt} is null) or (char_length(${t.replyText}) between 10 and 400 and ${t.repliedAt} is not null)`,
    ),
  ],
);

/**
 * What happened that concerns a person (server-rules.md section 6), written in the same
 * transaction as the event. `bookingId`, `reviewId` and `carId` are what the client routes on.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The recipient: only they may read or mark it. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    bookingId: uuid("booking_id").references(() => bookings.id),
    reviewId: uuid("review_id").references(() => reviews.id),
    carId: uuid("car_id").references(() => cars.id),
    /** Issue 31: the conversation a message_received is about. */
    conversationId: uuid("conversation_id").references(() => conversations.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_user_unread_idx").on(t.userId).where(sql`not ${t.isRead}`),
    check("notifications_type_check", sql`${t.type} in ${inList(NOTIFICATION_TYPES)}`),
  ],
);

/**
 * E-mail waiting to leave (decision 009): one row per mailable notification, written in the
 * event's transaction with its content already composed; the mail worker claims due rows
 * with FOR UPDATE SKIP LOCKED, sets `locked_until` (a lease a crashed worker's claim outlives
 * by at most that long), and marks them sent or schedules a retry.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The notification this mail tells of; unique, so one event mails once. */
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Sends tried so far (counted when claimed). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a worker until this instant; null or past means free to claim. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mail_outbox_notification_key").on(t.notificationId),
    // The claim query: unsent rows in next_attempt_at order.
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Background work in the database (decision 022): each row is one job of a `kind` due at
 * `run_at`; every server's job runner claims due rows with FOR UPDATE SKIP LOCKED and a lease
 * (`locked_until`), as the mail outbox does (db/leased-rows.ts), so a job runs on one server
 * at a time. A one-off job is marked `done_at`; a recurring one (`key` = its kind, unique)
 * is moved to its next `run_at` instead. A failure records `last_error` and retries later.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which handler runs it ('expire_requests', ...). */
    kind: text("kind").notNull(),
    /** At most one job per key (a recurring job's key is its kind); null: no limit. */
    key: text("key"),
    /** What the handler needs, as JSON. */
    payload: jsonb("payload").notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Runs tried since the last success (counted when claimed). */
    attempts: integer("attempts").notNull().default(0),
    /** Claimed by a runner until this instant; null or past means free to claim. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("jobs_key_key").on(t.key),
    // The claim query: unfinished rows in run_at order.
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null`),
  ],
);

/**
 * Idempotency keys (issue 25, decision 018): one row per account and `Idempotency-Key`
 * header, for 24 hours from `created_at`. While the first request runs, `claim` names it and
 * `locked_until` is its lease (a crashed server's key is free again after it); once answered,
 * the answer (status, content type, body) is kept and replayed to a retry whose
 * `fingerprint` (method, URL and body) matches. Written only by plugins/app/idempotency.ts.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 (hex) of method, URL and body, multipart boundaries left out. */
    fingerprint: text("fingerprint").notNull(),
    /** The request that holds or held the key; a stale holder cannot overwrite a new one. */
    claim: uuid("claim").notNull(),
    /** While running: the lease's end; null once answered. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    responseStatus: smallint("response_status"),
    responseType: text("response_type"),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pkey", columns: [t.userId, t.key] }),
    // The purge of expired keys, oldest first.
    index("idempotency_keys_created_idx").on(t.createdAt),
    check("idempotency_keys_key_check", sql`${t.key} ~ '^[!-~]{1,255}$'`),
  ],
);

/** Razorpay's payment statuses as this app tracks one booking's payment (issue 28). */
export const PAYMENT_ROW_STATUSES = [
  "creating",
  "created",
  "authorized",
  "captured",
  "failed",
] as const;

/**
 * One booking's online payment (issue 28, decision 025): its Razorpay order, made once for the
 * booking (`receipt` = the booking reference), and the payment that paid it. The row is written
 * with status 'creating' in the booking's own transaction, before Razorpay is called, so a crash
 * between leaves a row the payment window sweep finds; `orderId` is set when Razorpay answers.
 * Amounts in paise: `amountPaise` = (price + deposit) x 100 of the stored quote.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    orderId: text("order_id"),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status", { enum: PAYMENT_ROW_STATUSES }).notNull().default("creating"),
    /** The Razorpay payment that paid the order ('pay_…'), once known. */
    paymentId: text("payment_id"),
    /** upi, card, netbanking, wallet, ... as Razorpay names it. */
    method: text("method"),
    /** The last failed attempt's reason, in Razorpay's words. */
    lastError: text("last_error"),
    capturedAt: timestamp("captured_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_booking_key").on(t.bookingId),
    uniqueIndex("payments_order_key").on(t.orderId),
    uniqueIndex("payments_payment_key").on(t.paymentId),
    check("payments_amount_check", sql`${t.amountPaise} > 0`),
    check("payments_currency_check", sql`${t.currency} = 'INR'`),
    check("payments_status_check", sql`${t.status} in ${inList(PAYMENT_ROW_STATUSES)}`),
    check(
      "payments_captured_check",
      sql`(${t.status} = 'captured') = (${t.capturedAt} is not null and ${t.paymentId} is not null)`,
    ),
  ],
);

/** What a refund pays back and where it stands (issue 28 item 4): shared enums.ts. */
export { REFUND_KINDS, REFUND_STATUSES };

/**
 * Refunds through Razorpay (issue 28 item 4, decision 025): one row per booking and kind,
 * written in the transaction that decides it (a cancellation, a late payment), with its
 * `idempotencyKey` (Razorpay's X-Refund-Idempotency), so the key exists before the call is
 * made and a retry of the call can never refund twice. Amounts in paise.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    kind: text("kind", { enum: REFUND_KINDS }).notNull(),
    /** The captured payment it refunds ('pay_…'). */
    paymentId: text("payment_id").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("queued"),
    /** Razorpay's refund ('rfnd_…'), once made. */
    razorpayRefundId: text("razorpay_refund_id"),
    lastError: text("last_error"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("refunds_booking_kind_key").on(t.bookingId, t.kind),
    uniqueIndex("refunds_idempotency_key").on(t.idempotencyKey),
    uniqueIndex("refunds_razorpay_key").on(t.razorpayRefundId),
    index("refunds_open_idx").on(t.createdAt).where(sql`${t.status} in ('queued', 'pending')`),
    check("refunds_amount_check", sql`${t.amountPaise} > 0`),
    check("refunds_kind_check", sql`${t.kind} in ${inList(REFUND_KINDS)}`),
    check("refunds_status_check", sql`${t.status} in ${inList(REFUND_STATUSES)}`),
  ],
);

/**
 * An owner's earnings of a paid booking, sent to their Razorpay Route linked account (issue 28
 * item 5, decision 027): one row per booking, written in the transaction that settles the
 * payment, so the decision exists before any call. `amountPaise` is what the owner is owed
 * (their earnings, or after a cancellation before the transfer was made, their kept share);
 * `reversalDuePaise` is what a cancellation decided to take back from a transfer on hold, and
 * `reversedPaise` what Razorpay has taken back. Amounts in paise.
 */
export const transfers = pgTable(
  "transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    ownerId: uuid("owner_id").notNull(),
    /** The owner's earnings, or the deposit's kept part (decision 030); one of each per booking. */
    kind: text("kind", { enum: TRANSFER_KINDS }).notNull().default("earnings"),
    /**
     * `gaadi-transfer-<kind>-<booking>`, stored with the decision, before any call: sent in the
     * transfer's notes, so the job adopts the transfer Razorpay already made (its API takes no
     * idempotency key) and never confuses a booking's two transfers.
     */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The captured payment it is made from ('pay_…'). */
    paymentId: text("payment_id").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    status: text("status", { enum: TRANSFER_STATUSES }).notNull().default("queued"),
    /** 48 hours after the end of the return date (IST). */
    onHoldUntil: timestamp("on_hold_until", { withTimezone: true }).notNull(),
    /** The linked account it went to ('acc_…') and Razorpay's transfer ('trf_…'), once made. */
    accountId: text("account_id"),
    razorpayTransferId: text("razorpay_transfer_id"),
    reversalDuePaise: bigint("reversal_due_paise", { mode: "number" }).notNull().default(0),
    reversedPaise: bigint("reversed_paise", { mode: "number" }).notNull().default(0),
    lastError: text("last_error"),
    /**
     * While a run of the transfers job has a call to Razorpay out for this row: the end of its
     * claim, so an overlapping run leaves the row alone (the transfer API has no idempotency key).
     */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    transferredAt: timestamp("transferred_at", { withTimezone: true }),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("transfers_booking_kind_key").on(t.bookingId, t.kind),
    uniqueIndex("transfers_idempotency_key").on(t.idempotencyKey),
    uniqueIndex("transfers_razorpay_key").on(t.razorpayTransferId),
    index("transfers_owner_idx").on(t.ownerId, t.createdAt),
    index("transfers_open_idx").on(t.onHoldUntil).where(sql`${t.status} in ('queued', 'on_hold')`),
    check("transfers_status_check", sql`${t.status} in ${inList(TRANSFER_STATUSES)}`),
    check("transfers_kind_check", sql`${t.kind} in ${inList(TRANSFER_KINDS)}`),
    check("transfers_amount_check", sql`${t.amountPaise} >= 0`),
    check(
      "transfers_reversal_check",
      sql`${t.reversedPaise} >= 0 and ${t.reversalDuePaise} >= 0 and ${t.reversedPaise} + ${t.reversalDuePaise} <= ${t.amountPaise}`,
    ),
    check(
      "transfers_made_check",
      sql`(${t.status} in ('queued', 'cancelled')) = (${t.razorpayTransferId} is null)`,
    ),
  ],
);

/**
 * Razorpay webhook deliveries already handled, by `X-Razorpay-Event-Id` (issue 28 item 3): a
 * repeat of an id is answered 200 and does nothing.
 */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Double-entry rows in paise (issue 28 item 6, decision 025): each money event of a booking
 * (a capture, a refund, a transfer, ...) is one `txnId` whose rows sum to zero (debits
 * positive, credits negative), written in the same transaction as the state change. A
 * deferred constraint trigger (drizzle/0012_payments.sql) refuses a commit that leaves any
 * transaction unbalanced, and a rule keeps rows from being changed or removed.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    txnId: uuid("txn_id").notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    account: text("account", { enum: LEDGER_ACCOUNTS }).notNull(),
    /** Paise; debit positive, credit negative, never zero. */
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    /** What happened: 'capture', ... */
    kind: text("kind").notNull(),
    /** The provider's id it records ('pay_…', 'rfnd_…'). */
    reference: text("reference"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_booking_idx").on(t.bookingId),
    index("ledger_entries_txn_idx").on(t.txnId),
    check("ledger_entries_account_check", sql`${t.account} in ${inList(LEDGER_ACCOUNTS)}`),
    check("ledger_entries_amount_check", sql`${t.amountPaise} <> 0`),
  ],
);

/**
 * An owner's payout account (issue 28 item 5, decision 026): one per owner, the Razorpay Route
 * linked account the owner's earnings are transferred to. Only what the screens show is kept:
 * the last 4 characters of the PAN (its 9th and 10th are a digit and a letter) and of the bank
 * account number, never the full numbers (they go to Razorpay only). The Razorpay ids are
 * stored as each call answers, so onboarding resumes where it stopped; `status` is 'pending'
 * until Razorpay activates the route product; `checked_at` is when it was last asked.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    legalName: text("legal_name").notNull(),
    /** 10 digits, without +91. */
    phone: text("phone").notNull(),
    panLast4: text("pan_last4").notNull(),
    ifsc: text("ifsc").notNull(),
    accountLast4: text("account_last4").notNull(),
    beneficiaryName: text("beneficiary_name").notNull(),
    razorpayAccountId: text("razorpay_account_id"),
    razorpayStakeholderId: text("razorpay_stakeholder_id"),
    razorpayProductId: text("razorpay_product_id"),
    /** Set once settlements and the terms were sent to the product. */
    settlementsSentAt: timestamp("settlements_sent_at", { withTimezone: true }),
    status: text("status", { enum: PAYOUT_ACCOUNT_STATUSES }).notNull().default("pending"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    /** While a set-up request runs: its lease's end, so a second one at once is refused. */
    setupLeaseUntil: timestamp("setup_lease_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payout_accounts_owner_key").on(t.ownerId),
    uniqueIndex("payout_accounts_razorpay_account_key").on(t.razorpayAccountId),
    check("payout_accounts_status_check", sql`${t.status} in ${inList(PAYOUT_ACCOUNT_STATUSES)}`),
    check("payout_accounts_pan_last4_check", sql`${t.panLast4} ~ '^[0-9]{3}[A-Z]$'`),
    check("payout_accounts_account_last4_check", sql`${t.accountLast4} ~ '^[0-9]{4}$'`),
    check("payout_accounts_ifsc_check", sql`${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check("payout_accounts_phone_check", sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type CarRow = typeof cars.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type CarBlockRow = typeof carBlocks.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type TransferRow = typeof transfers.$inferSelect;

/**
 * A renter's driving licence (issue 29; shared licences/rules.ts): one row per account, one
 * account per licence (`number_hash`, an HMAC of the normalised number under the server's
 * secret; the whole number is never stored). `photo` is the file name of the re-encoded front
 * photo in the private upload folder, served only to operators. Status 'expired' is never
 * stored: it is read from `valid_until` against today's date in India.
 */
export const drivingLicences = pgTable(
  "driving_licences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    numberHash: text("number_hash").notNull(),
    /** The normalised number's last four characters, for people to recognise it. */
    numberLast4: text("number_last4").notNull(),
    /** The state code (first two letters), e.g. 'MH'. */
    stateCode: text("state_code").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    photo: text("photo").notNull(),
    status: text("status", { enum: LICENCE_STATUSES }).notNull().default("pending"),
    rejectionReason: text("rejection_reason").notNull().default(""),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** When the current details were sent (the review queue's order, oldest first). */
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("driving_licences_number_hash_key").on(t.numberHash),
    index("driving_licences_pending_idx").on(t.submittedAt).where(sql`${t.status} = 'pending'`),
    check("driving_licences_status_check", sql`${t.status} in ${inList(LICENCE_STATUSES)}`),
    check(
      "driving_licences_rejection_check",
      sql`(${t.status} = 'rejected') = (${t.rejectionReason} <> '')`,
    ),
  ],
);

/**
 * The operators' audit log (issue 29): one row per operator action, with who, what, on what
 * and why. Append-only: a trigger of drizzle/0017_*.sql refuses UPDATE and DELETE.
 */
export const operatorActions = pgTable(
  "operator_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => users.id),
    action: text("action", { enum: OPERATOR_ACTIONS }).notNull(),
    /** What it acted on: 'user', 'car', 'licence' (its user's id) or 'booking'. */
    subjectType: text("subject_type").notNull(),
    subjectId: uuid("subject_id").notNull(),
    reason: text("reason").notNull().default(""),
    /** What changed, for the log's reader (no licence number, no secret). */
    details: jsonb("details").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("operator_actions_created_idx").on(t.createdAt.desc()),
    index("operator_actions_subject_idx").on(t.subjectType, t.subjectId),
    check("operator_actions_action_check", sql`${t.action} in ${inList(OPERATOR_ACTIONS)}`),
  ],
);

/**
 * A car's state recorded at a handover (issue 30 item 2): at most one check-in (with 'Car
 * Picked Up') and one check-out (with 'Car Returned') per booking. The owner records the
 * odometer (km), the fuel (eighths, or percent of battery) and notes; the renter confirms or
 * adds a note (and photos) of their own. A check-out also stores the trip charges decided from
 * the two readings and the booking's rules (shared handover/trip-charges.ts), whole rupees,
 * never recomputed; they are null on a check-in.
 */
export const handovers = pgTable(
  "handovers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    kind: text("kind", { enum: HANDOVER_KINDS }).notNull(),
    odometerKm: integer("odometer_km").notNull(),
    fuelUnit: text("fuel_unit", { enum: FUEL_UNITS }).notNull(),
    fuelLevel: integer("fuel_level").notNull(),
    notes: text("notes").notNull().default(""),
    recordedBy: uuid("recorded_by")
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    /** The renter's confirmation, or their note (and photos) disputing what was recorded. */
    renterConfirmedAt: timestamp("renter_confirmed_at", { withTimezone: true }),
    renterNote: text("renter_note").notNull().default(""),
    renterNotedAt: timestamp("renter_noted_at", { withTimezone: true }),
    /** Check-out only: km over the included ones and their charge, eighths/10 % short and theirs. */
    extraKm: integer("extra_km"),
    extraKmCharge: integer("extra_km_charge"),
    fuelShort: integer("fuel_short"),
    fuelShortCharge: integer("fuel_short_charge"),
    /** extraKmCharge + fuelShortCharge, whole rupees. */
    tripCharges: integer("trip_charges"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("handovers_booking_kind_key").on(t.bookingId, t.kind),
    check("handovers_kind_check", sql`${t.kind} in ${inList(HANDOVER_KINDS)}`),
    check(
      "handovers_odometer_check",
      sql`${t.odometerKm} between 0 and ${sql.raw(String(LIMITS.odometerMax))}`,
    ),
    check(
      "handovers_fuel_check",
      sql`(${t.fuelUnit} = 'eighths' and ${t.fuelLevel} between 0 and 8) or (${t.fuelUnit} = 'percent' and ${t.fuelLevel} between 0 and 100)`,
    ),
    check(
      "handovers_notes_check",
      sql`char_length(${t.notes}) <= ${sql.raw(String(LIMITS.handoverNoteMax))} and char_length(${t.renterNote}) <= ${sql.raw(String(LIMITS.handoverNoteMax))}`,
    ),
    check(
      "handovers_charges_check",
      sql`(${t.kind} = 'check_in' and ${t.extraKm} is null and ${t.extraKmCharge} is null and ${t.fuelShort} is null and ${t.fuelShortCharge} is null and ${t.tripCharges} is null) or (${t.kind} = 'check_out' and least(${t.extraKm}, ${t.extraKmCharge}, ${t.fuelShort}, ${t.fuelShortCharge}) >= 0 and ${t.tripCharges} = ${t.extraKmCharge} + ${t.fuelShortCharge})`,
    ),
  ],
);

/**
 * A handover photo (issue 30 items 2 and 6): re-encoded to WebP under a generated name in the
 * private upload folder (lib/storage/private-files.ts), served only to the booking's renter and
 * owner and to operators. The owner's photos name a side; at least the four sides each handover.
 */
export const handoverPhotos = pgTable(
  "handover_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    handoverId: uuid("handover_id")
      .notNull()
      .references(() => handovers.id),
    /** The handover's booking, so a photo's reader is checked without a join. */
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    side: text("side", { enum: HANDOVER_PHOTO_SIDES }).notNull(),
    addedBy: text("added_by", { enum: PHOTO_ADDED_BY }).notNull(),
    /** The file's name in the private folder. */
    file: text("file").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("handover_photos_handover_idx").on(t.handoverId, t.createdAt),
    uniqueIndex("handover_photos_file_key").on(t.file),
    check("handover_photos_side_check", sql`${t.side} in ${inList(HANDOVER_PHOTO_SIDES)}`),
    check("handover_photos_added_by_check", sql`${t.addedBy} in ${inList(PHOTO_ADDED_BY)}`),
  ],
);

/**
 * An owner's claim on a returned trip (issue 30 item 4): at most one per booking (the unique
 * index decides a race), made within 48 hours of the return. The renter accepts or disputes
 * it by `respondBy` (48 hours after it was made); silence accepts (`acceptedBySilence`). A
 * disputed claim is decided by an operator: an amount from 0 to the claim's, with a reason.
 * Whole rupees.
 */
export const claims = pgTable(
  "claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    renterId: uuid("renter_id")
      .notNull()
      .references(() => users.id),
    description: text("description").notNull(),
    amount: integer("amount").notNull(),
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("open"),
    respondBy: timestamp("respond_by", { withTimezone: true }).notNull(),
    renterNote: text("renter_note").notNull().default(""),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBySilence: boolean("accepted_by_silence").notNull().default(false),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    decidedAmount: integer("decided_amount"),
    decidedReason: text("decided_reason").notNull().default(""),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("claims_booking_key").on(t.bookingId),
    // The sweep that accepts unanswered claims, and the operators' queue of disputed ones.
    index("claims_open_respond_by_idx").on(t.respondBy).where(sql`${t.status} = 'open'`),
    index("claims_disputed_idx").on(t.disputedAt).where(sql`${t.status} = 'disputed'`),
    check("claims_status_check", sql`${t.status} in ${inList(CLAIM_STATUSES)}`),
    check(
      "claims_amount_check",
      sql`${t.amount} between 1 and ${sql.raw(String(LIMITS.claimAmountMax))}`,
    ),
    check(
      "claims_text_check",
      sql`char_length(${t.description}) between 1 and ${sql.raw(String(LIMITS.handoverNoteMax))} and char_length(${t.renterNote}) <= ${sql.raw(String(LIMITS.handoverNoteMax))}`,
    ),
    check(
      "claims_state_check",
      sql`(${t.status} = 'accepted') = (${t.acceptedAt} is not null) and (${t.status} in ('disputed', 'decided')) = (${t.disputedAt} is not null) and (${t.status} = 'decided') = (${t.decidedAt} is not null and ${t.decidedBy} is not null and ${t.decidedAmount} is not null and ${t.decidedReason} <> '') and (${t.decidedAmount} is null or ${t.decidedAmount} between 0 and ${t.amount}) and (not ${t.acceptedBySilence} or ${t.status} = 'accepted')`,
    ),
  ],
);

/** A photo on a claim (issue 30 item 4), by the owner making it or the renter disputing it. */
export const claimPhotos = pgTable(
  "claim_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => claims.id),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    addedBy: text("added_by", { enum: PHOTO_ADDED_BY }).notNull(),
    file: text("file").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("claim_photos_claim_idx").on(t.claimId, t.createdAt),
    uniqueIndex("claim_photos_file_key").on(t.file),
    check("claim_photos_added_by_check", sql`${t.addedBy} in ${inList(PHOTO_ADDED_BY)}`),
  ],
);

/**
 * A booking's deposit settled (issue 30 item 5), once, stored when decided: at the claim
 * window's end without a claim, or when the claim is accepted or decided. `kept` = the lesser
 * of the deposit and trip charges + claim; `returned` = deposit - kept; `owed` = what the
 * charges and claim exceed the deposit by (shown, never charged). Whole rupees.
 */
export const depositSettlements = pgTable(
  "deposit_settlements",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id),
    deposit: integer("deposit").notNull(),
    tripCharges: integer("trip_charges").notNull(),
    claimAmount: integer("claim_amount").notNull(),
    kept: integer("kept").notNull(),
    returned: integer("returned").notNull(),
    owed: integer("owed").notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "deposit_settlements_amounts_check",
      sql`least(${t.deposit}, ${t.tripCharges}, ${t.claimAmount}, ${t.kept}, ${t.returned}, ${t.owed}) >= 0 and ${t.kept} = least(${t.deposit}, ${t.tripCharges} + ${t.claimAmount}) and ${t.returned} = ${t.deposit} - ${t.kept} and ${t.owed} = ${t.tripCharges} + ${t.claimAmount} - ${t.kept}`,
    ),
  ],
);

export type HandoverRow = typeof handovers.$inferSelect;
export type HandoverPhotoRow = typeof handoverPhotos.$inferSelect;
export type ClaimRow = typeof claims.$inferSelect;
export type DepositSettlementRow = typeof depositSettlements.$inferSelect;

// Issue 31: messages between renter and owner.

/**
 * A conversation between a renter and a car's owner: an inquiry about the car before any
 * booking (`booking_id` null; one per renter and car), or a booking's conversation (one per
 * booking). An inquiry becomes the booking's when that renter books that car (its booking_id
 * set). Read cursors are message ids: everything up to them is read by that side. The
 * `*_mailed_at` columns hold when the unread mail last went to that side (once an hour at most).
 * `owner_first_reply_at` is the owner's first message after the renter's first, for the reply
 * time shown on their cars.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id),
    renterId: uuid("renter_id")
      .notNull()
      .references(() => users.id),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    bookingId: uuid("booking_id").references(() => bookings.id),
    lastMessageId: bigint("last_message_id", { mode: "number" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    renterReadId: bigint("renter_read_id", { mode: "number" }).notNull().default(0),
    ownerReadId: bigint("owner_read_id", { mode: "number" }).notNull().default(0),
    renterMailedAt: timestamp("renter_mailed_at", { withTimezone: true }),
    ownerMailedAt: timestamp("owner_mailed_at", { withTimezone: true }),
    renterFirstMessageAt: timestamp("renter_first_message_at", { withTimezone: true }),
    ownerFirstReplyAt: timestamp("owner_first_reply_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_booking_key").on(t.bookingId),
    uniqueIndex("conversations_inquiry_key")
      .on(t.renterId, t.carId)
      .where(sql`${t.bookingId} is null`),
    index("conversations_renter_idx").on(t.renterId, t.lastMessageAt),
    index("conversations_owner_idx").on(t.ownerId, t.lastMessageAt),
    check("conversations_parties_check", sql`${t.renterId} <> ${t.ownerId}`),
    check(
      "conversations_reply_check",
      sql`${t.ownerFirstReplyAt} is null or (${t.renterFirstMessageAt} is not null and ${t.ownerFirstReplyAt} >= ${t.renterFirstMessageAt})`,
    ),
  ],
);

/**
 * A message: ids are given in commit order (the sender's transaction takes a lock before its
 * insert, so a later id never commits before an earlier one; the live stream resumes from an
 * id). Text as stored is as shown: contact details masked at sending when the window was
 * closed (`masked`). Never edited; the sender's delete within 5 minutes sets `deleted_at` and
 * keeps the text for operators (a claim's evidence), parties see it as deleted.
 */
export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id),
    text: text("text").notNull().default(""),
    masked: boolean("masked").notNull().default(false),
    photoCount: smallint("photo_count").notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    check(
      "messages_text_check",
      sql`char_length(${t.text}) <= ${sql.raw(String(LIMITS.messageTextMax))} and (${t.text} <> '' or ${t.photoCount} > 0)`,
    ),
    check(
      "messages_photo_count_check",
      sql`${t.photoCount} between 0 and ${sql.raw(String(LIMITS.messagePhotosMax))}`,
    ),
    check(
      "messages_deleted_check",
      sql`${t.deletedAt} is null or ${t.deletedAt} >= ${t.createdAt}`,
    ),
  ],
);

/** A message's photo: a file in the private folder (served to the two parties and operators). */
export const messagePhotos = pgTable(
  "message_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => messages.id),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id),
    position: smallint("position").notNull(),
    file: text("file").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("message_photos_message_position_key").on(t.messageId, t.position),
    uniqueIndex("message_photos_file_key").on(t.file),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type MessagePhotoRow = typeof messagePhotos.$inferSelect;
