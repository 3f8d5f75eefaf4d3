/**
 * The booking form's payment step (issue 28 items 2 and 7): after POST /api/bookings/create
 * answers a booking awaiting payment, this opens Razorpay Checkout (UPI first) for its order and
 * counts down the payment window ('Pay within 14:32 to keep these dates'). Closing Checkout or a
 * failed attempt leaves a 'Try again' button while the window lasts; once it ends the server
 * cancels the booking ('Payment not completed in time') and the step says the dates are
 * released. A completed payment goes to POST /api/payments/verify, then to My Bookings with the
 * server's message. The amount shown is the server's (paise / 100, whole rupees).
 */
import { minutesSecondsLeft, PAYMENT_MSG, rupeesOfPaise } from "@gaadi/shared";
import { CreditCard, TimerReset } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useVerifyPayment } from "@/features/bookings/api/verify-payment";
import {
  type CheckoutSuccess,
  openCheckout,
  type PaymentOrder,
} from "@/features/bookings/checkout";
import { errorMessage } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useClock } from "@/lib/use-clock";

type Phase = "opening" | "open" | "dismissed" | "failed" | "verifying" | "unconfirmed" | "ended";

export interface PaymentStepProps {
  bookingId: string;
  bookingRef: string;
  /** 'Maruti Swift', for Checkout's description. */
  carName: string;
  order: PaymentOrder;
}

export function PaymentStep({ bookingId, bookingRef, carName, order }: PaymentStepProps) {
  const navigate = useNavigate();
  const session = useSession();
  const verify = useVerifyPayment();
  const [phase, setPhase] = useState<Phase>("opening");
  const [problem, setProblem] = useState<string | null>(null);
  const now = useClock(1000);
  const left = Date.parse(order.expiresAt) - now.getTime();
  const ended = left <= 0 && phase !== "verifying";
  const rupees = rupeesOfPaise(order.amount);
  const started = useRef(false);

  const paid = useCallback(
    (success: CheckoutSuccess) => {
      setPhase("verifying");
      setProblem(null);
      verify.mutate(
        { bookingId, ...success },
        {
          onSuccess: (res) => {
            toast.success(res.message);
            navigate("/my-bookings");
          },
          onError: (err) => {
            setPhase("unconfirmed");
            setProblem(errorMessage(err, PAYMENT_MSG.verifyFailed));
          },
        },
      );
    },
    [bookingId, navigate, verify],
  );

  const open = useCallback(() => {
    setPhase("opening");
    setProblem(null);
    openCheckout({
      order,
      description: `Booking ${bookingRef} · ${carName}`,
      prefill: { name: session.user?.name, email: session.user?.email },
      onPaid: paid,
      onFailed: (reason) => {
        setPhase("failed");
        setProblem(reason ? PAYMENT_MSG.failed(reason) : PAYMENT_MSG.failedUnknown);
      },
      onDismissed: () =>
        setPhase((now) => (now === "verifying" || now === "failed" ? now : "dismissed")),
    }).then(
      () => setPhase((now) => (now === "opening" ? "open" : now)),
      () => {
        setPhase("dismissed");
        setProblem(PAYMENT_MSG.checkoutUnavailable);
      },
    );
  }, [order, bookingRef, carName, session.user, paid]);

  // Checkout opens as the step appears: the renter has just pressed 'Pay ₹X'.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open();
  }, [open]);

  if (ended) {
    return (
      <section
        aria-labelledby="payment-step-title"
        className="mt-5 rounded-xl border border-red-200 bg-red-50 p-4 text-sm"
      >
        <h3 id="payment-step-title" className="font-semibold text-red-800">
          {PAYMENT_MSG.windowEnded}
        </h3>
        <p className="mt-1 text-red-800">{PAYMENT_MSG.windowEndedNote}</p>
      </section>
    );
  }

  const canRetry = phase === "dismissed" || phase === "failed";
  return (
    <section
      aria-labelledby="payment-step-title"
      className="mt-5 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm"
    >
      <h3 id="payment-step-title" className="font-semibold text-slate-900">
        {PAYMENT_MSG.stepTitle}
      </h3>
      <p className="mt-1 flex items-center gap-1.5 font-medium text-slate-800" role="timer">
        <TimerReset className="size-4 shrink-0 text-brand-700" aria-hidden />
        {PAYMENT_MSG.payWithin(minutesSecondsLeft(left))}
      </p>
      <p className="mt-1 text-slate-600">{PAYMENT_MSG.held}</p>
      {phase === "verifying" && (
        <p role="status" className="mt-3 text-slate-800">
          {PAYMENT_MSG.verifying}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-red-700">
          {problem}
        </p>
      )}
      {phase === "dismissed" && !problem && (
        <p className="mt-3 text-slate-800">{PAYMENT_MSG.dismissed}</p>
      )}
      {canRetry && (
        <Button type="button" className="mt-3 w-full" onClick={open}>
          <CreditCard className="size-4" aria-hidden />
          {PAYMENT_MSG.retry(rupees)}
        </Button>
      )}
      {phase === "unconfirmed" && (
        <Button
          type="button"
          variant="secondary"
          className="mt-3 w-full"
          onClick={() => navigate("/my-bookings")}
        >
          Go to My Bookings
        </Button>
      )}
    </section>
  );
}
