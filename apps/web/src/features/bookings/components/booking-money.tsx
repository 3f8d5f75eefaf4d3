/**
 * A booking's money as the server decided it (issue 27 items 3 and 5), shown by My Bookings,
 * Manage Bookings, the booking dialog and the cancel dialog; nothing here computes a price:
 * - PriceLines: the stored quote's renter lines (priceBreakdown), the total (price), the
 *   refundable deposit apart and, for the owner, the commission lines and their earnings;
 * - RefundTable: a refund's lines (what each part cost, what is refunded, what is kept) and
 *   the two sums, for a cancelled booking's `refund` or the cancel dialog's preview;
 * - freeCancellationText: 'Free cancellation until …' (or '… ended …') for a live trip;
 * - RefundProgress: each refund through Razorpay with its status and date (issue 28 item 4).
 */
import {
  type BookingRefund,
  formatRupees,
  BOOKING_MONEY_MSG as M,
  type PriceLine,
  REFUND_MSG,
  type RefundAnswer,
} from "@gaadi/shared";
import { CircleCheck, Clock, LifeBuoy } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatInstant, formatInstantDay } from "@/lib/format-date";

/** What the price block reads: a booking as either list answers it. */
export interface PricedBooking {
  price: number;
  deposit: number;
  priceBreakdown: PriceLine[];
  /** The owner's answers only. */
  commissionLines?: PriceLine[];
  ownerEarnings?: number;
  status: string;
}

/**
 * The renter's lines, the total and the deposit apart; with `owner`, the commission lines
 * and the owner's earnings (for a cancelled booking: what they keep).
 */
export function PriceLines({
  booking: b,
  owner = false,
  className,
}: {
  booking: PricedBooking;
  owner?: boolean;
  className?: string;
}) {
  const rent = b.priceBreakdown.find((line) => line.code === "rent");
  return (
    <div className={cn("text-sm", className)}>
      <dl className="space-y-1.5">
        {b.priceBreakdown.map((line) => (
          <Row key={line.code} label={line.label} amount={line.amount} />
        ))}
        <Row
          label={owner ? M.renterTotal : M.total}
          amount={b.price}
          className="border-t border-slate-200 pt-1.5 font-semibold text-slate-900"
        />
        {b.deposit > 0 && <Row label={M.deposit} amount={b.deposit} />}
      </dl>
      {owner && b.ownerEarnings !== undefined && (
        // The owner's share is worked out on the rent, not on the renter's total: the rent
        // line again, the commission lines taken off it, the earnings (all the server's).
        <dl className="mt-3 space-y-1.5 border-t border-slate-200 pt-3">
          {b.status !== "cancelled" && (
            <>
              {rent && <Row label={rent.label} amount={rent.amount} />}
              {b.commissionLines?.map((line) => (
                <Row key={line.code} label={line.label} amount={-line.amount} />
              ))}
            </>
          )}
          <Row
            label={b.status === "cancelled" ? M.ownerKeeps : M.ownerEarnings}
            amount={b.ownerEarnings}
            className="font-semibold text-emerald-800"
          />
        </dl>
      )}
    </div>
  );
}

function Row({ label, amount, className }: { label: string; amount: number; className?: string }) {
  return (
    <div className={cn("flex justify-between gap-3 text-slate-600", className)}>
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">
        {amount < 0 ? `− ${formatRupees(-amount)}` : formatRupees(amount)}
      </dd>
    </div>
  );
}

/**
 * A refund line by line (price, refunded, kept) and, unless `sums` is false (a card that shows
 * them already), the refunded and kept sums. Lines nothing was charged for are left out.
 */
export function RefundTable({
  refund,
  caption,
  sums = true,
}: {
  refund: RefundAnswer;
  caption: string;
  sums?: boolean;
}) {
  const lines = refund.lines.filter((l) => l.paid > 0);
  return (
    <div className="text-xs min-[400px]:text-sm">
      <table className="w-full text-left">
        <caption className="mb-1.5 text-left text-sm font-semibold text-slate-900">
          {caption}
        </caption>
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {M.columns.line}
            </th>
            <th scope="col" className="py-1 pl-1.5 text-right font-medium">
              {M.columns.paid}
            </th>
            <th scope="col" className="py-1 pl-1.5 text-right font-medium">
              {M.columns.refunded}
            </th>
            <th scope="col" className="py-1 pl-1.5 text-right font-medium">
              {M.columns.kept}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-700">
          {lines.map((l) => (
            <tr key={l.code} className="border-t border-slate-200">
              <th scope="row" className="py-1.5 pr-2 font-normal">
                {l.label}
              </th>
              <td className="py-1.5 pl-1.5 text-right tabular-nums whitespace-nowrap">
                {formatRupees(l.paid)}
              </td>
              <td className="py-1.5 pl-1.5 text-right tabular-nums whitespace-nowrap">
                {formatRupees(l.refunded)}
              </td>
              <td className="py-1.5 pl-1.5 text-right tabular-nums whitespace-nowrap">
                {formatRupees(l.kept)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sums && (
        <p className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-slate-200 pt-2 text-sm font-semibold">
          <span className="text-emerald-800">{M.refunded(refund.amount)}</span>
          <span className="text-slate-900">{M.kept(refund.kept)}</span>
        </p>
      )}
    </div>
  );
}

/**
 * 'Free cancellation until 6 Dec 2026, 12:00 am' while the instant is ahead of `now`, 'Free
 * cancellation ended …' after it (the instant is the server's, stored with the booking).
 */
export function freeCancellationText(until: string, now: Date = new Date()): string {
  const when = formatInstant(until);
  return new Date(until).getTime() > now.getTime() ? M.freeUntil(when) : M.freeEnded(when);
}

/** A refund's line as My Bookings and the receipt say it ('Refund ₹12,300 · Refunded on …'). */
export function refundText(r: BookingRefund): string {
  return REFUND_MSG.line(
    r.kind,
    r.amount,
    r.status,
    r.processedAt ? formatInstantDay(r.processedAt) : null,
  );
}

const REFUND_LOOK = {
  processed: { icon: CircleCheck, className: "text-emerald-800" },
  failed: { icon: LifeBuoy, className: "text-amber-800" },
  pending: { icon: Clock, className: "text-slate-700" },
  queued: { icon: Clock, className: "text-slate-700" },
} as const;

/**
 * Each refund through Razorpay (issue 28 item 4): amount, then 'Refunded on <day>', 'Pending,
 * usually 5-7 working days' or, for a failed one, that support is seeing it through. Nothing
 * for a booking without any (offline, or not refunded).
 */
export function RefundProgress({ refunds }: { refunds: readonly BookingRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-label={REFUND_MSG.heading}>
      <ul className="space-y-1">
        {refunds.map((r) => {
          const look = REFUND_LOOK[r.status];
          return (
            <li key={r.kind} className={cn("flex items-start gap-2", look.className)}>
              <look.icon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{refundText(r)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
