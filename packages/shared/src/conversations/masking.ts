/**
 * Contact details kept private until the trip (issue 31 item 2): phone numbers, e-mail
 * addresses and UPI ids in a message's text are replaced by '[contact hidden until the trip]'
 * unless the conversation's booking is confirmed (booked or on rent) and its pickup day starts
 * within 24 hours (India time: from 00:00 IST on the day before the pickup date). The server
 * masks at sending and stores only what it shows; the web asks the same functions to tell the
 * sender before sending.
 */
import type { BookingStatus } from "../enums.js";
import { LIMITS } from "../limits.js";
import { CONVERSATION_MSG } from "../messages/conversations.js";

/** An e-mail address: local part, @, a domain with a dot. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A UPI id (VPA): a handle, @, the provider's short name without a dot (rohan@okaxis, 98…@ybl). */
const UPI = /[A-Za-z0-9._-]{2,}@[A-Za-z][A-Za-z0-9]{1,63}\b/g;
/**
 * A phone number's candidate: 10 to 13 digits, maybe opened by '(' or '+', with spaces, dots,
 * dashes and brackets (at most two in a row) between digits. `isPhoneNumber` then decides.
 */
const PHONE = /(?<![\w(+])[(+]{0,2}\d(?:[\s().-]{0,2}\d){9,12}(?![\w])/g;

/**
 * Whether a candidate's digits are an Indian number: 10 digits (a mobile, or a landline with
 * its STD code), 11 opened by the trunk 0, or the country code 91 before 10 (or before 0 and
 * 10). Other runs of digits, such as a list of prices ('1500 1800 2000'), are left alone.
 */
function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, "");
  switch (digits.length) {
    case 10:
      return true;
    case 11:
      return digits.startsWith("0");
    case 12:
      return digits.startsWith("91");
    case 13:
      return digits.startsWith("910");
    default:
      return false;
  }
}

/**
 * `text` with every phone number, e-mail address and UPI id replaced by the placeholder, and
 * whether anything was. Pure; the replaced text is what is stored and shown.
 */
export function maskContacts(text: string): { text: string; masked: boolean } {
  let masked = false;
  const hide = () => {
    masked = true;
    return CONVERSATION_MSG.contactHidden;
  };
  const out = text
    .replace(EMAIL, hide)
    .replace(UPI, hide)
    .replace(PHONE, (candidate) => (isPhoneNumber(candidate) ? hide() : candidate));
  return { text: out, masked };
}

/** Whether `text` holds anything `maskContacts` would hide (the sender's warning). */
export function hasContacts(text: string): boolean {
  return maskContacts(text).masked;
}

/** The booking fields the contact window needs; null for an inquiry (never open). */
export interface ContactWindowBooking {
  status: BookingStatus;
  /** YYYY-MM-DD, India's calendar. */
  pickupDate: string;
}

/** When contact details start to show for this pickup date: 24 h before 00:00 IST that day. */
export function contactWindowOpensAt(pickupDate: string): Date {
  return new Date(new Date(`${pickupDate}T00:00:00+05:30`).getTime() - LIMITS.contactWindowMs);
}

/**
 * Whether a message sent at `now` keeps its contact details: the booking is booked or on rent
 * and `now` is at or after `contactWindowOpensAt(pickupDate)`. Inquiries, pending, completed
 * and cancelled bookings never do.
 */
export function contactsVisible(booking: ContactWindowBooking | null, now: Date): boolean {
  if (!booking) return false;
  if (booking.status !== "booked" && booking.status !== "on_rent") return false;
  return now.getTime() >= contactWindowOpensAt(booking.pickupDate).getTime();
}
