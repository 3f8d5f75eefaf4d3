/**
 * 'Message the owner' on a My Bookings card and 'Message the renter' on Manage Bookings and the
 * owner's booking details (issue 31 item 1): finds or opens the booking's conversation (POST
 * /api/messages/bookings/:bookingId) and goes to it. The routes put it into the bookings
 * screens (features never import each other).
 */
import { CONVERSATION_SCREEN_MSG as TEXT } from "@gaadi/shared";
import { MessageCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useOpenBookingConversation } from "@/features/messages/api/open-booking-conversation";
import { errorMessage, toastApiError } from "@/lib/api-client";

export function MessageBookingButton({
  bookingId,
  as,
}: {
  bookingId: string;
  /** Who presses it: the renter messages the owner, the owner the renter. */
  as: "renter" | "owner";
}) {
  const navigate = useNavigate();
  const open = useOpenBookingConversation();
  const go = () =>
    open.mutate(bookingId, {
      onSuccess: (res) => navigate(`/messages/${encodeURIComponent(res.conversation._id)}`),
      onError: (err) => toastApiError(err, errorMessage(err, TEXT.openFailed)),
    });
  return (
    <Button variant="secondary" size="sm" onClick={go} disabled={open.isPending}>
      <MessageCircle className="size-4" aria-hidden />
      {open.isPending ? TEXT.opening : as === "renter" ? TEXT.messageOwner : TEXT.messageRenter}
    </Button>
  );
}
