/**
 * My Bookings' way back to a payment (issue 28 item 2): a booking still awaiting its online
 * payment shows until when its dates are held and 'Complete payment: ₹X' (total + deposit, the
 * server's figures); pressing it asks the server for the booking's order and opens Checkout in
 * the same payment step as the booking form (countdown, Try again, verify). Once the window has
 * ended the button goes; the server cancels the booking.
 */
import { type Booking, PAYMENT_MSG, paymentAmount } from "@gaadi/shared";
import { CreditCard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { usePaymentOrder } from "@/features/bookings/api/payment-order";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { formatInstant } from "@/lib/format-date";
import { useClock } from "@/lib/use-clock";
import { PaymentStep } from "./payment-step";

export function CompletePayment({ booking: b }: { booking: Booking }) {
  const order = usePaymentOrder();
  const now = useClock(1000);
  if (b.paymentStatus !== "awaiting" || !b.paymentDueAt) return null;
  if (order.data)
    return (
      <PaymentStep
        bookingId={b._id}
        bookingRef={b.bookingRef}
        carName={`${b.car.brand} ${b.car.model}`}
        order={order.data.payment}
      />
    );
  if (Date.parse(b.paymentDueAt) <= now.getTime()) return null;
  return (
    <div className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-3 text-sm">
      <p className="text-slate-800">{PAYMENT_MSG.heldUntil(formatInstant(b.paymentDueAt))}</p>
      <Button
        type="button"
        size="sm"
        disabled={order.isPending}
        onClick={() =>
          order.mutate(b._id, {
            onError: (err) => toastApiError(err, errorMessage(err, PAYMENT_MSG.unavailable)),
          })
        }
      >
        <CreditCard className="size-4" aria-hidden />
        {order.isPending ? PAYMENT_MSG.paying : PAYMENT_MSG.completePayment(paymentAmount(b))}
      </Button>
    </div>
  );
}
