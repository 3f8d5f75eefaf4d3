/**
 * Bookings (issue 29 item 4): find one by its reference and read its whole history: status
 * changes, price and refund lines, the notifications sent, its payment, refunds and payout.
 */
import { formatDay, formatRupees, OPERATOR_UI, rupeesOfPaise } from "@gaadi/shared";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useBookingHistory } from "@/features/operator/api/operator";
import { errorMessage } from "@/lib/api-client";
import { formatInstant } from "@/lib/format-date";
import { LookupForm } from "./lookup-form";

/** An amount the payment provider keeps in paise, shown in rupees (shared rupeesOfPaise). */
const paise = (p: number) => formatRupees(rupeesOfPaise(p));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

export function BookingsPanel() {
  const [ref, setRef] = useState("");
  const found = useBookingHistory(ref);
  const h = found.data;
  return (
    <div className="flex flex-col gap-4">
      <LookupForm label={OPERATOR_UI.bookingRef} onFind={(v) => setRef(v.toUpperCase())} />
      {ref !== "" && found.isPending && <Spinner />}
      {found.isError && <p role="alert">{errorMessage(found.error, "Could not load")}</p>}
      {h && (
        <div className="grid gap-4 md:grid-cols-2">
          <Section title={`${h.booking.bookingRef}: ${h.booking.status}`}>
            <p className="text-sm text-slate-700">
              {h.booking.car.brand} {h.booking.car.model}, {formatDay(h.booking.pickupDate)} to{" "}
              {formatDay(h.booking.returnDate)}
            </p>
            <p className="text-sm text-slate-700">
              Renter {h.booking.renter.name} ({h.booking.renter.email}); owner{" "}
              {h.booking.owner.name} ({h.booking.owner.email})
            </p>
            <p className="text-sm text-slate-700">Payment: {h.booking.paymentStatus}</p>
            {h.booking.cancellationReason && (
              <p className="text-sm text-slate-700">
                Cancelled by {h.booking.cancelledBy}: {h.booking.cancellationReason}
              </p>
            )}
            <ol className="mt-2 text-sm">
              {h.booking.events.map((e) => (
                <li key={e.status}>
                  {e.status}: {formatInstant(e.at)}
                </li>
              ))}
            </ol>
          </Section>
          <Section title="Price">
            <ul className="text-sm">
              {h.booking.priceLines.map((l) => (
                <li key={l.label} className="flex justify-between gap-2">
                  <span>{l.label}</span>
                  <span>{formatRupees(l.amount)}</span>
                </li>
              ))}
              <li className="flex justify-between gap-2 font-semibold">
                <span>Total</span>
                <span>{formatRupees(h.booking.price)}</span>
              </li>
            </ul>
            {h.booking.refundAmount !== null && (
              <p className="mt-2 text-sm">Refund: {formatRupees(h.booking.refundAmount)}</p>
            )}
          </Section>
          <Section title="Notifications sent">
            <ul className="text-sm">
              {h.notifications.map((n) => (
                <li key={`${n.type}-${n.createdAt}-${n.userId}`}>
                  {formatInstant(n.createdAt)}: {n.title}
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Payment, refunds and payout">
            {h.payment ? (
              <p className="text-sm">
                {h.payment.status}, {paise(h.payment.amountPaise)}
                {h.payment.paymentId ? ` (${h.payment.paymentId})` : ""}
              </p>
            ) : (
              <p className="text-sm text-slate-600">Not paid online.</p>
            )}
            <ul className="text-sm">
              {h.refunds.map((r, i) => (
                <li key={`r${i}`}>
                  Refund ({r.kind}): {r.status}, {paise(r.amountPaise)}
                </li>
              ))}
              {h.transfers.map((t, i) => (
                <li key={`t${i}`}>
                  {t.kind === "deposit_kept" ? "Payout (kept from deposit)" : "Payout"}: {t.status},{" "}
                  {paise(t.amountPaise)}
                </li>
              ))}
            </ul>
          </Section>
        </div>
      )}
    </div>
  );
}
