/**
 * /messages and /messages/:id (issue 31 item 5, signed in): the conversation list beside the
 * open conversation on a wide screen; on a phone one at a time, the list at /messages and the
 * conversation (with a link back) at /messages/:id. Fills the screen below the navigation bar,
 * so the list and the messages scroll in their own panes and the composer stays in view.
 */
import { CONVERSATION_SCREEN_MSG as TEXT } from "@gaadi/shared";
import { Outlet, useParams } from "react-router";
import { PageMeta } from "@/components/ui/page-meta";
import { ConversationList } from "@/features/messages/components/conversation-list";
import { cn } from "@/lib/cn";

export default function MessagesLayout() {
  const { id } = useParams();
  return (
    <div className="mx-auto flex h-[calc(100svh-4rem)] max-w-7xl md:px-6 md:py-6 lg:px-8">
      <PageMeta title={TEXT.title} description="Your conversations with owners and renters." />
      <div className="flex min-h-0 min-w-0 flex-1 overflow-hidden bg-white md:rounded-2xl md:border md:border-slate-200 md:shadow-sm">
        <div
          className={cn(
            "min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 md:border-r md:border-slate-200 lg:w-96",
            id ? "hidden" : "flex",
          )}
        >
          <ConversationList activeId={id} />
        </div>
        <section
          aria-label="Conversation"
          className={cn("min-h-0 min-w-0 flex-1 flex-col", id ? "flex" : "hidden md:flex")}
        >
          <Outlet />
        </section>
      </div>
    </div>
  );
}
