/**
 * Cars rows <-> the API's Car (customer document section 3, server-rules.md section 1):
 * `_id`, `isAvaliable` (spelled so), `seating_capacity`, `fuel_type`, `owner` (user id),
 * `address` {street, city, state, landmark, zipCode}, and the review aggregates (`avgRating` one
 * decimal, 0 when none; `totalReviews`) from the maintained review_count and rating_sum, and the
 * trip rules and instantBook (issue 15), and the pricing fields (discounts, deposit, cancellation
 * policy; issue 27). Any module answering a car uses toApiCar.
 */
import { averageRating, type Car, type CarData } from "@gaadi/shared";
import type { CarInsert, CarRow } from "./repository.js";

export function toApiCar(row: CarRow): Car {
  return {
    _id: row.id,
    brand: row.brand,
    model: row.model,
    category: row.category,
    year: row.year,
    image: row.image,
    imageCard: row.imageCard,
    pricePerDay: row.pricePerDay,
    isAvaliable: row.isAvailable,
    seating_capacity: row.seatingCapacity,
    fuel_type: row.fuelType,
    transmission: row.transmission,
    location: row.location,
    description: row.description,
    owner: row.ownerId,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      landmark: row.landmark,
      zipCode: row.zipCode,
    },
    createdAt: row.createdAt.toISOString(),
    avgRating: averageRating(row.ratingSum, row.reviewCount),
    totalReviews: row.reviewCount,
    advanceNoticeDays: row.advanceNoticeDays,
    minTripDays: row.minTripDays,
    maxTripDays: row.maxTripDays,
    instantBook: row.instantBook,
    weeklyDiscountPercent: row.weeklyDiscountPercent,
    monthlyDiscountPercent: row.monthlyDiscountPercent,
    securityDeposit: row.securityDeposit,
    cancellationPolicy: row.cancellationPolicy,
    kmPerDay: row.kmPerDay,
    extraKmRate: row.extraKmRate,
    fuelCharge: row.fuelCharge,
  };
}

/** Validated carData as the cars columns it sets (location is the pickup city). */
export function carColumns(d: CarData) {
  return {
    brand: d.brand,
    model: d.model,
    year: d.year,
    category: d.category,
    transmission: d.transmission,
    fuelType: d.fuel_type,
    seatingCapacity: d.seating_capacity,
    pricePerDay: d.pricePerDay,
    description: d.description,
    location: d.location,
    street: d.address.street,
    city: d.address.city,
    state: d.address.state,
    landmark: d.address.landmark,
    zipCode: d.address.zipCode,
    // Trip rules and instant book: only those given (absent keeps the stored value on edit and
    // the column default on add; issue 15).
    ...(d.advanceNoticeDays !== undefined && { advanceNoticeDays: d.advanceNoticeDays }),
    ...(d.minTripDays !== undefined && { minTripDays: d.minTripDays }),
    ...(d.maxTripDays !== undefined && { maxTripDays: d.maxTripDays }),
    ...(d.instantBook !== undefined && { instantBook: d.instantBook }),
    // Pricing (issue 27), likewise only those given.
    ...(d.weeklyDiscountPercent !== undefined && {
      weeklyDiscountPercent: d.weeklyDiscountPercent,
    }),
    ...(d.monthlyDiscountPercent !== undefined && {
      monthlyDiscountPercent: d.monthlyDiscountPercent,
    }),
    ...(d.securityDeposit !== undefined && { securityDeposit: d.securityDeposit }),
    ...(d.cancellationPolicy !== undefined && { cancellationPolicy: d.cancellationPolicy }),
    // Trip charges' rules (issue 30 item 1), likewise only those given.
    ...(d.kmPerDay !== undefined && { kmPerDay: d.kmPerDay }),
    ...(d.extraKmRate !== undefined && { extraKmRate: d.extraKmRate }),
    ...(d.fuelCharge !== undefined && { fuelCharge: d.fuelCharge }),
  } satisfies Partial<CarInsert>;
}
