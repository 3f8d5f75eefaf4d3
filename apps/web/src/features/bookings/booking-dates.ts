/**
 * The booking form's dates live in the car page's URL (?pickupDate=YYYY-MM-DD&returnDate=...),
 * like the listing's search: a shared link keeps them, and they survive the login prompt,
 * which remounts the page (customer document sections 2 and 5; issue 9, item 6).
 */
import {
  type BookingRefusal,
  bookingRefusal,
  type DayRange,
  indiaToday,
  isCalendarDate,
  type TripRules,
  validateBookingDates,
} from "@gaadi/shared";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

export interface BookingDates {
  /** 'YYYY-MM-DD' or '' when none is chosen. */
  pickupDate: string;
  /** 'YYYY-MM-DD' or '' when none is chosen. */
  returnDate: string;
}

/**
 * The dates a query names, as far as a booking made `today` could use them (server-rules.md
 * section 2): a pickup that is not a calendar date, before today or over 365 days ahead is
 * left out, and so is a return without a usable pickup, before it or over 90 rental days on.
 */
export function bookingDatesFrom(params: URLSearchParams, today: string): BookingDates {
  const pickup = params.get("pickupDate")?.trim() ?? "";
  const ret = params.get("returnDate")?.trim() ?? "";
  const usable = (p: string, r: string) =>
    isCalendarDate(p) && isCalendarDate(r) && validateBookingDates(p, r, today) === null;
  if (!usable(pickup, pickup)) return { pickupDate: "", returnDate: "" };
  return { pickupDate: pickup, returnDate: usable(pickup, ret) ? ret : "" };
}

/**
 * What the server would refuse for `dates` of `car` asked by `userId` ('' for a visitor) on
 * the browser's India `today`, the car's `held` ranges known: the shared bookingRefusal, in
 * the server's order. The car page shows only public cars, so the car is taken as shown.
 */
export function bookingFormRefusal(
  car: TripRules & { owner: string },
  userId: string,
  dates: BookingDates,
  today: string,
  held: readonly DayRange[],
): BookingRefusal | null {
  return bookingRefusal({
    car: { ...car, ownerId: car.owner, isAvailable: true },
    renterId: userId,
    pickupDate: dates.pickupDate,
    returnDate: dates.returnDate,
    today,
    held,
  });
}

/** The page's booking dates and a setter that rewrites them in the URL (replacing history). */
export function useBookingDates(): [BookingDates, (next: BookingDates) => void] {
  const [params, setParams] = useSearchParams();
  const dates = bookingDatesFrom(params, indiaToday());
  const setDates = useCallback(
    (next: BookingDates) =>
      setParams(
        (prev) => {
          const query = new URLSearchParams(prev);
          for (const key of ["pickupDate", "returnDate"] as const) {
            if (next[key]) query.set(key, next[key]);
            else query.delete(key);
          }
          return query;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [dates, setDates];
}
