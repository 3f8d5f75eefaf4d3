/**
 * The deposit's settlement (issue 30 item 5): one pure function, the only place the split is
 * computed; the server stores its answer (deposit_settlements, whose CHECK repeats it) and the
 * screens show the stored figures. Whole rupees.
 */

/** A deposit settled: what is kept, returned and owed beyond it (whole rupees, never negative). */
export interface DepositSplit {
  deposit: number;
  tripCharges: number;
  claimAmount: number;
  /** least(deposit, tripCharges + claimAmount). */
  kept: number;
  /** deposit - kept. */
  returned: number;
  /** tripCharges + claimAmount - kept: shown to both sides, never charged. */
  owed: number;
}

/**
 * Splits `deposit` against the trip's charges and the agreed or decided claim (0 without one):
 * the renter never loses more than the deposit; the rest is only shown as owed.
 */
export function settleDeposit(
  deposit: number,
  tripCharges: number,
  claimAmount: number,
): DepositSplit {
  const due = tripCharges + claimAmount;
  const kept = Math.min(deposit, due);
  return { deposit, tripCharges, claimAmount, kept, returned: deposit - kept, owed: due - kept };
}

/** The claim window and the renter's answer window (issue 30 item 4): 48 hours each (ms). */
export const CLAIM_WINDOW_MS = 48 * 60 * 60 * 1000;
export const CLAIM_ANSWER_MS = 48 * 60 * 60 * 1000;
