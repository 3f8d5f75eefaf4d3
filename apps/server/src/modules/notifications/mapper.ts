/**
 * Notification rows in the API's spelling (shape in @gaadi/shared `notificationSchema`,
 * customer document section 3): `_id`s, createdAt as an ISO string, and `booking`, `review`,
 * `carId` and `conversationId` (issue 31) present only when the row names them (the client
 * routes on them, section 7).
 */
import type { Notification } from "@gaadi/shared";
import type { NotificationListRow, NotifiedCarRow } from "./repository.js";

const apiCar = (car: NotifiedCarRow) => ({ _id: car.id, brand: car.brand, model: car.model });

/** A listed notification with its booking's and review's cars. */
export function toApiNotification({
  notification: n,
  bookingCar,
  reviewCar,
}: NotificationListRow): Notification {
  return {
    _id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
    ...(n.bookingId && bookingCar
      ? { booking: { _id: n.bookingId, car: apiCar(bookingCar) } }
      : {}),
    ...(n.reviewId && reviewCar ? { review: { _id: n.reviewId, car: apiCar(reviewCar) } } : {}),
    ...(n.carId ? { carId: n.carId } : {}),
    ...(n.conversationId ? { conversationId: n.conversationId } : {}),
  };
}
