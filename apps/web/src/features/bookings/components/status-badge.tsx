/**
 * A booking's status (components/ui/booking-status-badge.tsx, shared with the message screens),
 * its payment's and the renter's licence's as coloured badges.
 */
import {
  type LicenceViewStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  RENTER_LICENCE_TEXT,
} from "@gaadi/shared";
import { Badge } from "@/components/ui/badge";

export { BookingStatusBadge as StatusBadge } from "@/components/ui/booking-status-badge";

const PAYMENT_TONES = {
  offline: "gray",
  awaiting: "yellow",
  paid: "green",
  unpaid: "gray",
  refund_pending: "yellow",
  partially_refunded: "blue",
  refunded: "blue",
} as const satisfies Record<PaymentStatus, string>;

/** Where a booking's money stands (issue 28 item 7): 'offline', 'Paid online', 'Refunded', ... */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

const LICENCE_TONES = {
  not_provided: "gray",
  pending: "yellow",
  verified: "green",
  rejected: "red",
  expired: "red",
} as const satisfies Record<LicenceViewStatus, string>;

/**
 * The renter's driving licence as the owner may know it (issue 29 item 3): 'Licence verified',
 * 'Licence under review', 'No licence', 'Licence expired' or 'Licence not accepted'.
 */
export function RenterLicenceBadge({ status }: { status: LicenceViewStatus }) {
  return <Badge tone={LICENCE_TONES[status]}>{RENTER_LICENCE_TEXT[status]}</Badge>;
}
