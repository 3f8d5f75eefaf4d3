/**
 * The owner's statement of one booking of their car (issue 27 item 5,
 * /owner/manage-bookings/:id/statement, owners only): the renter's price line by line, and
 * the commission, its GST and what the owner is paid, from the booking's stored quote.
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
        title={RECEIPT_MSG.statementTitle}
        description="The statement of a booking of your car: the renter's price, the commission and your earnings."
      />
      <ReceiptPage bookingId={id} backTo="/owner/manage-bookings" backLabel="Manage Bookings" />
    </>
  );
}
