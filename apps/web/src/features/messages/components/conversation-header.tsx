/**
 * The top of a conversation (issue 31 item 5): on a phone a link back to the list; the other
 * party's picture and name; the car (a link to its page) with the booking's status, dates and
 * reference, or 'Inquiry'.
 */
import { type Conversation, CONVERSATION_SCREEN_MSG as TEXT } from "@gaadi/shared";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { UserAvatar } from "@/components/ui/avatar";
import { BookingLine } from "./booking-line";

export function ConversationHeader({ conversation: c }: { conversation: Conversation }) {
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-5">
      <Link
        to="/messages"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
      >
        <ArrowLeft className="size-5" aria-hidden />
        <span className="sr-only">{TEXT.allMessages}</span>
      </Link>
      <UserAvatar name={c.other.name} image={c.other.image} className="size-10" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-slate-900">{c.other.name}</h2>
        <p className="truncate text-sm text-slate-600">
          <Link
            to={`/car-details/${encodeURIComponent(c.car._id)}`}
            className="font-medium text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {c.car.brand} {c.car.model}
          </Link>
          {c.booking && (
            <span className="text-slate-500"> · {TEXT.reference(c.booking.bookingRef)}</span>
          )}
        </p>
      </div>
      <div className="hidden shrink-0 sm:block">
        <BookingLine booking={c.booking} className="justify-end text-sm" />
      </div>
      {c.car.image && (
        <img
          src={c.car.image}
          alt=""
          className="hidden h-10 w-16 shrink-0 rounded-md bg-slate-100 object-cover lg:block"
        />
      )}
    </header>
  );
}

/** The booking line under the header on a phone, where the header has no room for it. */
export function ConversationSubheader({ conversation: c }: { conversation: Conversation }) {
  return (
    <div className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs sm:hidden">
      <BookingLine booking={c.booking} />
    </div>
  );
}
