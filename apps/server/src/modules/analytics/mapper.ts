/**
 * The dashboard's aggregate rows as the API's analyticsData (shapes in @gaadi/shared
 * analytics/responses.ts): `_id`s, isAvailable (spelled so in analytics), whole rupees, and
 * the spec's derived figures: averageRate = round(totalRevenue / totalBookings) in rupees (0
 * for a car with earnings from late cancellations only);
 * percentage = rentals / totalBookings x 100 and occupancyRate = bookedDays / totalDays x 100,
 * both to one decimal (halves rounded up). Only the top MOST_RENTED cars by rentals are listed.
 */
import type { AnalyticsData } from "@gaadi/shared";
import type { CarEarningsRow, OccupancyRow } from "./repository.js";

/** How many cars the most-rented list shows. */
export const MOST_RENTED = 5;

/** part / whole x 100, to one decimal; 0 when whole is 0. Integer arithmetic until the end. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;

export interface Figures {
  months: { month: string; amount: number }[];
  yearly: number;
  cars: CarEarningsRow[];
  occupancy: OccupancyRow[];
}

/** analyticsData from the repository's figures; `totalDays` = days in the range. */
export function toAnalyticsData(f: Figures, totalDays: number): AnalyticsData {
  const totalRevenue = f.cars[0]?.totalRevenue ?? 0;
  const totalBookings = f.cars[0]?.totalBookings ?? 0;
  return {
    monthlyEarnings: Object.fromEntries(f.months.map((m) => [m.month, m.amount])),
    yearlyEarnings: f.yearly,
    revenuePerCar: f.cars.map((c) => ({
      _id: c.id,
      image: c.image,
      brand: c.brand,
      model: c.model,
      year: c.year,
      category: c.category,
      totalRevenue: c.revenue,
      totalBookings: c.bookings,
      // A car whose only earnings are a late cancellation's has no booking to divide by.
      averageRate: c.bookings === 0 ? 0 : Math.round(c.revenue / c.bookings),
      isAvailable: c.listed,
    })),
    mostRentedCars: f.cars
      .filter((c) => c.rentedRank <= MOST_RENTED && c.bookings > 0)
      .sort((a, b) => a.rentedRank - b.rentedRank)
      .map((c) => ({
        _id: c.id,
        brand: c.brand,
        model: c.model,
        rentals: c.bookings,
        percentage: percentOf(c.bookings, totalBookings),
      })),
    occupancyRates: f.occupancy.map((o) => ({
      _id: o.id,
      image: o.image,
      brand: o.brand,
      model: o.model,
      bookedDays: o.bookedDays,
      totalDays,
      occupancyRate: percentOf(o.bookedDays, totalDays),
    })),
    totalRevenue,
    totalBookings,
  };
}
