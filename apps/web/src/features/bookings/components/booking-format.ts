/**
 * How a booking's period reads (customer document section 9: rental days both ends
 * inclusive; owner document section 9: dates from the first 10 characters).
 */
import { rentalDays } from "@gaadi/shared";
import { formatDay } from "@/lib/format-date";

type Period = { pickupDate: string; returnDate: string };

/** Rental days of a booking, both ends inclusive. */
export function bookingDays(b: Period): number {
  return rentalDays(b.pickupDate.slice(0, 10), b.returnDate.slice(0, 10));
}

/** '7 Dec 2026 – 9 Dec 2026', or '7 Dec 2026' for a same-day rental. */
export function periodLabel(b: Period): string {
  const from = formatDay(b.pickupDate);
  const to = formatDay(b.returnDate);
  return from === to ? from : `${from} – ${to}`;
}
