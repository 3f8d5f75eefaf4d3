/**
 * Answers of the car endpoints: the owner's /api/owner/* car calls and the public catalogue
 * /api/user/cars* (customer document sections 3 and 7, owner document section 7,
 * server-rules.md sections 1 and 3, decision 006). The routes declare them as response
 * schemas; the web types its fetchers with the inferred types. Failures are `errorResponse`.
 */
import { z } from "zod";
import { replyTime } from "../conversations/responses.js";
import { messageResponse, okResponse } from "../envelope.js";
import { CANCELLATION_POLICIES } from "../pricing/refund.js";

/** The pickup address as the API returns it; absent parts are ''. */
export const carAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  landmark: z.string(),
  zipCode: z.string(),
});

/**
 * A car as every car endpoint returns it (customer document section 3). `isAvaliable` is
 * spelled so on purpose. `image` is the full WebP rendition (at most 1600 px wide), `imageCard`
 * a card rendition about 640 px wide; both are same-origin paths under /uploads/.
 * `pricePerDay` is whole rupees; `createdAt` an ISO date-time. `avgRating` is the mean of the
 * car's review ratings rounded to one decimal (0 when none) and `totalReviews` their count.
 * The trip rules and instantBook are the owner's (issue 15; calendar/trip-rules.ts).
 */
export const carSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  model: z.string(),
  category: z.string(),
  year: z.number(),
  image: z.string(),
  imageCard: z.string(),
  pricePerDay: z.number(),
  isAvaliable: z.boolean(),
  seating_capacity: z.number(),
  fuel_type: z.string(),
  transmission: z.string(),
  location: z.string(),
  description: z.string(),
  owner: z.string(),
  address: carAddressSchema,
  createdAt: z.string(),
  avgRating: z.number(),
  totalReviews: z.number().int(),
  /** Trip rules (issue 15): days of notice before pickup, shortest and longest trip in days. */
  advanceNoticeDays: z.number().int(),
  minTripDays: z.number().int(),
  maxTripDays: z.number().int(),
  /** A request is confirmed at once (status booked) when true. */
  instantBook: z.boolean(),
  /**
   * Pricing (issue 27, pricing/quote.ts): whole-percent discounts for trips of 7+ and 28+
   * days (0-50), the refundable deposit in whole rupees (0-50,000), the cancellation policy.
   */
  weeklyDiscountPercent: z.number().int(),
  monthlyDiscountPercent: z.number().int(),
  securityDeposit: z.number().int(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  /** Trip charges' rules (issue 30 item 1): km/day included (0 = unlimited), ₹/extra km, ₹ per eighth (10 % battery) short. */
  kmPerDay: z.number().int(),
  extraKmRate: z.number().int(),
  fuelCharge: z.number().int(),
  /**
   * Only in a search with pickupDate and returnDate (the listing, check-availability; issue 27
   * item 2): what the renter would pay for those dates, in whole rupees, exactly
   * pricing/quote.ts quoteTrip's `total` at the server's rates, computed by the database in the
   * listing's own query. Absent without dates, and on every other answer that carries a car.
   */
  tripTotal: z.number().int().optional(),
  /** Issue 29, the owner's own list only: why Gaadi took the car off the listing. */
  hiddenReason: z.string().optional(),
});
export type Car = z.infer<typeof carSchema>;

/** One page of GET /api/user/cars, answered when a filter or page/limit is given. */
export interface CarPage {
  cars: Car[];
  /** Cars matching the filters across all pages. */
  total: number;
  page: number;
  limit: number;
}

/**
 * GET /api/user/cars. Bare (no filter, no page): `{ cars }`, newest first, capped. With any
 * filter or page/limit: one page, `{ cars, total, page, limit }` (CarPage).
 */
export const carListResponse = okResponse({
  cars: z.array(carSchema),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
});
export type CarListResponse = z.infer<typeof carListResponse>;

/** GET /api/user/cars/facets: the brands and states that shown cars have, sorted. */
export const carFacetsResponse = okResponse({
  brands: z.array(z.string()),
  states: z.array(z.string()),
});
export type CarFacetsResponse = z.infer<typeof carFacetsResponse>;

/**
 * GET /api/user/cars/{id}: one shown car, and its owner's reply time (issue 31 item 4: 'Usually
 * replies within 2 hours'), null until they have answered LIMITS.replyTimeMinConversations
 * conversations.
 */
export const carDetailResponse = okResponse({
  car: carSchema,
  ownerReplyTime: replyTime.nullable(),
});
export type CarDetailResponse = z.infer<typeof carDetailResponse>;

/** GET /api/owner/cars: every car of the owner, hidden ones included. */
export const ownerCarsResponse = okResponse({ cars: z.array(carSchema) });
export type OwnerCarsResponse = z.infer<typeof ownerCarsResponse>;

/** POST /api/owner/add-car and /api/owner/edit-car: a sentence and the car as stored. */
const savedCarResponse = okResponse({ message: z.string(), car: carSchema });
export type SavedCarResponse = z.infer<typeof savedCarResponse>;

/** POST /api/owner/add-car: 'Car listed successfully'. */
export const addCarResponse = savedCarResponse;

/** POST /api/owner/edit-car: 'Car updated successfully'. */
export const editCarResponse = savedCarResponse;

/** POST /api/owner/toggle-car: a sentence and whether the car is now shown. */
export const toggleCarResponse = okResponse({ message: z.string(), isAvaliable: z.boolean() });
export type ToggleCarResponse = z.infer<typeof toggleCarResponse>;

/** POST /api/owner/delete-car: 'Car deleted successfully'. */
export const deleteCarResponse = messageResponse;
