/**
 * Rows of conversations and messages as the API answers them (issue 31): shared `ChatMessage`
 * and `Conversation`. A party never sees a deleted message's text or photos (it keeps its
 * place, `deletedAt` set); an operator (the console's read-only view, a claim's evidence) sees
 * the original.
 */
import {
  type ChatMessage,
  type Conversation,
  type ConversationBooking,
  contactsVisible,
} from "@gaadi/shared";
import type { ConversationView, MessageView } from "./repository.js";

/** Where a message photo is read (parties and operators): GET /api/messages/photos/:photoId. */
export const messagePhotoUrl = (photoId: string) => `/api/messages/photos/${photoId}`;

/**
 * A message as `viewerId` reads it. `viewerId` is one of the conversation's two parties, or
 * null for an operator's read-only view. For a party a deleted message answers `text` '' and no
 * photos; for an operator it keeps both (deletedAt still says it was deleted). `senderRole` is
 * which side sent it. Timestamps are ISO strings.
 */
export function toChatMessage(row: MessageView, viewerId: string | null): ChatMessage {
  const hidden = row.deletedAt !== null && viewerId !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderRole: row.senderId === row.renterId ? "renter" : "owner",
    text: hidden ? "" : row.text,
    masked: row.masked,
    photos: hidden ? [] : row.photoIds.map((id) => ({ id, url: messagePhotoUrl(id) })),
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** Which side `userId` is on in conversation `c`, or null for anyone else. */
export function sideOf(
  c: { renterId: string; ownerId: string },
  userId: string,
): "renter" | "owner" | null {
  if (c.renterId === userId) return "renter";
  if (c.ownerId === userId) return "owner";
  return null;
}

/** The booking fields of a conversation row for the shared contact window (null: an inquiry). */
export function windowBooking(row: {
  bookingStatus: ConversationView["bookingStatus"];
  pickupDate: string | null;
}) {
  return row.bookingStatus && row.pickupDate
    ? { status: row.bookingStatus, pickupDate: row.pickupDate }
    : null;
}

/** The booking's header of a conversation (status and dates), or null for an inquiry. */
export function bookingHeader(row: ConversationView): ConversationBooking | null {
  return row.bookingId && row.bookingRef && row.bookingStatus && row.pickupDate && row.returnDate
    ? {
        _id: row.bookingId,
        bookingRef: row.bookingRef,
        status: row.bookingStatus,
        pickupDate: row.pickupDate,
        returnDate: row.returnDate,
      }
    : null;
}

/**
 * A conversation as party `viewerId` sees it at `now`: their role, the other party, the car,
 * the booking's header (null for an inquiry), the last message (`last`, as toChatMessage),
 * their unread count and whether contact details would show in a message sent now.
 */
export function toConversation(
  row: ConversationView,
  viewerId: string,
  last: MessageView | undefined,
  now: Date,
): Conversation {
  const role = row.renterId === viewerId ? "renter" : "owner";
  return {
    _id: row.id,
    role,
    other:
      role === "renter"
        ? { _id: row.ownerId, name: row.ownerName, image: row.ownerImage }
        : { _id: row.renterId, name: row.renterName, image: row.renterImage },
    car: { _id: row.carId, brand: row.carBrand, model: row.carModel, image: row.carImage },
    booking: bookingHeader(row),
    lastMessage: last ? toChatMessage(last, viewerId) : null,
    unread: row.unread,
    contactsVisible: contactsVisible(windowBooking(row), now),
    createdAt: row.createdAt.toISOString(),
  };
}
