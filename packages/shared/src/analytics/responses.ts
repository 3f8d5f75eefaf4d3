/**
 * Answers of the owner dashboard endpoints (owner document sections 2, 3 and 7, server-rules.md
 * section 8). Money is whole rupees; dates are India calendar dates. A booking counts when it
 * is booked, on_rent or completed, at its price, in the month of its pickupDate.
 */
import { z } from "zod";
import { messageResponse, okResponse } from "../envelope.js";

/** One owned car with at least one counted booking in the range. */
export const revenuePerCarSchema = z.object({
  _id: z.string(),
  image: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  category: z.string(),
  /** Rupees of the car's counted bookings in the range. */
  totalRevenue: z.number().int(),
  totalBookings: z.number().int(),
  /** totalRevenue / totalBookings, rounded to whole rupees. */
  averageRate: z.number().int(),
  /** Listed and shown to renters (Active), or hidden (Inactive). Spelled so in analytics. */
  isAvailable: z.boolean(),
});
export type RevenuePerCar = z.infer<typeof revenuePerCarSchema>;

/** One of the top 5 cars by counted bookings in the range. */
export const mostRentedCarSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  model: z.string(),
  rentals: z.number().int(),
  /** rentals / totalBookings x 100, one decimal. */
  percentage: z.number(),
});
export type MostRentedCar = z.infer<typeof mostRentedCarSchema>;

/** Every owned (not deleted) car of the type: how full its calendar is in the range. */
export const occupancyRateSchema = z.object({
  _id: z.string(),
  image: z.string(),
  brand: z.string(),
  model: z.string(),
  /** Days of counted bookings inside the range, both ends inclusive. */
  bookedDays: z.number().int(),
  /** Days in the range, both ends inclusive. */
  totalDays: z.number().int(),
  /** bookedDays / totalDays x 100, one decimal (bands: 80+ green, 50+ yellow, else red). */
  occupancyRate: z.number(),
});
export type OccupancyRate = z.infer<typeof occupancyRateSchema>;

export const analyticsDataSchema = z.object({
  /** 'YYYY-MM' -> rupees, one key for every month the range touches, in order, 0 when none. */
  monthlyEarnings: z.record(z.string(), z.number().int()),
  /** Rupees of this calendar year (India), whatever the range; carType still applies. */
  yearlyEarnings: z.number().int(),
  revenuePerCar: z.array(revenuePerCarSchema),
  mostRentedCars: z.array(mostRentedCarSchema),
  occupancyRates: z.array(occupancyRateSchema),
  totalRevenue: z.number().int(),
  totalBookings: z.number().int(),
});
export type AnalyticsData = z.infer<typeof analyticsDataSchema>;

/** GET /api/owner/analytics. */
export const analyticsResponse = okResponse({
  analyticsData: analyticsDataSchema,
  message: z.string(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

/**
 * GET /api/owner/tasks: what needs the owner now, as counts (India today). Each links to the
 * screen that acts on it: requests (pending bookings, to accept or decline), pickupsDue
 * (booked trips whose pickup date is today or past: Car Picked Up), returnsDue (on_rent trips
 * whose return date is today or past: Car Returned), unansweredReviews (reviews of the
 * owner's cars without a reply, as Manage Reviews lists them).
 */
export const ownerTasksResponse = okResponse({
  requests: z.number().int(),
  pickupsDue: z.number().int(),
  returnsDue: z.number().int(),
  unansweredReviews: z.number().int(),
});
export type OwnerTasksResponse = z.infer<typeof ownerTasksResponse>;

/** POST /api/owner/update-image: 'Profile image updated successfully'. */
export const updateImageResponse = messageResponse;
