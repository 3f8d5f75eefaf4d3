/**
 * Texts of owner payouts (issue 28 item 5, decision 026): the payout account form's rules, the
 * refusals, and the gate on listing a car or switching on instant book with payments on.
 */
export const PAYOUT_MSG = {
  legalNameRequired: "Enter your legal name as on your PAN",
  legalNameLength: "Legal name must be 2 to 120 characters",
  phoneInvalid: "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
  panInvalid: "Enter a valid PAN: 5 letters, 4 digits, 1 letter (e.g. ABCPE1234F)",
  panNotIndividual: "The PAN must be an individual's: its 4th letter is P",
  accountNumberInvalid: "Enter a bank account number of 9 to 18 digits",
  ifscInvalid: "Enter a valid IFSC: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)",
  saved: "Payout account saved",
  exists: "You already have a payout account",
  offline: "Online payouts are not enabled",
  inProgress: "Your payout account is being set up. Please wait a moment and reload.",
  providerFailed: "Razorpay could not set up your payout account right now. Please try again.",
  providerRefused: "Razorpay refused these details",
  required:
    "Set up payouts first: add your bank account under Owner > Payouts, then list the car or switch on instant book",
} as const;

/** Plain-words explanations of each payout account status, for the owner's Payouts page. */
export const PAYOUT_STATUS_TEXT = {
  pending:
    "Razorpay is checking your details. You can list cars now; payouts start once it is active.",
  activated: "Active: your earnings are paid to this bank account 48 hours after each trip ends.",
  needs_clarification:
    "Razorpay needs more information. Check your email from Razorpay and reply to it.",
  suspended: "Suspended by Razorpay: payouts are stopped. Contact support.",
} as const;

/** The Payouts table's status words (issue 28 item 5); `until` is a formatted date. */
export const TRANSFER_STATUS_TEXT = {
  /** Decided, not yet sent: `accountActive` false while the owner's payout account is not. */
  queued: (accountActive: boolean) =>
    accountActive ? "Processing" : "Waiting for your payout account",
  on_hold: (until: string) => `On hold until ${until}`,
  released: "Released",
  reversed: "Reversed",
  cancelled: "Nothing to pay",
} as const;

/** The Payouts table's name of a deposit transfer (issue 30 item 5): the booking's reference. */
export const depositKeptLabel = (ref: string) => `Kept from deposit, ${ref}`;
