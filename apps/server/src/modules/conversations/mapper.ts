/**
 * Rows of conversations and messages as the API answers them (issue 31): shared `ChatMessage`
 * and `Conversation`. A party never sees a deleted message's text or photos (it keeps its
 * place, `deletedAt` set); an operator (the console's read-only view, a claim's evidence) sees
 * the original.
 */
import type { ChatMessage } from "@gaadi/shared";
import type { MessageView } from "./repository.js";

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
