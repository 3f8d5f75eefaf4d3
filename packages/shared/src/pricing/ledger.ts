/**
 * The ledger's entries for a booking's money events (issue 28 item 6, decision 025), in paise,
 * from the booking's stored quote (whole rupees, decision 021) and never recomputed from rates.
 * Debits are positive, credits negative; the entries of one event sum to zero (the database's
 * deferred trigger refuses a commit where they do not). Zero lines are left out.
 */
import type { LedgerAccount } from "../enums.js";

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

/** What a booking's online payment takes, in paise: (price + deposit) x 100. */
export function paymentAmountPaise(q: Pick<CapturedQuote, "price" | "deposit">): number {
  return paise(q.price + q.deposit);
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
