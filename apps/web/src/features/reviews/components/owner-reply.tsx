/** The owner's reply under a review (car page and Manage Reviews): who, when, what. */
import type { OwnerReply as Reply } from "@gaadi/shared";
import { MessageSquareReply } from "lucide-react";
import type { ReactNode } from "react";
import { formatInstantDay } from "@/lib/format-date";

export function OwnerReply({
  reply,
  label = "Response from the owner",
  action,
}: {
  reply: Reply;
  label?: string;
  /** A button beside the heading (Edit Reply). */
  action?: ReactNode;
}) {
  return (
    <div className="rounded-xl border-l-4 border-brand-600 bg-brand-50 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-800">
          <MessageSquareReply className="size-4" aria-hidden />
          {label}
          <span className="font-normal text-slate-600">{`· ${formatInstantDay(reply.repliedAt)}`}</span>
        </p>
        {action}
      </div>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{reply.text}</p>
    </div>
  );
}
