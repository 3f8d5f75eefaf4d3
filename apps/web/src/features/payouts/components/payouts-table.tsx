/**
 * The owner dashboard's Payouts table (issue 28 item 5), shown while online payouts are enabled:
 * per paid booking, its reference, car and trip (a second row for the part of the deposit kept
 * for trip charges and a claim: 'Kept from deposit, GD-…'), the amount sent to the owner's bank
 * account (and what a cancellation took back), the status in words ('On hold until 30 Jul 2031,
 * 12:00 am', Released, Reversed, ...) and Razorpay's transfer id. The server decides every figure; this
 * only displays them. A table from the md breakpoint up (TableCard, as Manage Bookings), a list
 * of cards below it.
 */
import {
  depositKeptLabel,
  formatRupees,
  type PayoutTransfer,
  TRANSFER_STATUS_TEXT,
} from "@gaadi/shared";
import { Landmark } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { TableCard } from "@/components/ui/table-card";
import { usePayoutAccount } from "@/features/payouts/api/payout-account";
import { usePayoutTransfers } from "@/features/payouts/api/payout-transfers";
import { formatDay, formatInstant } from "@/lib/format-date";

const cell = "px-4 py-3";

const TONE = {
  queued: "yellow",
  on_hold: "blue",
  released: "green",
  reversed: "gray",
  cancelled: "gray",
} as const;

function statusText(t: PayoutTransfer, accountActive: boolean): string {
  if (t.status === "on_hold") return TRANSFER_STATUS_TEXT.on_hold(formatInstant(t.onHoldUntil));
  if (t.status === "queued") return TRANSFER_STATUS_TEXT.queued(accountActive);
  return TRANSFER_STATUS_TEXT[t.status];
}

function tripText(t: PayoutTransfer): string {
  return `${formatDay(t.pickupDate)} – ${formatDay(t.returnDate)}`;
}

function BookingName({ t }: { t: PayoutTransfer }) {
  return (
    <span className="block min-w-0">
      <span className="block font-medium text-slate-900">{t.car}</span>
      <span className="block font-mono text-xs text-slate-600">
        {t.kind === "deposit_kept" ? depositKeptLabel(t.bookingRef) : t.bookingRef}
      </span>
    </span>
  );
}

/** What the owner gets, and what a cancellation took back of it. */
function Amount({ t }: { t: PayoutTransfer }) {
  return (
    <span className="block text-right tabular-nums">
      <span className="block font-semibold text-slate-900">
        {formatRupees(t.amount - t.reversed)}
      </span>
      {t.reversed > 0 && (
        <span className="block text-xs text-slate-600">
          of {formatRupees(t.amount)}, {formatRupees(t.reversed)} reversed
        </span>
      )}
    </span>
  );
}

/** The Payouts section; nothing while payouts are off (renters pay at pickup). */
export function PayoutsTable() {
  const account = usePayoutAccount();
  const enabled = account.data?.enabled === true;
  const transfers = usePayoutTransfers(enabled);
  if (!enabled) return null;
  const rows = transfers.data?.transfers;
  const accountActive = account.data?.account?.status === "activated";
  return (
    <section aria-labelledby="payouts-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payouts-title" className="text-lg font-semibold text-slate-900">
          Payouts
        </h2>
        <Link
          to="/owner/payouts"
          className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Payout account
        </Link>
      </div>
      {transfers.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading payouts..." />
        </div>
      ) : transfers.isError ? (
        <p role="alert" className="text-red-700">
          {transfers.error.message}
        </p>
      ) : !rows?.length ? (
        <EmptyState
          icon={Landmark}
          title="No payouts yet"
          text="When a renter pays for a trip, your earnings appear here, held until 48 hours after the return date and then paid to your bank account."
        />
      ) : (
        <>
          <TableCard columns={["Booking", "Trip", "Amount", "Status", "Transfer"]}>
            {rows.map((t) => (
              <tr key={`${t.bookingId}-${t.kind}`} className="hover:bg-slate-50/60">
                <th scope="row" className={`${cell} font-normal`}>
                  <BookingName t={t} />
                </th>
                <td className={`${cell} text-slate-700`}>{tripText(t)}</td>
                <td className={`${cell} tabular-nums`}>
                  <Amount t={t} />
                </td>
                <td className={cell}>
                  <Badge tone={TONE[t.status]}>{statusText(t, accountActive)}</Badge>
                </td>
                <td className={`${cell} font-mono text-xs text-slate-600`}>
                  {t.transferId ?? "–"}
                </td>
              </tr>
            ))}
          </TableCard>
          <ul aria-label="Payouts" className="space-y-3 md:hidden">
            {rows.map((t) => (
              <li
                key={`${t.bookingId}-${t.kind}`}
                className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <BookingName t={t} />
                  <Amount t={t} />
                </div>
                <p className="text-slate-700">{tripText(t)}</p>
                <Badge tone={TONE[t.status]}>{statusText(t, accountActive)}</Badge>
                {t.transferId && (
                  <p className="font-mono text-xs break-all text-slate-600">{t.transferId}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
