/**
 * What each mailable notification says (issue 10, build item 5): subject, plain text and
 * HTML, composed from the facts read at enqueue time with the texts of MAIL_MSG, the car as
 * 'Brand Model Year', days as '10 Dec 2026', the amount in ₹ with Indian grouping, and an
 * absolute link (PUBLIC_URL + path) to the page that acts on it.
 */
import { formatDay, formatRupees, MAIL_MSG, type MailFacts, type MailText } from "@gaadi/shared";
import type { MailFactsRow, MailInsert } from "./repository.js";

/** The mailable notification types and the page each one's link opens. */
export const MAIL_LINKS = {
  booking_created: "/owner/manage-bookings",
  booking_confirmed: "/my-bookings",
  booking_rejected: "/my-bookings",
  booking_expired: "/my-bookings",
  car_unavailable: "/cars",
} as const;

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

/**
 * The outbox row for one notification of a mailable type. `publicUrl` has no trailing slash.
 * Throws when `row.type` is not mailable (the caller filters first).
 */
export function composeMail(row: MailFactsRow, publicUrl: string): MailInsert {
  if (!isMailable(row.type)) throw new Error(`Notification type ${row.type} is not mailed`);
  const facts: MailFacts = {
    name: row.recipientName,
    car: [row.brand, row.model, row.year].filter((v) => v !== null).join(" "),
    pickup: row.pickupDate ? formatDay(row.pickupDate) : "",
    returnDay: row.returnDate ? formatDay(row.returnDate) : "",
    amount: row.price !== null ? formatRupees(row.price) : "",
    renter: row.renterName ?? "",
    instant: row.instant,
  };
  const said: MailText = MAIL_MSG[row.type](facts);
  const link = `${publicUrl}${MAIL_LINKS[row.type]}`;
  const greeting = MAIL_MSG.greeting(facts.name);
  const text = [
    greeting,
    "",
    ...said.lines,
    "",
    `${said.linkLabel}: ${link}`,
    "",
    MAIL_MSG.signature,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...said.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(said.linkLabel)}</a></p>`,
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
