/** Numeric limits of the product (customer and owner documents section 9, server-rules.md). */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  otpLength: 6,
  /** A sign-up or reset code lives this long, in ms. */
  otpTtlMs: 10 * 60 * 1000,
  /** Wrong tries allowed on one code. */
  otpMaxAttempts: 5,
  /** Gap the server enforces between two codes for one address, in ms. */
  otpResendGapMs: 30 * 1000,
  /** The resend countdown the dialog shows, in seconds. */
  resendCountdownSeconds: 30,
  /** Life of the verificationToken that verify-otp returns, in ms. */
  verificationTokenTtlMs: 15 * 60 * 1000,
  /** Session token life, in seconds. */
  sessionTtlSeconds: 7 * 24 * 60 * 60,
  nameMax: 80,
  emailMax: 254,
  /** Car image upload limit, in bytes. */
  carImageMaxBytes: 5 * 1024 * 1024,
  seatingMin: 1,
  seatingMax: 50,
  yearMin: 1900,
  priceMin: 1,
  priceMax: 1_000_000,
  brandMax: 60,
  modelMax: 60,
  descriptionMax: 2000,
  streetMax: 200,
  landmarkMax: 200,
  /** Furthest pickup date, in days after today (India time). */
  maxAdvanceDays: 365,
  /** Longest rental, in days (both ends inclusive). */
  maxRentalDays: 90,
  /** Trip rules an owner sets per car (issue 15), in days: notice before pickup 0 to 7. */
  advanceNoticeMax: 7,
  /** Minimum trip the owner may ask: 1 to 30 days (rental days, both ends inclusive). */
  minTripMax: 30,
  /** Maximum trip the owner may allow: 1 to maxRentalDays. */
  maxTripMax: 90,
  /** A car's weekly and monthly discounts: whole percentages 0 to this (issue 27). */
  discountMax: 50,
  /** A car's refundable security deposit: whole rupees 0 to this (issue 27). */
  securityDepositMax: 50_000,
  /** The optional note of a blocked range ('Service', 'Family trip'), in characters. */
  blockNoteMax: 60,
  cancellationReasonMax: 200,
  /** Owner Manage Bookings cuts the shown reason at this many characters. */
  reasonDisplayCut: 40,
  featuredCars: 8,
  reviewMin: 10,
  reviewMax: 500,
  replyMin: 10,
  replyMax: 400,
  // Issue 30: the listing's trip rules, the handover and claims.
  /** Kilometres included per rental day: 0 (unlimited) to this. */
  kmPerDayMax: 2_000,
  /** The charge per kilometre over the included ones: whole rupees 0 to this. */
  extraKmRateMax: 100,
  /** The charge per eighth of a tank (or 10 % of battery) short at return: whole rupees 0 to this. */
  fuelChargeMax: 5_000,
  /** An odometer reading, km: 0 to this. */
  odometerMax: 2_000_000,
  /** Photos per handover by the owner: at least the four sides, at most this; the renter adds up to this too. */
  handoverPhotosMin: 4,
  handoverPhotosMax: 12,
  /** A handover's, a renter's or a claim's note, in characters. */
  handoverNoteMax: 1_000,
  /** A claim's amount: whole rupees 1 to this. */
  claimAmountMax: 500_000,
  /** Photos on a claim, by each side. */
  claimPhotosMax: 12,
  // Issue 31: messages between renter and owner.
  /** A message's text, in characters. */
  messageTextMax: 2_000,
  /** Photos on one message. */
  messagePhotosMax: 4,
  /** A sender may delete their own message for this long after sending it (ms). */
  messageDeleteWindowMs: 5 * 60_000,
  /** Messages an account may send per minute (rate limit). */
  messagesPerMinute: 30,
  /** Contact details show only in a confirmed booking's conversation from this long before pickup (ms). */
  contactWindowMs: 24 * 60 * 60_000,
  /** A recipient who has not read a message for this long is mailed (ms). */
  unreadMailAfterMs: 15 * 60_000,
  /** At most one unread mail per conversation and recipient in this long (ms). */
  unreadMailEveryMs: 60 * 60_000,
  /** Conversations an owner must have answered before their reply time shows. */
  replyTimeMinConversations: 3,
  /** Messages per page of a conversation (newest first, by cursor). */
  messagesPageSize: 50,
} as const;
