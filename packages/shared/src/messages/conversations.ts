/**
 * Texts of messages between renter and owner (issue 31). Quoted from the issue where it names
 * them ('[contact hidden until the trip]', 'Ask the owner', 'Usually replies within 2 hours').
 */
import { formatWhole } from "../money.js";

export const CONVERSATION_MSG = {
  /** What replaces a phone number, e-mail address or UPI id outside the contact window. */
  contactHidden: "[contact hidden until the trip]",
  /** Told to the sender before sending, when the window is closed and the draft holds contacts. */
  contactsWillBeHidden:
    "Phone numbers, e-mail addresses and UPI ids are hidden until the booking is confirmed and pickup is within 24 hours.",
  askOwner: "Ask the owner",
  carRequired: "Choose the car to ask about",
  textTooLong: (max: number) => `A message can be at most ${formatWhole(max)} characters`,
  empty: "Write a message or add a photo",
  tooManyPhotos: (max: number) => `Add at most ${max} photos to a message`,
  deleted: "This message was deleted",
  deleteTooLate: "A message can only be deleted within 5 minutes of sending it",
  notYours: "You can only delete your own messages",
  suspended: "Your account is suspended, so you cannot send messages",
  ownCar: "This is your own car",
  notFound: "Conversation not found",
  /** A signed-in account that is neither the renter nor the owner of the conversation. */
  notParty: "You are not part of this conversation",
  carNotFound: "Car not found",
  bookingNotFound: "Booking not found",
  messageNotFound: "Message not found",
  photoNotFound: "Photo not found",
  alreadyDeleted: "This message is already deleted",

  /** The operators' read-only view of a claim's booking (evidence). */
  operator: {
    title: "Messages between renter and owner",
    none: "They have not messaged each other about this booking.",
    older: "Show older messages",
    deletedAt: (when: string) => `Deleted by the sender ${when}`,
    masked: "Contact details were hidden when it was sent",
    loadFailed: "Could not load the messages",
  },
  /** 'Usually replies within 2 hours': the owner's median first-reply time, rounded up. */
  replyTime: (minutes: number) => {
    if (minutes < 60) {
      const shown = Math.max(1, minutes);
      return `Usually replies within ${shown} minute${shown === 1 ? "" : "s"}`;
    }
    const hours = Math.ceil(minutes / 60);
    if (hours < 24) return `Usually replies within ${hours} hour${hours === 1 ? "" : "s"}`;
    const days = Math.ceil(hours / 24);
    return `Usually replies within ${days} day${days === 1 ? "" : "s"}`;
  },
} as const;
