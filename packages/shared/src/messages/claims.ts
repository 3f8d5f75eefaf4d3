/**
 * Texts of claims and the deposit (issue 30 items 4 and 5): server refusals, the operator's
 * decision and what My Bookings and Manage Bookings show. One home for both sides.
 */
import { formatRupees } from "../money.js";

export const CLAIM_MSG = {
  notFound: "Claim not found",
  bookingNotFound: "Booking not found",
  notOwner: "Only the car's owner can make a claim on this trip",
  notRenter: "Only the trip's renter can answer this claim",
  notReturned: "A claim can only be made on a trip that has been returned",
  windowClosed: "The 48 hours to make a claim on this trip have passed",
  alreadyClaimed: "A claim has already been made on this trip",
  notOpen: "This claim has already been answered",
  answerClosed: "The 48 hours to answer this claim have passed",
  notDisputed: "Only a disputed claim can be decided",
  photosFull: (max: number) => `A claim can have at most ${max} photos from each side`,
  photoClosed: "Photos can no longer be added to this claim",
  photoRequired: "Choose a photo to upload",
  photoNotFound: "Photo not found",
  descriptionRequired: "Describe what the claim is for",
  descriptionTooLong: (max: number) => `The description can be at most ${max} characters`,
  amountRequired: "Enter the amount claimed in rupees",
  amountWhole: "The amount must be a whole number of rupees",
  amountRange: (max: number) => `The amount must be between ₹1 and ${formatRupees(max)}`,
  answerRequired: "Choose to accept or dispute the claim",
  noteRequired: "Say why you dispute the claim",
  noteTooLong: (max: number) => `The note can be at most ${max} characters`,
  decidedAmountRange: (claimed: number) =>
    `The decided amount must be a whole number of rupees from ₹0 to ${formatRupees(claimed)}`,
  reasonRequired: "Give the reason for the decision",
  made: "Claim made. The renter has 48 hours to answer it.",
  photoAdded: "Photo added",
  accepted: "You accepted the claim.",
  disputed: "You disputed the claim. Gaadi will decide it.",
  decided: "Claim decided",
  // The screens.
  makeClaim: "Make a claim",
  claimTitle: "Claim",
  statusLabel: {
    open: "Waiting for the renter",
    accepted: "Accepted",
    disputed: "Disputed, with Gaadi",
    decided: "Decided by Gaadi",
  } as const,
  respondBy: (when: string) => `Answer by ${when}; a claim not answered by then is accepted.`,
  acceptedBySilence: "Accepted: not answered within 48 hours",
  decidedLine: (amount: number, reason: string) =>
    `Gaadi decided ${formatRupees(amount)}: ${reason}`,
  claimWindow: (when: string) => `You can make a claim until ${when}.`,
} as const;

export const DEPOSIT_MSG = {
  held: (deposit: number, until: string) => `Deposit ${formatRupees(deposit)} held until ${until}`,
  heldForClaim: (deposit: number) =>
    `Deposit ${formatRupees(deposit)} held until the claim is settled`,
  released: (day: string, returned: number, kept: number) =>
    kept > 0
      ? `Deposit released on ${day}: ${formatRupees(returned)} back, ${formatRupees(kept)} kept`
      : `Deposit released on ${day}: ${formatRupees(returned)} back`,
  owed: (owed: number) =>
    `${formatRupees(owed)} more is owed beyond the deposit; Gaadi does not charge it.`,
} as const;
