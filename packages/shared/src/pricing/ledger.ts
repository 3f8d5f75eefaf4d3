/**
 * The ledger's entries for a booking's money events (issue 28 item 6, decision 025), in paise,
 * from the booking's stored quote (whole rupees, decision 021) and never recomputed from rates.
 * Debits are positive, credits negative; the entries of one event sum to zero (the database's
 * deferred trigger refuses a commit where they do not). Zero lines are left out.
 */
import type { LedgerAccount } from "../enums.js";
import { percentOf } from "./quote.js";
import type { RefundLine } from "./refund.js";

/** One ledger row to write: an account and a signed amount in paise. */
export interface LedgerLine {
  account: LedgerAccount;
  amountPaise: number;
}

/** The stored quote's columns a capture splits (whole rupees). */
export interface CapturedQuote {
  /** What the renter pays: rent + tripFee + tripFeeGst. */
  price: number;
  deposit: number;
  tripFee: number;
  tripFeeGst: number;
  commission: number;
  commissionGst: number;
  /** rent - commission - commissionGst. */
  ownerEarnings: number;
}

const paise = (rupees: number) => rupees * 100;

/** What a booking's online payment takes, in whole rupees: the price and the deposit. */
export function paymentAmount(q: Pick<CapturedQuote, "price" | "deposit">): number {
  return q.price + q.deposit;
}

/**
 * Paise stored or answered by Razorpay as the whole rupees the product shows. Every amount this
 * app sends is whole rupees x 100 (bookings are priced in whole rupees), so this divides exactly.
 */
export function rupeesOfPaise(amountPaise: number): number {
  return amountPaise / 100;
}

/** What a booking's online payment takes, in paise: (price + deposit) x 100. */
export function paymentAmountPaise(q: Pick<CapturedQuote, "price" | "deposit">): number {
  return paise(paymentAmount(q));
}

/**
 * A captured payment of `q`: platform cash +(price + deposit), and credited to what each part
 * is: owed to the owner (their earnings), the platform's fees (trip fee and commission), GST
 * owed (on both), and the deposit held to give back. Sums to zero because price = rent + trip
 * fee + its GST and rent = earnings + commission + its GST (bookings_quote_check).
 */
export function captureLedger(q: CapturedQuote): LedgerLine[] {
  const lines: LedgerLine[] = [
    { account: "platform_cash", amountPaise: paymentAmountPaise(q) },
    { account: "owner_payable", amountPaise: -paise(q.ownerEarnings) },
    { account: "platform_fee", amountPaise: -paise(q.tripFee + q.commission) },
    { account: "gst_payable", amountPaise: -paise(q.tripFeeGst + q.commissionGst) },
    { account: "deposits_held", amountPaise: -paise(q.deposit) },
  ];
  return lines.filter((l) => l.amountPaise !== 0);
}

/**
 * A payment captured for a booking that can no longer be had (its payment window ended and it
 * was cancelled): the cash is owed back to the renter whole, nothing to the owner or the
 * platform. `amountPaise` is what was captured.
 */
export function returnableLedger(amountPaise: number): LedgerLine[] {
  return [
    { account: "platform_cash", amountPaise },
    { account: "renter", amountPaise: -amountPaise },
  ];
}

/** What a cancellation of a paid booking decided (the stored refund columns, whole rupees). */
export interface DecidedRefund {
  /** Rupees owed back to the renter. */
  amount: number;
  /** The refund's lines (rent, trip_fee, trip_fee_gst, deposit), each with what is kept. */
  lines: readonly Pick<RefundLine, "code" | "kept">[];
  /** The owner's part of the kept rent (refund_owner_earnings). */
  ownerEarnings: number;
  /** The booking's stored rates, whole percentages. */
  commissionPercent: number;
  gstPercent: number;
}

/**
 * A paid booking's cancellation (issue 28 item 4), booked when it is decided: each account the
 * capture credited gives back what is not kept, and the renter is owed `refund.amount`. What is
 * kept stays: the owner's earnings of the kept rent, the commission on it and its GST (as
 * ownerShareOfKept works them out, at the stored rates), the kept trip fee and its GST. Sums to
 * zero because kept + amount = price + deposit (bookings_refund_check).
 */
export function cancellationLedger(q: CapturedQuote, refund: DecidedRefund): LedgerLine[] {
  const kept = (code: string) => refund.lines.find((l) => l.code === code)?.kept ?? 0;
  const keptRent = kept("rent");
  const keptCommission = percentOf(keptRent, refund.commissionPercent);
  const keptCommissionGst = percentOf(keptCommission, refund.gstPercent);
  const lines: LedgerLine[] = [
    { account: "owner_payable", amountPaise: paise(q.ownerEarnings - refund.ownerEarnings) },
    {
      account: "platform_fee",
      amountPaise: paise(q.tripFee + q.commission - kept("trip_fee") - keptCommission),
    },
    {
      account: "gst_payable",
      amountPaise: paise(q.tripFeeGst + q.commissionGst - kept("trip_fee_gst") - keptCommissionGst),
    },
    { account: "deposits_held", amountPaise: paise(q.deposit - kept("deposit")) },
    { account: "renter", amountPaise: -paise(refund.amount) },
  ];
  return lines.filter((l) => l.amountPaise !== 0);
}

/** A refund Razorpay processed: `amountPaise` leaves platform cash to the renter it was owed. */
export function refundPaidLedger(amountPaise: number): LedgerLine[] {
  return [
    { account: "renter", amountPaise },
    { account: "platform_cash", amountPaise: -amountPaise },
  ];
}

/** A transfer of `amountPaise` to the owner's linked account: what was owed to them leaves cash. */
export function transferLedger(amountPaise: number): LedgerLine[] {
  return [
    { account: "owner_payable", amountPaise },
    { account: "platform_cash", amountPaise: -amountPaise },
  ];
}

/**
 * A reversal of `amountPaise` of a transfer on hold (a cancellation took back part of the
 * owner's earnings): the cash comes back, and what the owner had received beyond their due is
 * settled.
 */
export function reversalLedger(amountPaise: number): LedgerLine[] {
  return [
    { account: "platform_cash", amountPaise },
    { account: "owner_payable", amountPaise: -amountPaise },
  ];
}

/** A completed trip's deposit (`deposit` rupees) given back: no longer held, owed to the renter. */
export function depositRefundLedger(deposit: number): LedgerLine[] {
  const amountPaise = paise(deposit);
  return [
    { account: "deposits_held", amountPaise },
    { account: "renter", amountPaise: -amountPaise },
  ];
}

/**
 * The part of a deposit kept for trip charges and a claim (`kept` rupees, decision 030): no
 * longer held, owed to the owner whole (no commission), paid by its transfer (transferLedger).
 */
export function depositKeptLedger(kept: number): LedgerLine[] {
  const amountPaise = paise(kept);
  return [
    { account: "deposits_held", amountPaise },
    { account: "owner_payable", amountPaise: -amountPaise },
  ];
}
