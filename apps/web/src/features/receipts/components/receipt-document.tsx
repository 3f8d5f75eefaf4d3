/**
 * A booking's printable receipt, or the owner's statement (issue 27 item 5), as the server
 * answered it (GET /api/bookings/{id}/receipt; every figure from the stored quote, nothing
 * computed here): reference, issue date and status; renter, owner, car and trip; every line
 * of the price in ₹ with the total; the GST apart; the deposit apart; on the statement, the
 * commission, its GST and the owner's earnings; a cancelled booking's refund; the policy; and
 * the platform with its GSTIN when configured. A booking paid online (issue 28 item 7) names
 * its payment (method, Razorpay's id, the day) and each refund through Razorpay with its
 * status, day and id. The toolbar (Back, Print) is not printed.
 */
import {
  bookingStatusLabel,
  CANCELLATION_POLICY_TEXT,
  daysLabel,
  formatRupees,
  type PriceLine,
  paymentMethodLabel,
  RECEIPT_MSG,
  REFUND_MSG,
  type Receipt,
  TRIP_TERMS_MSG,
} from "@gaadi/shared";
import { ArrowLeft, CarFront, Printer } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";
import { formatDay, formatInstant, formatInstantDay } from "@/lib/format-date";

export function ReceiptDocument({
  receipt: r,
  backTo,
  backLabel,
}: {
  receipt: Receipt;
  backTo: string;
  backLabel: string;
}) {
  const title = r.view === "owner" ? RECEIPT_MSG.statementTitle : RECEIPT_MSG.receiptTitle;
  const policy = CANCELLATION_POLICY_TEXT[r.cancellationPolicy];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={backTo} className={buttonClass("ghost", "sm")}>
          <ArrowLeft className="size-4" aria-hidden />
          {backLabel}
        </Link>
        <Button size="sm" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          {RECEIPT_MSG.print}
        </Button>
      </div>

      <article
        aria-labelledby="receipt-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-700 text-white print:border print:border-slate-400 print:bg-white print:text-slate-900">
              <CarFront className="size-5" aria-hidden />
            </span>
            <div>
              <p className="text-lg font-bold text-brand-700">{r.platform.name}</p>
              <h1 id="receipt-title" className="text-2xl font-bold text-slate-900">
                {title}
              </h1>
            </div>
          </div>
          <dl className="text-sm sm:text-right">
            <dt className="text-slate-500">{RECEIPT_MSG.reference}</dt>
            <dd className="font-mono text-lg font-semibold tracking-wide text-slate-900">
              {r.bookingRef}
            </dd>
            <dt className="mt-1 text-slate-500">{RECEIPT_MSG.issued}</dt>
            <dd className="text-slate-800">{formatInstant(r.issuedAt)}</dd>
            <dt className="mt-1 text-slate-500">{RECEIPT_MSG.status}</dt>
            <dd className="font-medium text-slate-800">
              {bookingStatusLabel(r.status, r.cancelledBy)}
            </dd>
          </dl>
        </header>

        <dl className="grid gap-4 border-b border-slate-200 py-5 text-sm sm:grid-cols-2">
          <Fact label={RECEIPT_MSG.renter}>
            {r.renter.name}
            {r.renter.email && <span className="block text-slate-600">{r.renter.email}</span>}
          </Fact>
          <Fact label={RECEIPT_MSG.owner}>{r.owner.name}</Fact>
          <Fact label={RECEIPT_MSG.car}>
            {r.car.brand} {r.car.model} {r.car.year}
            <span className="block text-slate-600">{r.car.location}</span>
          </Fact>
          <Fact label={RECEIPT_MSG.trip}>
            {RECEIPT_MSG.pickup} {formatDay(r.pickupDate)}, {RECEIPT_MSG.returnDay.toLowerCase()}{" "}
            {formatDay(r.returnDate)}
            <span className="block text-slate-600">{daysLabel(r.days)}</span>
          </Fact>
        </dl>

        <Section title={RECEIPT_MSG.priceHeading}>
          <Lines
            lines={r.lines}
            total={{ label: RECEIPT_MSG.total, amount: r.total }}
            caption={RECEIPT_MSG.priceHeading}
          />
          <dl className="mt-4 grid gap-2 text-sm">
            <Row label={RECEIPT_MSG.gstLine(r.gst.percent)} amount={r.gst.tripFeeGst} />
            <Row label={RECEIPT_MSG.deposit} amount={r.deposit} />
          </dl>
        </Section>

        {r.statement && (
          <Section title={RECEIPT_MSG.statementHeading}>
            <Lines
              lines={[
                { code: "rent", label: RECEIPT_MSG.statementRent, amount: r.statement.rent },
                ...r.statement.commissionLines.map((l) => ({ ...l, amount: -l.amount })),
              ]}
              total={{ label: RECEIPT_MSG.earnings, amount: r.statement.ownerEarnings }}
              caption={RECEIPT_MSG.statementHeading}
            />
          </Section>
        )}

        {r.refund && (
          <Section title={RECEIPT_MSG.refundHeading}>
            <dl className="grid gap-2 text-sm">
              {r.refund.lines.map((l) => (
                <Row key={l.code} label={l.label} amount={l.refunded} />
              ))}
              <Row label={RECEIPT_MSG.refunded} amount={r.refund.amount} strong />
              <Row label={RECEIPT_MSG.kept} amount={r.refund.kept} />
            </dl>
          </Section>
        )}

        {r.refunds.length > 0 && (
          <Section title={RECEIPT_MSG.refundsHeading}>
            <ul className="grid gap-1.5 text-sm text-slate-800">
              {r.refunds.map((f) => (
                <li key={f.kind}>
                  {REFUND_MSG.line(
                    f.kind,
                    f.amount,
                    f.status,
                    f.processedAt ? formatInstantDay(f.processedAt) : null,
                  )}
                  {f.refundId && <span className="text-slate-600"> · {f.refundId}</span>}
                </li>
              ))}
            </ul>
          </Section>
        )}

        <Section title={RECEIPT_MSG.policy}>
          <p className="text-sm text-slate-800">
            <span className="font-semibold">{policy.name}.</span> {policy.rule}
          </p>
          <p className="mt-1 text-sm text-slate-800">
            {RECEIPT_MSG.freeUntil(formatInstant(r.freeCancellationUntil))}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {r.payment
              ? RECEIPT_MSG.paidOnlineWith(
                  r.payment.method && paymentMethodLabel(r.payment.method),
                  r.payment.paymentId,
                  formatInstantDay(r.payment.capturedAt),
                )
              : r.paymentStatus === "offline"
                ? TRIP_TERMS_MSG.payment
                : r.paymentStatus === "awaiting"
                  ? RECEIPT_MSG.awaitingPayment
                  : r.paymentStatus === "unpaid"
                    ? RECEIPT_MSG.notPaid
                    : RECEIPT_MSG.paidOnline}
          </p>
        </Section>

        <footer className="pt-5 text-xs text-slate-600">
          <p>{RECEIPT_MSG.platform(r.platform.name)}</p>
          {r.platform.gstin && (
            <p className="mt-1 font-medium text-slate-800">{RECEIPT_MSG.gstin(r.platform.gstin)}</p>
          )}
        </footer>
      </article>
    </div>
  );
}

/** A minus sign for what is taken off, then the rupees. */
const money = (amount: number) => (amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-b border-slate-200 py-5 break-inside-avoid">
      <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Row({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={strong ? "font-semibold text-slate-900" : "text-slate-700"}>{label}</dt>
      <dd
        className={`shrink-0 tabular-nums ${strong ? "font-semibold text-slate-900" : "text-slate-900"}`}
      >
        {money(amount)}
      </dd>
    </div>
  );
}

/** Labelled lines in ₹ and their total, as a table (read in order by screen readers). */
function Lines({
  lines,
  total,
  caption,
}: {
  lines: PriceLine[];
  total: { label: string; amount: number };
  caption: string;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {lines.map((l) => (
          <tr key={l.code}>
            <th scope="row" className="py-1.5 pr-4 text-left font-normal text-slate-700">
              {l.label}
            </th>
            <td className="py-1.5 text-right tabular-nums text-slate-900">{money(l.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-slate-300">
          <th scope="row" className="pt-3 pr-4 text-left text-base font-semibold text-slate-900">
            {total.label}
          </th>
          <td className="pt-3 text-right text-base font-bold tabular-nums text-slate-900">
            {money(total.amount)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
