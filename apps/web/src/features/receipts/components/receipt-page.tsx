/**
 * The receipt page's body for booking `bookingId` (issue 27 item 5): loading, the server's
 * refusal (403 someone else's booking, 404 unknown) as an error card, or the document.
 */
import { RECEIPT_MSG } from "@gaadi/shared";
import { FileX2 } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { useReceipt } from "@/features/receipts/api/get-receipt";
import { errorMessage } from "@/lib/api-client";
import { ReceiptDocument } from "./receipt-document";

export function ReceiptPage({
  bookingId,
  backTo,
  backLabel,
}: {
  bookingId: string;
  backTo: string;
  backLabel: string;
}) {
  const { data, error, isPending } = useReceipt(bookingId);
  if (isPending) return <PageSpinner />;
  if (error || !data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState
          icon={FileX2}
          tone="error"
          title={RECEIPT_MSG.loadError}
          text={errorMessage(error, RECEIPT_MSG.loadError)}
        >
          <Link to={backTo} className={buttonClass("secondary", "sm")}>
            {backLabel}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <ReceiptDocument receipt={data} backTo={backTo} backLabel={backLabel} />;
}
