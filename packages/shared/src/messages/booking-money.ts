/**
 * Texts of a booking's money on the web (issue 27 items 3 and 5): the price block of My
 * Bookings, Manage Bookings and the booking dialog (lines, total, deposit apart, the owner's
 * earnings), the cancel dialog's refund preview and a cancelled trip's refund. The figures
 * themselves are always the server's (the stored quote, the refund it decided or previews).
 */
import { formatRupees } from "../money.js";

export const BOOKING_MONEY_MSG = {
  priceHeading: "Price details",
  total: "Total",
  /** The deposit's row: apart from the total, refundable. */
  deposit: "Refundable security deposit (not in the total)",
  ownerEarnings: "Your earnings",
  /** A cancelled booking's owner figure: what a late cancellation left them (often ₹0). */
  ownerKeeps: "You keep",
  renterTotal: "Renter pays",
  commissionHeading: "Your earnings",
  policy: "Cancellation policy",
  /** A live trip whose free cancellation is still ahead. */
  freeUntil: (when: string) => `Free cancellation until ${when}`,
  /** A live trip past its free-cancellation instant. */
  freeEnded: (when: string) => `Free cancellation ended ${when}`,
  refundHeading: "Refund",
  previewHeading: "If you cancel now",
  previewLoading: "Working out your refund...",
  previewFailed: "Could not work out the refund. Please try again.",
  retry: "Try again",
  /** The refund table's column headings. */
  columns: { line: "Item", paid: "Price", refunded: "Refunded", kept: "Kept" },
  refunded: (amount: number) => `Refunded: ${formatRupees(amount)}`,
  kept: (amount: number) => `Kept: ${formatRupees(amount)}`,
  /** Under the preview: the figures are the instant's, decided again on confirming. */
  previewNote: (when: string) =>
    `Worked out for a cancellation at ${when}; the refund is decided when you confirm.`,
} as const;
