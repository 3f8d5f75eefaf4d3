/**
 * The sticky booking form of the car details page (customer document sections 2, 5, 8 and 9):
 * pickup and return pickers that disable past days and the car's held ranges (bookings and
 * blocked dates) and, by the car's trip rules (issue 15), pickup days inside the notice window
 * or too close before a held range for the minimum trip, and return days outside the trip
 * length; the rules in words; the server's quote once both dates are chosen (issue 27:
 * GET /api/bookings/quote, its lines, total, the deposit apart and the free-cancellation
 * instant; the form computes no price); the free-cancellation and
 * no-hidden-fees claims; and the submit rules in order: visitor -> 'Please login to book this
 * car' and the login prompt; missing dates -> 'Please select pickup and return dates'; then
 * the shared booking policy's refusals in the server's order (bookingRefusal: own car, a date
 * rule, a trip rule, a held day) against the browser's India today; a 401 answer -> the API
 * client ends the session and
 * prompts with 'Please login to book this car' (create-booking passes it); other failures ->
 * the server message or 'Failed to book car. Please try again.', and a refusal about the
 * renter's driving licence (issue 29: LICENCE_BOOKING_MESSAGES) stays in the form with a link
 * 'Add your driving licence' to the profile; success -> the server message
 * ('Booking confirmed instantly' on an instant-book car) and /my-bookings. With online
 * payments on (issue 28: the quote's `payNow`) the button reads 'Pay ₹X' (total + deposit),
 * and a created booking awaiting payment shows the payment step (components/payment-step, loaded
 * then) in the button's place instead of leaving the page. The dates live in
 * the page's URL (useBookingDates), so they survive the login prompt.
 */
import {
  addDaysTo,
  BOOKING_MSG,
  earliestPickup,
  formatRupees,
  HANDOVER_MSG,
  indiaToday,
  LICENCE_BOOKING_MESSAGES,
  LICENCE_MSG,
  latestPickupDate,
  ownCarRefusal,
  PAYMENT_MSG,
  parseCreateBooking,
  returnWindow,
  TRIP_TERMS_MSG,
  type TripRules,
} from "@gaadi/shared";
import { BadgeCheck, CalendarCheck, CalendarClock, ShieldCheck, Zap } from "lucide-react";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { DatePicker, type DayRange } from "@/components/ui/date-picker";
import { useCreateBooking } from "@/features/bookings/api/create-booking";
import { useBookedDates } from "@/features/bookings/api/get-booked-dates";
import { useQuote } from "@/features/bookings/api/get-quote";
import {
  type BookingDates,
  bookingFormRefusal,
  useBookingDates,
} from "@/features/bookings/booking-dates";
import type { PaymentOrder } from "@/features/bookings/checkout";
import { tooShortBefore } from "@/features/bookings/pickup-days";
import { tripRuleLines } from "@/features/bookings/trip-rule-lines";
import { ApiError, errorMessage, toastApiError } from "@/lib/api-client";
import { formatInstant } from "@/lib/format-date";
import { useLoginPrompt, useSession } from "@/lib/session";
import { toast } from "@/lib/toast";

// Loaded only when a booking awaits payment (issue 28), never with the page.
const PaymentStep = lazy(() =>
  import("@/features/bookings/components/payment-step").then((m) => ({ default: m.PaymentStep })),
);

/** A booking made with online payments on, awaiting its payment (issue 28 item 2). */
interface AwaitingPayment {
  bookingId: string;
  bookingRef: string;
  order: PaymentOrder;
}

/** What the form needs of a car (the cars feature's Car satisfies it). */
export interface BookableCar extends TripRules {
  _id: string;
  /** 'Maruti Swift': named in the payment's description. */
  brand?: string;
  model?: string;
  /** The owner's user id. */
  owner: string;
  /** Whole rupees. */
  pricePerDay: number;
  /** Requests are confirmed at once (issue 15). */
  instantBook: boolean;
  /** The listing's km and fuel rules (issue 30 item 1), shown with the quote. */
  kmPerDay?: number;
  extraKmRate?: number;
  fuelCharge?: number;
  fuel_type?: string;
}

/** The last return day for `pickup`: the car's maximum trip, and before the next held range. */
function latestReturn(pickup: string, rules: TripRules, booked: DayRange[]): string {
  let last = returnWindow(rules, pickup).last;
  for (const r of booked) {
    if (r.start > pickup && r.start <= last) last = addDaysTo(r.start, -1);
  }
  return last;
}

export function BookingForm({ car }: { car: BookableCar }) {
  const session = useSession();
  const { openLogin } = useLoginPrompt();
  const location = useLocation();
  const navigate = useNavigate();
  const booked = useBookedDates(car._id);
  const create = useCreateBooking();
  const today = indiaToday();
  const [{ pickupDate, returnDate }, setDates] = useBookingDates();
  const [awaiting, setAwaiting] = useState<AwaitingPayment | null>(null);
  // The server's refusal about the renter's driving licence (issue 29), shown with a link.
  const [licenceRefusal, setLicenceRefusal] = useState<string | null>(null);

  const userId = session.user?._id ?? "";
  const ownCar = !!session.user && ownCarRefusal(car.owner, userId) !== null;
  const returnMin = pickupDate ? returnWindow(car, pickupDate).first : today;
  const returnMax = pickupDate ? latestReturn(pickupDate, car, booked) : undefined;
  const stay = !!pickupDate && !!returnDate && returnDate >= pickupDate;
  const refusalFor = (dates: BookingDates) => bookingFormRefusal(car, userId, dates, today, booked);
  // Dates from a shared link may break the car's rules or meet a held day; the pickers never
  // offer such days. The owner's own car has its own note instead.
  const refused = stay ? refusalFor({ pickupDate, returnDate }) : null;
  const problem = refused && refused.status !== 403 ? refused.message : null;
  // The server's price for those dates, asked only when the form itself refuses nothing.
  const quote = useQuote(car._id, pickupDate, returnDate, stay && !problem);
  // With online payments on (issue 28): what booking takes now, else null.
  const payNow = stay ? (quote?.payNow ?? null) : null;

  const choosePickup = (day: string) => {
    const keep =
      returnDate &&
      returnDate >= returnWindow(car, day).first &&
      returnDate <= latestReturn(day, car, booked);
    setDates({ pickupDate: day, returnDate: keep ? returnDate : "" });
  };

  const promptLogin = () => {
    toast.error(BOOKING_MSG.loginToBook);
    openLogin("login", `${location.pathname}${location.search}`);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!session.token || !session.user) return promptLogin();
    const body = { car: car._id, pickupDate, returnDate };
    // The route's own field rules, as plain parsers (no zod on the public pages, issue 26).
    const parsed = parseCreateBooking(body);
    if (!parsed.success) return void toast.error(parsed.issues[0]?.message ?? "");
    const refusal = refusalFor(parsed.data);
    if (refusal) return void toast.error(refusal.message);
    setLicenceRefusal(null);
    create.mutate(body, {
      onSuccess: (res) => {
        // With online payments on the booking waits for its payment: the step opens Checkout.
        const order = res.payment;
        if (order) {
          setAwaiting({ bookingId: res.booking._id, bookingRef: res.booking.bookingRef, order });
          return;
        }
        toast.success(res.message);
        navigate("/my-bookings");
      },
      onError: (err) => {
        if (err instanceof ApiError && LICENCE_BOOKING_MESSAGES.includes(err.message)) {
          return setLicenceRefusal(err.message);
        }
        toastApiError(err, errorMessage(err, BOOKING_MSG.bookFailed));
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="booking-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg lg:sticky lg:top-24"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="booking-form-title" className="text-lg font-semibold text-slate-900">
          Book this car
        </h2>
        <p className="text-slate-600">
          <span className="text-2xl font-bold text-slate-900">{formatRupees(car.pricePerDay)}</span>
          <span className="text-sm"> /day</span>
        </p>
      </div>

      <div className="mt-5 grid gap-4">
        <DatePicker
          id="booking-pickup-date"
          label="Pickup Date"
          value={pickupDate}
          onChange={choosePickup}
          min={earliestPickup(car, today)}
          max={latestPickupDate(today)}
          booked={booked}
          unavailable={tooShortBefore(booked, car.minTripDays)}
          highlight={stay ? { start: pickupDate, end: returnDate } : undefined}
        />
        <DatePicker
          id="booking-return-date"
          label="Return Date"
          value={returnDate}
          onChange={(day) => setDates({ pickupDate, returnDate: day })}
          min={returnMin}
          max={returnMax}
          booked={booked}
          highlight={pickupDate ? { start: pickupDate, end: returnDate || pickupDate } : undefined}
        />
      </div>

      {stay && quote && (
        <section aria-label="Trip price" className="mt-5 rounded-xl bg-slate-50 p-4 text-sm">
          <dl className="space-y-2">
            {quote.lines.map((line) => (
              <div key={line.code} className="flex justify-between gap-2 text-slate-600">
                <dt>{line.label}</dt>
                <dd>{formatRupees(line.amount)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
              <dt>Total</dt>
              <dd>{formatRupees(quote.total)}</dd>
            </div>
            {quote.deposit > 0 && (
              <div className="flex justify-between gap-2 text-slate-600">
                <dt>Refundable security deposit (not in the total)</dt>
                <dd>{formatRupees(quote.deposit)}</dd>
              </div>
            )}
          </dl>
          {car.kmPerDay !== undefined && (
            <p className="mt-2 text-slate-600">
              {HANDOVER_MSG.kmRule(car.kmPerDay, car.extraKmRate ?? 0)}.{" "}
              {HANDOVER_MSG.fuelRule(car.fuelCharge ?? 0, car.fuel_type === "Electric")}.
            </p>
          )}
          <p className="mt-2 text-slate-600">
            Free cancellation until {formatInstant(quote.freeCancellationUntil)}
          </p>
        </section>
      )}

      <TripRulesNote car={car} />

      {problem && !awaiting && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          {problem}
        </p>
      )}
      {licenceRefusal && !awaiting && (
        <div role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{licenceRefusal}</p>
          <Link to="/profile" className="mt-1 inline-block font-medium underline">
            {LICENCE_MSG.addLink}
          </Link>
        </div>
      )}
      {ownCar && (
        <p role="note" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          {BOOKING_MSG.ownCar}
        </p>
      )}

      {awaiting ? (
        <Suspense fallback={<p className="mt-5 text-sm text-slate-600">{PAYMENT_MSG.paying}</p>}>
          <PaymentStep {...awaiting} carName={[car.brand, car.model].filter(Boolean).join(" ")} />
        </Suspense>
      ) : (
        <>
          <Button
            type="submit"
            size="lg"
            className="mt-5 w-full"
            // While the session is still loading, a press would read as a visitor's.
            disabled={ownCar || create.isPending || session.authLoading}
          >
            <CalendarCheck className="size-5" aria-hidden />
            {create.isPending ? "Booking..." : payNow ? PAYMENT_MSG.payButton(payNow) : "Book Now"}
          </Button>
          {payNow && quote ? (
            <p className="mt-2 text-center text-xs text-slate-600">
              {PAYMENT_MSG.payNowNote(quote.deposit)}
            </p>
          ) : null}
        </>
      )}

      <ul className="mt-4 space-y-2 text-sm text-slate-600">
        <li className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          {TRIP_TERMS_MSG.cancellation}
        </li>
        <li className="flex items-start gap-2">
          <BadgeCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          No hidden fees
        </li>
      </ul>
    </form>
  );
}

function TripRulesNote({ car }: { car: BookableCar }) {
  const lines = tripRuleLines(car);
  if (lines.length === 0 && !car.instantBook) return null;
  return (
    <ul aria-label="Booking rules" className="mt-4 space-y-1.5 rounded-xl bg-slate-50 p-3 text-sm">
      {car.instantBook && (
        <li className="flex items-start gap-2 text-violet-800">
          <Zap className="mt-0.5 size-4 shrink-0" aria-hidden />
          Instant book: your booking is confirmed at once
        </li>
      )}
      {lines.map((line) => (
        <li key={line} className="flex items-start gap-2 text-slate-700">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          {line}
        </li>
      ))}
    </ul>
  );
}
