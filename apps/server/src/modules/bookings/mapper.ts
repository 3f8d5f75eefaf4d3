/**
 * Booking rows in the API's spelling (shapes in @gaadi/shared `bookingSchema` and
 * `ownerBookingSchema`): `_id`s, calendar dates as ISO date-time strings (server-rules.md
 * section 1), instants as ISO strings or null, money in whole rupees.
 */
import { type Booking, type OwnerBooking, requestExpiresAt, toApiDate } from "@gaadi/shared";
import type { BookingRow, CarRow } from "./repository.js";

/** The car columns a booking shows. */
export type BookingCar = Pick<
  CarRow,
  "id" | "brand" | "model" | "image" | "imageCard" | "year" | "category" | "location"
>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A booking with its car, as the renter (and create) sees it. */
export function toBooking(b: BookingRow, car: BookingCar): Booking {
  return {
    _id: b.id,
    car: {
      _id: car.id,
      brand: car.brand,
      model: car.model,
      image: car.image,
      imageCard: car.imageCard,
      year: car.year,
      category: car.category,
      location: car.location,
    },
    owner: b.ownerId,
    pickupDate: toApiDate(b.pickupDate),
    returnDate: toApiDate(b.returnDate),
    price: b.price,
    pricePerDay: b.pricePerDay,
    days: b.days,
    status: b.status,
    cancellationReason: b.cancellationReason,
    cancelledBy: b.cancelledBy,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    confirmedAt: iso(b.confirmedAt),
    pickedUpAt: iso(b.pickedUpAt),
    completedAt: iso(b.completedAt),
    cancelledAt: iso(b.cancelledAt),
  };
}

/**
 * A booking with its car and renter, as the car's owner sees it; a pending request adds when
 * it expires (shared requestExpiresAt), so Manage Bookings can show the time left.
 */
export function toOwnerBooking(
  b: BookingRow,
  car: BookingCar,
  renter: { id: string; name: string },
): OwnerBooking {
  return {
    ...toBooking(b, car),
    user: { _id: renter.id, name: renter.name },
    expiresAt:
      b.status === "pending" ? requestExpiresAt(b.createdAt, b.pickupDate).toISOString() : null,
  };
}
