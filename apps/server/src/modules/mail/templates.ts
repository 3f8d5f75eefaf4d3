/**
 * What each mailable notification says (issue 10, build item 5): subject, plain text and
 * HTML, composed from the facts read at enqueue time with the texts of MAIL_MSG, the car as
 * 'Brand Model Year', days as '10 Dec 2026', the amount in ₹ with Indian grouping, and an
 * absolute link (PUBLIC_URL + path) to the page that acts on it. A mail about a booking names
 * its reference first (issue 27 item 2); the renter's confirmation carries the receipt from
 * the stored quote (issue 27 item 5: lines, total, GST apart, deposit, policy, PLATFORM_GSTIN)
 * and a link to its printable page.
 */
import {
  CANCELLATION_POLICY_TEXT,
  formatDay,
  formatIndiaInstant,
  formatRupees,
  MAIL_MSG,
  type MailFacts,
  type MailText,
} from "@gaadi/shared";
import { priceBreakdown } from "../bookings/mapper.js";
import type { BookingRow } from "../bookings/repository.js";
import type { MailFactsRow, MailInsert } from "./repository.js";

/** The mailable notification types and the page each one's link opens. */
export const MAIL_LINKS = {
  booking_created: "/owner/manage-bookings",
  booking_confirmed: "/my-bookings",
  booking_rejected: "/my-bookings",
  booking_expired: "/my-bookings",
  car_unavailable: "/cars",
  refund_processed: "/my-bookings",
  // Issue 29: an operator's decisions.
  licence_approved: "/profile",
  licence_rejected: "/profile",
  account_suspended: "/",
  listing_hidden: "/owner/manage-cars",
  // Issue 30: claims and the deposit (claim_decided goes to both: OWNER_LINKS sends the owner on).
  claim_made: "/my-bookings",
  claim_answered: "/owner/manage-bookings",
  claim_decided: "/my-bookings",
  deposit_released: "/my-bookings",
  // Issue 30: the handover, to the renter.
  check_in_recorded: "/my-bookings",
  check_out_recorded: "/my-bookings",
  // Issue 31: an unread message; composeMail links its conversation, /messages/<id>.
  message_received: "/messages",
} as const;

/** Where the owner's copy of a type mailed to both parties links instead. */
const OWNER_LINKS: Partial<Record<string, string>> = { claim_decided: "/owner/manage-bookings" };

/** Types mailed to the booking's renter only: their other recipients have the bell alone. */
const RENTER_ONLY: ReadonlySet<string> = new Set(["booking_expired"]);

export type MailableType = keyof typeof MAIL_LINKS;

/** True for the types that are mailed; every other notification stays in the bell only. */
export function isMailable(type: string): type is MailableType {
  return Object.hasOwn(MAIL_LINKS, type);
}

/**
 * True when the notification `row` tells of is mailed to its recipient: a mailable type, and
 * for booking_expired (issue 27) only the renter's notice, not the owner's.
 */
export function isMailedTo(row: Pick<MailFactsRow, "type" | "toRenter">): boolean {
  return isMailable(row.type) && (!RENTER_ONLY.has(row.type) || row.toRenter);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The receipt lines of booking `b` (stored quote, never recomputed) as MAIL_MSG.receipt says them. */
function receiptLines(b: BookingRow, gstin: string | undefined): string[] {
  return MAIL_MSG.receipt({
    lines: priceBreakdown(b).map((l) => ({ label: l.label, amount: formatRupees(l.amount) })),
    total: formatRupees(b.price),
    gstPercent: b.gstPercent,
    tripFeeGst: formatRupees(b.tripFeeGst),
    deposit: formatRupees(b.deposit),
    policy: CANCELLATION_POLICY_TEXT[b.cancellationPolicy].name,
    freeUntil: formatIndiaInstant(b.freeCancellationUntil),
    gstin: gstin ?? null,
    paidOnline: b.paymentStatus !== "offline",
  });
}

/**
 * The outbox row for one notification of a mailable type. `publicUrl` has no trailing slash;
 * `gstin` is PLATFORM_GSTIN, printed on a confirmation's receipt when set. Throws when
 * `row.type` is not mailable (the caller filters first).
 */
export function composeMail(
  row: MailFactsRow,
  publicUrl: string,
  gstin?: string | undefined,
): MailInsert {
  if (!isMailable(row.type)) throw new Error(`Notification type ${row.type} is not mailed`);
  const facts: MailFacts = {
    name: row.recipientName,
    car: [row.brand, row.model, row.year].filter((v) => v !== null).join(" "),
    pickup: row.pickupDate ? formatDay(row.pickupDate) : "",
    returnDay: row.returnDate ? formatDay(row.returnDate) : "",
    amount: row.price !== null ? formatRupees(row.price) : "",
    renter: row.renterName ?? "",
    instant: row.instant,
    ref: row.booking?.bookingRef ?? "",
    notice: row.message,
  };
  const said: MailText = MAIL_MSG[row.type](facts);
  const path = row.conversationId
    ? `/messages/${row.conversationId}`
    : (!row.toRenter && OWNER_LINKS[row.type]) || MAIL_LINKS[row.type];
  const link = `${publicUrl}${path}`;
  const greeting = MAIL_MSG.greeting(facts.name);
  const b = row.booking;
  const first = b ? [MAIL_MSG.reference(b.bookingRef)] : [];
  // The renter's confirmation carries the receipt and the address of its printable page.
  const receipt = b && row.type === "booking_confirmed" && row.toRenter;
  const lines = receipt ? [...said.lines, ...receiptLines(b, gstin)] : said.lines;
  const receiptLink = receipt ? `${publicUrl}/my-bookings/${b.id}/receipt` : null;
  const text = [
    greeting,
    "",
    ...first,
    ...lines,
    ...(receiptLink ? [`${MAIL_MSG.receiptLinkLabel}: ${receiptLink}`] : []),
    "",
    `${said.linkLabel}: ${link}`,
    "",
    MAIL_MSG.signature,
  ].join("\n");
  const anchor = (href: string, label: string) =>
    `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...[...first, ...lines].map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(receiptLink ? [anchor(receiptLink, MAIL_MSG.receiptLinkLabel)] : []),
    anchor(link, said.linkLabel),
    `<p>${escapeHtml(MAIL_MSG.signature)}</p>`,
  ].join("\n");
  return {
    notificationId: row.notificationId,
    recipient: row.recipientEmail,
    subject: said.subject,
    text,
    html,
  };
}
