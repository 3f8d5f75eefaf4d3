/**
 * A booking's printable receipt (issue 27 item 5, /my-bookings/:id/receipt, login required by
 * the guard): what the renter pays, line by line, from the booking's stored quote.
 */
import { RECEIPT_MSG } from "@gaadi/shared";
import { useParams } from "react-router";
import { PageMeta } from "@/components/ui/page-meta";
import { ReceiptPage } from "@/features/receipts/components/receipt-page";

export default function Page() {
  const { id = "" } = useParams();
  return (
    <>
      <PageMeta
        title={RECEIPT_MSG.receiptTitle}
        description="The receipt of your Gaadi booking: the price line by line, GST and deposit."
      />
      <ReceiptPage bookingId={id} backTo="/my-bookings" backLabel="My Bookings" />
    </>
  );
}
