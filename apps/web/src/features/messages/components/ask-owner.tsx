/**
 * 'Ask the owner' on the car page (issue 31 items 1 and 4): a small card under the booking
 * form with the button and, once the owner has answered enough conversations, 'Usually replies
 * within 2 hours' (CONVERSATION_MSG.replyTime from the car answer's ownerReplyTime). The owner
 * does not see it on their own car. A visitor pressing it is asked to log in, as Book Now asks;
 * a renter gets the inquiry found or opened (POST /api/messages/inquiries) and its
 * conversation. Small on purpose: the car page's first load carries it, the message screens
 * load with their route.
 */
import { CONVERSATION_MSG, type ReplyTime, CONVERSATION_SCREEN_MSG as TEXT } from "@gaadi/shared";
import { Clock, MessageCircle } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useOpenInquiry } from "@/features/messages/api/open-inquiry";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { useLoginPrompt, useSession } from "@/lib/session";
import { toast } from "@/lib/toast";

export function AskOwner({
  carId,
  ownerId,
  replyTime,
}: {
  carId: string;
  ownerId: string;
  replyTime: ReplyTime | null | undefined;
}) {
  const session = useSession();
  const { openLogin } = useLoginPrompt();
  const location = useLocation();
  const navigate = useNavigate();
  const open = useOpenInquiry();
  if (session.user && session.user._id === ownerId) return null;

  const ask = () => {
    if (!session.token || !session.user) {
      toast.error(TEXT.loginToAsk);
      return openLogin("login", `${location.pathname}${location.search}`);
    }
    open.mutate(carId, {
      onSuccess: (res) => navigate(`/messages/${encodeURIComponent(res.conversation._id)}`),
      onError: (err) => toastApiError(err, errorMessage(err, TEXT.openFailed)),
    });
  };

  return (
    <section
      aria-labelledby="ask-owner-title"
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="ask-owner-title" className="text-sm font-semibold text-slate-900">
        {TEXT.askOwnerHeading}
      </h2>
      {replyTime && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <Clock className="size-4 shrink-0 text-emerald-600" aria-hidden />
          {CONVERSATION_MSG.replyTime(replyTime.medianMinutes)}
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-3 w-full"
        onClick={ask}
        disabled={open.isPending || session.authLoading}
      >
        <MessageCircle className="size-4" aria-hidden />
        {open.isPending ? TEXT.opening : CONVERSATION_MSG.askOwner}
      </Button>
    </section>
  );
}
