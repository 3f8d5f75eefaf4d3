/**
 * What a conversation is about, in one line (issue 31 item 5): the booking's status badge and
 * dates, or 'Inquiry' before any booking. The list and the conversation's header show it.
 */
import { type Conversation, CONVERSATION_SCREEN_MSG as TEXT } from "@gaadi/shared";
import { Badge } from "@/components/ui/badge";
import { BookingStatusBadge } from "@/components/ui/booking-status-badge";
import { tripDates } from "@/features/messages/message-time";
import { cn } from "@/lib/cn";

export function BookingLine({
  booking,
  className,
}: {
  booking: Conversation["booking"];
  className?: string;
}) {
  return (
    <span className={cn("flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1", className)}>
      {booking ? (
        <>
          <BookingStatusBadge status={booking.status} />
          <span className="text-slate-600">
            {tripDates(booking.pickupDate, booking.returnDate)}
          </span>
        </>
      ) : (
        <Badge tone="gray">{TEXT.inquiry}</Badge>
      )}
    </span>
  );
}
