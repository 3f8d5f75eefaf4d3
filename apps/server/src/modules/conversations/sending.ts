/**
 * Sending, deleting and the photos of messages (issue 31 item 2; decision 032). Contact
 * details are masked at sending (shared maskContacts) unless the conversation's booking is in
 * its contact window (shared contactsVisible at the app's clock); only the shown text is
 * stored. Photos are re-encoded to WebP in the private folder under messages/, read only by
 * the two parties and operators.
 */
import { randomUUID } from "node:crypto";
import {
  type ChatMessage,
  CONVERSATION_MSG,
  contactsVisible,
  LIMITS,
  maskContacts,
  messageText,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.js";
import { isUuid } from "../../lib/ids.js";
import { encodeLicencePhoto } from "../../lib/storage/images.js";
import { createPrivateFiles, type PrivateFiles } from "../../lib/storage/private-files.js";
import { sideOf, toChatMessage, windowBooking } from "./mapper.js";
import * as repo from "./repository.js";
import { partyConversation, refuseSuspended } from "./service.js";

/** A message as sent: the `text` field (undefined when absent) and the photo files' bytes. */
export interface MessageForm {
  text: string | undefined;
  photos: Buffer[];
}

/** The refusal of a fifth photo (by count here, or by the upload reader's file limit). */
export const tooManyPhotosMessage = CONVERSATION_MSG.tooManyPhotos(LIMITS.messagePhotosMax);

/** Who reads a photo: the caller and whether they are an operator. */
export interface Reader {
  id: string;
  isOperator: boolean;
}

/** Message photos live in the private folder (config.privateUploadsDir), under messages/. */
const privateFiles = (app: FastifyInstance): PrivateFiles =>
  createPrivateFiles(app.config.privateUploadsDir);

/**
 * POST /api/messages/conversations/:id/messages: party `userId` sends `form`. Refusals, in
 * order, nothing stored by any: 404 unknown conversation, 403 not a party, 403 suspended, 400
 * text over LIMITS.messageTextMax after trimming, 400 over LIMITS.messagePhotosMax photos, 400
 * neither text nor photo (CONVERSATION_MSG.empty), 400 a photo that is not a JPEG, PNG or WebP.
 * One transaction takes the message order lock first (repository MESSAGE_ORDER_LOCK: ids commit
 * in id order), checks the suspension again under the sender's row lock, masks the text unless
 * the contact window is open now, inserts the message and its photos and moves the
 * conversation (last message, the sender's read cursor, first message and first reply times).
 */
export async function sendMessage(
  app: FastifyInstance,
  userId: string,
  id: string,
  form: MessageForm,
): Promise<ChatMessage> {
  const { conversation } = await partyConversation(app.db, userId, id);
  await refuseSuspended(app.db, userId);
  const parsed = messageText.safeParse(form.text ?? "");
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  const text = parsed.data;
  if (form.photos.length > LIMITS.messagePhotosMax) throw badRequest(tooManyPhotosMessage);
  if (!text && form.photos.length === 0) throw badRequest(CONVERSATION_MSG.empty);
  const files = await storePhotos(app, form.photos);
  try {
    return await app.db.transaction(async (tx) => {
      await repo.lockMessageOrder(tx);
      if (await repo.isSuspended(tx, userId, true)) throw forbidden(CONVERSATION_MSG.suspended);
      const current = (await repo.conversationForSending(tx, conversation.id))!;
      const now = app.now();
      const shown = contactsVisible(windowBooking(current), now)
        ? { text, masked: false }
        : maskContacts(text);
      // The placeholder can be longer than what it hides: the stored text keeps the limit.
      if (shown.text.length > LIMITS.messageTextMax)
        throw badRequest(CONVERSATION_MSG.textTooLong(LIMITS.messageTextMax));
      const row = await repo.insertMessage(tx, {
        conversationId: conversation.id,
        senderId: userId,
        text: shown.text,
        masked: shown.masked,
        files,
        now,
      });
      await repo.recordSent(tx, row, sideOf(conversation, userId)!);
      return toChatMessage((await repo.messageOf(tx, conversation.id, row.id))!, userId);
    });
  } catch (err) {
    await removeFiles(app, files);
    throw err;
  }
}

/**
 * DELETE /api/messages/conversations/:id/messages/:messageId: the sender deletes their message
 * within LIMITS.messageDeleteWindowMs of sending it (by the app's clock); parties then read it
 * with empty text and no photos, operators still read the original. Errors: 404 unknown
 * conversation or message, 403 not a party, 403 suspended, 403 CONVERSATION_MSG.notYours, 409
 * CONVERSATION_MSG.alreadyDeleted, 409 CONVERSATION_MSG.deleteTooLate (409: the request is
 * well formed, the message's state no longer allows it, as for a deleted one).
 */
export async function deleteMessage(
  app: FastifyInstance,
  userId: string,
  id: string,
  messageId: number,
): Promise<ChatMessage> {
  const { conversation } = await partyConversation(app.db, userId, id);
  await refuseSuspended(app.db, userId);
  const deleted = await repo.deleteMessageIf(app.db, {
    conversationId: conversation.id,
    id: messageId,
    senderId: userId,
    now: app.now(),
  });
  const view = await repo.messageOf(app.db, conversation.id, messageId);
  if (!view) throw notFound(CONVERSATION_MSG.messageNotFound);
  if (!deleted) {
    if (view.senderId !== userId) throw forbidden(CONVERSATION_MSG.notYours);
    if (view.deletedAt) throw conflict(CONVERSATION_MSG.alreadyDeleted);
    throw conflict(CONVERSATION_MSG.deleteTooLate);
  }
  return toChatMessage(view, userId);
}

/**
 * GET /api/messages/photos/:photoId: the photo's WebP bytes, to its conversation's parties and
 * operators; 404 CONVERSATION_MSG.photoNotFound to anyone else (its existence is not revealed),
 * for an unknown photo or a missing file.
 */
export async function messagePhoto(
  app: FastifyInstance,
  reader: Reader,
  photoId: string,
): Promise<Buffer> {
  const photo = isUuid(photoId) ? await repo.findPhoto(app.db, photoId) : undefined;
  const readable = photo && (reader.isOperator || sideOf(photo, reader.id));
  const bytes = readable ? await privateFiles(app).read(photo.file) : null;
  if (!bytes) throw notFound(CONVERSATION_MSG.photoNotFound);
  return bytes;
}

/**
 * Every photo checked and re-encoded first (400 CAR_MSG.imageType unless a decodable JPEG, PNG
 * or WebP; nothing is stored unless all are images), then stored as messages/<uuid>.webp; their
 * keys in order.
 */
async function storePhotos(app: FastifyInstance, photos: Buffer[]): Promise<string[]> {
  const encoded: Buffer[] = [];
  // One at a time: sharp's work stays bounded per request on a small machine.
  for (const bytes of photos) encoded.push(await encodeLicencePhoto(bytes));
  const files = privateFiles(app);
  const stored: string[] = [];
  try {
    for (const webp of encoded) {
      const key = `messages/${randomUUID()}.webp`;
      await files.put(key, webp);
      stored.push(key);
    }
  } catch (err) {
    await removeFiles(app, stored);
    throw err;
  }
  return stored;
}

/** Removes stored photo files, best effort (a refused or failed send's). */
async function removeFiles(app: FastifyInstance, keys: string[]): Promise<void> {
  const files = privateFiles(app);
  for (const key of keys) {
    await files
      .remove(key)
      .catch((err) => app.log.warn({ err }, "could not remove a message photo file"));
  }
}
