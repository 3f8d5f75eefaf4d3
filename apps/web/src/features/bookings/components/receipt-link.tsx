/**
 * The link from a booking to its printable receipt (My Bookings, the renter) or statement
 * (Manage Bookings, the owner): issue 27 item 5. Named with the booking's reference, so each
 * of a list's links says which booking it opens.
 */
import { RECEIPT_MSG } from "@gaadi/shared";
import { FileText } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";

export function ReceiptLink({
  booking,
  owner = false,
}: {
  booking: { _id: string; bookingRef: string };
  owner?: boolean;
}) {
  const to = owner
    ? `/owner/manage-bookings/${booking._id}/statement`
    : `/my-bookings/${booking._id}/receipt`;
  return (
    <Link
      to={to}
      aria-label={(owner ? RECEIPT_MSG.statementLinkLabel : RECEIPT_MSG.receiptLinkLabel)(
        booking.bookingRef,
      )}
      className={
        owner
          ? "mt-1 flex w-fit items-center gap-1 rounded text-xs font-medium text-brand-700 hover:text-brand-900 hover:underline"
          : buttonClass("secondary", "sm")
      }
    >
      <FileText className={owner ? "size-3.5" : "size-4"} aria-hidden />
      {owner ? RECEIPT_MSG.statementLink : RECEIPT_MSG.receiptLink}
    </Link>
  );
}
